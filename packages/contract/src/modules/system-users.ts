// System users (spec §2 "/system-users", §7 "System users (/system-user/system-users)"): Linux
// accounts on the hosting servers. Nothing here logs in to a server: each account's commands
// (useradd / usermod / userdel and its authorized_keys) are rendered for someone to run.
// Decisions where the specification is silent: docs/system-users.md. The field rules, shared with
// the web form: rules/system-users.ts.
import { z } from 'zod';
import { endpoint, idParams, isoInstant, listOf, MAX_ID, pageQuery, recordId, scopes, timestamps } from '../http.js';
import {
  commentField,
  groupsField,
  homeField,
  SHELLS,
  SSH_KEY_TYPES,
  shellField,
  sshKeysField,
  uidField,
  usernameField,
} from '../rules/system-users.js';

export { declaredScopes } from './system-users.scopes.js';

export const sshKey = z.object({
  /** The line as written to authorized_keys: `type base64 comment`. */
  key: z.string(),
  type: z.enum(SSH_KEY_TYPES),
  bits: z.number().int(),
  /** As `ssh-keygen -l` shows it: `SHA256:` and the unpadded base64 of the blob's SHA-256. */
  fingerprint: z.string(),
  comment: z.string(),
});
export type SshKeyView = z.infer<typeof sshKey>;

export const systemUser = z.object({
  id: z.number().int(),
  /** The hosting server the account lives on (its name as hosting has it now). */
  server: z.object({ id: z.number().int(), name: z.string(), address: z.string() }),
  username: z.string(),
  uid: z.number().int(),
  /** Its own group, of its name: gid = uid. */
  gid: z.number().int(),
  home: z.string(),
  shell: z.enum(SHELLS),
  groups: z.array(z.string()),
  keys: z.array(sshKey),
  comment: z.string(),
  locked: z.boolean(),
  ...timestamps,
});
export type SystemUser = z.infer<typeof systemUser>;

const fields = {
  serverId: z.number({ error: 'Choose the server' }).int().positive().max(MAX_ID, 'is not a valid id'),
  username: usernameField,
  /** null or left out: the next free uid of the server from 2000 up. */
  uid: uidField.nullable(),
  /** null, '' or left out on creation: /home/<username>. */
  home: z.union([z.literal(''), homeField]).nullable(),
  shell: shellField,
  groups: groupsField,
  /** Public keys, one `authorized_keys` line each. */
  keys: sshKeysField,
  comment: commentField,
  locked: z.boolean(),
};

/** An account's own group is its primary group already: naming it again is refused. */
const notOwnGroup = (body: { username?: string; groups?: string[] }, ctx: z.RefinementCtx) => {
  const at = body.username ? (body.groups ?? []).indexOf(body.username) : -1;
  if (at >= 0)
    ctx.addIssue({ code: 'custom', path: ['groups', at], message: `${body.username} is the user's own group` });
};

export const systemUserInput = z
  .object({
    ...fields,
    uid: fields.uid.optional(),
    home: fields.home.optional(),
    shell: fields.shell.default('/bin/bash'),
    groups: fields.groups.default([]),
    keys: fields.keys.default([]),
    comment: fields.comment.default(''),
    locked: fields.locked.default(false),
  })
  .superRefine(notOwnGroup)
  .meta({
    examples: [
      {
        serverId: 1,
        username: 'deploy',
        shell: '/bin/bash',
        groups: ['developers'],
        keys: ['ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIEXAMPLEKEYEXAMPLEKEYEXAMPLEKEYEXAMPLEKEYEX deploy@laptop'],
        comment: 'Deploys shop.example.com',
      },
    ],
  });
export type SystemUserInput = z.input<typeof systemUserInput>;

/** An edit: only the fields sent change. The server stays: an account does not move between servers. */
export const systemUserUpdate = z
  .object({
    username: fields.username,
    uid: fields.uid,
    home: homeField,
    shell: fields.shell,
    groups: fields.groups,
    keys: fields.keys,
    comment: fields.comment,
    locked: fields.locked,
  })
  .partial()
  .superRefine(notOwnGroup)
  .meta({ examples: [{ shell: '/usr/sbin/nologin', locked: true }] });
export type SystemUserUpdate = z.input<typeof systemUserUpdate>;

/**
 * `search=text`: the name or comment contains it. `search[]=1&search[]=2` (spec §7, a list): the
 * users of those ids, in that order's id order.
 */
const searchQuery = z.union(
  [z.array(recordId).min(1).max(100), z.string().trim().max(100, 'must be at most 100 characters')],
  { error: 'must be a text of at most 100 characters, or a list of up to 100 ids (search[]=1&search[]=2)' },
);

export const listSystemUsers = endpoint({
  name: 'system-users.listSystemUsers',
  method: 'GET',
  path: '/system-user/system-users',
  access: scopes('system:user:read'),
  summary:
    'System users by server and name: `search` (name or comment contains), `search[]` (a list of ids), `serverId`, paged',
  query: pageQuery.extend({ search: searchQuery.optional(), serverId: recordId.optional() }),
  reply: listOf(systemUser),
});

// System users belong to no person: the scopes reach every one (record: 'any').
export const getSystemUser = endpoint({
  name: 'system-users.getSystemUser',
  method: 'GET',
  path: '/system-user/system-users/{id}',
  access: scopes('system:user:read'),
  record: 'any',
  summary: 'One system user with its keys and their fingerprints',
  params: idParams,
  reply: systemUser,
});

export const createSystemUser = endpoint({
  name: 'system-users.createSystemUser',
  method: 'POST',
  path: '/system-user/system-users',
  access: scopes('system:user:create'),
  summary: 'Adds a Linux account to a server: name, uid, home and home unique on it, keys checked',
  body: systemUserInput,
  reply: systemUser,
  status: 201,
});

export const updateSystemUser = endpoint({
  name: 'system-users.updateSystemUser',
  method: 'PATCH',
  path: '/system-user/system-users/{id}',
  access: scopes('system:user:update'),
  record: 'any',
  summary: 'Changes an account: any field but its server',
  params: idParams,
  body: systemUserUpdate,
  reply: systemUser,
});

export const systemUserCommands = z.object({
  /** The script that makes the account as it is now on a server that lacks it. */
  create: z.string(),
  /** The script of its last edit (usermod…, from the account before to now); null before any edit. */
  update: z.string().nullable(),
  /** The script that removes it (userdel -r, its group). */
  delete: z.string(),
  /** When the last edit was made (null before any). */
  updatedAt: isoInstant.nullable(),
});
export type SystemUserCommands = z.infer<typeof systemUserCommands>;

export const deleteSystemUser = endpoint({
  name: 'system-users.deleteSystemUser',
  method: 'DELETE',
  path: '/system-user/system-users/{id}',
  access: scopes('system:user:delete'),
  record: 'any',
  summary: 'Deletes an account; the reply carries the userdel script to run on its server',
  params: idParams,
  reply: systemUser.extend({ commands: z.string() }),
});

export const getSystemUserCommands = endpoint({
  name: 'system-users.getSystemUserCommands',
  method: 'GET',
  path: '/system-user/system-users/{id}/commands',
  access: scopes('system:user:read'),
  record: 'any',
  summary: 'The shell scripts that create, change (its last edit) and delete the account on its server',
  params: idParams,
  reply: systemUserCommands,
});

// What the system user form holds, and the request it makes (pages/system-user-form-page.tsx).
import type { SystemUser } from '@backoffice/contract/modules/system-users';
import type { Shell } from '@backoffice/contract/rules/system-users';

export interface SystemUserValues {
  /** The server's id as text ('' while none is picked). */
  serverId: string;
  username: string;
  /** '' on creation: the next free uid of the server. */
  uid: string;
  /** '' on creation: /home/<username>. */
  home: string;
  shell: Shell;
  /** Separated by commas or spaces. */
  groups: string;
  /** authorized_keys lines, one per key. */
  keys: string[];
  comment: string;
  locked: boolean;
}

export const emptyValues: SystemUserValues = {
  serverId: '',
  username: '',
  uid: '',
  home: '',
  shell: '/bin/bash',
  groups: '',
  keys: [],
  comment: '',
  locked: false,
};

export const valuesOf = (user: SystemUser): SystemUserValues => ({
  serverId: String(user.server.id),
  username: user.username,
  uid: String(user.uid),
  home: user.home,
  shell: user.shell,
  groups: user.groups.join(', '),
  keys: user.keys.map((k) => k.key),
  comment: user.comment,
  locked: user.locked,
});

export const splitGroups = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((g) => g.trim())
    .filter(Boolean);

/** A number the schema judges ("must be a whole number"); '' is none. */
const numberOrNone = (text: string) => (text.trim() === '' ? undefined : Number(text.trim()));

/** The create request: a server id that is no whole number above 0 is none. */
export function createBody(values: SystemUserValues) {
  const serverId = Number(values.serverId);
  return {
    serverId: (Number.isInteger(serverId) && serverId > 0 ? serverId : undefined) as number,
    username: values.username,
    uid: numberOrNone(values.uid) ?? null,
    home: values.home.trim() || null,
    shell: values.shell,
    groups: splitGroups(values.groups),
    keys: values.keys,
    comment: values.comment,
    locked: values.locked,
  };
}

/** The edit request: every field but the server, which an account keeps. */
export function updateBody(values: SystemUserValues) {
  const { serverId: _server, ...body } = createBody(values);
  return { ...body, uid: numberOrNone(values.uid) as number, home: values.home };
}

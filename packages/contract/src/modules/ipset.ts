import { z } from 'zod';
import { endpoint, isoInstant, listOf, pageQuery, scopes, timestamps } from '../http.js';

export { declaredScopes } from './ipset.scopes.js';

// Decisions where the specification is silent: docs/ipset.md.

/** ipset(8) keeps names in IPSET_MAXNAMELEN = 32 bytes including the terminating NUL. */
export const IPSET_NAME_MAX = 31;
/** Lines accepted by one add call (a pasted block list). */
export const IPSET_MAX_LINES = 10_000;

/** Free text that PostgreSQL can store: it refuses NUL characters in text columns and parameters. */
const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^\0]*$/, 'must not contain NUL characters');

export const ipsetFamily = z.enum(['inet', 'inet6']);
export type IpsetFamily = z.infer<typeof ipsetFamily>;
export const ipsetType = z.enum(['hash:ip', 'hash:net']);
export type IpsetType = z.infer<typeof ipsetType>;

/**
 * A set name as `ipset` accepts it and as a shell line of `ipset restore` can carry it. An
 * all-digit name is refused so that `{id}` in a path is never ambiguous (digits → id, else name).
 */
export const ipsetName = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(IPSET_NAME_MAX, `must be at most ${IPSET_NAME_MAX} characters`)
  .regex(/^[A-Za-z0-9]/, 'must start with a letter or a digit')
  .regex(/^[A-Za-z0-9_.-]*$/, 'may contain only letters, digits, "_", "-" and "."')
  .refine((name) => !/^\d+$/.test(name), 'must contain a letter or one of "_", "-", "." (all digits is an id)');

/** `{id}` / `{set}` in a path: a numeric set id or a set name. */
export const ipsetRef = z
  .string()
  .regex(/^(\d{1,12}|[A-Za-z0-9][A-Za-z0-9_.-]{0,30})$/, 'must be a set id or a set name');

export const ipSet = z.object({
  id: z.number().int(),
  name: z.string(),
  family: ipsetFamily,
  type: ipsetType,
  description: z.string(),
  entryCount: z.number().int(),
  ...timestamps,
});
export type IpSet = z.infer<typeof ipSet>;

/** One entry, normalised: `10.0.0.7`, `10.0.0.0/24`, `2001:db8::/32`. */
export const ipEntry = z.object({
  id: z.number().int(),
  ip: z.string(),
  createdAt: isoInstant,
});
export type IpEntry = z.infer<typeof ipEntry>;

export const createSetBody = z.object({
  name: ipsetName,
  family: ipsetFamily.default('inet'),
  type: ipsetType.default('hash:net'),
  description: plainText(500).default(''),
});
export type CreateSetBody = z.input<typeof createSetBody>;

/** One line of `ips` is one entry; blank lines are skipped but keep their line number. */
export const addIpsBody = z.object({
  ips: z
    .array(z.string().max(200, 'must be at most 200 characters'))
    .min(1, 'add at least one address')
    .max(IPSET_MAX_LINES, `at most ${IPSET_MAX_LINES} lines at once`),
});
export type AddIpsBody = z.infer<typeof addIpsBody>;

export const addIpsReply = z.object({
  set: ipSet,
  /** `line` is the 1-based position in `ips`; `warning` says e.g. that a network already covers it. */
  added: z.array(
    z.object({ line: z.number().int(), input: z.string(), ip: z.string(), warning: z.string().optional() }),
  ),
  /** Lines not saved, each with its reason. */
  rejected: z.array(z.object({ line: z.number().int(), input: z.string(), reason: z.string() })),
});
export type AddIpsReply = z.infer<typeof addIpsReply>;

const setParams = z.object({ id: ipsetRef });

export const listSets = endpoint({
  name: 'ipset.listSets',
  method: 'GET',
  path: '/ipset/sets',
  access: scopes('ipset:ipset:read'),
  summary: 'IP sets by name, with their entry counts',
  query: pageQuery.extend({
    search: plainText(100).optional(),
    family: ipsetFamily.optional(),
    type: ipsetType.optional(),
  }),
  reply: listOf(ipSet),
});

export const getSet = endpoint({
  name: 'ipset.getSet',
  method: 'GET',
  path: '/ipset/sets/{id}',
  access: scopes('ipset:ipset:read'),
  record: 'any',
  summary: 'One IP set, by id or by name',
  params: setParams,
  reply: ipSet,
});

export const listIps = endpoint({
  name: 'ipset.listIps',
  method: 'GET',
  path: '/ipset/sets/{id}/ips',
  access: scopes('ipset:ipset:read'),
  record: 'any',
  summary: 'Entries of a set in address order; search matches text prefixes and addresses inside networks',
  params: setParams,
  query: pageQuery.extend({
    search: plainText(100).optional(),
    /** Accepted for the specification's callers; entries are always read live (docs/ipset.md). */
    cache: z.enum(['true', 'false', '1', '0']).optional(),
  }),
  reply: listOf(ipEntry),
});

export const createSet = endpoint({
  name: 'ipset.createSet',
  method: 'POST',
  path: '/ipset/sets',
  access: scopes('ipset:ipset:create'),
  summary: 'Create an IP set',
  body: createSetBody,
  reply: ipSet,
  status: 201,
});

export const deleteSet = endpoint({
  name: 'ipset.deleteSet',
  method: 'DELETE',
  path: '/ipset/sets/{id}',
  access: scopes('ipset:ipset:create'),
  record: 'any',
  summary: 'Delete an IP set and its entries; replies with the set as it was',
  params: setParams,
  reply: ipSet,
});

export const deleteIp = endpoint({
  name: 'ipset.deleteIp',
  method: 'DELETE',
  path: '/ipset/sets/{set}/ips/{ip}',
  access: scopes('ipset:ipset:create'),
  // Any set, as for its other endpoints: IP sets belong to no department or person, so the scope reaches every one.
  record: 'any',
  summary: 'Remove one entry; a network is sent URL-encoded (10.0.0.0%2F24)',
  params: z.object({ set: ipsetRef, ip: z.string().min(1).max(200) }),
  reply: z.object({ ip: z.string(), set: ipSet }),
});

export const addIps = endpoint({
  name: 'ipset.addIps',
  method: 'POST',
  path: '/ipset/sets/{set}/ips',
  access: scopes('ipset:ipset:create'),
  // Any set, as for its other endpoints: IP sets belong to no department or person, so the scope reaches every one.
  record: 'any',
  summary: 'Add one or many entries: good lines are saved, bad lines are reported (400 when none is good)',
  params: z.object({ set: ipsetRef }),
  body: addIpsBody,
  reply: addIpsReply,
  status: 201,
});

export const exportSet = endpoint({
  name: 'ipset.exportSet',
  method: 'GET',
  path: '/ipset/sets/{id}/export',
  access: scopes('ipset:ipset:read'),
  record: 'any',
  summary: 'The set as `ipset restore` input (text/plain; a JSON string when only JSON is accepted)',
  params: setParams,
  reply: z.string(),
});

// Servers (docs/hosting.md "Servers"): a cloud server, its services and how its status is checked, its
// Down windows, and its calls.
import { z } from 'zod';
import { endpoint, idParams, isoInstant, listOf, pageQuery, recordId, scopes, timestamps } from '../../http.js';
import { required, text } from './fields.js';
import { serverType } from './server-types.js';

export const SERVER_STATUSES = ['Up', 'Down'] as const;
export const serverStatus = z.enum(SERVER_STATUSES);
export type ServerStatus = z.infer<typeof serverStatus>;

const port = z.number().int().min(1, 'must be a port from 1 to 65535').max(65535, 'must be a port from 1 to 65535');

/** How the scheduled check learns a server's status: not at all, a TCP connect, or an HTTP(S) GET. */
export const serverCheck = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('tcp'), port }),
  z.object({
    kind: z.literal('http'),
    url: z
      .string()
      .trim()
      .max(500)
      .url('must be a URL')
      .refine((u) => /^https?:\/\//.test(u), 'must start with http:// or https://'),
  }),
]);
export type ServerCheck = z.infer<typeof serverCheck>;

export const serverService = z.object({ name: z.string().trim().min(1).max(50), port });
export type ServerService = z.infer<typeof serverService>;

/** A host name or an IPv4/IPv6 address the server answers on. */
const serverAddress = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(253, 'must be at most 253 characters')
  .regex(/^[A-Za-z0-9.:-]+$/, 'must be a host name or an IP address');

export const server = z.object({
  id: z.number().int(),
  name: z.string(),
  type: serverType,
  address: z.string(),
  location: z.string(),
  status: serverStatus,
  statusChangedAt: isoInstant,
  /** Why the status is what it is: who set it, or what the check saw. */
  statusReason: z.string(),
  services: z.array(serverService),
  check: serverCheck,
  notes: z.string(),
  websiteCount: z.number().int(),
  ...timestamps,
});
export type Server = z.infer<typeof server>;

/** One Down window: from when the server went down to when it came back (open while it is down). */
export const downtime = z.object({
  id: z.number().int(),
  startedAt: isoInstant,
  endedAt: isoInstant.nullable(),
  reason: z.string(),
  endReason: z.string().nullable(),
});
export type Downtime = z.infer<typeof downtime>;

export const websiteSummary = z.object({ id: z.number().int(), domain: z.string(), displayDomain: z.string() });

export const serverView = server.extend({
  /** Down windows, newest first (the last 100). */
  downtimes: z.array(downtime),
  /** Its websites by domain (the first 100; `websiteCount` says how many there are). */
  websites: z.array(websiteSummary),
});
export type ServerView = z.infer<typeof serverView>;

const serverFields = {
  name: required(100),
  type: serverType,
  address: serverAddress,
  location: text(100),
  services: z.array(serverService).max(20),
  check: serverCheck,
  notes: text(2000),
};
const serverExample = {
  name: 'web-fra-01',
  type: 'web',
  address: '10.20.0.11',
  location: 'Frankfurt',
  services: [{ name: 'nginx', port: 443 }],
  check: { kind: 'tcp', port: 443 },
  notes: '',
};

export const serverInput = z
  .object({
    ...serverFields,
    location: serverFields.location.default(''),
    services: serverFields.services.default([]),
    check: serverCheck.default({ kind: 'none' }),
    notes: serverFields.notes.default(''),
  })
  .meta({ examples: [serverExample] });
/** An edit: only the fields sent change (no defaults fill the others in). */
export const serverUpdate = z
  .object(serverFields)
  .partial()
  .meta({ examples: [{ notes: 'Moved to rack 4' }] });
export type ServerInput = z.input<typeof serverInput>;

/** Repeated query keys (`ids[]=1&ids[]=2`) or one (`ids=1`): always an array of ids. */
const queryIds = z.preprocess(
  (v) => (v === undefined || Array.isArray(v) ? v : [v]),
  z.array(recordId).max(100, 'must name at most 100'),
);

export const createServer = endpoint({
  name: 'hosting.createServer',
  method: 'POST',
  path: '/cloud-management/servers',
  access: scopes('server:server:create'),
  summary: 'Adds a server of a type with the services it runs (each one its type offers)',
  body: serverInput,
  reply: server,
  status: 201,
});

export const listServers = endpoint({
  name: 'hosting.listServers',
  method: 'GET',
  path: '/cloud-management/servers',
  access: scopes('server:server:read'),
  summary: 'Servers by name; `type`, `ids[]`, `status` and a search of name and address narrow them',
  query: pageQuery.extend({
    type: serverType.optional(),
    ids: queryIds.optional(),
    status: serverStatus.optional(),
    search: text(100).optional(),
  }),
  reply: listOf(server),
});

export const deleteServer = endpoint({
  name: 'hosting.deleteServer',
  method: 'DELETE',
  path: '/cloud-management/servers/{id}',
  access: scopes('server:server:create'),
  record: 'any',
  summary: 'Deletes a server that holds no website (409 naming how many it holds)',
  params: idParams,
  reply: server,
});

export const viewServer = endpoint({
  name: 'hosting.viewServer',
  method: 'GET',
  path: '/cloud-management/servers/view/{id}',
  access: scopes('server:server:read'),
  record: 'any',
  summary: 'One server with its Down windows and its websites',
  params: idParams,
  reply: serverView,
});

export const setServerStatus = endpoint({
  name: 'hosting.setServerStatus',
  method: 'PATCH',
  path: '/cloud-management/servers/{id}/status',
  access: scopes('server:server:create'),
  record: 'any',
  summary: 'Sets Up or Down; going Down opens a Down window, coming Up closes it',
  params: idParams,
  body: z.object({ status: serverStatus, reason: text(500).optional() }),
  reply: serverView,
});

export const updateServer = endpoint({
  name: 'hosting.updateServer',
  method: 'PATCH',
  path: '/cloud-management/servers/{id}',
  // Spec §2: editing a server needs users:departments:update.
  access: scopes('users:departments:update'),
  record: 'any',
  summary: 'Changes a server: any field of its creation (services checked against its type)',
  params: idParams,
  body: serverUpdate,
  reply: server,
});

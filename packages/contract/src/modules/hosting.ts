// Hosting: cloud servers and their status history, websites (origin virtual hosts) with their PHP
// modules, and CDN virtual hosts (spec §2 "/server", "/vhost"; §7 "Servers", "Websites", "Vhosts",
// "Origin vhosts"). Decisions where the specification is silent: docs/hosting.md.
import { z } from 'zod';
import { endpoint, idParams, isoInstant, listOf, MAX_ID, pageQuery, recordId, scopes } from '../http.js';
import { hostNameField } from '../rules/hosting.js';

export { declaredScopes } from './hosting.scopes.js';

export const errorCodes = {
  /** A server still holds websites. */
  HOSTING_SERVER_IN_USE: 409,
  /** The CDN provider refused or did not answer a cache clear or an xdn switch. */
  HOSTING_CDN_FAILED: 502,
} as const;

const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `must be at most ${max} characters`)
    .regex(/^[^\0]*$/, 'must not contain NUL characters');
const required = (max: number) => text(max).min(1, 'is required');

/** A website's or a virtual host's domain, as typed: stored as lower-case punycode. */
export const hostName = hostNameField();

// ---- Server types and their services ----

export interface ServiceDefinition {
  name: string;
  label: string;
  /** The port the service usually listens on; the server may say another. */
  port: number;
}

const service = (name: string, label: string, port: number): ServiceDefinition => ({ name, label, port });
const nginx = service('nginx', 'nginx', 443);
const redis = service('redis', 'Redis', 6379);

/** The kinds of server and the services each may run (spec §3: "services per type"). */
export const SERVER_TYPES = {
  web: {
    label: 'Web server',
    services: [nginx, service('php-fpm', 'PHP-FPM', 9000), redis, service('memcached', 'Memcached', 11211)],
  },
  database: {
    label: 'Database server',
    services: [service('mariadb', 'MariaDB', 3306), service('postgresql', 'PostgreSQL', 5432), redis],
  },
  mail: {
    label: 'Mail server',
    services: [
      service('postfix', 'Postfix (SMTP)', 25),
      service('dovecot', 'Dovecot (IMAP)', 993),
      service('rspamd', 'Rspamd', 11334),
    ],
  },
  dns: { label: 'DNS server', services: [service('powerdns', 'PowerDNS', 53), service('unbound', 'Unbound', 53)] },
  cdn: { label: 'CDN edge', services: [nginx, service('varnish', 'Varnish', 6081)] },
  storage: { label: 'Storage server', services: [service('minio', 'MinIO', 9000), service('nfs', 'NFS', 2049)] },
} as const satisfies Record<string, { label: string; services: readonly ServiceDefinition[] }>;

export const serverType = z.enum(
  Object.keys(SERVER_TYPES) as [keyof typeof SERVER_TYPES, ...(keyof typeof SERVER_TYPES)[]],
);
export type ServerType = z.infer<typeof serverType>;

export const serviceDefinition = z.object({ name: z.string(), label: z.string(), port: z.number().int() });
export const serverTypeInfo = z.object({
  type: serverType,
  label: z.string(),
  services: z.array(serviceDefinition),
});
export type ServerTypeInfo = z.infer<typeof serverTypeInfo>;

// ---- Servers ----

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
  createdAt: isoInstant,
  updatedAt: isoInstant,
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

export const listServerTypes = endpoint({
  name: 'hosting.listServerTypes',
  method: 'GET',
  path: '/cloud-management/server-types',
  access: scopes('server:server:read'),
  summary: 'The server types, each with the services it may run',
  reply: z.array(serverTypeInfo),
});

export const listTypeServices = endpoint({
  name: 'hosting.listTypeServices',
  method: 'GET',
  path: '/cloud-management/server-types/{type}/services',
  access: scopes('server:server:read'),
  summary: 'The services a server of this type may run, with their usual ports',
  params: z.object({ type: z.string().max(50) }),
  reply: z.array(serviceDefinition),
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

// ---- Websites (origin virtual hosts) ----
// Spec §2 gives the `origin/create` *screen* `vhost:vhost:read`; the calls that change websites need
// their own scopes (issue 25: a read scope is no licence for a write): create (and PHP modules),
// update, delete (docs/hosting.md "Scopes").

export const PHP_VERSIONS = ['8.1', '8.2', '8.3', '8.4'] as const;
export const phpVersion = z.enum(PHP_VERSIONS);

export const website = z.object({
  id: z.number().int(),
  domain: z.string(),
  displayDomain: z.string(),
  aliases: z.array(z.string()),
  server: z.object({ id: z.number().int(), name: z.string(), status: serverStatus }),
  documentRoot: z.string(),
  /** null: static files only. */
  phpVersion: phpVersion.nullable(),
  phpModules: z.array(z.string()),
  /** A CDN virtual host serves this domain. */
  cdn: z.boolean(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type Website = z.infer<typeof website>;

export const getWebsite = endpoint({
  name: 'hosting.getWebsite',
  method: 'GET',
  path: '/websites/{id}',
  access: scopes('vhost:vhost:read'),
  record: 'any',
  summary: 'One website',
  params: idParams,
  reply: website,
});

/** `ids=1,2,3` (spec: a comma list). */
const commaIds = z
  .string()
  .max(1200)
  .transform((value, ctx) => {
    const ids = value
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    if (ids.length > 100 || ids.some((s) => !/^\d+$/.test(s) || Number(s) > MAX_ID || Number(s) < 1)) {
      ctx.addIssue({ code: 'custom', message: 'must be up to 100 ids separated by commas' });
      return z.NEVER;
    }
    return ids.map(Number);
  });

export const listWebsites = endpoint({
  name: 'hosting.listWebsites',
  method: 'GET',
  path: '/websites',
  access: scopes('vhost:vhost:read'),
  summary:
    'Websites by domain: `ids` (comma list), `search` (domain contains), `server` (id) and `domain` (exact), paged',
  query: pageQuery.extend({
    ids: commaIds.optional(),
    search: text(253).optional(),
    server: recordId.optional(),
    domain: text(300).optional(),
  }),
  reply: listOf(website),
});

const originVhostFields = {
  domain: hostName,
  aliases: z.array(hostName).max(20, 'at most 20 aliases'),
  serverId: z.number().int().positive().max(MAX_ID, 'is not a valid id'),
  phpVersion: phpVersion.nullable(),
  phpModules: z.array(z.string().trim().max(50)).max(50),
};

export const originVhostInput = z
  .object({
    ...originVhostFields,
    aliases: originVhostFields.aliases.default([]),
    phpVersion: originVhostFields.phpVersion.default('8.3'),
    phpModules: originVhostFields.phpModules.default([]),
  })
  .meta({
    examples: [
      {
        domain: 'shop.example.com',
        aliases: ['www.shop.example.com'],
        serverId: 1,
        phpVersion: '8.3',
        phpModules: ['intl'],
      },
    ],
  });
/** An edit: only the fields sent change. */
export const originVhostUpdate = z
  .object(originVhostFields)
  .partial()
  .meta({ examples: [{ phpVersion: '8.4' }] });
export type OriginVhostInput = z.input<typeof originVhostInput>;

export const listOriginVhosts = endpoint({
  name: 'hosting.listOriginVhosts',
  method: 'GET',
  path: '/origin-vhost/vhosts',
  access: scopes('vhost:vhost:read'),
  summary: 'Origin virtual hosts (websites) by domain, with an optional search',
  query: pageQuery.extend({ search: text(253).optional() }),
  reply: listOf(website),
});

export const createOriginVhost = endpoint({
  name: 'hosting.createOriginVhost',
  method: 'POST',
  path: '/origin-vhost/vhosts',
  access: scopes('vhost:vhost:create'),
  summary: 'Adds a website on a server: one per domain, PHP modules from the list',
  body: originVhostInput,
  reply: website,
  status: 201,
});

export const updateOriginVhost = endpoint({
  name: 'hosting.updateOriginVhost',
  method: 'PATCH',
  path: '/origin-vhost/vhosts/{id}',
  access: scopes('vhost:vhost:update'),
  record: 'any',
  summary: 'Changes a website: its domain, aliases, server, PHP version or modules',
  params: idParams,
  body: originVhostUpdate,
  reply: website,
});

export const deleteOriginVhost = endpoint({
  name: 'hosting.deleteOriginVhost',
  method: 'DELETE',
  path: '/origin-vhost/vhosts/{id}',
  access: scopes('vhost:vhost:delete'),
  record: 'any',
  summary: 'Deletes a website',
  params: idParams,
  reply: website,
});

export const originVhostConfig = endpoint({
  name: 'hosting.originVhostConfig',
  method: 'GET',
  path: '/origin-vhost/vhosts/{id}/config',
  access: scopes('vhost:vhost:read'),
  record: 'any',
  summary: "The website's nginx server block and PHP-FPM pool, as rendered for its server",
  params: idParams,
  reply: z.object({
    nginx: z.string(),
    phpFpm: z.string().nullable(),
    /** Debian packages its PHP modules need. */
    packages: z.array(z.string()),
    /** The certificate the server block uses, when one covers the domain. */
    certificate: z.object({ id: z.number().int(), notAfter: isoInstant }).nullable(),
  }),
});

// ---- PHP modules ----

/** A PHP extension's name as PHP and Debian packages spell it (`intl`, `pdo_mysql`, `imagick`). */
export const phpModuleName = z
  .string()
  .trim()
  .min(1, 'is required')
  .max(50, 'must be at most 50 characters')
  .regex(/^[a-z][a-z0-9_]*$/, 'must be lower-case letters, digits and "_", starting with a letter');

export const phpModule = z.object({ id: z.number().int(), name: z.string(), websiteCount: z.number().int() });
export type PhpModule = z.infer<typeof phpModule>;

export const listPhpModules = endpoint({
  name: 'hosting.listPhpModules',
  method: 'GET',
  path: '/origin-vhost/php/modules',
  access: scopes('vhost:vhost:read'),
  summary: 'The PHP modules websites may load, by name, with how many websites load each',
  reply: z.array(phpModule),
});

export const addPhpModule = endpoint({
  name: 'hosting.addPhpModule',
  method: 'POST',
  path: '/origin-vhost/php/modules',
  access: scopes('vhost:vhost:create'),
  summary: 'Adds a PHP module to the list (409 when it is there)',
  body: z.object({ name: phpModuleName }),
  reply: phpModule,
  status: 201,
});

// ---- CDN virtual hosts ----

export const cdnVhost = z.object({
  id: z.number().int(),
  domain: z.string(),
  displayDomain: z.string(),
  /** Where the CDN fetches from: a host name or address, optionally with a port. */
  origin: z.string(),
  /** The website this virtual host fronts, when its domain is one of ours. */
  websiteId: z.number().int().nullable(),
  /** The CDN (xdn) switch: on, the edge serves the domain; off, requests go straight to the origin. */
  xdn: z.boolean(),
  lastClearedAt: isoInstant.nullable(),
  createdAt: isoInstant,
});
export type CdnVhost = z.infer<typeof cdnVhost>;

export const cdnVhostInput = z
  .object({
    domain: hostName,
    origin: z
      .string()
      .trim()
      .min(1, 'is required')
      .max(260)
      .regex(
        /^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/,
        'must be a host name or address, with an optional :port',
      ),
    xdn: z.boolean().default(true),
  })
  .meta({ examples: [{ domain: 'shop.example.com', origin: 'web-fra-01.example.net', xdn: true }] });
export type CdnVhostInput = z.input<typeof cdnVhostInput>;

/** A request sent to the CDN provider and how it ended. */
export const cdnRequest = z.object({
  id: z.number().int(),
  action: z.enum(['clear', 'xdn-on', 'xdn-off']),
  outcome: z.enum(['done', 'failed']),
  message: z.string(),
  at: isoInstant,
});

/** A provider call's outcome: the virtual host as it is now, and the request as it was kept. */
export const cdnActionReply = z.object({ vhost: cdnVhost, request: cdnRequest });

export const createCdnVhost = endpoint({
  name: 'hosting.createCdnVhost',
  method: 'POST',
  path: '/vhost-management/vhost',
  access: scopes('vhost:vhost:create'),
  summary: 'Adds a CDN virtual host (one per domain)',
  body: cdnVhostInput,
  reply: cdnVhost,
  status: 201,
});

export const listCdnVhosts = endpoint({
  name: 'hosting.listCdnVhosts',
  method: 'GET',
  path: '/vhost-management/vhost',
  access: scopes('vhost:vhost:read'),
  summary: 'CDN virtual hosts by domain, paged, with an optional search',
  query: pageQuery.extend({ search: text(253).optional() }),
  reply: listOf(cdnVhost),
});

export const searchCdnVhosts = endpoint({
  name: 'hosting.searchCdnVhosts',
  method: 'POST',
  path: '/vhost-management/vhost/search',
  access: scopes('vhost:vhost:read'),
  // A lookup: the search text goes in a body, as the spec writes it; nothing changes.
  readOnly: true,
  summary: 'CDN virtual hosts whose domain contains the text (IDNs as typed or in punycode), first 100',
  body: z.object({ domain: text(253) }),
  reply: z.array(cdnVhost),
});

export const cdnVhostBatch = endpoint({
  name: 'hosting.cdnVhostBatch',
  method: 'GET',
  path: '/vhost-management/vhost/batch',
  access: scopes('vhost:vhost:read'),
  summary: 'CDN virtual hosts in id order from `offset` (up to `limit`, at most 1,000): how an edge syncs',
  query: z.object({
    offset: z.coerce.number().int().min(0).default(0),
    limit: z.coerce.number().int().min(1).max(1000).default(100),
  }),
  reply: z.array(cdnVhost),
});

export const countCdnVhosts = endpoint({
  name: 'hosting.countCdnVhosts',
  method: 'GET',
  path: '/vhost-management/vhost/count',
  access: scopes('vhost:vhost:read'),
  summary: 'How many CDN virtual hosts there are, and how many have the CDN on',
  reply: z.object({ count: z.number().int(), xdn: z.number().int() }),
});

export const deleteCdnVhost = endpoint({
  name: 'hosting.deleteCdnVhost',
  method: 'DELETE',
  path: '/vhost-management/vhost/{id}',
  access: scopes('vhost:vhost:delete'),
  record: 'any',
  summary: 'Deletes a CDN virtual host',
  params: idParams,
  reply: cdnVhost,
});

export const clearCdnCache = endpoint({
  name: 'hosting.clearCdnCache',
  method: 'POST',
  path: '/vhost-management/vhost/{id}/clear',
  access: scopes('vhost:vhost:create'),
  record: 'any',
  summary: "Asks the CDN provider to drop the domain's cached files (502 with the provider's reason when it refuses)",
  params: idParams,
  reply: cdnActionReply,
});

export const enableXdn = endpoint({
  name: 'hosting.enableXdn',
  method: 'POST',
  path: '/vhost-management/vhost/{id}/xdn',
  access: scopes('vhost:vhost:create'),
  record: 'any',
  summary: 'Switches the CDN on for the domain, through the provider',
  params: idParams,
  reply: cdnActionReply,
});

export const disableXdn = endpoint({
  name: 'hosting.disableXdn',
  method: 'DELETE',
  path: '/vhost-management/vhost/{id}/xdn',
  access: scopes('vhost:vhost:create'),
  record: 'any',
  summary: 'Switches the CDN off for the domain, through the provider',
  params: idParams,
  reply: cdnActionReply,
});

export const cdnVhostRequests = endpoint({
  name: 'hosting.cdnVhostRequests',
  method: 'GET',
  path: '/vhost-management/vhost/{id}/requests',
  access: scopes('vhost:vhost:read'),
  record: 'any',
  summary: 'The requests sent to the CDN provider for this virtual host, newest first (the last 50)',
  params: idParams,
  reply: z.array(cdnRequest),
});

// Websites (origin virtual hosts, docs/hosting.md "Websites (origin virtual hosts)"). Spec §2 gives the
// `origin/create` *screen* `vhost:vhost:read`; the calls that change websites need their own scopes
// (issue 25: a read scope is no licence for a write): create (and PHP modules), update, delete
// (docs/hosting.md "Scopes").
import { z } from 'zod';
import { endpoint, idParams, isoInstant, listOf, MAX_ID, pageQuery, recordId, scopes, timestamps } from '../../http.js';
import { hostNameField } from '../../rules/hosting.js';
import { text } from './fields.js';
import { serverStatus } from './servers.js';

/** A website's or a virtual host's domain, as typed: stored as lower-case punycode. */
export const hostName = hostNameField();

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
  ...timestamps,
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

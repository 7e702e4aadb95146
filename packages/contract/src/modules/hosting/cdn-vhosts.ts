// CDN virtual hosts (docs/hosting.md "CDN virtual hosts"): kept at the CDN provider, with the requests
// sent to it and how they ended.
import { z } from 'zod';
import { endpoint, idParams, isoInstant, listOf, pageQuery, scopes } from '../../http.js';
import { text } from './fields.js';
import { hostName } from './websites.js';

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

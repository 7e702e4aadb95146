// Scopes: the catalogue of stored scopes, with the words their modules declare, and its sync.
import { z } from 'zod';
import { endpoint, scopes } from '../../http.js';

/** `service:resource:action`, lowercase, `*` as a wildcard (spec §6). */
export const scopeString = z
  .string()
  .max(100, 'A scope is at most 100 characters')
  .regex(/^[a-z0-9*][a-z0-9*-]*(?::[a-z0-9*][a-z0-9*-]*)*$/, 'A scope looks like service:resource:action');

/**
 * A catalogue entry (spec §3: id, scope), with the words its module declares. A stored scope that
 * no module declares any more (until the next sync) comes without them.
 */
export const scopeEntry = z.object({
  id: z.number().int(),
  scope: z.string(),
  label: z.string().optional(),
  description: z.string().optional(),
});
export type ScopeEntry = z.infer<typeof scopeEntry>;

export const syncScopes = endpoint({
  name: 'administration.syncScopes',
  method: 'POST',
  path: '/auth/scopes/sync',
  access: scopes('users:scopes:sync'),
  summary: "Make the scope catalogue equal to the server's known scopes",
  reply: z.object({ added: z.array(z.string()), removed: z.array(z.string()), total: z.number().int() }),
});

export const listScopes = endpoint({
  name: 'administration.listScopes',
  method: 'GET',
  path: '/auth/scopes',
  access: scopes('users:roles:read'),
  summary: "The scope catalogue, sorted by scope, with each scope's label and description",
  reply: z.array(scopeEntry),
});

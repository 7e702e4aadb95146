// DNS zones and records, PowerDNS sync and department DNS access (spec §2, §3, §7 "DNS"; docs/dns.md).
// The shapes and calls by topic: dns/*.ts.
import { definePolicies } from '../policies.js';

export * from './dns/departments.js';
export * from './dns/history.js';
export * from './dns/records.js';
export * from './dns/sync.js';
export * from './dns/zones.js';
export { declaredScopes } from './dns.scopes.js';

/**
 * Which zones a caller reaches (docs/dns.md "Access"); the rules are `modules/dns/policy.ts` on the
 * server. A zone the caller may not see answers 404, whether or not it exists.
 */
export const declaredPolicies = definePolicies({
  'dns.zone': {
    kind: 'record',
    description:
      "the zone must be visible to the caller: administrators see every zone; others need their department's DNS access, and admin-only zones stay hidden from them",
  },
  'dns.adminOnlyFlag': {
    kind: 'record',
    description:
      'the zone must be visible to the caller (as for reading it), and only administrators set or clear its admin-only flag (403 otherwise)',
  },
  'dns.newZone': {
    kind: 'request',
    description:
      "non-administrators need their department's DNS access, and only administrators create admin-only zones",
  },
});

/** What PowerDNS did with a change: it answered no (502), or did not answer (503); nothing was kept. */
export const errorCodes = {
  DNS_SERVER_REFUSED: 502,
  DNS_SERVER_UNAVAILABLE: 503,
} as const;

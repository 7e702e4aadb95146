// What the DNS topics share and the module does not export: who may call (dns:zone:read reads,
// dns:zone:create changes) and the zones a call reaches (policy dns.zone, declared in dns.ts).
import { idParams, policy, scopes } from '../../http.js';

export const read = scopes('dns:zone:read');
export const write = scopes('dns:zone:create');
export const zoneParams = idParams;
export const visibleZone = policy('dns.zone');

// A zone's history: the changes made to it, who made them, and the zone before and after.
import { endpoint, listOf, pageQuery } from '../../http.js';
import { auditEntry } from '../system.js';
import { read, visibleZone, zoneParams } from './fields.js';

/** An audit log entry of the zone, without what the zone's page does not show (entity, addresses, events). */
export const dnsHistoryEntry = auditEntry.pick({
  id: true,
  at: true,
  userId: true,
  username: true,
  method: true,
  route: true,
  statusCode: true,
  before: true,
  after: true,
});

export const zoneHistory = endpoint({
  name: 'dns.zoneHistory',
  method: 'GET',
  path: '/dns/zones/{id}/history',
  access: read,
  record: visibleZone,
  summary: 'Changes to the zone and its records from the audit log, newest first',
  params: zoneParams,
  query: pageQuery,
  reply: listOf(dnsHistoryEntry),
});

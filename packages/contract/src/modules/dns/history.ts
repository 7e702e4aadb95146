// A zone's history: the changes made to it, who made them, and the zone before and after.
import { z } from 'zod';
import { endpoint, isoInstant, listOf, pageQuery } from '../../http.js';
import { read, visibleZone, zoneParams } from './fields.js';

export const dnsHistoryEntry = z.object({
  id: z.number().int(),
  at: isoInstant,
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  method: z.string(),
  route: z.string(),
  statusCode: z.number().int(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
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

// What the DNS services read and answer: a zone's records as kept, and the shapes of the contract.
import type { DnsRecord, DnsSyncStatus, DnsZone, DnsZoneSummary } from '@backoffice/contract/modules/dns';
import { relativeName } from '@backoffice/contract/rules/dns';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database.js';
import type { ZoneRow } from '../policy.js';
import { compareWithPowerDns } from '../powerdns.js';
import { displayName, type KeptRecord, type NewRecord } from '../records.js';
import { dnsRecords } from '../schema.js';
import type { DnsSettings } from '../settings.js';
import { sortRecords } from '../zonefile.js';

/** The columns of a kept record (`KeptRecord`), for selects and `returning`. */
export const recordColumns = {
  id: dnsRecords.id,
  name: dnsRecords.name,
  type: dnsRecords.type,
  ttl: dnsRecords.ttl,
  content: dnsRecords.content,
  priority: dnsRecords.priority,
};

export async function recordsOf(db: Executor, zoneId: number): Promise<KeptRecord[]> {
  return db.select(recordColumns).from(dnsRecords).where(eq(dnsRecords.zoneId, zoneId));
}

/** A new record's row in a zone. */
export const recordRow = (r: NewRecord, zoneId: number) => ({
  zoneId,
  name: r.name,
  type: r.type,
  ttl: r.ttl,
  content: r.content,
  priority: r.priority,
});

export function toSummary(zone: ZoneRow, records: number): DnsZoneSummary {
  return {
    id: zone.id,
    name: zone.name,
    displayName: displayName(zone.name),
    adminOnly: zone.adminOnly,
    serial: zone.serial,
    recordCount: records,
    createdAt: zone.createdAt.toISOString(),
    updatedAt: zone.updatedAt.toISOString(),
  };
}

export function toRecord(r: KeptRecord, zone: string): DnsRecord {
  return {
    id: r.id,
    name: relativeName(r.name, zone),
    fqdn: r.name,
    type: r.type as DnsRecord['type'],
    ttl: r.ttl,
    content: r.content,
    priority: r.priority,
  };
}

/** A zone with its name servers and how PowerDNS compares (`sync` when it was just checked). */
export async function zoneView(
  db: Executor,
  settings: DnsSettings,
  zone: ZoneRow,
  sync?: DnsSyncStatus,
): Promise<DnsZone> {
  const records = await recordsOf(db, zone.id);
  const nameservers = sortRecords(
    records.filter((r) => r.type === 'NS' && r.name === zone.name),
    zone.name,
  ).map((r) => r.content);
  return {
    ...toSummary(zone, records.length),
    nameservers,
    powerDns: sync ?? (await compareWithPowerDns(settings, zone.name, records)),
  };
}

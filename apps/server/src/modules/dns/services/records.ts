// The records of a zone: the list, a change list (prepare → PowerDNS → commit with its audit row,
// or undo), the zone file, and the zone's history from the audit log.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import { paged } from '../../../core/db/lists.js';
import { auditLog } from '../../../core/db/schema.js';
import { AppError, badRequest, conflict, notFound } from '../../../core/errors.js';
import type { ZoneRow } from '../policy.js';
import { PowerDnsClient, touchedRrsets } from '../powerdns.js';
import { checkChanges, nextSerial, type RecordInputParsed, withSerial } from '../records.js';
import { dnsRecords, dnsZones } from '../schema.js';
import { dnsSettings } from '../settings.js';
import { exportZoneFile, sortRecords } from '../zonefile.js';
import { servingError, undo } from './serving.js';
import { recordColumns, recordRow, recordsOf, toRecord } from './views.js';

export async function listRecords(ctx: AppContext, zone: ZoneRow) {
  const records = sortRecords(await recordsOf(ctx.db, zone.id), zone.name);
  return { items: records.map((r) => toRecord(r, zone.name)), total: records.length };
}

/**
 * Applies a change list: checks every record, pushes the touched record sets to PowerDNS, then in
 * one short transaction deletes, creates, raises the SOA serial and writes the audit row. Any
 * failure leaves nothing changed (a push whose commit fails is undone).
 */
export async function changeRecords(
  ctx: AppContext,
  zone: ZoneRow,
  changes: { create: RecordInputParsed[]; delete: number[] },
) {
  if (!changes.create.length && !changes.delete.length) {
    throw badRequest('body', 'The change list is empty: give records to create or record ids to delete');
  }
  // Prepare: read and check the change, holding nothing (the zone as the `dns.zone` policy read it).
  const existing = await recordsOf(ctx.db, zone.id);
  const checked = checkChanges(zone.name, existing, changes);
  if (checked.issues.length) {
    const more = checked.issues.length > 1 ? ` (and ${checked.issues.length - 1} more)` : '';
    throw new AppError('VALIDATION_FAILED', `${checked.messages[0]}${more}`, checked.issues);
  }
  const removed = existing.filter((r) => checked.deletedIds.includes(r.id));
  const serial = nextSerial(zone.serial);
  const soa = existing.find((r) => r.type === 'SOA')!;
  const newSoa = { ...soa, content: withSerial(soa.content, serial) };
  const touched = [newSoa, ...removed, ...checked.created];

  // Call: PowerDNS takes the touched record sets, with no database connection held.
  const { powerDns } = dnsSettings.of(ctx);
  if (powerDns) {
    const after = [
      ...existing.filter((r) => r.type !== 'SOA' && !checked.deletedIds.includes(r.id)),
      // Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
      // The created records are also in `touched` and inserted below: a new object each.
      ...checked.created.map((r, i) => ({
        name: r.name,
        type: r.type,
        ttl: r.ttl,
        content: r.content,
        priority: r.priority,
        id: -1 - i,
      })),
      newSoa,
    ];
    await new PowerDnsClient(powerDns)
      .patchRrsets(zone.name, touchedRrsets(after, touched))
      .catch((e) => servingError(`The records of ${zone.name} were not changed`, e));
  }

  // Commit, if nobody changed the zone meanwhile; otherwise undo the push and say so.
  const commit = ctx.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ serial: dnsZones.serial })
      .from(dnsZones)
      .where(eq(dnsZones.id, zone.id))
      .for('update');
    if (!current) throw notFound('DNS zone');
    if (current.serial !== zone.serial) {
      throw conflict(`${zone.name} was changed by someone else meanwhile: reload it and make the change again`);
    }
    if (removed.length) await tx.delete(dnsRecords).where(inArray(dnsRecords.id, checked.deletedIds));
    const created = checked.created.length
      ? await tx
          .insert(dnsRecords)
          .values(checked.created.map((r) => recordRow(r, zone.id)))
          .returning(recordColumns)
      : [];
    await tx.update(dnsZones).set({ serial, updatedAt: new Date() }).where(eq(dnsZones.id, zone.id));
    await tx.update(dnsRecords).set({ content: newSoa.content }).where(eq(dnsRecords.id, soa.id));
    const result = {
      serial,
      created: created.map((r) => toRecord(r, zone.name)),
      deleted: removed.map((r) => toRecord(r, zone.name)),
    };
    auditChange(tx, {
      entity: 'dns.zone',
      entityId: zone.id,
      before: { serial: zone.serial, records: result.deleted },
      after: { serial, records: result.created },
    });
    return result;
  });
  return commit.catch(async (error: unknown) => {
    // PowerDNS serves the change the database did not keep: send it what is kept for those sets.
    if (powerDns) {
      await undo(ctx, `restore the records of ${zone.name}`, async () => {
        const kept = await recordsOf(ctx.db, zone.id);
        if (kept.length) await new PowerDnsClient(powerDns).patchRrsets(zone.name, touchedRrsets(kept, touched));
      });
    }
    throw error;
  });
}

export async function exportZone(ctx: AppContext, zone: ZoneRow) {
  return { name: zone.name, text: exportZoneFile(zone.name, zone.serial, await recordsOf(ctx.db, zone.id)) };
}

/** The audit entries of the zone, newest first. */
export async function zoneHistory(ctx: AppContext, zone: ZoneRow, q: { page: number; take: number }) {
  const filter = and(eq(auditLog.entity, 'dns.zone'), eq(auditLog.entityId, String(zone.id)));
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      ctx.db
        .select({
          id: auditLog.id,
          at: auditLog.at,
          userId: auditLog.userId,
          username: auditLog.username,
          method: auditLog.method,
          route: auditLog.route,
          statusCode: auditLog.statusCode,
          before: auditLog.before,
          after: auditLog.after,
        })
        .from(auditLog)
        .where(filter)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(auditLog).where(filter),
    order: { fallback: [], tiebreak: auditLog.id, tiebreakDirection: 'DESC' },
    shape: (rows) => rows.map((r) => Object.assign(r, { at: r.at.toISOString() })),
  });
}

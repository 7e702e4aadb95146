// DNS zones and records: access, queries, change lists, and the PowerDNS push. A change is
// prepared (read and checked), sent to PowerDNS with no database connection held, then committed in
// a short transaction; when the commit fails the PowerDNS change is undone (docs/dns.md,
// docs/architecture.md "Calling an external system").
import { domainToASCII } from 'node:url';
import type { DnsRecord, DnsSyncStatus, DnsZone, DnsZoneSummary } from '@backoffice/contract/modules/dns';
import { and, asc, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../core/auth/sessions.js';
import type { AppContext } from '../../core/context.js';
import type { Executor } from '../../core/db/database.js';
import { countCapped, escapeLike, offsetOf, pageOf } from '../../core/db/lists.js';
import { auditLog, departments } from '../../core/db/schema.js';
import { AppError, badRequest, conflict, notFound } from '../../core/errors.js';
import { assertMayCreate, departmentHasAccess } from './policy.js';
import {
  compareWithPowerDns,
  PowerDnsClient,
  PowerDnsError,
  pushWholeZone,
  rrsetsOf,
  touchedRrsets,
} from './powerdns.js';
import {
  checkChanges,
  displayName,
  hostTarget,
  type KeptRecord,
  type NewRecord,
  nextSerial,
  ownerName,
  type RecordInputParsed,
  relativeName,
  soaContent,
  withSerial,
  zoneNameToAscii,
} from './records.js';
import { dnsDepartmentAccess, dnsRecords, dnsZones } from './schema.js';
import { type DnsSettings, dnsSettings } from './settings.js';
import { exportZoneFile, parseZoneFile, sortRecords } from './zonefile.js';

type ZoneRow = typeof dnsZones.$inferSelect;

// ---- access (the rules are policy.ts's) ----

/**
 * A taken name. To a non-administrator the answer is the same whether the zone is one they can see
 * or an admin-only one: it neither says that a zone exists nor which kind, only that the name is
 * not available (names are unique, so that much cannot be hidden).
 */
function nameTaken(user: AuthUser, name: string) {
  return user.isAdmin
    ? conflict(`A zone named ${name} already exists`, 'body.name')
    : conflict(`The name ${name} is not available for a new zone`, 'body.name');
}

// ---- PowerDNS errors as API errors ----

/** The failure of a change PowerDNS did not take; nothing was changed (the transaction rolls back). */
function servingError(action: string, error: unknown): never {
  if (error instanceof PowerDnsError) {
    const unavailable = error.kind === 'unreachable';
    throw new AppError(
      unavailable ? 'DNS_SERVER_UNAVAILABLE' : 'DNS_SERVER_REFUSED',
      `${action}: ${error.message}. Nothing was changed.`,
      undefined,
      undefined,
      unavailable ? 503 : 502,
    );
  }
  throw error;
}

// ---- shapes ----

const recordCount = sql<number>`(SELECT count(*)::int FROM dns_records r WHERE r.zone_id = dns_zones.id)`;

function toSummary(zone: ZoneRow, records: number): DnsZoneSummary {
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

function toRecord(r: KeptRecord, zone: string): DnsRecord {
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

async function recordsOf(db: Executor, zoneId: number): Promise<KeptRecord[]> {
  return db
    .select({
      id: dnsRecords.id,
      name: dnsRecords.name,
      type: dnsRecords.type,
      ttl: dnsRecords.ttl,
      content: dnsRecords.content,
      priority: dnsRecords.priority,
    })
    .from(dnsRecords)
    .where(eq(dnsRecords.zoneId, zoneId));
}

async function zoneView(db: Executor, settings: DnsSettings, zone: ZoneRow, sync?: DnsSyncStatus): Promise<DnsZone> {
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

// ---- zones ----

export async function listZones(
  ctx: AppContext,
  user: AuthUser,
  q: { page: number; take: number; search?: string | undefined },
) {
  const empty = pageOf([], { total: 0, totalCapped: false }, q);
  if (!(await departmentHasAccess(ctx.db, user))) return empty;
  const where: SQL[] = [];
  if (!user.isAdmin) where.push(eq(dnsZones.adminOnly, false));
  const search = q.search?.trim().toLowerCase();
  if (search) {
    // "bücher" finds xn--bcher-kva.de: each non-ASCII label is matched in punycode too.
    const ascii = search
      .split('.')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: ASCII test
      .map((l) => (/^[\x00-\x7f]*$/.test(l) ? l : domainToASCII(l) || l))
      .join('.');
    where.push(or(ilike(dnsZones.name, `%${escapeLike(search)}%`), ilike(dnsZones.name, `%${escapeLike(ascii)}%`))!);
  }
  const filter = where.length ? and(...where) : undefined;
  const [rows, total] = await Promise.all([
    ctx.db
      .select({ zone: dnsZones, recordCount })
      .from(dnsZones)
      .where(filter)
      .orderBy(asc(dnsZones.name))
      .limit(q.take)
      .offset(offsetOf(q)),
    countCapped(ctx.db, ctx.db.select({ one: sql`1` }).from(dnsZones).where(filter)),
  ]);
  return pageOf(
    rows.map((r) => toSummary(r.zone, r.recordCount)),
    total,
    q,
  );
}

/** A zone the caller reaches (the `dns.zone` policy found it), with its PowerDNS status. */
export async function getZone(ctx: AppContext, zone: ZoneRow): Promise<DnsZone> {
  return zoneView(ctx.db, dnsSettings.of(ctx), zone);
}

export interface ZoneCreation {
  name: string;
  adminOnly: boolean;
  nameservers?: string[] | undefined;
  records?: RecordInputParsed[];
  /** For an import: the zone file line of each record, to name it in errors. */
  lines?: number[];
}

function zoneName(input: string, field: string): string {
  try {
    return zoneNameToAscii(input);
  } catch (e) {
    throw badRequest(field, `the zone name ${(e as Error).message}`);
  }
}

/** A new zone with its SOA, NS and any given records, all checked first; pushed to PowerDNS. */
export async function createZone(ctx: AppContext, user: AuthUser, input: ZoneCreation): Promise<DnsZone> {
  await assertMayCreate(ctx.db, user, input.adminOnly);
  const name = zoneName(input.name, 'body.name');
  const config = dnsSettings.of(ctx);
  const records = input.records ?? [];
  const isApex = (owner: string) => {
    try {
      return ownerName(owner, name) === name;
    } catch {
      return false;
    }
  };
  const nameservers = records.some((r) => r.type === 'NS' && isApex(r.name))
    ? []
    : (input.nameservers ?? config.nameservers ?? [`ns1.${name}`, `ns2.${name}`]).map((ns, i) => {
        try {
          return hostTarget(ns, name);
        } catch (e) {
          throw badRequest(`body.nameservers.${i}`, `the name server ${(e as Error).message}`);
        }
      });
  const creates: RecordInputParsed[] = [
    ...nameservers.map((ns) => ({ name: '@', type: 'NS' as const, ttl: 3600, content: ns })),
    ...records,
  ];
  const checked = checkChanges(name, [], { create: creates, delete: [] });
  if (checked.issues.length) throw creationIssues(checked, nameservers.length, input.lines);
  const serial = nextSerial(0);
  const primary = checked.created.find((r) => r.type === 'NS' && r.name === name)?.content ?? `ns1.${name}`;
  const hostmaster = (config.hostmaster ?? `hostmaster@${name}`).replace('@', '.').replace(/\.$/, '');
  const soa: NewRecord = {
    name,
    type: 'SOA',
    ttl: 3600,
    content: soaContent(primary, hostmaster, serial),
    priority: null,
  };
  const { powerDns } = config;
  const all: NewRecord[] = [soa, ...checked.created];

  // Prepare: the name must be free. Call: PowerDNS, with no connection held. Commit: the rows.
  const [taken] = await ctx.db.select({ id: dnsZones.id }).from(dnsZones).where(eq(dnsZones.name, name));
  if (taken) throw nameTaken(user, name);
  if (powerDns) {
    await new PowerDnsClient(powerDns)
      .createZone(name, [...rrsetsOf(all).values()])
      .catch((e) => servingError(`Zone ${name} was not created`, e));
  }
  const zoneId = await ctx.db
    .transaction(async (tx) => {
      const [zone] = await tx
        .insert(dnsZones)
        .values({ name, adminOnly: input.adminOnly, serial, createdBy: user.id })
        .returning({ id: dnsZones.id });
      await tx.insert(dnsRecords).values(all.map((r) => ({ ...recordValues(r), zoneId: zone!.id })));
      return zone!.id;
    })
    .catch(async (error: unknown) => {
      // Undo the PowerDNS side: the zone is not ours after all (a twin created meanwhile).
      if (powerDns) await undo(ctx, `delete zone ${name}`, () => new PowerDnsClient(powerDns).deleteZone(name));
      const pg = error as { code?: string; cause?: { code?: string } };
      if ((pg.code ?? pg.cause?.code) === '23505') throw nameTaken(user, name);
      throw error;
    });
  const [created] = await ctx.db.select().from(dnsZones).where(eq(dnsZones.id, zoneId));
  return getZone(ctx, created!);
}

const recordValues = (r: NewRecord) => ({
  name: r.name,
  type: r.type,
  ttl: r.ttl,
  content: r.content,
  priority: r.priority,
});

/** Creation issues named by the request field, or by zone file line for an import. */
function creationIssues(checked: ReturnType<typeof checkChanges>, nsCount: number, lines?: number[]): AppError {
  const details = checked.issues.map((issue, k) => {
    const index = Number(/^body\.create\.(\d+)/.exec(issue.field)?.[1] ?? -1);
    if (index < nsCount) return { field: `body.nameservers.${index}`, message: issue.message };
    if (lines) {
      const text = checked.messages[k]!.replace(/^create\[\d+\] /, '');
      return { field: 'body.zoneFile', message: `line ${lines[index - nsCount]}: ${text}` };
    }
    return issue;
  });
  const first = lines ? details[0]!.message : checked.messages[0]!;
  const more = details.length > 1 ? ` (and ${details.length - 1} more)` : '';
  return new AppError('VALIDATION_FAILED', `${first}${more}`, details);
}

/** A new zone from a BIND zone file; every line checked, all or nothing. */
export async function importZone(
  ctx: AppContext,
  user: AuthUser,
  body: { name: string; zoneFile: string; adminOnly: boolean },
): Promise<DnsZone> {
  await assertMayCreate(ctx.db, user, body.adminOnly);
  const name = zoneName(body.name, 'body.name');
  const parsed = parseZoneFile(body.zoneFile, name);
  if (parsed.issues.length) {
    const details = parsed.issues.map((i) => ({ field: 'body.zoneFile', message: `line ${i.line}: ${i.message}` }));
    const more = details.length > 1 ? ` (and ${details.length - 1} more)` : '';
    throw new AppError('VALIDATION_FAILED', `${details[0]!.message}${more}`, details);
  }
  return createZone(ctx, user, {
    name,
    adminOnly: body.adminOnly,
    records: parsed.records.map((r) => r.input),
    lines: parsed.records.map((r) => r.line),
  });
}

export async function deleteZone(ctx: AppContext, zone: ZoneRow) {
  const records = await recordsOf(ctx.db, zone.id);
  const { powerDns } = dnsSettings.of(ctx);
  if (powerDns) {
    await new PowerDnsClient(powerDns)
      .deleteZone(zone.name)
      .catch((e) => servingError(`Zone ${zone.name} was not deleted`, e));
  }
  await ctx.db
    .delete(dnsZones)
    .where(eq(dnsZones.id, zone.id))
    .catch(async (error: unknown) => {
      if (powerDns) await undo(ctx, `restore zone ${zone.name}`, () => pushWholeZone(powerDns, zone.name, records));
      throw error;
    });
  return { zone, records };
}

/**
 * Undoes a PowerDNS change whose database side failed. If the undo fails too, the zone shows as
 * out of sync on its page, where "Push zone" repairs it; the failure is logged.
 */
async function undo(ctx: AppContext, what: string, work: () => Promise<unknown>): Promise<void> {
  await work().catch((err: unknown) => ctx.log.error({ err }, `PowerDNS: could not ${what} after a failed commit`));
}

export async function setAdminOnly(ctx: AppContext, zone: ZoneRow, adminOnly: boolean) {
  const [updated] = await ctx.db
    .update(dnsZones)
    .set({ adminOnly, updatedAt: new Date() })
    .where(eq(dnsZones.id, zone.id))
    .returning();
  return { before: zone.adminOnly, zone: await zoneView(ctx.db, dnsSettings.of(ctx), updated!) };
}

// ---- records ----

export async function listRecords(ctx: AppContext, zone: ZoneRow) {
  const records = sortRecords(await recordsOf(ctx.db, zone.id), zone.name);
  return { items: records.map((r) => toRecord(r, zone.name)), total: records.length };
}

/**
 * Applies a change list: checks every record, pushes the touched record sets to PowerDNS, then in
 * one short transaction deletes, creates and raises the SOA serial. Any failure leaves nothing
 * changed (a push whose commit fails is undone).
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
      ...checked.created.map((r, i) => ({ ...r, id: -1 - i })),
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
          .values(checked.created.map((r) => ({ ...recordValues(r), zoneId: zone.id })))
          .returning({
            id: dnsRecords.id,
            name: dnsRecords.name,
            type: dnsRecords.type,
            ttl: dnsRecords.ttl,
            content: dnsRecords.content,
            priority: dnsRecords.priority,
          })
      : [];
    await tx.update(dnsZones).set({ serial, updatedAt: new Date() }).where(eq(dnsZones.id, zone.id));
    await tx.update(dnsRecords).set({ content: newSoa.content }).where(eq(dnsRecords.id, soa.id));
    return {
      zone: zone.name,
      serial,
      previousSerial: zone.serial,
      created: created.map((r) => toRecord(r, zone.name)),
      deleted: removed.map((r) => toRecord(r, zone.name)),
    };
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

/** Pushes the whole zone to PowerDNS (after an outage or an edit made there), then compares. */
export async function syncZone(ctx: AppContext, zone: ZoneRow): Promise<DnsSyncStatus> {
  const config = dnsSettings.of(ctx);
  const { powerDns } = config;
  if (!powerDns) {
    throw conflict('PowerDNS is not configured on this server (PDNS_API_URL, PDNS_API_KEY): there is nothing to sync');
  }
  const records = await recordsOf(ctx.db, zone.id);
  await pushWholeZone(powerDns, zone.name, records).catch((e) => servingError(`Zone ${zone.name} was not pushed`, e));
  return compareWithPowerDns(config, zone.name, records);
}

export async function zoneHistory(ctx: AppContext, zone: ZoneRow, q: { page: number; take: number }) {
  const filter = and(eq(auditLog.entity, 'dns.zone'), eq(auditLog.entityId, String(zone.id)));
  const [rows, total] = await Promise.all([
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
      .orderBy(desc(auditLog.id))
      .limit(q.take)
      .offset(offsetOf(q)),
    countCapped(ctx.db, ctx.db.select({ one: sql`1` }).from(auditLog).where(filter)),
  ]);
  return pageOf(
    rows.map((r) => ({ ...r, at: r.at.toISOString() })),
    total,
    q,
  );
}

// ---- department access ----

const accessColumns = {
  departmentId: dnsDepartmentAccess.departmentId,
  name: departments.name,
  grantedAt: dnsDepartmentAccess.grantedAt,
};

export async function listDepartmentAccess(ctx: AppContext) {
  const rows = await ctx.db
    .select(accessColumns)
    .from(dnsDepartmentAccess)
    .innerJoin(departments, eq(departments.id, dnsDepartmentAccess.departmentId))
    .orderBy(asc(departments.name));
  return rows.map((r) => ({ ...r, grantedAt: r.grantedAt.toISOString() }));
}

export async function grantDepartment(ctx: AppContext, user: AuthUser, departmentId: number) {
  return ctx.db.transaction(async (tx) => {
    const [department] = await tx.select().from(departments).where(eq(departments.id, departmentId));
    if (!department) throw notFound('Department');
    const inserted = await tx
      .insert(dnsDepartmentAccess)
      .values({ departmentId, grantedBy: user.id })
      .onConflictDoNothing()
      .returning();
    if (!inserted.length) throw conflict(`The department ${department.name} already has DNS access`, 'body.id');
    return { departmentId, name: department.name, grantedAt: inserted[0]!.grantedAt.toISOString() };
  });
}

export async function revokeDepartment(ctx: AppContext, departmentId: number) {
  const removed = await ctx.db
    .delete(dnsDepartmentAccess)
    .where(eq(dnsDepartmentAccess.departmentId, departmentId))
    .returning();
  if (!removed.length) throw notFound('DNS access of this department');
  return { departmentId };
}

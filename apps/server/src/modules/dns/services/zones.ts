// DNS zones: the list, creation (by hand or from a zone file), the admin-only flag, deletion and
// the PowerDNS push. A change is prepared (read and checked), sent to PowerDNS with no database
// connection held, then committed in a short transaction that also writes its audit row; when the
// commit fails the PowerDNS change is undone (docs/dns.md, docs/architecture.md "Calling an
// external system").
import type { DnsSyncStatus, DnsZone, DnsZoneSummary } from '@backoffice/contract/modules/dns';
import { asciiLabel, hostTarget, NameError, ownerName, zoneNameToAscii } from '@backoffice/contract/rules/dns';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import { emptyPage, escapeLike, paged } from '../../../core/db/lists.js';
import { AppError, badRequest, conflict } from '../../../core/errors.js';
import { assertMayCreate, departmentHasAccess, type ZoneRow } from '../policy.js';
import { compareWithPowerDns, PowerDnsClient, pushWholeZone, rrsetsOf } from '../powerdns.js';
import { checkChanges, type NewRecord, nextSerial, type RecordInputParsed, soaContent } from '../records.js';
import { dnsRecords, dnsZones } from '../schema.js';
import { dnsSettings } from '../settings.js';
import { parseZoneFile } from '../zonefile.js';
import { servingError, undo } from './serving.js';
import { recordRow, recordsOf, toSummary, zoneView } from './views.js';

const ZONE = 'dns.zone';

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

const recordCount = sql<number>`(SELECT count(*)::int FROM dns_records r WHERE r.zone_id = dns_zones.id)`;

export async function listZones(
  ctx: AppContext,
  user: AuthUser,
  q: { page: number; take: number; search?: string | undefined },
) {
  if (!(await departmentHasAccess(ctx.db, user))) return emptyPage<DnsZoneSummary>(q);
  const where: SQL[] = [];
  if (!user.isAdmin) where.push(eq(dnsZones.adminOnly, false));
  const search = q.search?.trim().toLowerCase();
  if (search) {
    // "bücher" finds xn--bcher-kva.de: each non-ASCII label is matched in punycode too.
    const ascii = search
      .split('.')
      .map((l) => asciiLabel(l)?.join('.') ?? l)
      .join('.');
    where.push(or(ilike(dnsZones.name, `%${escapeLike(search)}%`), ilike(dnsZones.name, `%${escapeLike(ascii)}%`))!);
  }
  const filter = where.length ? and(...where) : undefined;
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      ctx.db
        .select({ zone: dnsZones, recordCount })
        .from(dnsZones)
        .where(filter)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(dnsZones).where(filter),
    // By name alone: names are unique.
    order: { fallback: [], tiebreak: dnsZones.name },
    shape: (rows) => rows.map((r) => toSummary(r.zone, r.recordCount)),
  });
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

/** The value a name rule gives, or a 400 naming the field and what is wrong with the name. */
function nameOrBadRequest<T>(rule: () => T, field: string, what: string): T {
  try {
    return rule();
  } catch (e) {
    if (e instanceof NameError) throw badRequest(field, `${what} ${e.message}`);
    throw e;
  }
}

const zoneName = (input: string) => nameOrBadRequest(() => zoneNameToAscii(input), 'body.name', 'the zone name');

/** The apex NS records a new zone gets: the request's, else DNS_NAMESERVERS, else ns1/ns2 of the zone. */
function apexNameservers(ctx: AppContext, name: string, input: ZoneCreation): string[] {
  const isApex = (owner: string) => {
    try {
      return ownerName(owner, name) === name;
    } catch {
      return false;
    }
  };
  if (input.records?.some((r) => r.type === 'NS' && isApex(r.name))) return [];
  const given = input.nameservers ?? dnsSettings.of(ctx).nameservers ?? [`ns1.${name}`, `ns2.${name}`];
  return given.map((ns, i) => nameOrBadRequest(() => hostTarget(ns, name), `body.nameservers.${i}`, 'the name server'));
}

/** A new zone with its SOA, NS and any given records, all checked first; pushed to PowerDNS. */
export async function createZone(ctx: AppContext, user: AuthUser, input: ZoneCreation): Promise<DnsZone> {
  await assertMayCreate(ctx.db, user, input.adminOnly);
  const name = zoneName(input.name);
  const config = dnsSettings.of(ctx);
  const nameservers = apexNameservers(ctx, name, input);
  const creates: RecordInputParsed[] = [
    ...nameservers.map((ns) => ({ name: '@', type: 'NS' as const, ttl: 3600, content: ns })),
    ...(input.records ?? []),
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
  const { nameservers: given, adminOnly } = input;
  const audited = input.lines
    ? { name, adminOnly, imported: true, recordCount: all.length }
    : { name, adminOnly, ...(given ? { nameservers: given } : {}), serial };

  // Prepare: the name must be free. Call: PowerDNS, with no connection held. Commit: the rows.
  const [taken] = await ctx.db.select({ id: dnsZones.id }).from(dnsZones).where(eq(dnsZones.name, name));
  if (taken) throw nameTaken(user, name);
  if (powerDns) {
    await new PowerDnsClient(powerDns)
      .createZone(name, [...rrsetsOf(all).values()])
      .catch((e) => servingError(`Zone ${name} was not created`, e));
  }
  const created = await ctx.db
    .transaction(async (tx) => {
      const [zone] = await tx.insert(dnsZones).values({ name, adminOnly, serial, createdBy: user.id }).returning();
      await tx.insert(dnsRecords).values(all.map((r) => recordRow(r, zone!.id)));
      auditChange(tx, { entity: ZONE, entityId: zone!.id, after: audited });
      return zone!;
    })
    .catch(async (error: unknown) => {
      // Undo the PowerDNS side: the zone is not ours after all (a twin created meanwhile).
      if (powerDns) await undo(ctx, `delete zone ${name}`, () => new PowerDnsClient(powerDns).deleteZone(name));
      const pg = error as { code?: string; cause?: { code?: string } };
      if ((pg.code ?? pg.cause?.code) === '23505') throw nameTaken(user, name);
      throw error;
    });
  return getZone(ctx, created);
}

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
  const name = zoneName(body.name);
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

/** Deletes the zone from PowerDNS, then here; a zone whose deletion was not kept is pushed again. */
export async function deleteZone(ctx: AppContext, zone: ZoneRow) {
  const records = await recordsOf(ctx.db, zone.id);
  const { powerDns } = dnsSettings.of(ctx);
  if (powerDns) {
    await new PowerDnsClient(powerDns)
      .deleteZone(zone.name)
      .catch((e) => servingError(`Zone ${zone.name} was not deleted`, e));
  }
  await ctx.db
    .transaction(async (tx) => {
      await tx.delete(dnsZones).where(eq(dnsZones.id, zone.id));
      const before = { name: zone.name, adminOnly: zone.adminOnly, serial: zone.serial, records };
      auditChange(tx, { entity: ZONE, entityId: zone.id, before, after: null });
    })
    .catch(async (error: unknown) => {
      if (powerDns) await undo(ctx, `restore zone ${zone.name}`, () => pushWholeZone(powerDns, zone.name, records));
      throw error;
    });
  return { zoneId: zone.id, name: zone.name };
}

export async function setAdminOnly(ctx: AppContext, zone: ZoneRow, adminOnly: boolean): Promise<DnsZone> {
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(dnsZones)
      .set({ adminOnly, updatedAt: new Date() })
      .where(eq(dnsZones.id, zone.id))
      .returning();
    auditChange(tx, { entity: ZONE, entityId: zone.id, before: { adminOnly: zone.adminOnly }, after: { adminOnly } });
    return row!;
  });
  return getZone(ctx, updated);
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

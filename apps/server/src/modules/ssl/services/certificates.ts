// Certificates: the list and one certificate (never its key), the three ways to make one, deletion,
// and renewal (by domain on request, and the daily schedule for those expiring within 30 days).
// Let's Encrypt orders follow prepare → call → commit: names and zones are checked first, the ACME
// order runs with no connection held, the certificate is kept in one short transaction.

import { createPrivateKey, X509Certificate } from 'node:crypto';
import { domainToUnicode } from 'node:url';
import {
  type Certificate,
  type CertificateDetail,
  SSL_RENEW_WITHIN_DAYS,
  type SslKind,
} from '@backoffice/contract/modules/ssl';
import { hostNameToAscii } from '@backoffice/contract/rules/hosting';
import { and, asc, eq, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import { usersHolding } from '../../../core/auth/holders.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { containsPattern, countCapped, offsetOf, pageOf } from '../../../core/db/lists.js';
import { AppError, badRequest, notFound } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import { AcmeFailure, orderCertificate } from '../acme.js';
import { CertificateProblem, checkUpload, factsOf, makeSelfSigned, splitPem } from '../certs.js';
import { sslCertificates } from '../schema.js';
import { encryptionKey, seal } from '../secrets.js';

type Row = typeof sslCertificates.$inferSelect;
const ENTITY = 'ssl.certificate';
const DAY = 86_400_000;
const link = (id: number) => `/ssl/${id}`;

const display = (name: string) =>
  name.startsWith('*.') ? `*.${domainToUnicode(name.slice(2)) || name.slice(2)}` : domainToUnicode(name) || name;

async function websitesOf(ctx: AppContext, rows: readonly Row[]) {
  const ids = [...new Set(rows.map((r) => r.websiteId).filter((id): id is number => id !== null))];
  const found = ids.length ? ((await ctx.services['hosting.websites']?.(ctx, { ids })) ?? []) : [];
  return new Map(found.map((w) => [w.id, w]));
}

function toCertificate(r: Row, websites: Map<number, { id: number; domain: string }>, now = Date.now()): Certificate {
  return {
    id: r.id,
    kind: r.kind,
    domain: r.domain,
    displayDomain: display(r.domain),
    altNames: r.altNames,
    website: r.websiteId !== null ? (websites.get(r.websiteId) ?? null) : null,
    issuer: r.issuer,
    subject: r.subject,
    serialNumber: r.serialNumber,
    fingerprint256: r.fingerprint256,
    notBefore: r.notBefore.toISOString(),
    notAfter: r.notAfter.toISOString(),
    daysLeft: Math.floor((r.notAfter.getTime() - now) / DAY),
    email: r.email,
    autoRenew: r.autoRenew,
    renewalError: r.renewalError,
    lastRenewedAt: r.lastRenewedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

async function shape(ctx: AppContext, rows: readonly Row[]): Promise<Certificate[]> {
  const websites = await websitesOf(ctx, rows);
  return rows.map((r) => toCertificate(r, websites));
}

async function find(db: Executor, id: number): Promise<Row> {
  const [row] = await db.select().from(sslCertificates).where(eq(sslCertificates.id, id));
  if (!row) throw notFound('Certificate');
  return row;
}

export async function listCertificates(
  ctx: AppContext,
  q: { page: number; take: number; search?: string; websiteId?: number; kind?: SslKind; expiringWithinDays?: number },
) {
  const conditions: SQL[] = [];
  if (q.search) {
    const pattern = containsPattern(q.search.toLowerCase());
    conditions.push(
      or(
        ilike(sslCertificates.domain, pattern),
        sql`array_to_string(${sslCertificates.altNames}, ' ') ILIKE ${pattern}`,
      )!,
    );
  }
  if (q.websiteId) conditions.push(eq(sslCertificates.websiteId, q.websiteId));
  if (q.kind) conditions.push(eq(sslCertificates.kind, q.kind));
  if (q.expiringWithinDays !== undefined) {
    conditions.push(lt(sslCertificates.notAfter, new Date(Date.now() + q.expiringWithinDays * DAY)));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, count] = await Promise.all([
    ctx.db
      .select()
      .from(sslCertificates)
      .where(where)
      .orderBy(asc(sslCertificates.notAfter), asc(sslCertificates.id))
      .limit(q.take)
      .offset(offsetOf(q)),
    countCapped(ctx.db, ctx.db.select({ one: sql`1` }).from(sslCertificates).where(where)),
  ]);
  return pageOf(await shape(ctx, rows), count, q);
}

export async function getCertificate(ctx: AppContext, id: number): Promise<CertificateDetail> {
  const row = await find(ctx.db, id);
  const [certificate] = await shape(ctx, [row]);
  return { ...certificate!, certificatePem: row.certificatePem, chainPem: row.chainPem, keyType: row.keyType };
}

export async function deleteCertificate(ctx: AppContext, id: number): Promise<Certificate> {
  const row = await find(ctx.db, id);
  const [certificate] = await shape(ctx, [row]);
  await ctx.db.transaction(async (tx) => {
    await tx.delete(sslCertificates).where(eq(sslCertificates.id, id));
    auditChange(tx, { entity: ENTITY, entityId: id, before: certificate });
  });
  return certificate!;
}

// ---- making certificates ----

async function websiteDomain(ctx: AppContext, websiteId: number | undefined): Promise<string | null> {
  if (websiteId === undefined) return null;
  const [website] = (await ctx.services['hosting.websites']?.(ctx, { ids: [websiteId] })) ?? [];
  if (!website) throw badRequest('body.websiteId', 'There is no such website');
  return website.domain;
}

interface Made {
  kind: SslKind;
  certificatePem: string;
  keyPem: string;
  websiteId: number | null;
  email: string | null;
}

function readMade(made: { certificatePem: string; keyPem: string }) {
  const [leafPem, ...chainPems] = splitPem(made.certificatePem);
  return factsOf(
    new X509Certificate(leafPem!),
    chainPems.map((p) => new X509Certificate(p)),
    createPrivateKey(made.keyPem),
  );
}

async function keep(ctx: AppContext, user: AuthUser | null, made: Made): Promise<Certificate> {
  const facts = readMade(made);
  const keySealed = seal(await encryptionKey(ctx), made.keyPem);
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(sslCertificates)
      .values({
        ...facts,
        kind: made.kind,
        websiteId: made.websiteId,
        email: made.email,
        keySealed,
        autoRenew: made.kind !== 'custom',
        createdBy: user?.id ?? null,
      })
      .returning();
    auditChange(tx, {
      entity: ENTITY,
      entityId: inserted!.id,
      after: { ...facts, kind: made.kind, websiteId: made.websiteId },
    });
    return inserted!;
  });
  return (await shape(ctx, [row]))[0]!;
}

export async function createCustom(
  ctx: AppContext,
  user: AuthUser,
  body: { certificate: string; key: string; ca: string; websiteId?: number },
): Promise<Certificate> {
  await websiteDomain(ctx, body.websiteId);
  let checked: ReturnType<typeof checkUpload>;
  try {
    checked = checkUpload(body);
  } catch (error) {
    if (error instanceof CertificateProblem) {
      throw new AppError('SSL_CERTIFICATE_INVALID', error.message, [{ field: error.field, message: error.message }]);
    }
    throw error;
  }
  const keyPem = checked.key.export({ type: 'pkcs8', format: 'pem' }).toString();
  const certificatePem = [checked.leaf, ...checked.chain].map((c) => c.toString()).join('');
  return keep(ctx, user, { kind: 'custom', certificatePem, keyPem, websiteId: body.websiteId ?? null, email: null });
}

export async function createSelfSigned(
  ctx: AppContext,
  user: AuthUser,
  body: { altNames: string[]; email?: string; websiteId?: number },
  /** Days of validity (one year; the demo makes one that is about to expire). */
  days = 365,
): Promise<Certificate> {
  const domain = await websiteDomain(ctx, body.websiteId);
  const names = [...new Set([...(domain ? [domain] : []), ...body.altNames])];
  if (!names.length) throw badRequest('body.altNames', 'Name at least one domain, or choose a website');
  const made = await makeSelfSigned(names, { email: body.email, days });
  return keep(ctx, user, {
    kind: 'self-signed',
    ...made,
    websiteId: body.websiteId ?? null,
    email: body.email ?? null,
  });
}

/** `www` → `www.example.com`, `*` → `*.example.com`; a full name inside the domain is kept. */
export function expandSubDomains(domain: string, subDomains: readonly string[]): string[] {
  return subDomains.map((raw, i) => {
    const value = raw.trim().replace(/\.$/, '');
    try {
      const full = hostNameToAscii(value.includes('.') ? value : `${value}.${domain}`, { wildcard: true });
      if (full === domain || full.endsWith(`.${domain}`)) return full;
      return hostNameToAscii(`${value}.${domain}`, { wildcard: true });
    } catch {
      throw badRequest(`body.subDomains.${i}`, `${raw} is not a name below ${domain}`);
    }
  });
}

/** Every name must lie in a zone of ours, or no DNS-01 challenge can be answered. */
async function checkZones(ctx: AppContext, names: readonly string[]): Promise<void> {
  const zoneOf = ctx.services['dns.zoneOf'];
  if (!zoneOf)
    throw new AppError('SSL_NO_DNS_ZONE', 'DNS is not installed here, so no DNS-01 challenge can be answered');
  for (const name of names) {
    const base = name.replace(/^\*\./, '');
    if (!(await zoneOf(ctx, `_acme-challenge.${base}`))) {
      throw new AppError(
        'SSL_NO_DNS_ZONE',
        `No DNS zone here holds ${base}: add its zone under DNS zones so that Let's Encrypt's challenge can be answered`,
        [{ field: 'body.domain', message: `no DNS zone here holds ${base}` }],
      );
    }
  }
}

async function order(ctx: AppContext, names: readonly string[], email: string) {
  try {
    return await orderCertificate(ctx, { names, email });
  } catch (error) {
    if (error instanceof AcmeFailure) throw new AppError('SSL_ACME_FAILED', `Let's Encrypt: ${error.message}`);
    throw error;
  }
}

export async function createLetsEncrypt(
  ctx: AppContext,
  user: AuthUser,
  body: { domain?: string; websiteId?: number; subDomains: string[]; email: string },
): Promise<Certificate> {
  const domain = body.domain ?? (await websiteDomain(ctx, body.websiteId));
  if (!domain) throw badRequest('body.domain', 'Give the domain, or choose a website');
  if (body.domain && body.websiteId !== undefined) await websiteDomain(ctx, body.websiteId);
  const names = [...new Set([domain, ...expandSubDomains(domain.replace(/^\*\./, ''), body.subDomains)])];
  await checkZones(ctx, names);
  const made = await order(ctx, names, body.email);
  return keep(ctx, user, { kind: 'lets-encrypt', ...made, websiteId: body.websiteId ?? null, email: body.email });
}

// ---- renewal ----

/** Makes the certificate again under the same id; a failure is kept on it and told to its people. */
async function renewOne(ctx: AppContext, row: Row): Promise<Certificate> {
  if (row.kind === 'custom') {
    throw badRequest('body.domain', `${row.domain} has a custom certificate: upload its renewed certificate instead`);
  }
  const [claimed] = await ctx.db
    .update(sslCertificates)
    .set({ renewalStartedAt: new Date() })
    .where(
      and(
        eq(sslCertificates.id, row.id),
        or(
          isNull(sslCertificates.renewalStartedAt),
          lt(sslCertificates.renewalStartedAt, new Date(Date.now() - 10 * 60_000)),
        ),
      ),
    )
    .returning({ id: sslCertificates.id });
  if (!claimed)
    throw new AppError('SSL_RENEWAL_IN_PROGRESS', `The certificate of ${row.domain} is being renewed already`);
  try {
    const made =
      row.kind === 'lets-encrypt'
        ? await (async () => {
            await checkZones(ctx, row.altNames);
            return order(ctx, row.altNames, row.email ?? '');
          })()
        : await makeSelfSigned(row.altNames, { email: row.email ?? undefined });
    const facts = readMade(made);
    const keySealed = seal(await encryptionKey(ctx), made.keyPem);
    const updated = await ctx.db.transaction(async (tx) => {
      const [after] = await tx
        .update(sslCertificates)
        .set({ ...facts, keySealed, renewalError: null, renewalStartedAt: null, lastRenewedAt: new Date() })
        .where(eq(sslCertificates.id, row.id))
        .returning();
      if (!after) throw notFound('Certificate');
      auditChange(tx, {
        entity: ENTITY,
        entityId: row.id,
        before: { notAfter: row.notAfter.toISOString(), serialNumber: row.serialNumber },
        after: { notAfter: facts.notAfter.toISOString(), serialNumber: facts.serialNumber },
      });
      return after;
    });
    return (await shape(ctx, [updated]))[0]!;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await ctx.db
      .update(sslCertificates)
      .set({ renewalError: reason, renewalStartedAt: null })
      .where(eq(sslCertificates.id, row.id));
    await tellFailure(ctx, row, `The certificate of ${display(row.domain)} could not be renewed: ${reason}`);
    throw error;
  }
}

/** The certificate's maker and everyone whose role may create certificates. */
async function peopleOf(ctx: AppContext, row: Row): Promise<number[]> {
  const keepers = await usersHolding(ctx.db, 'ssl:cert:create');
  return [...new Set([...(row.createdBy ? [row.createdBy] : []), ...keepers])];
}

async function tellFailure(ctx: AppContext, row: Row, body: string): Promise<void> {
  await notify(ctx, await peopleOf(ctx, row), {
    level: 'error',
    title: 'Certificate renewal failed',
    body,
    link: link(row.id),
  }).catch((error: unknown) => ctx.log.warn({ err: error }, 'ssl: a renewal failure could not be notified'));
}

/** `POST /ssl-controller/certificate/{domain}`: every renewable certificate naming the domain, now. */
export async function renewDomain(ctx: AppContext, pathDomain: string, domain: string): Promise<Certificate[]> {
  if (pathDomain.trim().toLowerCase() !== domain && display(domain) !== pathDomain.trim().toLowerCase()) {
    throw badRequest('body.domain', `must be the domain of the path (${pathDomain})`);
  }
  const rows = await ctx.db
    .select()
    .from(sslCertificates)
    .where(or(eq(sslCertificates.domain, domain), sql`${domain} = ANY(${sslCertificates.altNames})`))
    .orderBy(asc(sslCertificates.id));
  if (!rows.length) throw notFound(`A certificate of ${display(domain)}`);
  const renewable = rows.filter((r) => r.kind !== 'custom');
  // Only custom ones: renewOne says they are renewed by uploading.
  if (!renewable.length) return [await renewOne(ctx, rows[0]!)];
  const renewed: Certificate[] = [];
  let failure: unknown = null;
  for (const row of renewable) {
    try {
      renewed.push(await renewOne(ctx, row));
    } catch (error) {
      failure ??= error;
    }
  }
  if (!renewed.length) throw failure;
  return renewed;
}

/**
 * The daily schedule: certificates expiring within 30 days are renewed (self-signed and Let's
 * Encrypt); custom ones cannot be, so their people are told once (the warning stays on the
 * certificate until it is replaced). Returns what happened, for the job's record.
 */
export async function renewDue(ctx: AppContext, now = new Date()) {
  const due = await ctx.db
    .select()
    .from(sslCertificates)
    .where(lt(sslCertificates.notAfter, new Date(now.getTime() + SSL_RENEW_WITHIN_DAYS * DAY)))
    .orderBy(asc(sslCertificates.notAfter));
  const outcome = { renewed: 0, failed: 0, warned: 0 };
  for (const row of due) {
    if (row.kind === 'custom') {
      const warning = `Expires on ${row.notAfter.toISOString().slice(0, 10)}: upload its renewed certificate`;
      if (row.renewalError === warning) continue;
      await ctx.db.update(sslCertificates).set({ renewalError: warning }).where(eq(sslCertificates.id, row.id));
      await tellFailure(ctx, row, `The custom certificate of ${display(row.domain)}: ${warning.toLowerCase()}`);
      outcome.warned++;
      continue;
    }
    if (!row.autoRenew) continue;
    await renewOne(ctx, row).then(
      () => outcome.renewed++,
      () => outcome.failed++,
    );
  }
  if (outcome.failed) throw new Error(`${outcome.failed} of ${due.length} certificates could not be renewed`);
  return outcome;
}

// ---- for other modules ----

/** The newest current certificate covering a domain (by name or wildcard), for its server block. */
export async function coveringCertificate(ctx: AppContext, domain: string) {
  const wildcard = `*.${domain.split('.').slice(1).join('.')}`;
  const [row] = await ctx.db
    .select({ id: sslCertificates.id, notAfter: sslCertificates.notAfter })
    .from(sslCertificates)
    .where(
      and(
        sql`(${domain} = ANY(${sslCertificates.altNames}) OR ${wildcard} = ANY(${sslCertificates.altNames}))`,
        sql`${sslCertificates.notAfter} > now()`,
      ),
    )
    .orderBy(sql`${sslCertificates.notAfter} DESC`)
    .limit(1);
  return row ? { id: row.id, notAfter: row.notAfter.toISOString() } : null;
}

export async function forgetWebsite(ctx: AppContext, websiteId: number): Promise<void> {
  await ctx.db.update(sslCertificates).set({ websiteId: null }).where(eq(sslCertificates.websiteId, websiteId));
}

declare module '../../../core/services.js' {
  interface ModuleServices {
    /** The newest current certificate covering a domain, or null. */
    'ssl.coveringCertificate': (ctx: AppContext, domain: string) => Promise<{ id: number; notAfter: string } | null>;
  }
}

// Certificates: the list and one certificate (never its key), the three ways to make one, deletion,
// and renewal (by domain on request, and the daily schedule for those expiring within 30 days).
// Let's Encrypt orders follow prepare → call → commit: names and zones are checked first, the ACME
// order runs with no connection held, the certificate is kept in one short transaction. Security rules
// of orders (docs/ssl.md "Security"): a new order answers its challenges only in zones its orderer may
// change records in, a person sends at most ORDER_ALLOWANCE orders, one order per name runs at a time,
// and a failure shows words written for people.

import { createPrivateKey, X509Certificate } from 'node:crypto';
import { domainToUnicode } from 'node:url';
import {
  type Certificate,
  type CertificateDetail,
  SSL_RENEW_WITHIN_DAYS,
  type SslKind,
} from '@backoffice/contract/modules/ssl';
import { sslScreens } from '@backoffice/contract/modules/ssl.paths';
import { hostNameToAscii } from '@backoffice/contract/rules/hosting';
import { and, asc, eq, ilike, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import { oneAtATime, spendAllowance } from '../../../core/allowance.js';
import { auditChange } from '../../../core/audit.js';
import { usersHolding } from '../../../core/auth/holders.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { containsPattern, paged } from '../../../core/db/lists.js';
import { AppError, badRequest, notFound } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import { AcmeFailure, orderCertificate } from '../acme.js';
import { CertificateProblem, checkUpload, factsOf, makeSelfSigned, splitPem } from '../certs.js';
import { sslCertificates } from '../schema.js';
import { encryptionKey, seal } from '../secrets.js';

type Row = typeof sslCertificates.$inferSelect;
const ENTITY = 'ssl.certificate';
const DAY = 86_400_000;
const link = (id: number) => sslScreens.certificate.href({ id });

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
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      ctx.db
        .select()
        .from(sslCertificates)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(sslCertificates).where(where),
    order: { fallback: [asc(sslCertificates.notAfter)], tiebreak: sslCertificates.id },
    shape: (rows) => shape(ctx, rows),
  });
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

/** Who an order is for: a person ordering (their zones), or the system renewing a certificate that exists. */
type Orderer = AuthUser | 'system';

/**
 * Every name must lie in a zone of ours the orderer may change records in, or no DNS-01 challenge can
 * be answered for them. A zone they may not see or edit gets exactly the answer of no zone, so the
 * reply does not tell that it exists (the DNS module decides, by its own rules).
 */
async function checkZones(ctx: AppContext, names: readonly string[], orderer: Orderer): Promise<void> {
  const zoneOf = ctx.services['dns.zoneOf'];
  if (!zoneOf)
    throw new AppError('SSL_NO_DNS_ZONE', 'DNS is not installed here, so no DNS-01 challenge can be answered');
  for (const name of names) {
    const base = name.replace(/^\*\./, '');
    if (!(await zoneOf(ctx, `_acme-challenge.${base}`, { editableBy: orderer }))) {
      // The words depend on who orders, never on whether a zone they may not reach exists.
      const [reason, todo] =
        orderer === 'system'
          ? [`no DNS zone here holds ${base}`, 'add its zone under DNS zones']
          : [
              `no DNS zone you may change holds ${base}`,
              'its zone must be under DNS zones and you must be allowed to change its records',
            ];
      throw new AppError(
        'SSL_NO_DNS_ZONE',
        `${reason[0]!.toUpperCase()}${reason.slice(1)}: ${todo}, so that Let's Encrypt's challenge can be answered`,
        [{ field: 'body.domain', message: reason }],
      );
    }
  }
}

/** Orders a person may send to the ACME server (Let's Encrypt limits what an account may ask too). */
const ORDER_ALLOWANCE = { what: 'certificate orders', max: 10, minutes: 60 } as const;

/**
 * Runs `work` (an ACME order for `names`) unless an order for one of those names is running already
 * (409: two orders would answer the same `_acme-challenge` name at once), after spending one of the
 * payer's allowance (429; none for the scheduled renewal). A refused order sends nothing and spends
 * nothing.
 */
function oneOrderAtATime<T>(
  ctx: AppContext,
  names: readonly string[],
  payer: number | null,
  work: () => Promise<T>,
): Promise<T> {
  // A wildcard is proven at its base name's `_acme-challenge`, so `*.x` and `x` are one name here.
  const bases = [...new Set(names.map((n) => n.replace(/^\*\./, '')))].sort();
  const holding = (i: number): Promise<T> => {
    if (i === bases.length) {
      return (async () => {
        if (payer !== null) await spendAllowance(ctx, 'ssl.order', payer, ORDER_ALLOWANCE);
        return work();
      })();
    }
    const busy = `A Let's Encrypt order for ${display(bases[i]!)} is already running: wait until it ends (a minute or two), then look for its certificate before ordering again`;
    // An order waits for the ACME server up to about half an hour (many names, slow validation).
    return oneAtATime(ctx, `ssl.order:${bases[i]}`, busy, () => holding(i + 1), 30);
  };
  return holding(0);
}

async function order(ctx: AppContext, names: readonly string[], email: string, orderer: Orderer) {
  try {
    return await orderCertificate(ctx, { names, email, editableBy: orderer });
  } catch (error) {
    if (error instanceof AcmeFailure) throw new AppError('SSL_ACME_FAILED', error.message);
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
  await checkZones(ctx, names, user);
  const made = await oneOrderAtATime(ctx, names, user.id, () => order(ctx, names, body.email, user));
  return keep(ctx, user, { kind: 'lets-encrypt', ...made, websiteId: body.websiteId ?? null, email: body.email });
}

// ---- renewal ----

/**
 * Makes the certificate again under the same id; a failure is kept on it and told to its people.
 * A Let's Encrypt renewal is a new order for the names the certificate has, in the zones that hold
 * them, whoever asks (the daily job asks as the system): only new orders check the orderer's zones.
 * It is one order at a time per name and spends the allowance of the person who asked (`payer`; none
 * for the job); a refusal of those is not a renewal failure.
 */
async function renewOne(ctx: AppContext, row: Row, payer: number | null): Promise<Certificate> {
  if (row.kind === 'custom') {
    throw badRequest('body.domain', `${row.domain} has a custom certificate: upload its renewed certificate instead`);
  }
  if (row.kind === 'lets-encrypt') return oneOrderAtATime(ctx, row.altNames, payer, () => renewClaimed(ctx, row));
  return renewClaimed(ctx, row);
}

/** Why a renewal failed, for the certificate's page and the notification: only words written for people. */
function failureReason(ctx: AppContext, row: Row, error: unknown): string {
  // AppErrors are the answers the API gives (the ACME server's problem, ours, DNS's), written for people.
  if (error instanceof AppError) return error.message;
  ctx.log.error({ err: error, certificateId: row.id }, 'ssl: a renewal failed');
  return 'An error on the server stopped it; the server log has the details. Try Renew now later';
}

async function renewClaimed(ctx: AppContext, row: Row): Promise<Certificate> {
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
            await checkZones(ctx, row.altNames, 'system');
            return order(ctx, row.altNames, row.email ?? '', 'system');
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
    const reason = failureReason(ctx, row, error);
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
export async function renewDomain(
  ctx: AppContext,
  user: AuthUser,
  pathDomain: string,
  domain: string,
): Promise<Certificate[]> {
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
  if (!renewable.length) return [await renewOne(ctx, rows[0]!, user.id)];
  const renewed: Certificate[] = [];
  let failure: unknown = null;
  for (const row of renewable) {
    try {
      renewed.push(await renewOne(ctx, row, user.id));
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
    await renewOne(ctx, row, null).then(
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

declare module '../../../core/services.js' {
  interface ModuleServices {
    /** The newest current certificate covering a domain, or null. */
    'ssl.coveringCertificate': (ctx: AppContext, domain: string) => Promise<{ id: number; notAfter: string } | null>;
  }
}

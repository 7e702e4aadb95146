// Certificates: the list and one certificate (never its key), uploading one or making a self-signed
// one, deletion, and the certificate covering a domain (for hosting). Let's Encrypt orders are
// lets-encrypt.ts, renewals renewal.ts.
import type { Certificate, CertificateDetail, SslKind } from '@backoffice/contract/modules/ssl';
import { and, asc, eq, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import { containsPattern, paged } from '../../../core/db/lists.js';
import { AppError, badRequest } from '../../../core/errors.js';
import { CertificateProblem, checkUpload, makeSelfSigned } from '../certs.js';
import { sslCertificates } from '../schema.js';
import { encryptionKey, seal } from '../secrets.js';
import { DAY, ENTITY, find, readMade, shape } from './views.js';

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

export async function websiteDomain(ctx: AppContext, websiteId: number | undefined): Promise<string | null> {
  if (websiteId === undefined) return null;
  const [website] = (await ctx.services['hosting.websites']?.(ctx, { ids: [websiteId] })) ?? [];
  if (!website) throw badRequest('body.websiteId', 'There is no such website');
  return website.domain;
}

export interface Made {
  kind: SslKind;
  certificatePem: string;
  keyPem: string;
  websiteId: number | null;
  email: string | null;
}

export async function keep(ctx: AppContext, user: AuthUser | null, made: Made): Promise<Certificate> {
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

// Renewal: by domain on request, and the daily schedule for those expiring within 30 days; a failure
// is kept on the certificate and told to its people in words written for them.
import { type Certificate, SSL_RENEW_WITHIN_DAYS } from '@backoffice/contract/modules/ssl';
import { and, asc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import { usersHolding } from '../../../core/auth/holders.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import { AppError, badRequest, notFound } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import { makeSelfSigned } from '../certs.js';
import { sslCertificates } from '../schema.js';
import { encryptionKey, seal } from '../secrets.js';
import { checkZones, oneOrderAtATime, order } from './lets-encrypt.js';
import { DAY, display, ENTITY, link, type Row, readMade, shape } from './views.js';

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

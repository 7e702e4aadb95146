// What the certificate services share: the row as the API shows it (never its key), with its website,
// and the facts read from a certificate and its key.
import { createPrivateKey, X509Certificate } from 'node:crypto';
import { domainToUnicode } from 'node:url';
import type { Certificate } from '@backoffice/contract/modules/ssl';
import { sslScreens } from '@backoffice/contract/modules/ssl.paths';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { notFound } from '../../../core/errors.js';
import { factsOf, splitPem } from '../certs.js';
import { sslCertificates } from '../schema.js';

export type Row = typeof sslCertificates.$inferSelect;
export const ENTITY = 'ssl.certificate';
export const DAY = 86_400_000;
export const link = (id: number) => sslScreens.certificate.href({ id });

export const display = (name: string) =>
  name.startsWith('*.') ? `*.${domainToUnicode(name.slice(2)) || name.slice(2)}` : domainToUnicode(name) || name;

export async function websitesOf(ctx: AppContext, rows: readonly Row[]) {
  const ids = [...new Set(rows.map((r) => r.websiteId).filter((id): id is number => id !== null))];
  const found = ids.length ? ((await ctx.services['hosting.websites']?.(ctx, { ids })) ?? []) : [];
  return new Map(found.map((w) => [w.id, w]));
}

export function toCertificate(
  r: Row,
  websites: Map<number, { id: number; domain: string }>,
  now = Date.now(),
): Certificate {
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

export async function shape(ctx: AppContext, rows: readonly Row[]): Promise<Certificate[]> {
  const websites = await websitesOf(ctx, rows);
  return rows.map((r) => toCertificate(r, websites));
}

export async function find(db: Executor, id: number): Promise<Row> {
  const [row] = await db.select().from(sslCertificates).where(eq(sslCertificates.id, id));
  if (!row) throw notFound('Certificate');
  return row;
}

/** The facts of a certificate and its key (checked against each other). */
export function readMade(made: { certificatePem: string; keyPem: string }) {
  const [leafPem, ...chainPems] = splitPem(made.certificatePem);
  return factsOf(
    new X509Certificate(leafPem!),
    chainPems.map((p) => new X509Certificate(p)),
    createPrivateKey(made.keyPem),
  );
}

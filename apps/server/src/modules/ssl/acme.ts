// A Let's Encrypt (ACME) order answered by DNS-01 challenges: acme-client against
// `ACME_DIRECTORY_URL`, each challenge's TXT value written into our own DNS zone through the DNS
// module (which pushes it to PowerDNS before it returns) and taken away afterwards. Nothing here holds
// a database connection while the ACME server is asked.
import { readFile } from 'node:fs/promises';
import https from 'node:https';
import { rootCertificates } from 'node:tls';
import * as acme from 'acme-client';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { sslAcmeAccounts } from './schema.js';
import { encryptionKey, seal, unseal } from './secrets.js';
import { sslSettings } from './settings.js';

/** An ACME failure in the server's words (spec §8: shown as the server's message). */
export class AcmeFailure extends Error {}

const agents = new Map<string, https.Agent>();

async function configureClient(ctx: AppContext): Promise<void> {
  const settings = sslSettings.of(ctx);
  (acme.axios.defaults as unknown as { acmeSettings: { retryMaxAttempts: number } }).acmeSettings.retryMaxAttempts =
    settings.retries;
  if (settings.caFile) {
    let agent = agents.get(settings.caFile);
    if (!agent) {
      const extra = await readFile(settings.caFile, 'utf8');
      agent = new https.Agent({ ca: [...rootCertificates, extra], keepAlive: true });
      agents.set(settings.caFile, agent);
    }
    acme.axios.defaults.httpsAgent = agent;
  }
}

/** The account orders are made with, one per directory and email, its key sealed like every key. */
async function account(ctx: AppContext, email: string) {
  const { directoryUrl } = sslSettings.of(ctx);
  const key = await encryptionKey(ctx);
  const where = and(
    eq(sslAcmeAccounts.directoryUrl, directoryUrl),
    sql`lower(${sslAcmeAccounts.email}) = lower(${email})`,
  );
  const [found] = await ctx.db.select().from(sslAcmeAccounts).where(where);
  if (found) return { id: found.id, accountKey: unseal(key, found.keySealed), accountUrl: found.accountUrl };
  const accountKey = (await acme.crypto.createPrivateEcdsaKey()).toString();
  await ctx.db
    .insert(sslAcmeAccounts)
    .values({ directoryUrl, email, keySealed: seal(key, accountKey) })
    .onConflictDoNothing();
  const [row] = await ctx.db.select().from(sslAcmeAccounts).where(where);
  return { id: row!.id, accountKey: unseal(key, row!.keySealed), accountUrl: row!.accountUrl };
}

const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();

/**
 * Orders a certificate for `names` (the first is its subject): returns its PEM (leaf, then chain)
 * and its new key. Throws AcmeFailure with the ACME server's reason, AppError when DNS cannot answer.
 */
export async function orderCertificate(
  ctx: AppContext,
  input: { names: readonly string[]; email: string },
): Promise<{ certificatePem: string; keyPem: string }> {
  await configureClient(ctx);
  const { directoryUrl } = sslSettings.of(ctx);
  const challenge = ctx.services['dns.challenge'];
  if (!challenge)
    throw new AppError('SSL_NO_DNS_ZONE', 'DNS is not installed here, so no DNS-01 challenge can be answered');
  const acct = await account(ctx, input.email);
  const client = new acme.Client({
    directoryUrl,
    accountKey: acct.accountKey,
    ...(acct.accountUrl ? { accountUrl: acct.accountUrl } : {}),
    backoffAttempts: 12,
    backoffMin: 250,
    backoffMax: 8_000,
  });
  const step = async <T>(what: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError) throw error;
      throw new AcmeFailure(`${what}: ${message(error)}`);
    }
  };

  await step('The ACME account could not be registered', () =>
    client.createAccount({ termsOfServiceAgreed: true, contact: [`mailto:${input.email}`] }),
  );
  if (!acct.accountUrl) {
    await ctx.db
      .update(sslAcmeAccounts)
      .set({ accountUrl: client.getAccountUrl() })
      .where(eq(sslAcmeAccounts.id, acct.id));
  }
  const order = await step('The order was refused', () =>
    client.createOrder({ identifiers: input.names.map((value) => ({ type: 'dns', value })) }),
  );
  const authorizations = await step('The order has no authorizations', () => client.getAuthorizations(order));

  const written: { name: string; value: string }[] = [];
  try {
    const pending = [];
    for (const authz of authorizations) {
      if (authz.status === 'valid') continue;
      const dns01 = authz.challenges.find((c) => c.type === 'dns-01');
      if (!dns01) throw new AcmeFailure(`${authz.identifier.value} offers no DNS-01 challenge`);
      const value = await client.getChallengeKeyAuthorization(dns01);
      const name = `_acme-challenge.${authz.identifier.value}`;
      await challenge(ctx, { name, value, present: true });
      written.push({ name, value });
      pending.push({ authz, dns01 });
    }
    for (const { authz, dns01 } of pending) {
      await step(`The DNS-01 challenge of ${authz.identifier.value} failed`, async () => {
        await client.completeChallenge(dns01);
        await client.waitForValidStatus(dns01);
      });
    }
    const [keyBuffer, csr] = await acme.crypto.createCsr(
      {
        ...(input.names[0]!.length <= 64 ? { commonName: input.names[0]! } : {}),
        altNames: [...input.names],
      },
      await acme.crypto.createPrivateEcdsaKey(),
    );
    const finalized = await step('The order could not be finalised', () => client.finalizeOrder(order, csr));
    const certificatePem = await step('The certificate could not be fetched', () => client.getCertificate(finalized));
    return { certificatePem, keyPem: keyBuffer.toString() };
  } finally {
    for (const record of written) {
      await challenge(ctx, { ...record, present: false }).catch((error: unknown) =>
        ctx.log.warn({ err: error, name: record.name }, 'ssl: a DNS-01 challenge record could not be removed'),
      );
    }
  }
}

// A Let's Encrypt (ACME) order answered by DNS-01 challenges: acme-client against
// `ACME_DIRECTORY_URL`, each challenge's TXT value written into our own DNS zone through the DNS
// module (which pushes it to PowerDNS before it returns) and taken away afterwards. Nothing here holds
// a database connection while the ACME server is asked.
//
// What a failure says (docs/ssl.md "Security"): the ACME server's own `detail` of an RFC 8555 problem
// document is written for people and is kept; anything else that went wrong talking to it (no answer,
// garbage, an HTML page, a JavaScript error inside acme-client) is told in our words — what failed and
// what to check — and its text goes to the server log only.
import { AsyncLocalStorage } from 'node:async_hooks';
import { readFile } from 'node:fs/promises';
import https from 'node:https';
import { rootCertificates } from 'node:tls';
import * as acme from 'acme-client';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthUser } from '../../core/auth/sessions.js';
import type { AppContext } from '../../core/context.js';
import { AppError } from '../../core/errors.js';
import { sslAcmeAccounts } from './schema.js';
import { encryptionKey, seal, unseal } from './secrets.js';
import { sslSettings } from './settings.js';

/** A failed ACME order, its message written for people (the server's problem detail, or ours). */
export class AcmeFailure extends Error {}

/** What the ACME server said during one order: its problem details, and whether its last request was answered. */
interface Conversation {
  problems: Set<string>;
  lastAnswered: boolean;
}
const conversation = new AsyncLocalStorage<Conversation>();

const message = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim();

/** The `detail` of an RFC 8555 problem document (a body, or a challenge's `error`), or null. */
function problemDetail(value: unknown, contentType: string): string | null {
  if (!value || typeof value !== 'object') return null;
  const { type, detail } = value as { type?: unknown; detail?: unknown };
  const isProblem =
    /application\/problem\+json/i.test(contentType) ||
    (typeof type === 'string' && type.startsWith('urn:ietf:params:acme:error:'));
  return isProblem && typeof detail === 'string' && detail.trim() ? message(detail) : null;
}

/**
 * Watches acme-client's requests (its own axios instance) for the order running in `conversation`:
 * every problem detail the server sends, and whether a request got an answer at all.
 */
function watchConversations(): void {
  acme.axios.interceptors.request.use((config) => {
    const current = conversation.getStore();
    if (current) current.lastAnswered = false;
    return config;
  });
  acme.axios.interceptors.response.use((response) => {
    const current = conversation.getStore();
    if (current) {
      current.lastAnswered = true;
      const contentType = String(response.headers['content-type'] ?? '');
      const data = response.data as { error?: unknown } | null | undefined;
      for (const detail of [problemDetail(data, contentType), problemDetail(data?.error, '')]) {
        if (detail) current.problems.add(detail);
      }
    }
    return response;
  });
}

const agents = new Map<string, https.Agent>();

let watching = false;

async function configureClient(ctx: AppContext): Promise<void> {
  if (!watching) {
    watchConversations();
    watching = true;
  }
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

/** One step of the conversation: how a problem detail is introduced, and what we could not do. */
interface Step {
  /** "The order was refused": followed by the ACME server's problem detail. */
  refused: string;
  /** "take the order": in "Let's Encrypt could not take the order: …". */
  couldNot: string;
}

/** Our words for a failure that is not the ACME server's problem document: what failed, what to check. */
function failureForPeople(step: Step, error: unknown, heard: Conversation): string {
  const prefix = `Let's Encrypt could not ${step.couldNot}`;
  if (!heard.lastAnswered) {
    return `${prefix}: the ACME server could not be reached. Check ACME_DIRECTORY_URL, that this server can reach it (and ACME_CA_FILE for a private ACME server), then try again`;
  }
  if (message(error) === 'Operation is pending or processing') {
    return `${prefix}: the ACME server did not finish in time. Try again in a few minutes`;
  }
  return `${prefix}: the ACME server did not answer as expected. Check that ACME_DIRECTORY_URL is the directory of an ACME server (Let's Encrypt: https://acme-v02.api.letsencrypt.org/directory); the server log has the details`;
}

/**
 * Orders a certificate for `names` (the first is its subject) on behalf of `editableBy`, whose DNS
 * zones answer the challenges (`'system'` for a renewal): returns its PEM (leaf, then chain) and its
 * new key. Throws AcmeFailure with the ACME server's reason or ours, AppError when DNS cannot answer.
 */
export async function orderCertificate(
  ctx: AppContext,
  input: { names: readonly string[]; email: string; editableBy: AuthUser | 'system' },
): Promise<{ certificatePem: string; keyPem: string }> {
  const heard: Conversation = { problems: new Set(), lastAnswered: true };
  return conversation.run(heard, () => converse(ctx, input, heard));
}

async function converse(
  ctx: AppContext,
  input: { names: readonly string[]; email: string; editableBy: AuthUser | 'system' },
  heard: Conversation,
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
  // Each step's failure: the ACME server's problem detail in its words, or ours (the error logged).
  const step = async <T>(what: Step, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (error instanceof AppError || error instanceof AcmeFailure) throw error;
      const said = message(error);
      if (heard.problems.has(said)) throw new AcmeFailure(`Let's Encrypt: ${what.refused}: ${said}`);
      ctx.log.warn({ err: error, step: what.couldNot, directoryUrl }, 'ssl: an ACME request failed');
      throw new AcmeFailure(failureForPeople(what, error, heard));
    }
  };

  const accountUrl = await step(
    { refused: 'The ACME account could not be registered', couldNot: 'register the account' },
    async () => {
      await client.createAccount({ termsOfServiceAgreed: true, contact: [`mailto:${input.email}`] });
      return client.getAccountUrl();
    },
  );
  if (!acct.accountUrl) {
    await ctx.db.update(sslAcmeAccounts).set({ accountUrl }).where(eq(sslAcmeAccounts.id, acct.id));
  }
  const order = await step({ refused: 'The order was refused', couldNot: 'take the order' }, () =>
    client.createOrder({ identifiers: input.names.map((value) => ({ type: 'dns', value })) }),
  );
  // What each name needs answered, read (and checked) from the server's authorizations.
  const challenges = await step(
    { refused: 'The order has no authorizations', couldNot: "read the order's authorizations" },
    async () => {
      const found = [];
      for (const authz of await client.getAuthorizations(order)) {
        if (authz.status === 'valid') continue;
        const name = String(authz.identifier.value);
        const dns01 = authz.challenges.find((c) => c.type === 'dns-01');
        if (!dns01) throw new AcmeFailure(`Let's Encrypt offers no DNS-01 challenge for ${name}`);
        found.push({ name, dns01, value: await client.getChallengeKeyAuthorization(dns01) });
      }
      return found;
    },
  );

  const written: { name: string; value: string }[] = [];
  try {
    for (const { name: identifier, value } of challenges) {
      const name = `_acme-challenge.${identifier}`;
      await challenge(ctx, { name, value, present: true, editableBy: input.editableBy });
      written.push({ name, value });
    }
    for (const { name, dns01 } of challenges) {
      await step(
        { refused: `The DNS-01 challenge of ${name} failed`, couldNot: `check the DNS-01 challenge of ${name}` },
        async () => {
          await client.completeChallenge(dns01);
          await client.waitForValidStatus(dns01);
        },
      );
    }
    const [keyBuffer, csr] = await acme.crypto.createCsr(
      {
        ...(input.names[0]!.length <= 64 ? { commonName: input.names[0]! } : {}),
        altNames: [...input.names],
      },
      await acme.crypto.createPrivateEcdsaKey(),
    );
    const finalized = await step({ refused: 'The order could not be finalised', couldNot: 'finalise the order' }, () =>
      client.finalizeOrder(order, csr),
    );
    const certificatePem = await step(
      { refused: 'The certificate could not be fetched', couldNot: 'send the certificate' },
      () => client.getCertificate(finalized),
    );
    return { certificatePem, keyPem: keyBuffer.toString() };
  } finally {
    for (const record of written) {
      await challenge(ctx, { ...record, present: false, editableBy: input.editableBy }).catch((error: unknown) =>
        ctx.log.warn({ err: error, name: record.name }, 'ssl: a DNS-01 challenge record could not be removed'),
      );
    }
  }
}

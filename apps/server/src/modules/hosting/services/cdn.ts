// CDN virtual hosts: creation (one per domain), lists, search, the edge's batch sync, count,
// deletion, and the provider calls (clear cache, xdn on and off). Each provider call follows
// prepare → call → commit (docs/architecture.md "Calling an external system"): the vhost is read,
// the provider asked with no connection held, then the outcome is kept — a refusal too, as a
// failed request in the vhost's history, and the user gets the provider's reason (502).
import type { CdnVhost, CdnVhostInput } from '@backoffice/contract/modules/hosting';
import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { type Allowance, oneAtATime, spendAllowance } from '../../../core/allowance.js';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { paged, preparedOnce } from '../../../core/db/lists.js';
import { AppError, conflict, notFound } from '../../../core/errors.js';
import { type CdnAction, cdnProvider } from '../cdn-provider.js';
import { hostingCdnRequests, hostingCdnVhosts } from '../schema.js';
import { displayDomain } from './names.js';
import { domainContains } from './websites.js';

const ENTITY = 'hosting.cdn-vhost';

const columns = {
  id: hostingCdnVhosts.id,
  domain: hostingCdnVhosts.domain,
  origin: hostingCdnVhosts.origin,
  xdn: hostingCdnVhosts.xdn,
  lastClearedAt: hostingCdnVhosts.lastClearedAt,
  createdAt: hostingCdnVhosts.createdAt,
  // Written out: drizzle leaves columns of a one-table select unqualified, which the subquery would misread.
  websiteId: sql<number | null>`(SELECT w.id FROM hosting_websites w WHERE w.domain = hosting_cdn_vhosts.domain)`,
};
type Row = {
  id: number;
  domain: string;
  origin: string;
  xdn: boolean;
  lastClearedAt: Date | null;
  createdAt: Date;
  websiteId: number | null;
};

function toVhost(r: Row): CdnVhost {
  return {
    id: r.id,
    domain: r.domain,
    displayDomain: displayDomain(r.domain),
    origin: r.origin,
    websiteId: r.websiteId,
    xdn: r.xdn,
    lastClearedAt: r.lastClearedAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

const selectVhosts = (db: Executor) => db.select(columns).from(hostingCdnVhosts);

async function readVhost(db: Executor, id: number): Promise<CdnVhost> {
  const [row] = await selectVhosts(db).where(eq(hostingCdnVhosts.id, id));
  if (!row) throw notFound('CDN virtual host');
  return toVhost(row);
}

export async function createCdnVhost(ctx: AppContext, input: Required<CdnVhostInput> & { domain: string }) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(hostingCdnVhosts)
      .values({ domain: input.domain, origin: input.origin.toLowerCase(), xdn: input.xdn })
      .onConflictDoNothing({ target: hostingCdnVhosts.domain })
      .returning({ id: hostingCdnVhosts.id });
    if (!row) throw conflict(`A CDN virtual host for ${displayDomain(input.domain)} already exists`, 'body.domain');
    const vhost = await readVhost(tx, row.id);
    auditChange(tx, { entity: ENTITY, entityId: row.id, after: vhost });
    return vhost;
  });
}

export async function listCdnVhosts(ctx: AppContext, q: { page: number; take: number; search?: string }) {
  const where = q.search ? domainContains(hostingCdnVhosts.domain, q.search) : undefined;
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      selectVhosts(ctx.db)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(hostingCdnVhosts).where(where),
    // By domain alone: domains are unique.
    order: { fallback: [], tiebreak: hostingCdnVhosts.domain },
    shape: (rows) => rows.map(toVhost),
  });
}

export async function searchCdnVhosts(ctx: AppContext, domain: string) {
  const rows = await selectVhosts(ctx.db)
    .where(domain ? domainContains(hostingCdnVhosts.domain, domain) : undefined)
    .orderBy(asc(hostingCdnVhosts.domain))
    .limit(100);
  return rows.map(toVhost);
}

/**
 * In id order after `offset` ids: an edge pages through every vhost without missing any. The page's
 * ids are picked first, so the website lookup runs for its rows only, not for every row skipped.
 */
export async function cdnVhostBatch(ctx: AppContext, q: { offset: number; limit: number }) {
  // An edge asks for batch after batch: the statement is built once (core/db/lists.ts `preparedOnce`).
  const batch = preparedOnce(ctx.db, 'hosting.cdnVhostBatch', () => {
    const page = ctx.db
      .select({ id: hostingCdnVhosts.id })
      .from(hostingCdnVhosts)
      .orderBy(asc(hostingCdnVhosts.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .as('page');
    return selectVhosts(ctx.db)
      .innerJoin(page, eq(page.id, hostingCdnVhosts.id))
      .orderBy(asc(hostingCdnVhosts.id))
      .prepare('');
  });
  const rows = await batch.execute({ limit: q.limit, offset: q.offset });
  return rows.map(toVhost);
}

export async function countCdnVhosts(ctx: AppContext) {
  const [row] = await ctx.db
    .select({ count: count(), xdn: sql<number>`count(*) FILTER (WHERE ${hostingCdnVhosts.xdn})::int` })
    .from(hostingCdnVhosts);
  return { count: Number(row?.count ?? 0), xdn: Number(row?.xdn ?? 0) };
}

export async function deleteCdnVhost(ctx: AppContext, id: number) {
  return ctx.db.transaction(async (tx) => {
    const vhost = await readVhost(tx, id);
    await tx.delete(hostingCdnVhosts).where(eq(hostingCdnVhosts.id, id));
    auditChange(tx, { entity: ENTITY, entityId: id, before: vhost });
    return vhost;
  });
}

export async function cdnRequests(ctx: AppContext, id: number) {
  await readVhost(ctx.db, id);
  const rows = await ctx.db
    .select()
    .from(hostingCdnRequests)
    .where(eq(hostingCdnRequests.vhostId, id))
    .orderBy(desc(hostingCdnRequests.at), desc(hostingCdnRequests.id))
    .limit(50);
  return rows.map(toRequest);
}

const toRequest = (r: typeof hostingCdnRequests.$inferSelect) => ({
  id: r.id,
  action: r.action,
  outcome: r.outcome,
  message: r.message,
  at: r.at.toISOString(),
});

const verbs: Record<CdnAction, string> = {
  clear: 'clear the cache of',
  'xdn-on': 'switch the CDN on for',
  'xdn-off': 'switch the CDN off for',
};

/**
 * What a person may ask the provider for, per kind of request (each costs the provider): a burst of
 * clears (a script, a held-down button) stops at 30 in 10 minutes, with a 429 saying when to retry.
 */
const allowances = {
  clear: { what: 'cache clears', max: 30, minutes: 10 },
  xdn: { what: 'CDN switches', max: 30, minutes: 10 },
} satisfies Record<string, Allowance>;

/**
 * Asks the provider, then keeps the request with its outcome (and the switch when it went through).
 * One request of a kind per vhost at a time, on every instance (a second is a 409 while the first
 * runs), and each person's requests are limited (`allowances`, a 429): spent only by a request that
 * is about to reach the provider.
 */
export async function cdnAction(ctx: AppContext, id: number, action: CdnAction, userId: number) {
  const vhost = await readVhost(ctx.db, id);
  const kind = action === 'clear' ? 'clear' : 'xdn';
  const busy =
    kind === 'clear'
      ? `The cache of ${vhost.displayDomain} is being cleared already; try again when it is done`
      : `The CDN of ${vhost.displayDomain} is being switched already; try again when it is done`;
  return oneAtATime(ctx, `hosting.cdn.${kind}:${id}`, busy, async () => {
    await spendAllowance(ctx, `hosting.cdn.${kind}`, userId, allowances[kind]);
    return callProvider(ctx, vhost, action, userId);
  });
}

async function callProvider(ctx: AppContext, vhost: CdnVhost, action: CdnAction, userId: number) {
  const { id } = vhost;
  const outcome = await cdnProvider(ctx)
    .request(action, { domain: vhost.domain, origin: vhost.origin })
    .then(
      (message) => ({ ok: true as const, message }),
      (error: unknown) => ({ ok: false as const, message: error instanceof Error ? error.message : String(error) }),
    );
  const result = await ctx.db.transaction(async (tx) => {
    const [request] = await tx
      .insert(hostingCdnRequests)
      .values({ vhostId: id, action, outcome: outcome.ok ? 'done' : 'failed', message: outcome.message, userId })
      .returning();
    if (outcome.ok) {
      const set = action === 'clear' ? { lastClearedAt: new Date() } : { xdn: action === 'xdn-on' };
      await tx.update(hostingCdnVhosts).set(set).where(eq(hostingCdnVhosts.id, id));
    }
    const after = await readVhost(tx, id);
    auditChange(tx, { entity: ENTITY, entityId: id, before: vhost, after: { ...after, request: toRequest(request!) } });
    return { vhost: after, request: toRequest(request!) };
  });
  if (!outcome.ok) {
    throw new AppError(
      'HOSTING_CDN_FAILED',
      `The CDN provider could not ${verbs[action]} ${vhost.displayDomain}: ${outcome.message}`,
    );
  }
  return result;
}

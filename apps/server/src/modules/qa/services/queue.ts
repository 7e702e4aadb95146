// The fair queue (docs/qa.md "The queue"): waiting conversations, oldest first. Opening it claims the
// next one for the caller with a lease (QUEUE_LEASE_MINUTES; the chat queue's settings may change its
// length, its order and the departments it takes: services/queue-settings.ts) — a claim, not a lock: the row is
// taken with FOR UPDATE SKIP LOCKED and stamped with the claimer, so two reviewers opening the queue
// at once never get the same conversation. A reviewer holds one claim per kind: taking the next lets
// the previous go; a review, a skip or the lease's end releases it.
import { DEFAULT_QUEUE_SETTINGS } from '@backoffice/contract/modules/qa';
import { and, asc, desc, eq, isNull, lt, ne, not, or, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import {
  anyOfIds,
  countCappedOnce,
  idsLiteral,
  inTransaction,
  type ListOrder,
  type ListQuery,
  placeholderFilters,
  preparedOnce,
  textsLiteral,
} from '../../../core/db/lists.js';
import { qaReviews } from '../schema/reviews.js';
import {
  type ConversationFilters,
  type ConversationRow,
  conversationPage,
  conversationWhere,
  detailOf,
  selectConversations,
  summariesOf,
  summaryColumns,
} from './conversations.js';
import { queueSettingsOf } from './queue-settings.js';
import { KINDS, type Kind } from './shared.js';

const UPCOMING = 10;

export async function openQueue(
  ctx: AppContext,
  user: { id: number },
  kind: Kind,
  query: ConversationFilters & { skip?: number[] | undefined },
  /** A conversation to claim first when it waits and no one else holds it (QC v1's `chat/last?id=`). */
  first?: number,
) {
  const k = KINDS[kind];
  const c = k.table;
  const db = ctx.db;
  // The chat queue follows its settings (services/queue-settings.ts); the ticket queue, the defaults.
  const settings = kind === 'chat' ? await queueSettingsOf(db) : DEFAULT_QUEUE_SETTINGS;
  // Every statement is built once per kind, order and set of filters present (`preparedOnce`): the filters'
  // values, the caller, the lease and the skipped ids are placeholders.
  const filters = placeholderFilters();
  const where = [
    ...conversationWhere(ctx, k, query, filters.bind),
    settings.departments.length
      ? sql`${c.department} = ANY(${filters.bind('departments', textsLiteral(settings.departments))}::text[])`
      : undefined,
  ];
  const { key: present, values: filterValues } = filters.done();
  const skip = query.skip ?? [];
  const notSkipped: SQL | undefined = skip.length ? not(anyOfIds(c.id, 'skip')) : undefined;
  const shape = `${kind}\u0000${settings.order}\u0000${present}\u0000${skip.length ? 'skip' : ''}`;
  const me = sql.placeholder('me');
  const values = {
    ...filterValues,
    me: user.id,
    lease: settings.leaseMinutes,
    skip: idsLiteral(skip),
    first: first ?? 0,
  };
  // The literal matches the partial indexes' predicate (schema/conversations.ts qa_*_queue_idx).
  const waiting = sql`${c.queueState} = 'waiting'`;
  const free = or(isNull(c.claimedUntil), sql`${c.claimedUntil} < now()`, eq(c.claimedBy, me));
  const order = settings.order === 'newest' ? [desc(k.at), desc(c.id)] : [asc(k.at), asc(c.id)];
  const lease = sql`now() + make_interval(mins => ${sql.placeholder('lease')})`;
  const claim = (name: string, build: () => { prepare(name: string): object }) =>
    preparedOnce(db, `qa.queue.${name}\u0000${shape}`, () => build().prepare('') as never) as {
      execute(values: Record<string, unknown>): Promise<{ id: number }[]>;
    };

  const claimed = await db.transaction(async (tx) => {
    const run = async (statement: ReturnType<typeof claim>) =>
      (await inTransaction(statement, tx).execute({ ...values }))[0];
    const asked =
      first === undefined
        ? undefined
        : await run(
            claim('asked', () =>
              db
                .update(c)
                .set({ claimedBy: sql`${me}`, claimedUntil: lease })
                .where(and(eq(c.id, sql.placeholder('first')), waiting, free))
                .returning({ id: c.id }),
            ),
          );
    // The claim the caller holds, when it still matches: opening the queue again keeps it.
    const held =
      asked ??
      (await run(
        claim('held', () =>
          db
            .update(c)
            .set({ claimedUntil: lease })
            .where(
              eq(
                c.id,
                db
                  .select({ id: c.id })
                  .from(c)
                  .where(and(waiting, eq(c.claimedBy, me), sql`${c.claimedUntil} >= now()`, notSkipped, ...where))
                  .orderBy(...order)
                  .limit(1),
              ),
            )
            .returning({ id: c.id }),
        ),
      ));
    let id = held?.id;
    if (id === undefined) {
      const taken = await run(
        claim('taken', () =>
          db
            .update(c)
            .set({ claimedBy: sql`${me}`, claimedUntil: lease })
            .where(
              eq(
                c.id,
                db
                  .select({ id: c.id })
                  .from(c)
                  .where(and(waiting, free, notSkipped, ...where))
                  .orderBy(...order)
                  .limit(1)
                  .for('update', { skipLocked: true }),
              ),
            )
            .returning({ id: c.id }),
        ),
      );
      id = taken?.id;
    }
    // One claim per reviewer: the others (a skipped one, one left by changing the filters) go back.
    await inTransaction(
      preparedOnce(db, `qa.queue.release\u0000${kind}`, () =>
        db
          .update(c)
          .set({ claimedBy: null, claimedUntil: null })
          .where(and(eq(c.claimedBy, me), waiting, ne(c.id, sql.placeholder('kept'))))
          .prepare(''),
      ),
      tx,
    ).execute({ me: user.id, kept: id ?? 0 });
    return id;
  });

  const unclaimed = or(isNull(c.claimedUntil), lt(c.claimedUntil, sql`now()`));
  const [next, count, upcoming, deferred] = await Promise.all([
    claimed === undefined ? null : detailOf(ctx, k, claimed),
    countCappedOnce(
      db,
      `qa.queue.waiting\u0000${kind}\u0000${present}`,
      () =>
        db
          .select({ one: sql`1` })
          .from(c)
          .where(and(waiting, ...where)),
      filterValues,
    ),
    preparedOnce(db, `qa.queue.upcoming\u0000${shape}`, () =>
      selectConversations(db, k, and(waiting, unclaimed, notSkipped, ...where, ne(c.id, sql.placeholder('claimed'))))
        .orderBy(...order)
        .limit(UPCOMING)
        .prepare(''),
    )
      .execute({ ...values, claimed: claimed ?? 0 })
      .then((rows) => summariesOf(db, k, rows)),
    preparedOnce(
      db,
      `qa.queue.deferred\u0000${kind}\u0000${settings.order}`,
      () =>
        db
          .select(summaryColumns(k))
          .from(qaReviews)
          .innerJoin(c, eq(c.id, k.reviewKey))
          // The literals match the partial index's predicate (schema/reviews.ts qa_reviews_deferred_idx).
          .where(
            and(
              eq(qaReviews.reviewerId, me),
              eq(qaReviews.kind, kind),
              sql`${qaReviews.reviewLater}`,
              isNull(qaReviews.deletedAt),
            ),
          )
          .orderBy(...order)
          .limit(50)
          .prepare(''),
      { keepPlan: true },
    )
      .execute({ me: user.id })
      .then((rows) => summariesOf(db, k, rows as ConversationRow[])),
  ]);
  return {
    next,
    claimedUntil: next?.claim?.until ?? null,
    waiting: count.total,
    waitingCapped: count.totalCapped,
    upcoming,
    deferred,
  } as never;
}

/**
 * The conversations the queue offers (waiting; for chats, from the departments its settings name) that
 * match the filters, a page in `order` (the queue's, oldest first, unless said), claiming none: QC v1's
 * lists of what waits for review.
 */
export async function waitingList<K extends string>(
  ctx: AppContext,
  kind: Kind,
  q: ListQuery<K> & ConversationFilters,
  order?: ListOrder<K>,
) {
  const k = KINDS[kind];
  const c = k.table;
  const settings = kind === 'chat' ? await queueSettingsOf(ctx.db) : DEFAULT_QUEUE_SETTINGS;
  // Built once per set of filters present (core/db/lists.ts `PreparedList`); their values are placeholders.
  const { bind, done } = placeholderFilters();
  const departments = settings.departments.length
    ? sql`${c.department} = ANY(${bind('departments', textsLiteral(settings.departments))}::text[])`
    : undefined;
  const where = and(sql`${c.queueState} = 'waiting'`, departments, ...conversationWhere(ctx, k, q, bind));
  const { key, values } = done();
  // One caller a kind (QC v1's chat and ticket lists), each with its one order: the kind names the statement.
  return conversationPage(ctx, k, q, where, order ?? { fallback: [asc(k.at)], tiebreak: c.id }, {
    key: `qa.waiting\u0000${kind}\u0000${key}`,
    values,
  });
}

/**
 * Takes the waiting conversations that started before `before` out of the queue (state `out`, their
 * claims let go; their reviews and comments stay), or with `dryRun` only counts them. The count is of
 * the same selection the change makes, in one transaction.
 */
export async function clearWaiting(ctx: AppContext, kind: Kind, before: string, dryRun: boolean) {
  const k = KINDS[kind];
  const c = k.table;
  const old = and(sql`${c.queueState} = 'waiting'`, lt(k.at, new Date(before)));
  if (dryRun) {
    const [row] = await ctx.db.select({ count: sql<number>`count(*)::int` }).from(c).where(old);
    return { cleared: row?.count ?? 0, isDryRun: true };
  }
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(c)
      .set({ queueState: 'out', claimedBy: null, claimedUntil: null })
      .where(old)
      .returning({ id: c.id });
    auditChange(tx, { entity: `qa-${kind}-queue`, after: { before, cleared: rows.length } });
    return { cleared: rows.length, isDryRun: false };
  });
}

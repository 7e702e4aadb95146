// The fair queue (docs/qa.md "The queue"): waiting conversations, oldest first. Opening it claims the
// next one for the caller with a lease (QUEUE_LEASE_MINUTES; the chat queue's settings may change its
// length, its order and the departments it takes: services/queue-settings.ts) — a claim, not a lock: the row is
// taken with FOR UPDATE SKIP LOCKED and stamped with the claimer, so two reviewers opening the queue
// at once never get the same conversation. A reviewer holds one claim per kind: taking the next lets
// the previous go; a review, a skip or the lease's end releases it.
import { DEFAULT_QUEUE_SETTINGS } from '@backoffice/contract/modules/qa';
import { and, asc, desc, eq, inArray, isNull, lt, ne, not, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { countCapped, inIds } from '../../../core/db/lists.js';
import { qaReviews } from '../schema/reviews.js';
import {
  type ConversationFilters,
  type ConversationRow,
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
) {
  const k = KINDS[kind];
  const c = k.table;
  // The chat queue follows its settings (services/queue-settings.ts); the ticket queue, the defaults.
  const settings = kind === 'chat' ? await queueSettingsOf(ctx.db) : DEFAULT_QUEUE_SETTINGS;
  const filters = [
    ...conversationWhere(ctx, k, query),
    settings.departments.length ? inArray(c.department, settings.departments) : undefined,
  ];
  const skip = query.skip ?? [];
  const notSkipped: SQL | undefined = skip.length ? not(inIds(c.id, skip)) : undefined;
  // The literal matches the partial indexes' predicate (schema/conversations.ts qa_*_queue_idx).
  const waiting = sql`${c.queueState} = 'waiting'`;
  const free = or(isNull(c.claimedUntil), sql`${c.claimedUntil} < now()`, eq(c.claimedBy, user.id));
  const order = settings.order === 'newest' ? [desc(k.at), desc(c.id)] : [asc(k.at), asc(c.id)];
  const lease = sql`now() + make_interval(mins => ${settings.leaseMinutes})`;

  const claimed = await ctx.db.transaction(async (tx) => {
    // The claim the caller holds, when it still matches: opening the queue again keeps it.
    const [held] = await tx
      .update(c)
      .set({ claimedUntil: lease })
      .where(
        eq(
          c.id,
          tx
            .select({ id: c.id })
            .from(c)
            .where(and(waiting, eq(c.claimedBy, user.id), sql`${c.claimedUntil} >= now()`, notSkipped, ...filters))
            .orderBy(...order)
            .limit(1),
        ),
      )
      .returning({ id: c.id });
    let id = held?.id;
    if (id === undefined) {
      const [taken] = await tx
        .update(c)
        .set({ claimedBy: user.id, claimedUntil: lease })
        .where(
          eq(
            c.id,
            tx
              .select({ id: c.id })
              .from(c)
              .where(and(waiting, free, notSkipped, ...filters))
              .orderBy(...order)
              .limit(1)
              .for('update', { skipLocked: true }),
          ),
        )
        .returning({ id: c.id });
      id = taken?.id;
    }
    // One claim per reviewer: the others (a skipped one, one left by changing the filters) go back.
    await tx
      .update(c)
      .set({ claimedBy: null, claimedUntil: null })
      .where(and(eq(c.claimedBy, user.id), waiting, id === undefined ? undefined : ne(c.id, id)));
    return id;
  });

  const unclaimed = or(isNull(c.claimedUntil), lt(c.claimedUntil, sql`now()`));
  const [next, count, upcoming, deferred] = await Promise.all([
    claimed === undefined ? null : detailOf(ctx, k, claimed),
    countCapped(
      ctx.db,
      ctx.db
        .select({ one: sql`1` })
        .from(c)
        .where(and(waiting, ...filters)),
    ),
    selectConversations(
      ctx.db,
      k,
      and(waiting, unclaimed, notSkipped, ...filters, claimed === undefined ? undefined : ne(c.id, claimed)),
    )
      .orderBy(...order)
      .limit(UPCOMING)
      .then((rows) => summariesOf(ctx.db, k, rows)),
    ctx.db
      .select(summaryColumns(k))
      .from(qaReviews)
      .innerJoin(c, eq(c.id, k.reviewKey))
      // The literals match the partial index's predicate (schema/reviews.ts qa_reviews_deferred_idx).
      .where(
        and(
          eq(qaReviews.reviewerId, user.id),
          eq(qaReviews.kind, kind),
          sql`${qaReviews.reviewLater}`,
          isNull(qaReviews.deletedAt),
        ),
      )
      .orderBy(...order)
      .limit(50)
      .then((rows) => summariesOf(ctx.db, k, rows as ConversationRow[])),
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

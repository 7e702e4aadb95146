// The fair queue (docs/qc.md "The queue"): waiting conversations, oldest first. Opening it claims the
// next one for the caller with a lease of QUEUE_LEASE_MINUTES — a claim, not a lock: the row is
// taken with FOR UPDATE SKIP LOCKED and stamped with the claimer, so two reviewers opening the queue
// at once never get the same conversation. A reviewer holds one claim per kind: taking the next lets
// the previous go; a review, a skip or the lease's end releases it.
import { QUEUE_LEASE_MINUTES } from '@backoffice/contract/modules/qa';
import { type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import { countCapped } from '../../../core/db/lists.js';
import {
  and,
  type ConversationFilters,
  conversationWhere,
  detailOf,
  idArray,
  KINDS,
  type Kind,
  raw,
  SUMMARY_COLUMNS,
  summariesOf,
} from './conversations.js';

const UPCOMING = 10;

export async function openQueue(
  ctx: AppContext,
  user: { id: number },
  kind: Kind,
  query: ConversationFilters & { skip?: number[] | undefined },
) {
  const k = KINDS[kind];
  const filters = conversationWhere(ctx, k, query);
  const skip = query.skip ?? [];
  const notSkipped: SQL = skip.length ? sql`NOT (c.id = ANY(${idArray(skip)}))` : sql`TRUE`;
  const free = sql`(c.claimed_until IS NULL OR c.claimed_until < now() OR c.claimed_by = ${user.id})`;
  const order = raw(`c.${k.at}, c.id`);
  const lease = sql`now() + make_interval(mins => ${QUEUE_LEASE_MINUTES})`;

  const claimed = await ctx.db.transaction(async (tx) => {
    // The claim the caller holds, when it still matches: opening the queue again keeps it.
    const { rows: held } = await tx.execute<{ id: number }>(
      sql`UPDATE ${raw(k.table)} c SET claimed_until = ${lease}
           WHERE c.id = (SELECT c.id FROM ${raw(k.table)} c
                          WHERE c.queue_state = 'waiting' AND c.claimed_by = ${user.id} AND c.claimed_until >= now()
                            AND ${notSkipped} AND ${and(filters)}
                          ORDER BY ${order} LIMIT 1)
       RETURNING c.id`,
    );
    let id = held[0]?.id;
    if (id === undefined) {
      const { rows } = await tx.execute<{ id: number }>(
        sql`UPDATE ${raw(k.table)} c SET claimed_by = ${user.id}, claimed_until = ${lease}
             WHERE c.id = (SELECT c.id FROM ${raw(k.table)} c
                            WHERE c.queue_state = 'waiting' AND ${free} AND ${notSkipped} AND ${and(filters)}
                            ORDER BY ${order} LIMIT 1 FOR UPDATE SKIP LOCKED)
         RETURNING c.id`,
      );
      id = rows[0]?.id;
    }
    // One claim per reviewer: the others (a skipped one, one left by changing the filters) go back.
    await tx.execute(
      sql`UPDATE ${raw(k.table)} SET claimed_by = NULL, claimed_until = NULL
           WHERE claimed_by = ${user.id} AND queue_state = 'waiting' ${id === undefined ? sql`` : sql`AND id <> ${id}`}`,
    );
    return id;
  });

  const waitingQuery = sql`SELECT 1 FROM ${raw(k.table)} c WHERE c.queue_state = 'waiting' AND ${and(filters)}`;
  const [next, count, upcoming, deferred] = await Promise.all([
    claimed === undefined ? null : detailOf(ctx, k, claimed),
    countCapped(ctx.db, waitingQuery),
    ctx.db
      .execute<{ id: number } & Record<string, unknown>>(
        sql`SELECT ${raw(SUMMARY_COLUMNS[kind])} FROM ${raw(k.table)} c
             WHERE c.queue_state = 'waiting' AND (c.claimed_until IS NULL OR c.claimed_until < now())
               AND ${notSkipped} AND ${and(filters)} ${claimed === undefined ? sql`` : sql`AND c.id <> ${claimed}`}
             ORDER BY ${order} LIMIT ${UPCOMING}`,
      )
      .then(({ rows }) => summariesOf(ctx.db, k, rows)),
    ctx.db
      .execute<{ id: number } & Record<string, unknown>>(
        sql`SELECT ${raw(SUMMARY_COLUMNS[kind])} FROM qa_reviews r JOIN ${raw(k.table)} c ON c.id = r.${raw(k.key)}
             WHERE r.reviewer_id = ${user.id} AND r.kind = ${kind} AND r.review_later AND r.deleted_at IS NULL
             ORDER BY ${order} LIMIT 50`,
      )
      .then(({ rows }) => summariesOf(ctx.db, k, rows)),
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

// The filters of the statistics (docs/qa.md "Statistics") on both sources: as conditions on the
// reviews statistics count (statistics-source.ts) and on the rollups' buckets (statistics-rollup.ts),
// and which filters the rollups can answer.
import type { StatisticsQuery } from '@backoffice/contract/modules/qa';
import { and, eq, exists, or, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { AppContext } from '../../../core/context.js';
import { type Bind, inIds, inline } from '../../../core/db/lists.js';
import { qaChats, qaTickets } from '../schema/conversations.js';
import { qaReviewAgents, qaReviews, qaReviewTags } from '../schema/reviews.js';
import type {
  qaStatsAgentCriteria,
  qaStatsAgents,
  qaStatsAgentTags,
  qaStatsCriteria,
  qaStatsReviews,
  qaStatsTags,
} from '../schema/statistics.js';
import { countsInStatistics, shiftOf } from './statistics-source.js';

export const round1 = (v: unknown) => (v == null ? null : Math.round(Number(v) * 10) / 10);

/** The reviews the filters pick, as conditions on qaReviews (and qaReviewAgents, for an agent: `picked`). */
export function reviewWhere(ctx: AppContext, q: StatisticsQuery): SQL {
  const tz = ctx.config.timeZone;
  const db = ctx.db;
  const where: SQL[] = [countsInStatistics];
  if (q.kind) where.push(eq(qaReviews.kind, q.kind));
  if (q.from) where.push(sql`${qaReviews.conversationAt} >= (${q.from}::date)::timestamp AT TIME ZONE ${tz}`);
  if (q.to) where.push(sql`${qaReviews.conversationAt} < ((${q.to}::date + 1)::timestamp AT TIME ZONE ${tz})`);
  if (q.reviewerId !== undefined) where.push(eq(qaReviews.reviewerId, q.reviewerId));
  // An agent's reviews are found from the agent (`picked`), not by testing every review.
  if (q.agentId !== undefined) where.push(eq(qaReviewAgents.userId, q.agentId));
  if (q.department) {
    const one = sql`1`;
    where.push(
      or(
        exists(
          db
            .select({ one })
            .from(qaChats)
            .where(and(eq(qaChats.id, qaReviews.chatId), eq(qaChats.department, q.department))),
        ),
        exists(
          db
            .select({ one })
            .from(qaTickets)
            .where(and(eq(qaTickets.id, qaReviews.ticketId), eq(qaTickets.department, q.department))),
        ),
      )!,
    );
  }
  if (q.tags?.length) {
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(qaReviewTags)
          .where(and(eq(qaReviewTags.reviewId, qaReviews.id), inIds(qaReviewTags.tagId, q.tags))),
      ),
    );
  }
  if (q.shift) where.push(sql`${shiftOf(tz)} = ${q.shift}`);
  return and(...where)!;
}

/**
 * The reviews to aggregate, with these fields: all of them, or one agent's through `qa_review_agents
 * (user_id, review_id)` (the planner starts from the agent's index, whatever the order of the join).
 */
export function reviewsFrom<F extends SelectedFields>(ctx: AppContext, q: StatisticsQuery, fields: F) {
  const query = ctx.db.select(fields).from(qaReviews).$dynamic();
  return q.agentId === undefined ? query : query.innerJoin(qaReviewAgents, eq(qaReviewAgents.reviewId, qaReviews.id));
}

/** The reviews the filters pick, as the CTE `r` every aggregation over the reviews reads. */
export const picked = (ctx: AppContext, q: StatisticsQuery) =>
  ctx.db.$with('r').as(
    reviewsFrom(ctx, q, {
      id: qaReviews.id,
      score: qaReviews.score,
      criticalFails: qaReviews.criticalFails,
      reviewerId: qaReviews.reviewerId,
      conversationAt: qaReviews.conversationAt,
    }).where(reviewWhere(ctx, q)),
  );

/** The rollups answer filters of kind, period, reviewer and shift; agent, department and tags read the reviews. */
export const rollupServes = (q: StatisticsQuery) => q.agentId === undefined && !q.department && !q.tags?.length;

/**
 * Sums per person (the agent and reviewer tables, a shift team's members) from the rollups: the agent
 * rollups sum every reviewer, so a reviewer filter reads the reviews.
 */
export const personSumsFromRollups = (q: StatisticsQuery, source: Source) =>
  source === 'auto' && rollupServes(q) && q.reviewerId === undefined;

/**
 * One agent's statistics with filters of kind, period and shift: the agent rollups (by agent, every
 * reviewer together; a reviewer, department or tags filter reads the reviews).
 */
export const agentRollupServes = (q: StatisticsQuery) =>
  q.agentId !== undefined && q.reviewerId === undefined && !q.department && !q.tags?.length;

type Rollup =
  | typeof qaStatsReviews
  | typeof qaStatsCriteria
  | typeof qaStatsTags
  | typeof qaStatsAgents
  | typeof qaStatsAgentCriteria
  | typeof qaStatsAgentTags;

/**
 * Conditions on a rollup's rows (`reviewer`: the rollup is by reviewer, and the filter names one; an agent
 * rollup is narrowed to the agent named).
 */
export function bucketWhere(s: Rollup, q: StatisticsQuery, reviewer: boolean, bind: Bind = inline): SQL | undefined {
  const where: SQL[] = [];
  if (q.agentId !== undefined && 'agentId' in s) where.push(eq(s.agentId, bind('agentId', q.agentId)));
  if (q.kind) where.push(eq(s.kind, bind('kind', q.kind)));
  if (q.from) where.push(sql`${s.day} >= ${bind('from', q.from)}::date`);
  if (q.to) where.push(sql`${s.day} <= ${bind('to', q.to)}::date`);
  if (q.shift) where.push(eq(s.shift, bind('shift', q.shift)));
  if (reviewer && q.reviewerId !== undefined && 'reviewerId' in s) {
    where.push(eq(s.reviewerId, bind('reviewerId', q.reviewerId)));
  }
  return and(...where);
}

export type Source = 'auto' | 'reviews';

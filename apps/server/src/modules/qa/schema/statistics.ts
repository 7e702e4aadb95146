// Statistics rollups, kept in the transaction of every change (services/statistics-rollup.ts).
// Per company day, kind, reviewer (or agent) and shift: what statistics-source.ts counts, summed.
import { date, doublePrecision, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

const bucket = {
  day: date('day').notNull(),
  kind: text('kind').notNull(),
  /** day | night (spec §5's hours). */
  shift: text('shift').notNull(),
};

export const qaStatsReviews = pgTable(
  'qa_stats_reviews',
  {
    ...bucket,
    reviewerId: integer('reviewer_id').notNull(),
    reviews: integer('reviews').notNull(),
    scoreSum: doublePrecision('score_sum').notNull(),
    criticalFails: integer('critical_fails').notNull(),
    failed: integer('failed').notNull(),
    feedbacks: integer('feedbacks').notNull(),
    disputes: integer('disputes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.reviewerId, t.shift] })],
);

export const qaStatsCriteria = pgTable(
  'qa_stats_criteria',
  {
    ...bucket,
    reviewerId: integer('reviewer_id').notNull(),
    scoreTypeId: integer('score_type_id').notNull(),
    graded: integer('graded').notNull(),
    valueSum: integer('value_sum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.reviewerId, t.shift, t.scoreTypeId] })],
);

export const qaStatsTags = pgTable(
  'qa_stats_tags',
  {
    ...bucket,
    reviewerId: integer('reviewer_id').notNull(),
    tagId: integer('tag_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.reviewerId, t.shift, t.tagId] })],
);

export const qaStatsAgents = pgTable(
  'qa_stats_agents',
  {
    ...bucket,
    agentId: integer('agent_id').notNull(),
    reviews: integer('reviews').notNull(),
    scoreSum: doublePrecision('score_sum').notNull(),
    criticalFails: integer('critical_fails').notNull(),
    feedbacks: integer('feedbacks').notNull(),
    disputes: integer('disputes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.day, t.kind, t.agentId, t.shift] })],
);

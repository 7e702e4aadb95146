// Statistics rollups, kept in the transaction of every change (services/statistics-rollup.ts).
// Per company day, kind, reviewer (or agent) and shift: what statistics-source.ts counts, summed.
import { date, doublePrecision, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { dataVersionTable } from '../../../core/kept-answers.js';

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
    /** The agent's feedbacks on these reviews (the agent table counts them). */
    feedbacks: integer('feedbacks').notNull(),
    disputes: integer('disputes').notNull(),
    /** What one agent's statistics count (as over the reviews): reviews failed, every feedback on them. */
    failed: integer('failed').notNull().default(0),
    reviewFeedbacks: integer('review_feedbacks').notNull().default(0),
    reviewDisputes: integer('review_disputes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.kind, t.agentId, t.shift] }),
    // One agent's statistics (and the dossiers' averages) read their rows only.
    index('qa_stats_agents_agent_idx').on(t.agentId, t.day),
  ],
);

/** Per agent, as qa_stats_criteria per reviewer: one agent's statistics read no review. */
export const qaStatsAgentCriteria = pgTable(
  'qa_stats_agent_criteria',
  {
    ...bucket,
    agentId: integer('agent_id').notNull(),
    scoreTypeId: integer('score_type_id').notNull(),
    graded: integer('graded').notNull(),
    valueSum: integer('value_sum').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day, t.kind, t.shift, t.scoreTypeId] })],
);

export const qaStatsAgentTags = pgTable(
  'qa_stats_agent_tags',
  {
    ...bucket,
    agentId: integer('agent_id').notNull(),
    tagId: integer('tag_id').notNull(),
    count: integer('count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.agentId, t.day, t.kind, t.shift, t.tagId] })],
);

/**
 * The statistics' data version (core/kept-answers.ts): raised by statement triggers on every rollup and on
 * the score types and tags the statistics name (migration 0037), so answers read from the rollups are kept
 * per filters while it holds (services/statistics.ts).
 */
export const qaStatisticsVersion = dataVersionTable('qa_statistics_version');

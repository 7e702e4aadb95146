// Statistics (spec §5 statistic filters, §7 "Statistics"): what the reviews add up to — counted from
// live, finished reviews sent to statistics only (a deleted, deferred or sendStats-off review counts
// nowhere). A review counts for each of its agents. Only the filters sent apply (the web sends the
// non-empty ones).
import { z } from 'zod';
import { endpoint, recordId, scopes } from '../../http.js';
import { dateString } from '../../rules/dates.js';

/** Spec §5's shift hours: a conversation from 07:00 to 22:59 (company time) is a day one, else a night one. */
export const SHIFTS = ['day', 'night'] as const;

const queryIds = z.preprocess(
  (v) => (v === undefined || Array.isArray(v) ? v : [v]),
  z.array(recordId).max(20, 'must name at most 20'),
);

export const statisticsQuery = z.object({
  kind: z.enum(['chat', 'ticket']).optional(),
  from: dateString.optional(),
  to: dateString.optional(),
  reviewerId: recordId.optional(),
  agentId: recordId.optional(),
  department: z.string().trim().max(200).optional(),
  tags: queryIds.optional(),
  shift: z.enum(SHIFTS).optional(),
});
export type StatisticsQuery = z.output<typeof statisticsQuery>;

const score = z.number().nullable();

export const statistics = z.object({
  reviews: z.number().int(),
  /** The mean of the reviews' weighted scores, one decimal; null without reviews. */
  averageScore: score,
  criticalFails: z.number().int(),
  /** Reviews with at least one critical fail. */
  failedReviews: z.number().int(),
  criteria: z.array(
    z.object({ scoreTypeId: z.number().int(), name: z.string(), graded: z.number().int(), average: score }),
  ),
  tags: z.array(z.object({ tagId: z.number().int(), name: z.string(), color: z.string(), count: z.number().int() })),
  feedbacks: z.number().int(),
  disputes: z.number().int(),
  /** Feedbacks per review, disputes per feedback (0–1); null when there is nothing to divide. */
  feedbackRate: score,
  disputeRate: score,
  /** By ISO week (its Monday), oldest first. */
  trend: z.array(z.object({ week: z.string(), reviews: z.number().int(), averageScore: score })),
  /** By the shift the conversation happened in. */
  shifts: z.array(z.object({ shift: z.enum(SHIFTS), reviews: z.number().int(), averageScore: score })),
  /**
   * By the shift team of the agents (the shift calendar's teams; empty without it): a team adds up its
   * members' figures of the agent table (a review of two members counts twice).
   */
  teams: z.array(
    z.object({ teamId: z.number().int(), name: z.string(), reviews: z.number().int(), averageScore: score }),
  ),
});
export type Statistics = z.infer<typeof statistics>;

const personRow = z.object({
  id: z.number().int(),
  name: z.string(),
  reviews: z.number().int(),
  averageScore: score,
  criticalFails: z.number().int(),
  feedbacks: z.number().int(),
  disputes: z.number().int(),
});
export type PersonStatistics = z.infer<typeof personRow>;

export const overallStatistics = endpoint({
  name: 'qa.overallStatistics',
  method: 'GET',
  path: '/qa-statistics-v2/statistics/overall',
  access: scopes('qa:statistic:read'),
  summary:
    'Review statistics over the filters sent: scores, criteria, critical fails, tags, feedback and dispute rates, weekly trend, day and night shifts',
  query: statisticsQuery,
  reply: statistics,
});

export const usersStatistics = endpoint({
  name: 'qa.usersStatistics',
  method: 'GET',
  path: '/qa-statistics-v2/statistics/users',
  access: scopes('qa:statistic:read'),
  summary: 'The agent and reviewer tables over the filters sent',
  query: statisticsQuery,
  reply: z.object({ agents: z.array(personRow), reviewers: z.array(personRow) }),
});

export const userStatistics = endpoint({
  name: 'qa.userStatistics',
  method: 'GET',
  path: '/qa-statistics-v2/statistics/users/{userId}',
  access: scopes('qa:statistic:read'),
  record: 'any',
  summary: 'One agent’s statistics (the reviews of their conversations) over the filters sent',
  params: z.object({ userId: recordId }),
  query: statisticsQuery.omit({ agentId: true }),
  reply: statistics.extend({ user: z.object({ id: z.number().int(), name: z.string() }) }),
});

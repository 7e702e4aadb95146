// A reviewer's day (issue 26 item 10): how many reviews a day the QC managers expect, and how many the
// caller finished today in the company's time zone, counted toward it on the review queue.
import { z } from 'zod';
import { endpoint, scopes } from '../../http.js';
import { dateString } from '../../rules/dates.js';

/** The goal until a QC manager sets one. */
export const DEFAULT_DAILY_GOAL = 20;

export const dailyGoalBody = z
  .object({
    goal: z
      .number({ message: 'must be a whole number' })
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(1000, 'must be at most 1000'),
  })
  .meta({ examples: [{ goal: 20 }] });
export type DailyGoalBody = z.output<typeof dailyGoalBody>;

export const dailyGoal = z.object({ goal: z.number().int() });

export const reviewProgress = z.object({
  /** Today in the company's time zone. */
  day: dateString,
  goal: z.number().int(),
  /** The caller's finished, live reviews (chats and tickets) made today: deferred and deleted ones do not count. */
  reviewed: z.number().int(),
});
export type ReviewProgress = z.infer<typeof reviewProgress>;

export const getReviewProgress = endpoint({
  name: 'qa.getReviewProgress',
  method: 'GET',
  path: '/qa-controller-v2/reviews/today',
  // Only the caller's own count and the goal: anyone signed in may ask (one who reviews nothing has 0).
  access: 'signedIn',
  summary: 'The caller’s finished reviews today (company time) and the daily goal',
  reply: reviewProgress,
});

export const setDailyGoal = endpoint({
  name: 'qa.setDailyGoal',
  method: 'PUT',
  path: '/qa-controller-v2/settings/daily-goal',
  access: scopes('qa:manager'),
  summary: 'Set how many reviews a day a reviewer aims for (shown on the review queue)',
  body: dailyGoalBody,
  reply: dailyGoal,
});

// The app's schedules (docs/architecture.md "Schedules"): core's own jobs, scheduled with every
// module's by startSchedules, and what the "Scheduled jobs" screen and the modules read of them.
import cronstrue from 'cronstrue';
import type { AppContext } from '../context.js';
import { SWEEP_GRACE_MS, sweepFiles } from '../files/sweep.js';
import type { Job } from '../module.js';
import { KEEP_DAYS, KEEP_RUNS } from './runs.js';
import { Schedules } from './schedules.js';

/** Core's own scheduled work, declared as modules declare theirs. */
export const coreJobs: readonly Job[] = [
  {
    name: 'analyze',
    description: 'Refreshes the query planner statistics (and vacuums the embedded database).',
    cron: '15 */6 * * *',
    async run(ctx) {
      // PGlite never vacuums on its own: without VACUUM the visibility map stays empty and counts
      // cannot use index-only scans (docs/performance.md).
      if (ctx.engine === 'pglite') await ctx.pool.query('VACUUM ANALYZE');
    },
  },
  {
    name: 'prune-sessions',
    description: 'Deletes ended sessions and sign-in failures older than a day.',
    cron: '5 * * * *',
    async run(ctx) {
      await ctx.sessions.prune();
      await ctx.pool.query("DELETE FROM login_failures WHERE at < now() - interval '1 day'");
    },
  },
  {
    name: 'sweep-files',
    description: `Deletes stored files no record references (${SWEEP_GRACE_MS / 3_600_000} hours after upload) and stored bytes without a row.`,
    cron: '50 3 * * *',
    async run(ctx) {
      await sweepFiles(ctx);
    },
  },
  {
    name: 'prune-job-runs',
    description: `Keeps the last ${KEEP_RUNS} runs of each scheduled job, none older than ${KEEP_DAYS} days but the latest.`,
    cron: '40 4 * * *',
    async run(ctx) {
      await schedulesOf(ctx).prune();
    },
  },
];

const registry = new WeakMap<AppContext, Schedules>();

/** The app's schedules (every job of core and the modules), for the "Scheduled jobs" screen. */
export function schedulesOf(ctx: AppContext): Schedules {
  const schedules = registry.get(ctx);
  if (!schedules) throw new Error('The schedules of this app were not set up (startSchedules)');
  return schedules;
}

/**
 * Sets up the app's schedules; with `timers` (config.jobs, off in tests) they also run on their
 * own. Returns the stop function (waits briefly for the runs going on, so their end is recorded).
 */
export function startSchedules(ctx: AppContext, jobs: readonly Job[], options: { timers: boolean }) {
  const schedules = new Schedules(ctx, jobs);
  registry.set(ctx, schedules);
  if (options.timers) schedules.start();
  return () => schedules.stop();
}

/** The cron expression in words ("At 03:00, Monday through Friday"). */
export function describeCron(expression: string): string {
  try {
    return cronstrue.toString(expression, { use24HourTimeFormat: true });
  } catch {
    return expression;
  }
}

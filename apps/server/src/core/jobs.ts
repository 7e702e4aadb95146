import type { AppContext } from './context.js';
import type { Job } from './module.js';

const HOUR = 60 * 60 * 1000;

/** Core's own scheduled work, declared as modules declare theirs. */
export const coreJobs: readonly Job[] = [
  {
    name: 'analyze',
    every: 6 * HOUR,
    async run(ctx) {
      // PGlite never vacuums on its own: without VACUUM the visibility map stays empty and counts
      // cannot use index-only scans (docs/performance.md).
      if (ctx.engine === 'pglite') await ctx.pool.query('VACUUM ANALYZE');
    },
  },
  {
    name: 'prune-sessions',
    every: HOUR,
    async run(ctx) {
      await ctx.sessions.prune();
      await ctx.pool.query("DELETE FROM login_failures WHERE at < now() - interval '1 day'");
    },
  },
];

/**
 * The advisory lock space of jobs (the two-key form: the first key is this constant, the second the
 * job's `hashtext(name)`), apart from the sign-in limit's spaces and the migration lock.
 */
export const JOB_LOCK_SPACE = 0x10b5;

/**
 * In-process scheduled work. Each run takes a PostgreSQL advisory lock keyed by the job's name, so
 * with several instances one of them does it; a run still going when the next is due is skipped.
 * Refuses (throws) two jobs of one name: they would share a lock.
 */
export function startJobs(ctx: AppContext, jobs: readonly Job[]): () => void {
  const seen = new Set<string>();
  for (const job of jobs) {
    if (!job.name) throw new Error('A job needs a name (its lock key is derived from it)');
    if (seen.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
    if (!(Number.isInteger(job.every) && job.every > 0))
      throw new Error(`Job ${job.name}: every must be a whole number of ms`);
    seen.add(job.name);
  }
  const timers = jobs.map((job) => schedule(ctx, job));
  return () => {
    for (const t of timers) clearInterval(t);
  };
}

/** One run of a job under its lock; false when another instance holds the lock. Exported for tests. */
export async function runJobOnce(ctx: AppContext, job: Job): Promise<boolean> {
  // The embedded database serves one instance over one connection: nothing to coordinate.
  if (ctx.engine === 'pglite') {
    await job.run(ctx);
    return true;
  }
  const client = await ctx.pool.connect();
  try {
    const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1, hashtext($2)) AS ok', [
      JOB_LOCK_SPACE,
      job.name,
    ]);
    if (!rows[0]!.ok) return false;
    try {
      await job.run(ctx);
      return true;
    } finally {
      await client.query('SELECT pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_SPACE, job.name]);
    }
  } finally {
    client.release();
  }
}

function schedule(ctx: AppContext, job: Job): NodeJS.Timeout {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    runJobOnce(ctx, job)
      .catch((err) => ctx.log.warn({ err, job: job.name }, 'scheduled job failed'))
      .finally(() => {
        running = false;
      });
  }, job.every);
  timer.unref();
  return timer;
}

import type { AppContext } from './context.js';

const HOUR = 60 * 60 * 1000;

/**
 * In-process scheduled work. Each run takes a PostgreSQL advisory lock, so with several instances
 * one of them does it. PGlite runs no autovacuum: VACUUM ANALYZE keeps its statistics and visibility map fresh.
 */
export function startJobs(ctx: AppContext): () => void {
  const timers = [
    every(6 * HOUR, 'analyze', ctx, async () => {
      // PGlite never vacuums on its own: without VACUUM the visibility map stays empty and counts
      // cannot use index-only scans (docs/performance.md).
      if (ctx.engine === 'pglite') await ctx.pool.query('VACUUM ANALYZE');
    }),
    every(HOUR, 'prune-sessions', ctx, async () => {
      await ctx.sessions.prune();
      await ctx.pool.query("DELETE FROM login_failures WHERE at < now() - interval '1 day'");
    }),
  ];
  return () => {
    for (const t of timers) clearInterval(t);
  };
}

const lockIds: Record<string, number> = { analyze: 727101, 'prune-sessions': 727102 };

function every(ms: number, name: string, ctx: AppContext, work: () => Promise<void>): NodeJS.Timeout {
  const run = async () => {
    // The embedded database serves one instance over one connection: nothing to coordinate.
    if (ctx.engine === 'pglite') return work();
    const client = await ctx.pool.connect();
    try {
      const { rows } = await client.query<{ ok: boolean }>('SELECT pg_try_advisory_lock($1) AS ok', [lockIds[name]]);
      if (!rows[0]!.ok) return;
      try {
        await work();
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [lockIds[name]]);
      }
    } finally {
      client.release();
    }
  };
  const timer = setInterval(() => {
    run().catch((err) => ctx.log.warn({ err, job: name }, 'scheduled job failed'));
  }, ms);
  timer.unref();
  return timer;
}

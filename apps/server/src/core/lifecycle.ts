// An instance's readiness (GET /api/ready) and its graceful stop on SIGTERM (docs/deployment.md).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from './context.js';
import { migrationsFolder } from './db/database.js';
import { errorBody } from './errors.js';

/** The migrations this release carries: the database must have at least these applied. */
const releaseMigrations = (
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
).entries.length;

/** Probes that keep answering while the instance drains: the balancer and the monitoring read them. */
const probes = new Set(['/api/ready', '/api/health', '/metrics']);
const idempotent = new Set(['GET', 'HEAD', 'OPTIONS']);

export interface Readiness {
  status: 'ready' | 'not-ready' | 'stopping';
  database: 'up' | 'down';
  migrations: 'applied' | 'pending' | 'unknown';
  redis: 'subscribed' | 'down' | 'not-configured';
}

export interface Lifecycle {
  readonly draining: boolean;
  readiness(): Promise<Readiness>;
  /**
   * The instance is stopping: /api/ready answers 503, new sockets are refused and the connected ones
   * told to reconnect elsewhere, and a request that may be sent again (GET, HEAD) gets a 503 before
   * anything runs, which the balancer retries on another instance (and takes as this one failing).
   * Changes (POST, PUT, PATCH, DELETE) are still served: a balancer does not resend them.
   */
  startDraining(): void;
  /** Resolves once no request has arrived for `quietMs`, or after `maxMs` at the latest. */
  quiet(quietMs: number, maxMs: number): Promise<void>;
}

export function registerLifecycle(app: FastifyInstance, ctx: AppContext): Lifecycle {
  let draining = false;
  let lastArrival = Date.now();

  // While draining, every reply ends its connection: a client (or the balancer) comes back on a new
  // one, which the closed listener refuses and the balancer sends elsewhere; and no kept-alive
  // connection holds the close up after its last reply.
  app.addHook('onSend', async (_request, reply, payload) => {
    if (draining) reply.header('connection', 'close');
    return payload;
  });
  app.addHook('onRequest', async (request, reply) => {
    lastArrival = Date.now();
    if (!draining || !idempotent.has(request.method) || probes.has(request.url.split('?')[0]!)) return;
    return reply.status(503).send(errorBody(503, 'SHUTTING_DOWN', 'This instance is stopping: send the request again'));
  });

  async function readiness(): Promise<Readiness> {
    const applied = await ctx.pool
      .query<{ n: number }>('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')
      .then(({ rows }) => rows[0]!.n)
      .catch(() => null);
    const database = applied === null ? 'down' : 'up';
    const migrations = applied === null ? 'unknown' : applied >= releaseMigrations ? 'applied' : 'pending';
    const redis = !ctx.config.redisUrl
      ? 'not-configured'
      : ctx.bus.subscribed() && ctx.realtime.subscribed()
        ? 'subscribed'
        : 'down';
    const ok = database === 'up' && migrations === 'applied' && redis !== 'down';
    return { status: draining ? 'stopping' : ok ? 'ready' : 'not-ready', database, migrations, redis };
  }

  // Readiness, apart from liveness (/api/health): may this instance be sent traffic now?
  app.get('/api/ready', { schema: { hide: true } }, async (_request, reply) => {
    const state = await readiness();
    return reply.status(state.status === 'ready' ? 200 : 503).send(state);
  });

  return {
    get draining() {
      return draining;
    },
    readiness,
    startDraining() {
      draining = true;
      ctx.realtime.handOff();
    },
    quiet(quietMs, maxMs) {
      const until = Date.now() + maxMs;
      return new Promise((resolve) => {
        const check = () => {
          const now = Date.now();
          if (now - lastArrival >= quietMs || now >= until) return resolve();
          setTimeout(check, Math.min(quietMs - (now - lastArrival), until - now)).unref();
        };
        check();
      });
    },
  };
}

/**
 * The graceful stop (main.ts, on SIGTERM): drain, wait until the balancer sends nothing more (at most
 * a third of the grace), then close — no new connection, requests in flight finished, jobs stopped and
 * their leases released, database closed — within `graceMs` in all. True when all of it finished in time.
 */
export async function stopGracefully(app: FastifyInstance, lifecycle: Lifecycle, graceMs: number): Promise<boolean> {
  const deadline = Date.now() + graceMs;
  lifecycle.startDraining();
  await lifecycle.quiet(500, Math.min(5_000, graceMs / 3));
  let timer: NodeJS.Timeout | undefined;
  // A connection kept alive after its reply, or opened just before the listener closed, is let go as
  // soon as it is idle.
  const idle = setInterval(() => app.server.closeIdleConnections(), 100);
  const closed = await Promise.race([
    app.close().then(
      () => true,
      (err: unknown) => {
        app.log.error({ err }, 'closing failed');
        return false;
      },
    ),
    new Promise<false>((resolve) => {
      timer = setTimeout(() => resolve(false), Math.max(0, deadline - Date.now()));
    }),
  ]);
  clearTimeout(timer);
  clearInterval(idle);
  return closed;
}

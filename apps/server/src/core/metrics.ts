// Prometheus metrics of one instance (docs/deployment.md "Metrics"): requests per route name, the
// database pool, scheduled job runs, sockets, sign-in failures, and Node's own (event-loop lag, heap).
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { AppContext } from './context.js';
import { observeConnectionWaits } from './db/database.js';
import { errorBody } from './errors.js';

export interface Metrics {
  readonly registry: Registry;
  /** A scheduled run ended (core/schedules/runs.ts); `job` is the job's name, never a record's key. */
  jobRun(job: string, outcome: 'succeeded' | 'failed'): void;
}

const byContext = new WeakMap<AppContext, Metrics>();

/** The metrics of the app `ctx` belongs to (undefined before `registerMetrics`). */
export function metricsOf(ctx: AppContext): Metrics | undefined {
  return byContext.get(ctx);
}

/**
 * What a request is counted and logged under: the contract endpoint's name (`tracker.listReports`),
 * else the registered route's pattern (`/api/ready`, a static file), else `web-app` (the history
 * fallback) or `not-found`. Never the raw URL: ids and searches would make a label per request.
 */
export function routeName(request: FastifyRequest, reply: FastifyReply): string {
  const operationId = (request.routeOptions.schema as { operationId?: unknown } | undefined)?.operationId;
  if (typeof operationId === 'string') return operationId;
  const url = request.routeOptions.url;
  if (url) return url.startsWith('/api/') || url === '/metrics' ? url : 'static';
  return reply.statusCode === 404 ? 'not-found' : 'web-app';
}

const sha256 = (value: string) => createHash('sha256').update(value).digest();

/**
 * Counts every request and serves `GET /metrics` on the main listener to the bearer of
 * METRICS_TOKEN (without it: 404). Node's default metrics are collected only when served.
 */
export function registerMetrics(app: FastifyInstance, ctx: AppContext): Metrics {
  const registry = new Registry();
  const prefix = 'backoffice_';
  const requests = new Counter({
    name: `${prefix}http_requests_total`,
    help: 'Requests answered, by route name, method and status code',
    labelNames: ['route', 'method', 'status'] as const,
    registers: [registry],
  });
  const errors = new Counter({
    name: `${prefix}http_request_errors_total`,
    help: 'Requests answered with a 5xx status, by route name',
    labelNames: ['route'] as const,
    registers: [registry],
  });
  const duration = new Histogram({
    name: `${prefix}http_request_duration_seconds`,
    help: 'Time from the request to its reply, by route name',
    labelNames: ['route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const signInFailures = new Counter({
    name: `${prefix}sign_in_failures_total`,
    help: 'Refused sign-ins: wrong credentials (invalid) or the attempts limit hit (limited)',
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const jobRuns = new Counter({
    name: `${prefix}job_runs_total`,
    help: 'Scheduled job runs ended on this instance, by job and outcome',
    labelNames: ['job', 'outcome'] as const,
    registers: [registry],
  });
  const pool = ctx.pool as unknown as Partial<Record<'totalCount' | 'idleCount' | 'waitingCount', number>>;
  new Gauge({
    name: `${prefix}db_pool_connections`,
    help: 'Database pool connections: open (total), idle, and requests waiting for one (waiting)',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      this.set({ state: 'total' }, pool.totalCount ?? 0);
      this.set({ state: 'idle' }, pool.idleCount ?? 0);
      this.set({ state: 'waiting' }, pool.waitingCount ?? 0);
    },
  });
  const poolWait = new Histogram({
    name: `${prefix}db_pool_wait_seconds`,
    help: 'Time a query or transaction waited for a database pool connection (busy pool, or a new connection opening)',
    buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const stopObserving = observeConnectionWaits(ctx.pool, (seconds) => poolWait.observe(seconds));
  app.addHook('onClose', async () => stopObserving());
  new Gauge({
    name: `${prefix}socket_connections`,
    help: 'Realtime sockets connected to this instance',
    registers: [registry],
    collect() {
      this.set(ctx.realtime.connections());
    },
  });
  if (ctx.config.metricsToken) collectDefaultMetrics({ register: registry, prefix });

  app.addHook('onResponse', async (request, reply) => {
    const route = routeName(request, reply);
    const status = reply.statusCode;
    requests.inc({ route, method: request.method, status });
    if (status >= 500) errors.inc({ route });
    duration.observe({ route }, reply.elapsedTime / 1000);
    if (request.failureCode === 'INVALID_CREDENTIALS') signInFailures.inc({ reason: 'invalid' });
    else if (request.failureCode === 'RATE_LIMITED') signInFailures.inc({ reason: 'limited' });
  });

  const token = ctx.config.metricsToken ? sha256(ctx.config.metricsToken) : undefined;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!token) return reply.status(404).send(errorBody(404, 'ROUTE_NOT_FOUND', 'Route GET /metrics not found'));
    const header = request.headers.authorization ?? '';
    const given = header.toLowerCase().startsWith('bearer ') ? header.slice(7) : '';
    if (!timingSafeEqual(sha256(given), token)) {
      return reply
        .status(401)
        .send(errorBody(401, 'TOKEN_INVALID', 'GET /metrics takes the METRICS_TOKEN as a bearer token'));
    }
    reply.header('cache-control', 'no-store').type(registry.contentType);
    return registry.metrics();
  });

  const metrics: Metrics = {
    registry,
    jobRun: (job, outcome) => jobRuns.inc({ job, outcome }),
  };
  byContext.set(ctx, metrics);
  return metrics;
}

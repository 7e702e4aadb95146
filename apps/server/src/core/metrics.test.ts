// GET /metrics (Prometheus text) behind METRICS_TOKEN, labelled by the contract's endpoint names.
import * as administration from '@backoffice/contract/modules/administration';
import * as auth from '@backoffice/contract/modules/auth';
import { health } from '@backoffice/contract/modules/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/helpers.js';
import { schedulesOf } from './schedules/app-schedules.js';

const token = 'metrics-token-metrics-token-0123';

describe('metrics behind METRICS_TOKEN', () => {
  let t: TestApp;
  let admin: TestUser;
  const scrape = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    return res.body;
  };

  beforeAll(async () => {
    t = await createTestApp({ config: { metricsToken: token } });
    admin = await t.createUser({ isAdmin: true });
  });
  afterAll(() => t.close());

  it('refuses a scrape without the token, or with another one', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer nope' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ code: 'TOKEN_INVALID' });
  });

  it('counts requests and their time by endpoint name, never by URL', async () => {
    await t.callOk(null, health);
    await t.callOk(admin, administration.getUser, { params: { id: admin.id } });
    const text = await scrape();
    expect(text).toMatch(/backoffice_http_requests_total\{route="system.health",method="GET",status="200"\} 1/);
    expect(text).toMatch(
      /backoffice_http_requests_total\{route="administration.getUser",method="GET",status="200"\} 1/,
    );
    expect(text).toMatch(/backoffice_http_request_duration_seconds_count\{route="administration.getUser"\} 1/);
    expect(text).not.toContain(`/auth/users/${admin.id}`);
  });

  it('counts 5xx answers as errors of their route', async () => {
    const before = await scrape();
    expect(before).toMatch(/# TYPE backoffice_http_request_errors_total counter/);
    // A refused answer is no server error.
    await t.call(null, auth.me);
    expect(await scrape()).not.toMatch(/backoffice_http_request_errors_total\{route="auth.me"\}/);
  });

  it('counts refused sign-ins by reason', async () => {
    const res = await t.signIn(admin.username, 'not-the-password');
    expect(res.statusCode).toBe(401);
    expect(await scrape()).toMatch(/backoffice_sign_in_failures_total\{reason="invalid"\} 1/);
  });

  it('counts job runs by job and outcome', async () => {
    const schedules = schedulesOf(t.app.ctx);
    const analyze = (await schedules.find('analyze'))!;
    const started = await schedules.runNow(analyze, null);
    if ('busy' in started) throw new Error('analyze is busy');
    await started.done;
    expect(await scrape()).toMatch(/backoffice_job_runs_total\{job="analyze",outcome="succeeded"\} 1/);
  });

  it('times how long a request waited for a database connection', async () => {
    const pool = t.app.ctx.pool;
    const waits = (text: string) => ({
      count: Number(/^backoffice_db_pool_wait_seconds_count (\S+)$/m.exec(text)?.[1]),
      sum: Number(/^backoffice_db_pool_wait_seconds_sum (\S+)$/m.exec(text)?.[1]),
    });
    const before = waits(await scrape());
    expect(before.count).toBeGreaterThan(0); // every query so far took a connection
    // Every connection of the pool (PostgreSQL: 10; the embedded database: its one) is held, so the
    // request's first query waits until they are released.
    const held = await Promise.all(Array.from({ length: pool.options.max }, () => pool.connect()));
    const answered = t.call(admin, administration.getUser, { params: { id: admin.id } });
    await expect.poll(() => pool.waitingCount).toBeGreaterThan(0);
    const heldFor = 200;
    await new Promise((resolve) => setTimeout(resolve, heldFor));
    for (const client of held) client.release();
    expect((await answered).statusCode).toBe(200);
    const after = waits(await scrape());
    expect(after.count).toBeGreaterThan(before.count + pool.options.max);
    expect(after.sum - before.sum).toBeGreaterThanOrEqual(heldFor / 1000);
    expect(await scrape()).toMatch(/backoffice_db_pool_wait_seconds_bucket\{le="0.001"\} \d+/);
  });

  it('reports the pool, sockets, event-loop lag and heap', async () => {
    const text = await scrape();
    expect(text).toMatch(/backoffice_db_pool_connections\{state="waiting"\} \d+/);
    expect(text).toMatch(/backoffice_db_pool_connections\{state="total"\} \d+/);
    expect(text).toMatch(/backoffice_socket_connections 0/);
    expect(text).toMatch(/backoffice_nodejs_eventloop_lag_seconds \d/);
    expect(text).toMatch(/backoffice_nodejs_heap_size_used_bytes \d/);
  });
});

describe('metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('serves no /metrics at all', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer anything' } });
    expect(res.statusCode).toBe(404);
  });
});

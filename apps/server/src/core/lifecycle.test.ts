// Readiness (GET /api/ready) apart from liveness, and the graceful stop of an instance: drained,
// its sockets handed off, requests in flight finished, its job leases released.
import net from 'node:net';
import * as administration from '@backoffice/contract/modules/administration';
import * as auth from '@backoffice/contract/modules/auth';
import { health } from '@backoffice/contract/modules/system';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/helpers.js';
import { listen, openSocket, testRedisUrl } from '../test/sockets.js';
import { stopGracefully } from './lifecycle.js';
import type { Job } from './module.js';
import { JOB_RUN_COLUMNS, type JobRunRow, STOPPED_ERROR } from './schedules/runs.js';
import { Schedules } from './schedules/schedules.js';

const ready = (t: TestApp) => t.app.inject({ method: 'GET', url: '/api/ready' });

describe('readiness', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is ready with the database up and every migration of the release applied', async () => {
    const res = await ready(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'up', migrations: 'applied', redis: 'not-configured' });
  });

  it('is not ready while a migration of the release is missing from the database', async () => {
    const { pool } = t.database;
    const { rows } = await pool.query(
      'DELETE FROM drizzle.__drizzle_migrations WHERE id = (SELECT max(id) FROM drizzle.__drizzle_migrations) RETURNING *',
    );
    try {
      const res = await ready(t);
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'not-ready', database: 'up', migrations: 'pending' });
      // Liveness is another question: the process is alive.
      expect((await t.call(null, health)).statusCode).toBe(200);
    } finally {
      const row = rows[0] as { id: number; hash: string; created_at: string };
      await pool.query('INSERT INTO drizzle.__drizzle_migrations (id, hash, created_at) VALUES ($1, $2, $3)', [
        row.id,
        row.hash,
        row.created_at,
      ]);
    }
  });
});

describe('readiness with Redis', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { redisUrl: testRedisUrl } });
  });
  afterAll(() => t.close());

  it('says the instance hears the others through Redis', async () => {
    const res = await ready(t);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ready', redis: 'subscribed' });
  });
});

describe('draining', () => {
  let t: TestApp;
  let admin: TestUser;
  let base: string;
  let socket: Socket;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await t.createUser({ isAdmin: true });
    base = await listen(t);
    socket = await openSocket(base, admin.wsKey);
    t.app.lifecycle.startDraining();
  });
  afterAll(async () => {
    socket.close();
    await t.close();
  });

  it('answers 503 "stopping" to the readiness probe, and still 200 to liveness', async () => {
    const res = await ready(t);
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ status: 'stopping' });
    expect((await t.call(null, health)).statusCode).toBe(200);
  });

  it('sends a read back to the balancer with a 503 before anything runs', async () => {
    const res = await t.call(admin, auth.me);
    expect(res.statusCode).toBe(503);
    expect(res.headers.connection).toBe('close');
    expect(res.json()).toMatchObject({ code: 'SHUTTING_DOWN' });
  });

  it('still serves a change (a balancer does not send it again)', async () => {
    const res = await t.call(admin, administration.createDepartment, { body: { name: 'While draining' } });
    expect(res.statusCode).toBe(201);
  });

  it('hands its sockets off: closes their transport (the client retries) and refuses new ones', async () => {
    await vi.waitFor(() => expect(socket.connected).toBe(false));
    await expect(openSocket(base, admin.wsKey)).rejects.toThrow();
  });
});

/**
 * An app listening on a port with one route that says when a request is inside it and answers what
 * `hold` settles to (never, if it never settles).
 */
async function appHolding(path: string, hold: () => Promise<unknown>) {
  let entered!: () => void;
  const inside = new Promise<void>((resolve) => {
    entered = resolve;
  });
  const t = await createTestApp({
    setup: (app) =>
      app.get(path, async () => {
        entered();
        return hold();
      }),
  });
  return { t, base: await listen(t), inside };
}

describe('graceful stop', () => {
  let app: Awaited<ReturnType<typeof appHolding>>;
  let release: () => void;

  beforeAll(async () => {
    app = await appHolding(
      '/api/test-slow',
      () =>
        new Promise((resolve) => {
          release = () => resolve({ finished: true });
        }),
    );
  });
  afterAll(() => app.t.close());

  const accepts = () =>
    new Promise<boolean>((resolve) => {
      const probe = net.connect(Number(new URL(app.base).port), '127.0.0.1');
      probe.once('connect', () => {
        probe.destroy();
        resolve(true);
      });
      probe.once('error', () => resolve(false));
    });

  it('stops accepting connections, finishes the request in flight, and ends in time', async () => {
    const pending = fetch(`${app.base}/api/test-slow`);
    await app.inside;
    const stopped = stopGracefully(app.t.app, app.t.app.lifecycle, 20_000);
    await vi.waitFor(async () => expect(await accepts()).toBe(false), { timeout: 15_000, interval: 50 });
    release();
    const res = await pending;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ finished: true });
    expect(await stopped).toBe(true);
  });
});

describe('graceful stop that runs out of time', () => {
  let app: Awaited<ReturnType<typeof appHolding>>;

  beforeAll(async () => {
    app = await appHolding('/api/test-hung', () => new Promise<never>(() => {}));
  });
  afterAll(async () => {
    app.t.app.server.closeAllConnections();
    await app.t.close();
  });

  it('gives up after SHUTDOWN_GRACE_S and says so (main.ts then exits 1)', async () => {
    const pending = fetch(`${app.base}/api/test-hung`).catch(() => null);
    await app.inside;
    expect(await stopGracefully(app.t.app, app.t.app.lifecycle, 1_500)).toBe(false);
    app.t.app.server.closeAllConnections();
    await pending;
  });
});

describe('job leases of a stopping instance', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('records a run still going after the grace as failed, so another instance may run it again', async () => {
    const hung: Job = {
      name: 'example.hung',
      description: 'Never ends, whatever it is told',
      cron: '0 0 1 1 *',
      run: () => new Promise(() => {}),
    };
    const schedules = new Schedules(t.app.ctx, [hung]);
    const started = await schedules.runNow((await schedules.find('example.hung'))!, null);
    if ('busy' in started) throw new Error('busy');
    await schedules.stop(50);
    const { rows } = await t.database.pool.query<JobRunRow>(
      `SELECT ${JOB_RUN_COLUMNS} FROM job_runs WHERE job = 'example.hung'`,
    );
    expect(rows).toMatchObject([{ outcome: 'failed', error: STOPPED_ERROR }]);
    expect(rows[0]!.finishedAt).not.toBeNull();
  });
});

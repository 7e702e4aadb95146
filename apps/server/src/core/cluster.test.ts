// Two instances behind nginx, as `npm run cluster` starts them (docs/deployment.md): writes and sockets go
// through the balancer while one instance stops gracefully (SIGTERM) and, once it is back, the other is
// killed (kill -9). No acknowledged write is lost, nothing answers 5xx during the graceful stop, every
// socket comes back and hears the events sent after, and no job runs twice.
// PostgreSQL only: two processes cannot share the embedded database.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { type Cluster, freePort, NGINX, startCluster } from '../../../../scripts/cluster.js';
import { testEngine } from '../test/helpers.js';
import { testRedisUrl } from '../test/sockets.js';
import { clonePostgresTemplate } from '../test/template-database.js';
import { hashPassword } from './auth/passwords.js';

const runs = testEngine === 'postgres' && existsSync(NGINX);
const ADMIN_PASSWORD = 'cluster-admin-password-0123';
const METRICS_TOKEN = 'cluster-metrics-token-0123456789';

let cluster: Cluster;
let pool: pg.Pool;
let dataDir: string;
let dbName: string;
const output: string[] = [];
const trace: string[] = [];
const sockets: { socket: Socket; events: string[][] }[] = [];

async function api(method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(`${cluster.url}/api${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = res.headers.get('content-type')?.includes('json');
  return {
    status: res.status,
    body: (json ? await res.json() : { text: await res.text() }) as Record<string, unknown>,
  };
}

async function signIn(user: string, password: string) {
  const res = await api('POST', '/auth/token', undefined, { user, password });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as { jwt: string; user: { wsKey: string } };
}

/** A value of an instance's metrics (-1 when absent). */
async function metric(instance: number, pattern: RegExp): Promise<number> {
  const res = await fetch(`${cluster.instances[instance]!.url}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const match = pattern.exec(await res.text());
  return Number(match?.[1] ?? -1);
}
const socketsOn = (instance: number) => metric(instance, /^backoffice_socket_connections (\d+)/m);
const readsServedBy = (instance: number) =>
  metric(instance, /^backoffice_http_requests_total\{route="auth.me",method="GET",status="200"\} (\d+)/m);

beforeAll(async () => {
  if (!runs) return;
  const adminUrl = process.env.TEST_DATABASE_URL!;
  dbName = `bo_test_cluster_${process.pid}`;
  await clonePostgresTemplate(adminUrl, dbName);
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;
  pool = new pg.Pool({ connectionString: url.toString(), max: 2 });
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'bo-cluster-'));
  const ports = [await freePort(), await freePort(), await freePort()];
  cluster = await startCluster({
    port: ports[0]!,
    instancePorts: ports.slice(1),
    databaseUrl: url.toString(),
    redisUrl: testRedisUrl,
    dataDir,
    // The administrator signs in with a password here (two-step verification is docs/auth.md's, not this test's).
    env: { ADMIN_PASSWORD, METRICS_TOKEN, LOG_LEVEL: 'warn', SHUTDOWN_GRACE_S: '15', REQUIRE_MFA_FOR_ADMINS: 'false' },
    onOutput: (i, line) => output.push(`[${i + 1}] ${line}`),
  });
}, 180_000);

afterAll(async () => {
  if (!runs) return;
  for (const { socket } of sockets) socket.close();
  await cluster?.stop();
  await pool?.end();
  const drop = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await drop.connect();
  await drop.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await drop.end();
  rmSync(dataDir, { recursive: true, force: true });
}, 60_000);

it.skipIf(!runs)(
  'keeps every acknowledged write, answers no 5xx while an instance stops, reconnects every socket, runs no job twice (PostgreSQL only: the embedded database cannot be shared)',
  async () => {
    const admin = await signIn('admin', ADMIN_PASSWORD);
    // A watcher whose role the administrator changes: each change is a roleUpdated on its sockets.
    const role = await pool.query<{ id: number }>("INSERT INTO roles (name) VALUES ('Watchers') RETURNING id");
    const roleId = role.rows[0]!.id;
    const watcherPassword = 'watcher-password-0123';
    const user = await pool.query<{ id: number }>(
      `INSERT INTO users (username, email, name, password_hash, role_id)
       VALUES ('watcher', 'watcher@example.test', 'Watcher', $1, $2) RETURNING id`,
      [await hashPassword(watcherPassword), roleId],
    );
    await pool.query("INSERT INTO profiles (user_id, first_name) VALUES ($1, 'Watcher')", [user.rows[0]!.id]);
    const watcher = await signIn('watcher', watcherPassword);

    // Six sockets through the balancer, as the web app opens them (WebSocket only, retrying).
    for (let i = 0; i < 6; i++) {
      const entry = { socket: undefined as unknown as Socket, events: [] as string[][] };
      entry.socket = connect(cluster.url, {
        path: '/ws',
        query: { key: watcher.user.wsKey },
        transports: ['websocket'],
        reconnection: true,
        reconnectionDelay: 200,
        reconnectionDelayMax: 1_000,
      });
      entry.socket.on('disconnect', (reason) => trace.push(`${i} disconnect ${reason}`));
      entry.socket.on('connect_error', (err) => trace.push(`${i} connect_error ${err.message}`));
      entry.socket.io.on('reconnect_attempt', (n) => trace.push(`${i} attempt ${n}`));
      entry.socket.on('roleUpdated', (payload: { scopes: string[] }) => entry.events.push(payload.scopes));
      sockets.push(entry);
    }
    await vi.waitFor(() => expect(sockets.every((s) => s.socket.connected)).toBe(true), { timeout: 20_000 });
    // Spread over both instances by the balancer.
    await vi.waitFor(async () => {
      expect(await socketsOn(0)).toBeGreaterThan(0);
      expect(await socketsOn(1)).toBeGreaterThan(0);
    });

    // Writes and reads through the balancer for the whole test.
    let phase = 'both up';
    const now = () => phase;
    let going = true;
    const acknowledged: string[] = [];
    // Each answer with the phase its request started and ended in.
    const answers: { phase: string; ended: string; status: number; error?: string }[] = [];
    const failed = (error: Error) => ({ status: 0, body: { error: String(error.cause ?? error) } });
    const answer = (phase: string, res: { status: number; body: unknown }) =>
      answers.push({
        phase,
        ended: now(),
        status: res.status,
        ...(res.status >= 500 || !res.status ? { error: JSON.stringify(res.body) } : {}),
      });
    const worker = async (w: number) => {
      for (let n = 0; going; n++) {
        const name = `Failover ${w}-${n}`;
        const at = phase;
        const created = await api('POST', '/auth/departments', admin.jwt, { name }).catch(failed);
        answer(at, created);
        if (created.status === 201) acknowledged.push(name);
        const readAt = phase;
        const read = await api('GET', '/auth/me', admin.jwt).catch(failed);
        answer(readAt, read);
      }
    };
    const workers = [0, 1, 2].map(worker);
    const ackedAfter = async (count: number) =>
      vi.waitFor(() => expect(acknowledged.length).toBeGreaterThanOrEqual(count), { timeout: 20_000 });
    await ackedAfter(10);
    // "Run now" of one job, asked of both instances at once: each run is claimed once.
    const runNow = await Promise.all(Array.from({ length: 6 }, () => api('POST', '/jobs/analyze/run', admin.jwt)));
    expect(runNow.filter((r) => r.status >= 500)).toEqual([]);

    // 1. SIGTERM to the first instance: it drains, finishes what it has, and exits 0.
    phase = 'graceful stop';
    cluster.instances[0]!.process.kill('SIGTERM');
    expect(await cluster.instances[0]!.exited).toBe(0);
    phase = 'one up';
    await vi.waitFor(
      () =>
        expect(
          sockets.every((s) => s.socket.connected),
          trace.join('\n'),
        ).toBe(true),
      { timeout: 20_000 },
    );
    await ackedAfter(acknowledged.length + 5);

    // 2. Back again; then kill -9 the other one.
    await cluster.restart(0);
    phase = 'restarted';
    // As in a rolling restart: the next instance goes only once the balancer sends this one traffic again.
    await vi.waitFor(async () => expect(await readsServedBy(0)).toBeGreaterThan(0), { timeout: 20_000 });
    await ackedAfter(acknowledged.length + 5);
    phase = 'killed';
    cluster.instances[1]!.process.kill('SIGKILL');
    await cluster.instances[1]!.exited;
    phase = 'after the kill';
    await vi.waitFor(() => expect(sockets.every((s) => s.socket.connected)).toBe(true), { timeout: 20_000 });
    await ackedAfter(acknowledged.length + 5);
    going = false;
    await Promise.all(workers);

    // No 5xx (nor a failed connection) while the instance stopped gracefully, nor after: only a request
    // in flight when an instance was killed may fail.
    const inFlightAtKill = (a: (typeof answers)[number]) =>
      a.phase === 'killed' || a.ended === 'killed' || (a.phase === 'restarted' && a.ended === 'after the kill');
    const failures = answers.filter((a) => a.status >= 500 || a.status === 0);
    expect(failures.filter((a) => !inFlightAtKill(a))).toEqual([]);
    expect(failures.map((a) => a.phase)).not.toContain('graceful stop');
    // Every acknowledged write is in the database.
    const { rows } = await pool.query<{ name: string }>('SELECT name FROM departments WHERE name LIKE $1', [
      'Failover %',
    ]);
    const kept = new Set(rows.map((r) => r.name));
    expect(acknowledged.filter((name) => !kept.has(name))).toEqual([]);

    // Every socket is connected and hears an event sent now. Waited for, not asked at once: on a loaded
    // machine a socket may have missed a heartbeat meanwhile and be reconnecting (it failed once in CI).
    await vi.waitFor(() => expect(sockets.every((s) => s.socket.connected)).toBe(true), { timeout: 20_000 });
    const scopes = ['users:departments:read', 'users:users:read'];
    const changed = await api('PATCH', `/auth/roles/${roleId}`, admin.jwt, { scopes });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    await vi.waitFor(
      () => expect(sockets.map((s) => s.events.at(-1)?.slice().sort())).toEqual(sockets.map(() => scopes)),
      { timeout: 10_000 },
    );

    // No slot of a job claimed twice.
    const twice = await pool.query(
      'SELECT job, scheduled_for FROM job_runs GROUP BY job, scheduled_for HAVING count(*) > 1',
    );
    expect(twice.rows).toEqual([]);
    // Each "Run now" that was answered 202 is one run, and those answered busy made none.
    const started = runNow.filter((r) => r.status === 202).length;
    expect(runNow.filter((r) => r.status !== 202).map((r) => r.body.code)).toEqual(
      runNow.filter((r) => r.status !== 202).map(() => 'JOBS_RUN_IN_PROGRESS'),
    );
    const manual = await pool.query("SELECT id FROM job_runs WHERE job = 'analyze' AND trigger = 'manual'");
    expect(manual.rows).toHaveLength(started);
  },
  120_000,
);

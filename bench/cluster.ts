// `npm run bench:cluster`: the cluster of `npm run cluster` (scripts/cluster.ts) on the local PostgreSQL and
// Redis, measured through nginx. 1. A mixed load (two reads, one write) for one instance and for two on
// this machine: throughput and p99, and their ratio. 2. The realtime fan-out of one event to SOCKETS
// sockets (default 10,000) of one user, half on each of two instances: the time from the change that
// emits it until the last socket has it. Figures in docs/performance.md "Cluster".
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { io as connect, type Socket } from 'socket.io-client';
import { type Cluster, freePort, startCluster } from '../scripts/cluster.js';

const adminUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const SOCKETS = Number(process.env.SOCKETS ?? 10_000);
const PASSWORD = randomBytes(12).toString('base64url');

async function withCluster<T>(instances: number, work: (cluster: Cluster, databaseUrl: string) => Promise<T>) {
  const name = `bench_cluster_${randomBytes(4).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'bench-cluster-'));
  const ports = await Promise.all(Array.from({ length: instances + 1 }, () => freePort()));
  const cluster = await startCluster({
    instances,
    port: ports[0]!,
    instancePorts: ports.slice(1),
    databaseUrl: url.toString(),
    redisUrl,
    dataDir,
    env: { ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'warn', REQUIRE_MFA_FOR_ADMINS: 'false' },
    onOutput: () => {},
  });
  try {
    return await work(cluster, url.toString());
  } finally {
    await cluster.stop();
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).finally(() => client.end());
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function signIn(base: string, user: string, password: string) {
  const res = await fetch(`${base}/api/auth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user, password }),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { jwt: string; user: { id: number; wsKey: string } };
}

/** Two reads and one write per round, through nginx, 20 connections. */
async function mixedLoad(cluster: Cluster) {
  const { jwt } = await signIn(cluster.url, 'admin', PASSWORD);
  const headers = { authorization: `Bearer ${jwt}`, 'content-type': 'application/json' };
  let n = 0;
  const run = (duration: number) =>
    autocannon({
      url: cluster.url,
      connections: 20,
      duration,
      headers,
      requests: [
        { method: 'GET', path: '/api/auth/me' },
        { method: 'GET', path: '/api/auth/users?take=25' },
        {
          method: 'POST',
          path: '/api/auth/departments',
          setupRequest: (request) => ({ ...request, body: JSON.stringify({ name: `Bench ${process.pid} ${n++}` }) }),
        },
      ],
    });
  // Warm up first (JIT, the pool's connections, the instances' caches): only the second run counts.
  await run(2);
  const result = await run(SECONDS);
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function fanOut(cluster: Cluster, databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
  const role = await pool.query<{ id: number }>("INSERT INTO roles (name) VALUES ('Bench watchers') RETURNING id");
  const { rows } = await pool.query<{ password_hash: string }>(
    "SELECT password_hash FROM users WHERE username = 'admin'",
  );
  await pool.query(
    `WITH u AS (INSERT INTO users (username, email, name, password_hash, role_id)
                VALUES ('watcher', 'w@example.test', 'W', $1, $2) RETURNING id)
     INSERT INTO profiles (user_id, first_name) SELECT id, 'Watcher' FROM u`,
    [rows[0]!.password_hash, role.rows[0]!.id],
  );
  await pool.end();
  const watcher = await signIn(cluster.url, 'watcher', PASSWORD);
  const admin = await signIn(cluster.url, 'admin', PASSWORD);
  // Straight to the instances, half on each (nginx would hold two connections per socket).
  const sockets: Socket[] = [];
  let received = 0;
  let resolveAll: () => void = () => {};
  const all = new Promise<void>((resolve) => {
    resolveAll = resolve;
  });
  const connectStarted = Date.now();
  for (let batch = 0; batch < SOCKETS; batch += 250) {
    await Promise.all(
      Array.from({ length: Math.min(250, SOCKETS - batch) }, (_, i) => {
        const instance = cluster.instances[(batch + i) % 2]!;
        const socket = connect(instance.url, {
          path: '/ws',
          query: { key: watcher.user.wsKey },
          transports: ['websocket'],
          reconnection: false,
          forceNew: true,
        });
        socket.on('roleUpdated', () => {
          received += 1;
          if (received === SOCKETS) resolveAll();
        });
        sockets.push(socket);
        return new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', reject);
        });
      }),
    );
  }
  const connectMs = Date.now() - connectStarted;
  const started = performance.now();
  const res = await fetch(`${cluster.url}/api/auth/roles/${role.rows[0]!.id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${admin.jwt}`, 'content-type': 'application/json' },
    body: JSON.stringify({ scopes: ['users:users:read'] }),
  });
  const answeredMs = performance.now() - started;
  if (res.status !== 200) throw new Error(`role change failed: ${res.status} ${await res.text()}`);
  await all;
  const allMs = performance.now() - started;
  for (const socket of sockets) socket.close();
  return { connectMs, answeredMs, allMs };
}

const one = await withCluster(1, (cluster) => mixedLoad(cluster));
const two = await withCluster(2, (cluster) => mixedLoad(cluster));
const fan = await withCluster(2, fanOut);
const load = os.loadavg()[0]!.toFixed(1);
console.table({
  'one instance': { 'req/s': Math.round(one.rps), 'p99 ms': one.p99, errors: one.errors },
  'two instances': { 'req/s': Math.round(two.rps), 'p99 ms': two.p99, errors: two.errors },
});
console.log(
  `two / one: throughput ${(two.rps / one.rps).toFixed(2)}×, p99 ${(two.p99 / one.p99).toFixed(2)}× (${os.cpus().length} cores, load ${load})`,
);
console.log(
  `fan-out of one event to ${SOCKETS} sockets over two instances: change answered in ${Math.round(fan.answeredMs)} ms, last socket reached after ${Math.round(fan.allMs)} ms (connecting them took ${Math.round(fan.connectMs / 1000)} s)`,
);

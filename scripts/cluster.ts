// `npm run cluster`: N instances of the server (default 2) on one PostgreSQL, one Redis and one
// DATA_DIR, behind nginx as the load balancer (docs/deployment.md). The failover test
// (apps/server/src/core/cluster.test.ts) and bench/cluster.ts start the same cluster through `startCluster`.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

const root = path.resolve(import.meta.dirname, '..');
export const NGINX = process.env.NGINX_BIN ?? '/usr/sbin/nginx';
const siteTemplate = path.join(root, 'deploy/nginx/backoffice.conf');

export interface ClusterOptions {
  /** How many instances (default 2). */
  instances?: number;
  /** nginx's port (default 8080); instance i listens on `port + i` unless `instancePorts` says otherwise. */
  port?: number;
  instancePorts?: number[];
  databaseUrl: string;
  redisUrl: string;
  /** DATA_DIR of every instance (uploaded files are under DATA_DIR/files); nginx's files go to DATA_DIR/run. */
  dataDir: string;
  /** More environment for the instances (ADMIN_PASSWORD, METRICS_TOKEN, SHUTDOWN_GRACE_S, LOG_LEVEL…). */
  env?: Record<string, string>;
  /** Each instance's output, line by line (default: prefixed on this process's stdout). */
  onOutput?: (instance: number, line: string) => void;
}

export interface Instance {
  index: number;
  port: number;
  url: string;
  process: ChildProcess;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

export interface Cluster {
  /** The balancer's address: what users and tests call. */
  url: string;
  instances: Instance[];
  /** Starts instance `index` again (after it stopped or was killed) and waits until it is ready. */
  restart(index: number): Promise<Instance>;
  /** Stops every instance gracefully (SIGTERM), then nginx. */
  stop(): Promise<void>;
}

/** A free TCP port on the loopback (the test and the bench take any). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Creates the database named in `databaseUrl` when it does not exist (on the same server, as its user). */
export async function ensureDatabase(databaseUrl: string): Promise<void> {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.slice(1));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const { rows } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rows.length) await client.query(`CREATE DATABASE "${name.replaceAll('"', '""')}"`);
  } finally {
    await client.end();
  }
}

/** The site config of deploy/nginx/backoffice.conf with this cluster's ports (and no server_name). */
export function renderSite(port: number, instancePorts: number[]): string {
  const servers = instancePorts.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s;`).join('\n');
  return readFileSync(siteTemplate, 'utf8')
    .replace(/ *# instances: begin[\s\S]*?# instances: end\n/, `${servers}\n`)
    .replace('listen 80;', `listen 127.0.0.1:${port};`);
}

/** A main nginx config that keeps every file of its own (pid, logs, buffers) under `dir`. */
function renderMain(dir: string, site: string): string {
  return [
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${dir}/nginx.pid;`,
    `error_log ${dir}/nginx.error.log warn;`,
    'events { worker_connections 16384; }',
    'http {',
    `  access_log ${dir}/nginx.access.log;`,
    `  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;`,
    `  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;`,
    `  include ${site};`,
    '}',
    '',
  ].join('\n');
}

/** Waits until `url` answers 200 (a readiness probe), or fails after `timeoutMs` naming the last answer. */
export async function waitReady(url: string, timeoutMs = 60_000, alive: () => boolean = () => true): Promise<void> {
  const until = Date.now() + timeoutMs;
  let last = 'no answer';
  while (Date.now() < until) {
    if (!alive()) throw new Error(`${url}: the process exited before it was ready`);
    try {
      const res = await fetch(url);
      if (res.status === 200) return;
      last = `${res.status} ${await res.text()}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} not ready within ${timeoutMs} ms: ${last}`);
}

function lines(stream: NodeJS.ReadableStream | null, each: (line: string) => void): void {
  let rest = '';
  stream?.on('data', (chunk: Buffer) => {
    const parts = (rest + chunk.toString()).split('\n');
    rest = parts.pop()!;
    for (const line of parts) each(line);
  });
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const count = options.instances ?? 2;
  const port = options.port ?? 8080;
  const ports = options.instancePorts ?? Array.from({ length: count }, (_, i) => port + 1 + i);
  if (!existsSync(NGINX)) {
    throw new Error(`nginx is not at ${NGINX}: apt-get install nginx-light, or name it in NGINX_BIN`);
  }
  const run = path.join(options.dataDir, 'run');
  mkdirSync(run, { recursive: true });
  await ensureDatabase(options.databaseUrl);
  const output = options.onOutput ?? ((i, line) => process.stdout.write(`[${i + 1}] ${line}\n`));

  const instances: Instance[] = [];
  const startInstance = async (index: number): Promise<Instance> => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(ports[index]),
        HOST: '127.0.0.1',
        DATABASE_URL: options.databaseUrl,
        REDIS_URL: options.redisUrl,
        DATA_DIR: options.dataDir,
        // nginx on the loopback is the one proxy whose X-Forwarded-For is believed.
        TRUST_PROXY: '127.0.0.1',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    lines(child.stdout, (line) => output(index, line));
    lines(child.stderr, (line) => output(index, line));
    let alive = true;
    const exited = new Promise<number | null>((resolve) =>
      child.once('exit', (code) => {
        alive = false;
        resolve(code);
      }),
    );
    const instance = { index, port: ports[index]!, url: `http://127.0.0.1:${ports[index]}`, process: child, exited };
    instances[index] = instance;
    await waitReady(`${instance.url}/api/ready`, 90_000, () => alive);
    return instance;
  };

  // The first instance alone: it applies the migrations and creates the administrator (printing a
  // generated password once); the others then start side by side.
  await startInstance(0);
  await Promise.all(ports.slice(1).map((_, i) => startInstance(i + 1)));

  const site = path.join(run, 'site.conf');
  writeFileSync(site, renderSite(port, ports));
  const main = path.join(run, 'nginx.conf');
  writeFileSync(main, renderMain(run, site));
  const nginx = spawn(NGINX, ['-p', run, '-c', main, '-e', `${run}/nginx.error.log`], { stdio: 'inherit' });
  const nginxExited = new Promise<void>((resolve) => nginx.once('exit', () => resolve()));
  let nginxAlive = true;
  void nginxExited.then(() => {
    nginxAlive = false;
  });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(`${url}/api/ready`, 30_000, () => nginxAlive);

  return {
    url,
    instances,
    restart: (index) => startInstance(index),
    async stop() {
      await Promise.all(
        instances.map(async (instance) => {
          if (instance.process.exitCode === null && instance.process.signalCode === null) {
            instance.process.kill('SIGTERM');
          }
          await instance.exited;
        }),
      );
      if (nginxAlive) nginx.kill('SIGQUIT');
      await nginxExited;
    },
  };
}

async function main(): Promise<void> {
  const env = process.env;
  const cluster = await startCluster({
    instances: Number(env.INSTANCES ?? 2),
    port: Number(env.CLUSTER_PORT ?? 8080),
    databaseUrl: env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/backoffice',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    dataDir: path.resolve(env.INIT_CWD ?? process.cwd(), env.DATA_DIR ?? 'data/cluster'),
  });
  process.stdout.write(
    `\nCluster ready: ${cluster.url} (nginx) → ${cluster.instances.map((i) => i.url).join(', ')}\n` +
      'Ctrl-C stops every instance gracefully, then nginx.\n\n',
  );
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      cluster.stop().then(() => process.exit(0));
    });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  main().catch((error: Error) => {
    process.stderr.write(`Cannot start the cluster: ${error.message}\n`);
    process.exit(1);
  });
}

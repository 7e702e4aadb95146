// `npm run bench`: seeds `audit_log`, then measures on loopback with autocannon, in one run per engine:
//   (a) GET /api/health
//   (b) the ceiling: the same list SQL (page + capped count) on the bare pg pool in a bare Fastify route
//   (c) GET /api/audit-log?page=1&take=25 with a bearer token (our whole stack)
//   (d) GET /api/health while (c) runs, and (d') a request that needs no database, beside it
// plus page 1 vs a deep page (OFFSET cost). The embedded database always; PostgreSQL when DATABASE_URL
// is set (in a bench_<random> database created from it and dropped after). Prints PASS/FAIL per target
// and exits 0: a benchmark is a measurement, not a test. docs/performance.md explains the figures.
//
// Environment: BENCH_ROWS (1000000), BENCH_SECONDS (10), BENCH_WARMUP (2), BENCH_DEEP_PAGE (2000),
// BENCH_ENGINES (pglite,postgres), BENCH_VACUUM (0), BENCH_PROFILE (a directory for CPU profiles),
// BENCH_LOG_LEVEL (warn), DATABASE_URL.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Engine, FromServer, ServerReady, ToServer } from './protocol.js';
import { type BenchResult, recordResult } from './results.js';

const env = process.env;
const ROWS = whole('BENCH_ROWS', 1_000_000, 1);
const SECONDS = whole('BENCH_SECONDS', 10, 1);
const WARMUP = whole('BENCH_WARMUP', 2, 0);
const DEEP_PAGE = whole('BENCH_DEEP_PAGE', 2000, 1);
const PROFILE_DIR = env.BENCH_PROFILE ? path.resolve(env.INIT_CWD ?? process.cwd(), env.BENCH_PROFILE) : undefined;
const CONNECTIONS = 10;
/** (d): one closed-loop client polling /api/health (as a probe or a light user would) next to the load of (c). */
const PROBE_CONNECTIONS = 1;
const TAKE = 25;
/** (b) and (c) alternate in this many slices each (see measurePair). */
const ROUNDS = 5;

const TARGETS = { ratio: 0.8, postgresListP99: 25, healthUnderLoadP99: 50 } as const;

function whole(name: string, fallback: number, min: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    console.error(`Invalid ${name}: must be a whole number of at least ${min}`);
    process.exit(2);
  }
  return n;
}

interface Measure {
  label: string;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  max: number;
  requests: number;
  failures: number;
  /** Server process CPU (main thread + PGlite worker) per request, in ms; absent for concurrent runs. */
  cpuMsPerRequest?: number;
}

interface EngineResult {
  ready: ServerReady;
  /** 1-minute load average of the machine when the engine's measurements started and ended. */
  load: [number, number];
  health: Measure;
  ceiling: Measure;
  ours: Measure;
  probe: Measure;
  noDbProbe: Measure;
  oursDuringProbe: Measure;
  ceilingDeep: Measure;
  oursDeep: Measure;
}

// ---------------------------------------------------------------------------------------------------
// The server process

class ServerProcess {
  private readonly child: ChildProcess;
  private readonly waiting = new Map<string, (m: FromServer) => void>();
  private nextId = 0;
  private failure: Error | undefined;

  constructor(engine: Engine) {
    this.child = fork(new URL('./server.ts', import.meta.url), {
      env: {
        ...env,
        BENCH_ENGINE: engine,
        BENCH_ROWS: String(ROWS),
        BENCH_DEEP_PAGE: String(DEEP_PAGE),
        BENCH_ADMIN_URL: env.DATABASE_URL ?? '',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child.on('message', (m: FromServer) => {
      if (m.type === 'failed') this.failure = new Error(`bench server failed:\n${m.message}`);
      const key = m.type === 'reply' ? `reply:${m.id}` : m.type === 'failed' ? 'ready' : m.type;
      this.waiting.get(key)?.(m);
      this.waiting.delete(key);
    });
    this.child.on('exit', (code) => {
      this.failure ??= new Error(`bench server exited with code ${code}`);
      for (const resolve of this.waiting.values()) resolve({ type: 'failed', message: this.failure.message });
      this.waiting.clear();
    });
  }

  private wait(key: string, message?: ToServer): Promise<FromServer> {
    if (this.failure) return Promise.reject(this.failure);
    const reply = new Promise<FromServer>((resolve) => this.waiting.set(key, resolve));
    if (message) this.child.send(message);
    return reply.then((m) => (m.type === 'failed' ? Promise.reject(this.failure ?? new Error(m.message)) : m));
  }

  /** Sends a request and returns the server process's CPU time (ms) when it was answered. */
  private async call(message: { type: 'cpu' } | { type: 'profile-start' } | { type: 'profile-stop'; file: string }) {
    const id = this.nextId++;
    const m = await this.wait(`reply:${id}`, { ...message, id });
    return m.type === 'reply' ? m.cpuMs : Number.NaN;
  }

  async ready(): Promise<ServerReady> {
    return (await this.wait('ready')) as ServerReady;
  }

  cpuMs = () => this.call({ type: 'cpu' });
  profileStart = () => this.call({ type: 'profile-start' });
  profileStop = (file: string) => this.call({ type: 'profile-stop', file });

  async stop(): Promise<void> {
    if (this.failure) return;
    await this.wait('stopped', { type: 'stop' }).catch(() => {});
  }
}

// ---------------------------------------------------------------------------------------------------
// Load

interface LoadOptions {
  label: string;
  url: string;
  token?: string;
  connections?: number;
  seconds?: number;
}

interface Sample {
  /** Latencies of the 2xx replies, in ms. */
  latencies: number[];
  seconds: number;
  failures: number;
  /** Server process CPU time spent during the run, in ms (NaN when not asked for). */
  cpuMs: number;
}

/** One autocannon run; latencies of 2xx replies are kept exactly (autocannon's histogram rounds to 1 ms). */
async function sample(options: LoadOptions): Promise<Sample> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections ?? CONNECTIONS,
        duration: options.seconds ?? SECONDS,
        headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  return {
    latencies,
    seconds: result.duration,
    failures: result.non2xx + result.errors + result.timeouts,
    cpuMs: Number.NaN,
  };
}

function summarise(options: LoadOptions, samples: Sample[]): Measure {
  const latencies = samples.flatMap((s) => s.latencies).sort((a, b) => a - b);
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  const cpuMs = samples.reduce((sum, s) => sum + s.cpuMs, 0);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? Number.NaN;
  return {
    label: options.label,
    connections: options.connections ?? CONNECTIONS,
    rps: latencies.length / seconds,
    p50: at(0.5),
    p99: at(0.99),
    max: latencies.at(-1) ?? Number.NaN,
    requests: latencies.length,
    failures: samples.reduce((sum, s) => sum + s.failures, 0),
    ...(Number.isNaN(cpuMs) ? {} : { cpuMsPerRequest: cpuMs / latencies.length }),
  };
}

async function load(options: LoadOptions): Promise<Measure> {
  return summarise(options, [await sample(options)]);
}

const slug = (label: string) =>
  label
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();

/** A measured run with the server's CPU time and, with BENCH_PROFILE, a CPU profile of its main thread. */
async function measuredSample(
  server: ServerProcess,
  engine: Engine,
  options: LoadOptions,
  profile = true,
): Promise<Sample> {
  const file = profile && PROFILE_DIR && path.join(PROFILE_DIR, `${engine}-${slug(options.label)}.cpuprofile`);
  const before = file ? await server.profileStart() : await server.cpuMs();
  const s = await sample(options);
  const after = file ? await server.profileStop(file) : await server.cpuMs();
  if (file) console.log(`    profile: ${file}`);
  return { ...s, cpuMs: after - before };
}

/** A short unrecorded run first (JIT, pool connections, caches), then the measured run. */
async function measure(server: ServerProcess, engine: Engine, options: LoadOptions): Promise<Measure> {
  if (WARMUP > 0) await sample({ ...options, seconds: WARMUP });
  const m = summarise(options, [await measuredSample(server, engine, options)]);
  progress(m);
  return m;
}

/**
 * Two targets measured in alternating slices (A B B A A B …, ROUNDS each, SECONDS in total per target):
 * other work on the machine then weighs on both alike, so their ratio holds even when absolutes drift.
 */
async function measurePair(
  server: ServerProcess,
  engine: Engine,
  a: LoadOptions,
  b: LoadOptions,
): Promise<[Measure, Measure]> {
  if (WARMUP > 0) for (const o of [a, b]) await sample({ ...o, seconds: WARMUP });
  const seconds = SECONDS / ROUNDS;
  const samples: [Sample[], Sample[]] = [[], []];
  for (let round = 0; round < ROUNDS; round++) {
    const order = round % 2 === 0 ? [0, 1] : [1, 0];
    for (const i of order) {
      const options = i === 0 ? a : b;
      samples[i]!.push(
        // Profiled (BENCH_PROFILE) in the first round only: one profile per target.
        await measuredSample(server, engine, { ...options, seconds }, round === 0),
      );
    }
  }
  const result: [Measure, Measure] = [summarise(a, samples[0]), summarise(b, samples[1])];
  for (const m of result) progress(m);
  return result;
}

function progress(m: Measure) {
  console.log(`  ${m.label.padEnd(46)} ${fmt(m.rps, 0).padStart(8)} req/s  p50 ${ms(m.p50)}  p99 ${ms(m.p99)}`);
}

async function runEngine(engine: Engine): Promise<EngineResult> {
  const [load1] = os.loadavg();
  console.log(
    `\n== ${engine}: seeding ${ROWS.toLocaleString('en')} rows into audit_log … (load average ${fmt(load1!, 2)})`,
  );
  if (load1! > os.cpus().length / 2) {
    console.log('   NOTE: this machine is busy with other work; expect noisy figures (compare ratios, not absolutes)');
  }
  const server = new ServerProcess(engine);
  try {
    const ready = await server.ready();
    const { seed, checks } = ready;
    console.log(
      `   seeded in ${sec(seed.insertMs)} (${seed.maintenance} ${sec(seed.analyzeMs)}), ${mb(seed.tableBytes)} with indexes; ` +
        `${ready.database}`,
    );
    if (!checks.sameSql)
      console.log('   WARNING: the ceiling SQL differs from what listAudit sends; update bench/server.ts');
    if (!checks.samePage) console.log('   WARNING: our endpoint and the ceiling returned different JSON for page 1');
    console.log(`   page of ${TAKE}: ${checks.pageBytes.toLocaleString('en')} bytes of JSON; ${SECONDS} s per run`);
    const q = ready.queryMs;
    console.log(
      `   each query alone, serially: SELECT 1 ${ms(q.select1).trim()}, page 1 ${ms(q.page1).trim()}, ` +
        `capped count ${ms(q.count).trim()}, page ${DEEP_PAGE} ${ms(q.deepPage).trim()}`,
    );

    const list = (page: number) => `page=${page}&take=${TAKE}`;
    const ours = (page: number) => `${ready.appUrl}/api/audit-log?${list(page)}`;
    const ceiling = (page: number) => `${ready.ceilingUrl}/list?${list(page)}`;
    const health = `${ready.appUrl}/api/health`;

    const result: Partial<EngineResult> = { ready, load: [os.loadavg()[0]!, 0] };
    result.health = await measure(server, engine, { label: '(a) GET /api/health', url: health });
    [result.ceiling, result.ours] = await measurePair(
      server,
      engine,
      { label: '(b) ceiling: bare Fastify + pg, page 1', url: ceiling(1) },
      { label: '(c) GET /api/audit-log page 1', url: ours(1), token: ready.token },
    );
    if (WARMUP > 0) await sample({ label: 'warm-up', url: ours(1), token: ready.token, seconds: WARMUP });
    // (d) and, beside it, a signed-in request that never reaches the database (its session is cached): if
    // that one stays fast while /api/health is slow, the event loop is free and health waits on the pool.
    const [probe, noDbProbe, during] = await Promise.all([
      load({ label: '(d) GET /api/health during (c)', url: health, connections: PROBE_CONNECTIONS }),
      load({
        label: "(d') GET /api/auth/me during (c), no database",
        url: `${ready.appUrl}/api/auth/me`,
        token: ready.token,
        connections: PROBE_CONNECTIONS,
      }),
      load({ label: "    (c) while (d) and (d') probe", url: ours(1), token: ready.token }),
    ]);
    for (const m of [probe, noDbProbe, during]) progress(m);
    result.probe = probe;
    result.noDbProbe = noDbProbe;
    result.oursDuringProbe = during;
    [result.ceilingDeep, result.oursDeep] = await measurePair(
      server,
      engine,
      { label: `(b) ceiling, page ${DEEP_PAGE}`, url: ceiling(DEEP_PAGE) },
      { label: `(c) GET /api/audit-log page ${DEEP_PAGE}`, url: ours(DEEP_PAGE), token: ready.token },
    );
    result.load![1] = os.loadavg()[0]!;
    return result as EngineResult;
  } finally {
    await server.stop();
  }
}

// ---------------------------------------------------------------------------------------------------
// Report

const fmt = (n: number, digits: number) =>
  Number.isFinite(n) ? n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits }) : '–';
const ms = (n: number) => `${fmt(n, n < 10 ? 2 : 1)} ms`.padStart(9);
const sec = (n: number) => `${fmt(n / 1000, 1)} s`;
const mb = (bytes: number) => `${fmt(bytes / 1024 / 1024, 0)} MB`;

interface Verdict {
  target: string;
  measured: string;
  pass: boolean | undefined;
}

function verdicts(results: Partial<Record<Engine, EngineResult>>): Verdict[] {
  const out: Verdict[] = [];
  for (const [engine, r] of Object.entries(results) as [Engine, EngineResult][]) {
    const ratio = r.ours.rps / r.ceiling.rps;
    out.push({ target: `c/b ≥ ${TARGETS.ratio} (${engine})`, measured: fmt(ratio, 2), pass: ratio >= TARGETS.ratio });
  }
  const pgList = results.postgres?.ours.p99;
  out.push({
    target: `p99 of (c) < ${TARGETS.postgresListP99} ms at ${CONNECTIONS} connections (postgres)`,
    measured: pgList === undefined ? 'not measured (DATABASE_URL unset)' : ms(pgList).trim(),
    pass: pgList === undefined ? undefined : pgList < TARGETS.postgresListP99,
  });
  const probe = results.pglite?.probe.p99;
  out.push({
    target: `(d) /api/health p99 < ${TARGETS.healthUnderLoadP99} ms during (c) (pglite)`,
    measured: probe === undefined ? 'not measured' : ms(probe).trim(),
    pass: probe === undefined ? undefined : probe < TARGETS.healthUnderLoadP99,
  });
  return out;
}

/** For `bench:all` (bench/all.ts): one result line per measured pair, when BENCH_RESULTS is set. */
function recordPair(
  engine: Engine,
  rows: number,
  view: string,
  ceiling: Measure,
  ours: Measure,
  goals: BenchResult['goals'],
) {
  recordResult({
    bench: 'audit-log',
    view,
    engine,
    items: TAKE,
    rows,
    ceilingRps: ceiling.rps,
    oursRps: ours.rps,
    ratio: ours.rps / ceiling.rps,
    ceilingP99: ceiling.p99,
    oursP99: ours.p99,
    errors: ceiling.failures + ours.failures,
    goals,
  });
}

function report(results: Partial<Record<Engine, EngineResult>>) {
  const date = new Date().toISOString().slice(0, 10);
  const cpu = os.cpus();
  console.log(
    `\n== Summary (${date}, Node ${process.version}, ${cpu.length} × ${cpu[0]?.model.trim() ?? 'CPU'}, ` +
      `${SECONDS} s per run, ${CONNECTIONS} connections unless noted)\n`,
  );
  console.log('| date | engine | rows | measurement | conn | req/s | p50 ms | p99 ms | server CPU ms/req | c/b |');
  console.log('|---|---|---:|---|---:|---:|---:|---:|---:|---:|');
  const notes: string[] = [];
  for (const [engine, r] of Object.entries(results) as [Engine, EngineResult][]) {
    const rows = r.ready.seed.rows.toLocaleString('en');
    const line = (m: Measure, ratio = '') =>
      console.log(
        `| ${date} | ${engine} | ${rows} | ${m.label} | ${m.connections} | ${fmt(m.rps, 0)} | ${fmt(m.p50, 2)} | ` +
          `${fmt(m.p99, 2)} | ${m.cpuMsPerRequest === undefined ? '' : fmt(m.cpuMsPerRequest, 2)} | ${ratio} |`,
      );
    line(r.health);
    line(r.ceiling);
    line(r.ours, fmt(r.ours.rps / r.ceiling.rps, 2));
    recordPair(engine, r.ready.seed.rows, 'GET /api/audit-log page 1', r.ceiling, r.ours, {
      minRatio: TARGETS.ratio,
      ...(engine === 'postgres' ? { maxP99: TARGETS.postgresListP99 } : {}),
    });
    recordPair(engine, r.ready.seed.rows, `GET /api/audit-log page ${DEEP_PAGE}`, r.ceilingDeep, r.oursDeep, {
      minRatio: TARGETS.ratio,
    });
    line(r.probe);
    line(r.noDbProbe);
    line(r.oursDuringProbe);
    line(r.ceilingDeep);
    line(r.oursDeep, fmt(r.oursDeep.rps / r.ceilingDeep.rps, 2));
    notes.push(
      `${engine}: load average ${fmt(r.load[0], 1)} → ${fmt(r.load[1], 1)}; each query alone: ` +
        `SELECT 1 ${fmt(r.ready.queryMs.select1, 2)} ms, page 1 ${fmt(r.ready.queryMs.page1, 2)} ms, ` +
        `capped count ${fmt(r.ready.queryMs.count, 2)} ms, page ${DEEP_PAGE} ${fmt(r.ready.queryMs.deepPage, 2)} ms ` +
        `(after ${r.ready.seed.maintenance})`,
    );
    const failures = Object.values(r).filter((m): m is Measure => typeof m === 'object' && 'failures' in m);
    const failed = failures.filter((m) => m.failures > 0);
    for (const m of failed) notes.push(`WARNING (${engine}) ${m.label}: ${m.failures} non-2xx replies or errors`);
  }
  console.log('');
  for (const note of notes) console.log(note);
  console.log('\nTargets (reported, never fatal):');
  for (const v of verdicts(results)) {
    const mark = v.pass === undefined ? 'SKIP' : v.pass ? 'PASS' : 'FAIL';
    console.log(`  ${mark}  ${v.target}: ${v.measured}`);
  }
}

async function main() {
  const wanted = (env.BENCH_ENGINES ?? 'pglite,postgres').split(',').map((s) => s.trim());
  const engines: Engine[] = [];
  if (wanted.includes('pglite')) engines.push('pglite');
  if (wanted.includes('postgres')) {
    if (env.DATABASE_URL) engines.push('postgres');
    else console.log('DATABASE_URL is unset: measuring the embedded database only.');
  }
  if (PROFILE_DIR) mkdirSync(PROFILE_DIR, { recursive: true });
  const results: Partial<Record<Engine, EngineResult>> = {};
  let failed = false;
  for (const engine of engines) {
    try {
      results[engine] = await runEngine(engine);
    } catch (error) {
      failed = true;
      console.error(`\n${engine}: the benchmark could not run: ${error instanceof Error ? error.message : error}`);
    }
  }
  report(results);
  // Missed targets are reported above and never fail the run; a benchmark that could not run does.
  if (failed) process.exit(1);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// `npm run bench:all`: every benchmark that measures a view against its ceiling, one after another, on the
// engines asked for (BENCH_ENGINES, default both; PostgreSQL when DATABASE_URL is set), then one summary
// table — view, engine, ceiling, ours, ratio, p99, pass or fail against the goals — written into
// docs/performance.md between the "bench:all" markers (replaced on each run) and printed.
// BENCH_ROWS, BENCH_SECONDS and the other BENCH_* variables pass through to every benchmark, so a quick run
// is `BENCH_ROWS=20000 BENCH_SECONDS=1 npm run bench:all`; BENCH_ONLY=shifts,events picks some of them.
// Each benchmark appends its results to a JSON-lines file (BENCH_RESULTS, bench/results.ts). Exits 0 like
// the others (a measurement); 1 when a benchmark could not run at all.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BenchResult } from './results.js';

const root = path.resolve(import.meta.dirname, '..');
/** The benchmarks, by file name: the audit log (run.ts), the module benchmarks on bench/harness.ts and ingestion. */
const BENCHES = [
  'run',
  'shifts',
  'events',
  'leave',
  'qa',
  'qa-statistics',
  'dossier',
  'hosting',
  'bug-report',
  'ingestion',
];
const START = '<!-- bench:all:start -->';
const END = '<!-- bench:all:end -->';
const DOC = path.join(root, 'docs/performance.md');

const only = process.env.BENCH_ONLY?.split(',').map((b) => b.trim());
const picked = only ? BENCHES.filter((b) => only.includes(b) || (b === 'run' && only.includes('audit-log'))) : BENCHES;
const work = mkdtempSync(path.join(os.tmpdir(), 'bench-all-'));
const resultsFile = path.join(work, 'results.jsonl');
const failed: string[] = [];
const started = Date.now();
const loadBefore = os.loadavg()[0]!;

for (const bench of picked) {
  console.log(`\n== bench/${bench}.ts`);
  const run = spawnSync('npx', ['tsx', path.join('bench', `${bench}.ts`)], {
    cwd: root,
    stdio: 'inherit',
    // Statistics are bucketed by company days: the QC benchmark compares them in UTC.
    env: { ...process.env, BENCH_RESULTS: resultsFile, TZ: process.env.TZ ?? 'UTC' },
  });
  if (run.status !== 0) failed.push(bench);
}

const results: BenchResult[] = existsSync(resultsFile)
  ? readFileSync(resultsFile, 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as BenchResult)
  : [];
rmSync(work, { recursive: true, force: true });

const fmt = (n: number, digits = 0) =>
  n.toLocaleString('en', { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** Pass or fail against the result's goals: the ratio everywhere, a p99 ceiling on PostgreSQL where set. */
function verdict(r: BenchResult): { pass: boolean; why: string } {
  const misses: string[] = [];
  const minRatio = r.goals.minRatio ?? 0.8;
  if (r.ratio < minRatio) misses.push(`ratio < ${minRatio}`);
  if (r.goals.maxP99 !== undefined && r.engine === 'postgres' && r.oursP99 >= r.goals.maxP99) {
    misses.push(`p99 ≥ ${r.goals.maxP99} ms`);
  }
  if (r.goals.minRps !== undefined && r.engine === 'postgres' && r.oursRps < r.goals.minRps) {
    misses.push(`< ${fmt(r.goals.minRps)}/s`);
  }
  if (r.errors > 0) misses.push(`${r.errors} errors`);
  return { pass: misses.length === 0, why: misses.join(', ') };
}

function goalsOf(r: BenchResult): string {
  const goals = [`≥ ${r.goals.minRatio ?? 0.8}`];
  if (r.goals.maxP99 !== undefined) goals.push(`p99 < ${r.goals.maxP99} ms (postgres)`);
  if (r.goals.minRps !== undefined) goals.push(`≥ ${fmt(r.goals.minRps)}/s (postgres)`);
  return goals.join(', ');
}

const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
const cpus = os.cpus();
const lines = [
  START,
  `Last \`npm run bench:all\`: ${date} UTC, ${cpus.length} × ${cpus[0]?.model.trim() ?? 'CPU'}, Node ${process.version}, ` +
    `BENCH_ROWS ${process.env.BENCH_ROWS ?? 'default (1,000,000)'}, BENCH_SECONDS ${process.env.BENCH_SECONDS ?? 'default'}, ` +
    `load average ${fmt(loadBefore, 1)} → ${fmt(os.loadavg()[0]!, 1)}, ${fmt((Date.now() - started) / 60_000, 1)} min. ` +
    'Generated: the table is replaced on each run (bench/all.ts).',
  '',
  '| bench | view | engine | rows | items | ceiling req/s | ours req/s | ratio | ceiling p99 ms | ours p99 ms | goals | result |',
  '|---|---|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
  ...results.map((r) => {
    const v = verdict(r);
    return (
      `| ${r.bench} | ${r.view} | ${r.engine} | ${fmt(r.rows)} | ${fmt(r.items)} | ${fmt(r.ceilingRps)} | ` +
      `${fmt(r.oursRps)} | ${fmt(r.ratio, 2)} | ${fmt(r.ceilingP99)} | ${fmt(r.oursP99)} | ${goalsOf(r)} | ` +
      `${v.pass ? 'PASS' : `FAIL (${v.why})`} |`
    );
  }),
  ...(failed.length ? ['', `Could not run: ${failed.map((b) => `bench/${b}.ts`).join(', ')}.`] : []),
  END,
];
const table = lines.join('\n');
console.log(`\n${table}`);

const doc = readFileSync(DOC, 'utf8');
const at = doc.indexOf(START);
const until = doc.indexOf(END);
const next =
  at !== -1 && until > at
    ? `${doc.slice(0, at)}${table}${doc.slice(until + END.length)}`
    : `${doc.trimEnd()}\n\n## All benchmarks (\`npm run bench:all\`)\n${table}\n`;
writeFileSync(DOC, next);
console.log(`\nWritten into ${path.relative(root, DOC)}.`);
if (failed.length) process.exit(1);

// What every benchmark records for `npm run bench:all` (bench/all.ts, docs/performance.md "bench:all"):
// one JSON line per measured view against its ceiling, appended to the file BENCH_RESULTS names.
import { appendFileSync } from 'node:fs';
import path from 'node:path';

export type Engine = 'pglite' | 'postgres';

/** One measured view against its ceiling, as `bench:all` collects them (docs/performance.md "bench:all"). */
export interface BenchResult {
  bench: string;
  view: string;
  engine: Engine;
  /** What the view answers (items), and the rows seeded. */
  items: number;
  rows: number;
  ceilingRps: number;
  oursRps: number;
  ratio: number;
  ceilingP99: number;
  oursP99: number;
  errors: number;
  /**
   * The goals it is held to: ratio ≥ minRatio (0.8), p99 < maxP99 ms on PostgreSQL where set, and ours
   * ≥ minRps per second on PostgreSQL where set (ingestion: conversations a second).
   */
  goals: { minRatio?: number; maxP99?: number; minRps?: number };
}

/** The benchmark's name: its file's (`bench/shifts.ts` → shifts). */
export const benchName = () => path.basename(process.argv[1] ?? 'bench', '.ts');

/**
 * Appends a result as one JSON line to `BENCH_RESULTS` when set (bench/all.ts reads them); a benchmark
 * run alone prints only.
 */
export function recordResult(result: BenchResult): void {
  if (process.env.BENCH_RESULTS) appendFileSync(process.env.BENCH_RESULTS, `${JSON.stringify(result)}\n`);
}

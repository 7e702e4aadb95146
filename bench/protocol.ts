// Messages between run.ts (load generator) and server.ts (the server process), over the fork IPC channel.
import type { SeedResult } from './seed.js';

export type Engine = 'pglite' | 'postgres';

export interface ServerReady {
  type: 'ready';
  engine: Engine;
  /** Where the data lives: a temp PGlite dir or the bench_<random> PostgreSQL database. */
  database: string;
  appUrl: string;
  ceilingUrl: string;
  token: string;
  seed: SeedResult;
  setupMs: number;
  /** Mean time of each query alone, serially on one connection (no load), in ms. */
  queryMs: { select1: number; page1: number; count: number; deepPage: number };
  checks: {
    /** Our endpoint and the ceiling returned byte-identical JSON for page 1. */
    samePage: boolean;
    /** The ceiling's SQL text equals what `listAudit` sends. */
    sameSql: boolean;
    pageBytes: number;
  };
}

export type FromServer =
  | ServerReady
  /** The answer to a request: the server process's CPU time so far (main thread + PGlite worker), in ms. */
  | { type: 'reply'; id: number; cpuMs: number }
  | { type: 'stopped' }
  | { type: 'failed'; message: string };

export type ToServer =
  | { type: 'cpu'; id: number }
  /** Start a CPU profile of the server's main thread (BENCH_PROFILE). */
  | { type: 'profile-start'; id: number }
  /** Stop it and write it to `file` (open it in Chrome DevTools or summarise it with bench/profile.ts). */
  | { type: 'profile-stop'; id: number; file: string }
  | { type: 'stop' };

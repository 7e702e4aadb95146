import { AsyncLocalStorage } from 'node:async_hooks';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as coreSchema from './schema.js';

export type Db = NodePgDatabase<typeof coreSchema>;
/** An open transaction (the `tx` of `db.transaction(async (tx) => …)`). */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** The database or a transaction: what a query helper takes. */
export type Executor = Db | Tx;

export interface Database {
  engine: 'pglite' | 'postgres';
  pool: pg.Pool;
  db: Db;
  close(): Promise<void>;
}

/** The committed migrations; test databases are cloned from a template keyed by their contents (test/template-database.ts). */
export const migrationsFolder = path.resolve(import.meta.dirname, '../../../drizzle');

// Integers for bigint/count columns: our counts and ids stay far below 2^53.
pg.types.setTypeParser(20, (v) => Number(v));

/**
 * `timeZone`: the company's (config `TZ`), for migrations that bucket rows by its days
 * (`current_setting('backoffice.time_zone')`); UTC when not given.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  timeZone?: string;
}): Promise<Database> {
  const database = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openEmbedded(path.join(options.dataDir, 'pgdata'), options.dataDir);
  try {
    await runMigrations(database, options.timeZone ?? 'UTC');
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

type QueryFn = (config: unknown, values?: unknown) => Promise<pg.QueryResult>;

/** Set while a `db.transaction` callback runs (and in everything it awaits). */
const inTransaction = new AsyncLocalStorage<true>();

/**
 * What the code that opens transactions adds to each of them (core/audit.ts: a request's audit
 * row). `beforeCommit` runs inside the transaction, after its callback and before COMMIT: when it
 * throws, the transaction rolls back. `committed` runs once the COMMIT went through.
 */
export interface TransactionScope {
  beforeCommit(tx: Tx): Promise<void>;
  committed(tx: Tx): void;
}

/** The scope the current code runs in; every `db.transaction` opened under it runs its hooks. */
export const transactionScope = new AsyncLocalStorage<TransactionScope>();

export class PoolInTransactionError extends Error {
  constructor() {
    super(
      'The pool was used inside a transaction: use the transaction (tx) for every query there. ' +
        'On the embedded database (one connection) this would wait forever; on PostgreSQL it would run outside the transaction.',
    );
  }
}

/**
 * Makes "the pool inside a transaction" fail at once instead of hanging the embedded database's one
 * connection (or silently leaving the transaction on PostgreSQL): `db.transaction` marks its
 * callback, and the pool refuses queries and connections made under that mark. It also runs the
 * hooks of the caller's `transactionScope` inside each transaction.
 */
function guardTransactions(pool: pg.Pool, db: Db): Db {
  const query = pool.query.bind(pool) as unknown as (...args: unknown[]) => unknown;
  (pool as unknown as { query: unknown }).query = (...args: unknown[]) => {
    if (inTransaction.getStore()) return Promise.reject(new PoolInTransactionError());
    return query(...args);
  };
  const connect = pool.connect.bind(pool) as unknown as (...args: unknown[]) => unknown;
  (pool as unknown as { connect: unknown }).connect = (...args: unknown[]) => {
    if (inTransaction.getStore()) return Promise.reject(new PoolInTransactionError());
    return connect(...args);
  };
  const transaction = db.transaction.bind(db);
  db.transaction = (async (work: (tx: Tx) => Promise<unknown>, config?: unknown) => {
    const scope = transactionScope.getStore();
    let opened: Tx | undefined;
    const result = await transaction(
      (tx) =>
        inTransaction.run(true, async () => {
          opened = tx;
          const value = await work(tx);
          await scope?.beforeCommit(tx);
          return value;
        }),
      config as never,
    );
    if (opened) scope?.committed(opened);
    return result;
  }) as Db['transaction'];
  return db;
}

/**
 * `pg.Pool#query` ends the connection after ANY failed statement and opens a new one. A SQL error
 * reported by the server (a unique violation, a bad cast) leaves the connection healthy, so keep it:
 * on the embedded database the one-connection socket server refuses the new connection while the old
 * one is still closing, and the next request failed with EPIPE. Connection-level errors still drop it.
 */
function keepConnectionOnSqlErrors(pool: pg.Pool): pg.Pool {
  const query: QueryFn = async (config, values) => {
    const client = await pool.connect();
    try {
      const result = await (client.query as unknown as QueryFn).call(client, config, values);
      client.release();
      return result;
    } catch (error) {
      client.release(error instanceof pg.DatabaseError ? undefined : (error as Error));
      throw error;
    }
  };
  const original = pool.query.bind(pool) as unknown as (...args: unknown[]) => unknown;
  // Callback-style calls (none of ours) keep pg's own behaviour.
  (pool as unknown as { query: unknown }).query = (...args: unknown[]) =>
    typeof args[args.length - 1] === 'function' ? original(...args) : query(args[0], args[1]);
  return pool;
}

/**
 * Runs a connection's statements one after another. Statements of one transaction sent together (a
 * `Promise.all` over `tx`) were queued by pg itself, which is deprecated and ends with pg 9: the queue
 * is ours now, same order, same results. Callback-style calls and streams keep pg's own behaviour.
 */
function queueStatements(pool: pg.Pool): pg.Pool {
  pool.on('connect', (client) => {
    const query = client.query.bind(client) as unknown as (...args: unknown[]) => Promise<unknown>;
    let previous: Promise<unknown> = Promise.resolve();
    (client as unknown as { query: unknown }).query = (...args: unknown[]) => {
      const last = args[args.length - 1];
      const first = args[0] as { submit?: unknown } | undefined;
      if (typeof last === 'function' || typeof first?.submit === 'function') return query(...args);
      // `previous` never rejects: a failed statement is its caller's, the next one runs regardless.
      const run = previous.then(() => query(...args));
      previous = run.catch(() => {});
      return run;
    };
  });
  return pool;
}

/**
 * Calls `observe(seconds)` each time `pool` hands out a connection, with how long the caller waited
 * for it: for a free one nothing, for a busy pool (all `max` in use) until one is released, for a new
 * one until it is open. Every query goes through `pool.connect` (`keepConnectionOnSqlErrors`, drizzle's
 * transactions), so this is every query's wait. A refused call (the pool inside a transaction) and
 * callback-style calls (none of ours) are not timed. Returns a function that stops it.
 */
export function observeConnectionWaits(pool: pg.Pool, observe: (seconds: number) => void): () => void {
  const connect = pool.connect as unknown as (...args: unknown[]) => unknown;
  const timed = (...args: unknown[]) => {
    if (typeof args[0] === 'function') return connect.apply(pool, args);
    const started = process.hrtime.bigint();
    return (connect.apply(pool, args) as Promise<pg.PoolClient>).then((client) => {
      observe(Number(process.hrtime.bigint() - started) / 1e9);
      return client;
    });
  };
  (pool as unknown as { connect: unknown }).connect = timed;
  return () => {
    if ((pool as unknown as { connect: unknown }).connect === timed) {
      (pool as unknown as { connect: unknown }).connect = connect;
    }
  };
}

function openPostgres(url: string): Database {
  const pool = keepConnectionOnSqlErrors(queueStatements(new pg.Pool({ connectionString: url, max: 10 })));
  pool.on('error', () => {}); // idle client errors surface on the next query
  const db = guardTransactions(pool, drizzle(pool, { schema: coreSchema }));
  return { engine: 'postgres', pool, db, close: () => pool.end() };
}

async function openEmbedded(pgData: string, dataDir: string): Promise<Database> {
  mkdirSync(pgData, { recursive: true });
  const releaseLock = lockDataDir(dataDir);
  const socketDir = mkdtempSync(path.join(os.tmpdir(), 'backoffice-pg-'));
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), {
    workerData: { dataDir: pgData, socketPath: path.join(socketDir, '.s.PGSQL.5432') },
  });
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('error', reject);
      worker.once('message', (m: { type: string; message?: string }) =>
        m.type === 'ready' ? resolve() : reject(new Error(`Embedded database failed to start: ${m.message}`)),
      );
    });
  } catch (error) {
    await worker.terminate();
    rmSync(socketDir, { recursive: true, force: true });
    releaseLock();
    throw error;
  }
  // One connection: code inside a transaction must use the transaction, never the pool.
  const pool = keepConnectionOnSqlErrors(
    queueStatements(new pg.Pool({ host: socketDir, port: 5432, user: 'postgres', database: 'postgres', max: 1 })),
  );
  pool.on('error', () => {});
  // PGlite has one session, which outlives the socket's connections: a new connection (the pool closes one
  // idle for 10 s) would find the named statements the last one prepared (core/db/kept-statements.ts), which
  // node-postgres, knowing none on its new connection, would prepare again ("already exists"). The session
  // forgets them first: the client's first query, queued before any other.
  pool.on('connect', (client) => {
    client.query('DEALLOCATE ALL').catch(() => {});
  });
  let closed = false;
  return {
    engine: 'pglite',
    pool,
    db: guardTransactions(pool, drizzle(pool, { schema: coreSchema })),
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 10_000);
        worker.once('message', () => {
          clearTimeout(timer);
          resolve();
        });
        worker.postMessage({ type: 'stop' });
      });
      await worker.terminate();
      rmSync(socketDir, { recursive: true, force: true });
      releaseLock();
    },
  };
}

/** Refuses a second process on the same DATA_DIR: two PGlite instances would corrupt it. */
function lockDataDir(dataDir: string): () => void {
  const lockFile = path.join(dataDir, 'server.lock');
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new Error(`DATA_DIR ${dataDir} is in use by another process (pid ${pid}); stop it first`);
    }
    if (pid === process.pid) throw new Error(`DATA_DIR ${dataDir} is already open in this process`);
    rmSync(lockFile, { force: true });
  }
  const fd = openSync(lockFile, 'wx');
  writeSync(fd, String(process.pid));
  closeSync(fd);
  return () => rmSync(lockFile, { force: true });
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Applies the committed migrations once, even when several instances start together. */
async function runMigrations(database: Database, timeZone: string): Promise<void> {
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(727001)');
    await client.query("SELECT set_config('backoffice.time_zone', $1, false)", [timeZone]);
    await migrate(drizzle(client), { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(727001)').catch(() => {});
    client.release();
  }
}

// The runs of the schedules (schedules.ts), recorded in `job_runs`: claimed once across every
// instance, run with their timeout, ended, marked failed when stale, read back for retries and pruned.
import { sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { metricsOf } from '../metrics.js';
import type { JobRun, RecordJob, ScheduledRecord } from '../module.js';
import type { Schedule } from './schedules.js';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const DEFAULT_TIMEOUT = HOUR;
/** Runs kept per schedule, and for how long (the newest run of a schedule is kept however old). */
export const KEEP_RUNS = 100;
export const KEEP_DAYS = 30;
/** What a run still going when its instance stopped is recorded with (its lease released). */
export const STOPPED_ERROR = 'Stopped with its instance before it finished';
/** What a run that outlived its timeout is recorded with. */
export const STALE_ERROR = 'Did not finish within its timeout (its instance stopped or hung)';
const ERROR_MAX = 2_000;

/** The advisory lock space of claims (two-key form, the second key `hashtext(<schedule key>)`). */
export const JOB_LOCK_SPACE = 0x10b5;

/** How a run ended: what the screen calls the schedule (the job's name, a record's label), and the error when it failed. */
export interface RunEnd {
  name: string;
  error: string | null;
}

export interface JobRunRow {
  id: number;
  job: string;
  scheduledFor: Date;
  trigger: JobRun['trigger'];
  attempt: number;
  startedAt: Date;
  finishedAt: Date | null;
  outcome: 'running' | 'succeeded' | 'failed';
  error: string | null;
  userId: number | null;
}

/** The columns of a `JobRunRow`, for SQL of `job_runs` (aliased to the row's names). */
export const JOB_RUN_COLUMNS = `id, job, scheduled_for AS "scheduledFor", trigger, attempt, started_at AS "startedAt",
   finished_at AS "finishedAt", outcome, error, user_id AS "userId"`;

/** A slot of a schedule asked for: by its timer, a retry, or a user's "Run now". */
export interface Claim {
  schedule: Schedule;
  slot: Date;
  trigger: JobRun['trigger'];
  attempt: number;
  userId: number | null;
  now: Date;
}

const errorText = (error: unknown) =>
  (error instanceof Error ? error.message || error.name : String(error)).slice(0, ERROR_MAX);

/**
 * One short transaction under the schedule's advisory lock: a run past its timeout is marked
 * failed, a run still going refuses the claim (`busy`), else the slot's row is inserted; null when
 * another instance has it already (the unique index on `(job, scheduled_for)`).
 */
export function claimRun(
  ctx: AppContext,
  { schedule, slot, trigger, attempt, userId, now }: Claim,
): Promise<JobRunRow | 'busy' | null> {
  const staleBefore = new Date(now.getTime() - (schedule.job.timeout ?? DEFAULT_TIMEOUT));
  return ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${JOB_LOCK_SPACE}, hashtext(${schedule.key}))`);
    await tx.execute(
      sql`UPDATE job_runs SET outcome = 'failed', finished_at = ${now.toISOString()}, error = ${STALE_ERROR}
           WHERE job = ${schedule.key} AND outcome = 'running' AND started_at < ${staleBefore.toISOString()}`,
    );
    const going = await tx.execute(sql`SELECT 1 FROM job_runs WHERE job = ${schedule.key} AND outcome = 'running'`);
    if (going.rows.length) return 'busy';
    const inserted = await tx.execute<{ id: number }>(
      sql`INSERT INTO job_runs (job, scheduled_for, trigger, attempt, started_at, user_id)
          VALUES (${schedule.key}, ${slot.toISOString()}, ${trigger}, ${attempt}, ${now.toISOString()}, ${userId})
          ON CONFLICT (job, scheduled_for) DO NOTHING
          RETURNING id`,
    );
    const id = inserted.rows[0]?.id;
    if (id === undefined) return null;
    const row: JobRunRow = {
      id: Number(id),
      job: schedule.key,
      scheduledFor: slot,
      trigger,
      attempt,
      startedAt: now,
      finishedAt: null,
      outcome: 'running',
      error: null,
      userId,
    };
    return row;
  });
}

/**
 * Runs a claimed slot and records its end with the clock `now`; the job's failure is recorded, never
 * thrown. The controller aborts the run (at its timeout, or when the app stops).
 */
export function executeRun(
  ctx: AppContext,
  schedule: Schedule,
  row: JobRunRow,
  now: () => Date,
): { controller: AbortController; done: Promise<RunEnd> } {
  const controller = new AbortController();
  const timeout = setTimeout(() => controller.abort(new Error(STALE_ERROR)), schedule.job.timeout ?? DEFAULT_TIMEOUT);
  timeout.unref();
  const run: JobRun = {
    scheduledFor: row.scheduledFor,
    trigger: row.trigger,
    attempt: row.attempt,
    signal: controller.signal,
  };
  const done = (async () => {
    let error: string | null = null;
    try {
      await (schedule.record
        ? (schedule.job as RecordJob).run(ctx, { ...run, record: schedule.record })
        : schedule.job.run(ctx, run as JobRun & { record: ScheduledRecord }));
    } catch (err) {
      error = errorText(err);
      ctx.log.warn({ err, job: schedule.key, attempt: row.attempt }, 'scheduled job failed');
    } finally {
      clearTimeout(timeout);
    }
    try {
      await ctx.pool.query('UPDATE job_runs SET finished_at = $2, outcome = $3, error = $4 WHERE id = $1', [
        row.id,
        now(),
        error === null ? 'succeeded' : 'failed',
        error,
      ]);
    } catch (err) {
      ctx.log.error({ err, job: schedule.key }, 'recording the end of a scheduled run failed');
    }
    metricsOf(ctx)?.jobRun(schedule.job.name, error === null ? 'succeeded' : 'failed');
    return { name: schedule.record ? schedule.label : schedule.key, error };
  })();
  return { controller, done };
}

/**
 * Releases the runs of a stopping instance that did not end in its grace: recorded as failed, so no
 * schedule waits for their timeout, and the sweep of another instance retries them as any failure.
 */
export async function releaseRuns(ctx: AppContext, ids: number[], now: Date): Promise<void> {
  if (!ids.length) return;
  await ctx.pool.query(
    `UPDATE job_runs SET outcome = 'failed', finished_at = $2, error = $3 WHERE id = ANY($1) AND outcome = 'running'`,
    [ids, now, STOPPED_ERROR],
  );
}

/**
 * Marks the runs still going that started before their schedule's `staleBefore` (one per key) as
 * failed, and reads the newest run of each schedule of `keys`.
 */
export async function failStaleAndReadLast(
  ctx: AppContext,
  keys: string[],
  staleBefore: string[],
  now: Date,
): Promise<JobRunRow[]> {
  await ctx.pool.query(
    `UPDATE job_runs r SET outcome = 'failed', finished_at = $3, error = $4
       FROM unnest($1::text[], $2::timestamptz[]) AS s(job, before)
      WHERE r.job = s.job AND r.outcome = 'running' AND r.started_at < s.before`,
    [keys, staleBefore, now, STALE_ERROR],
  );
  const { rows } = await ctx.pool.query<JobRunRow>(
    `SELECT DISTINCT ON (job) ${JOB_RUN_COLUMNS} FROM job_runs WHERE job = ANY($1) ORDER BY job, id DESC`,
    [keys],
  );
  return rows;
}

/**
 * Deletes old runs: beyond the newest `KEEP_RUNS` of a schedule, or older than `KEEP_DAYS` but the
 * newest of a schedule still in `keys`.
 */
export async function pruneRuns(ctx: AppContext, keys: string[], now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - KEEP_DAYS * 24 * HOUR);
  const { rowCount } = await ctx.pool.query(
    `DELETE FROM job_runs WHERE id IN (
       SELECT id FROM (
         SELECT id, job, started_at, outcome, row_number() OVER (PARTITION BY job ORDER BY id DESC) AS n FROM job_runs
       ) r
        WHERE outcome <> 'running'
          AND (n > $1 OR (started_at < $2 AND (n > 1 OR NOT (job = ANY($3))))))`,
    [KEEP_RUNS, cutoff, keys],
  );
  return rowCount ?? 0;
}

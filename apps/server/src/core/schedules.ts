// Scheduled work (docs/architecture.md "Schedules"): cron expressions in the company time zone, each
// run claimed once across every instance by its row in `job_runs`, recorded, retried with backoff.
import { Cron } from 'croner';
import cronstrue from 'cronstrue';
import { sql } from 'drizzle-orm';
import type { AppContext } from './context.js';
import { SWEEP_GRACE_MS, sweepFiles } from './files/sweep.js';
import { type Job, type JobRun, jobDeclarationError, type RecordJob, type ScheduledRecord } from './module.js';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

export const DEFAULT_RETRY_DELAYS: readonly number[] = [1 * MINUTE, 5 * MINUTE, 25 * MINUTE];
export const DEFAULT_TIMEOUT = HOUR;
/** Runs kept per schedule, and for how long (the newest run of a schedule is kept however old). */
export const KEEP_RUNS = 100;
export const KEEP_DAYS = 30;
/** What a run that outlived its timeout is recorded with. */
export const STALE_ERROR = 'Did not finish within its timeout (its instance stopped or hung)';
const ERROR_MAX = 2_000;

/** The advisory lock space of claims (two-key form, the second key `hashtext(<schedule key>)`). */
export const JOB_LOCK_SPACE = 0x10b5;

/** Core's own scheduled work, declared as modules declare theirs. */
export const coreJobs: readonly Job[] = [
  {
    name: 'analyze',
    description: 'Refreshes the query planner statistics (and vacuums the embedded database).',
    cron: '15 */6 * * *',
    async run(ctx) {
      // PGlite never vacuums on its own: without VACUUM the visibility map stays empty and counts
      // cannot use index-only scans (docs/performance.md).
      if (ctx.engine === 'pglite') await ctx.pool.query('VACUUM ANALYZE');
    },
  },
  {
    name: 'prune-sessions',
    description: 'Deletes ended sessions and sign-in failures older than a day.',
    cron: '5 * * * *',
    async run(ctx) {
      await ctx.sessions.prune();
      await ctx.pool.query("DELETE FROM login_failures WHERE at < now() - interval '1 day'");
    },
  },
  {
    name: 'sweep-files',
    description: `Deletes stored files no record references (${SWEEP_GRACE_MS / 3_600_000} hours after upload) and stored bytes without a row.`,
    cron: '50 3 * * *',
    async run(ctx) {
      await sweepFiles(ctx);
    },
  },
  {
    name: 'prune-job-runs',
    description: `Keeps the last ${KEEP_RUNS} runs of each scheduled job, none older than ${KEEP_DAYS} days but the latest.`,
    cron: '40 4 * * *',
    async run(ctx) {
      await schedulesOf(ctx).prune();
    },
  },
];

/** One schedule: a cron job, or one record of a per-record job (`<job>:<record id>`). */
export interface Schedule {
  key: string;
  job: Job;
  record: ScheduledRecord | undefined;
  cron: string;
  /** The job's description, or the record's label. */
  label: string;
}

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

interface Timed extends Schedule {
  pattern: Cron;
  nextAt: Date | null;
}

export interface SchedulesOptions {
  /** The clock (tests set it); runs are stamped with it. */
  now?: () => Date;
  /** How often the timers look for a due slot, look for due retries and stale runs, and read records. */
  tickMs?: number;
  sweepMs?: number;
  refreshMs?: number;
}

const registry = new WeakMap<AppContext, Schedules>();

/** The app's schedules (every job of core and the modules), for the "Scheduled jobs" screen. */
export function schedulesOf(ctx: AppContext): Schedules {
  const schedules = registry.get(ctx);
  if (!schedules) throw new Error('The schedules of this app were not set up (startSchedules)');
  return schedules;
}

/**
 * Sets up the app's schedules; with `timers` (config.jobs, off in tests) they also run on their
 * own. Returns the stop function (waits briefly for the runs going on, so their end is recorded).
 */
export function startSchedules(ctx: AppContext, jobs: readonly Job[], options: { timers: boolean }) {
  const schedules = new Schedules(ctx, jobs);
  registry.set(ctx, schedules);
  if (options.timers) schedules.start();
  return () => schedules.stop();
}

const isRecordJob = (job: Job): job is RecordJob => job.records !== undefined;
const errorText = (error: unknown) =>
  (error instanceof Error ? error.message || error.name : String(error)).slice(0, ERROR_MAX);

/** The cron expression in words ("At 03:00, Monday through Friday"). */
export function describeCron(expression: string): string {
  try {
    return cronstrue.toString(expression, { use24HourTimeFormat: true });
  } catch {
    return expression;
  }
}

/**
 * Every schedule of one app instance. A due slot is claimed by inserting its `(job, scheduled_for)`
 * row in a short transaction (the unique index decides between instances; a run still going skips
 * the slot); the run itself holds no connection. Failed runs are retried after `retryDelays`, found
 * by any instance's sweep, so a retry survives the instance that failed.
 */
export class Schedules {
  readonly timeZone: string;
  private readonly now: () => Date;
  private readonly tickMs: number;
  private readonly sweepMs: number;
  private readonly refreshMs: number;
  private readonly jobs: ReadonlyMap<string, Job>;
  private readonly cronSchedules: Timed[];
  /** Per-record job name → its records' schedules, and when they were read. */
  private readonly recordSchedules = new Map<string, { at: number; schedules: Map<string, Timed> }>();
  private readonly inFlight = new Map<number, { controller: AbortController; done: Promise<RunEnd> }>();
  private timers: NodeJS.Timeout[] = [];
  private stopped = false;

  constructor(
    private readonly ctx: AppContext,
    jobs: readonly Job[],
    options: SchedulesOptions = {},
  ) {
    this.timeZone = ctx.config.timeZone;
    this.now = options.now ?? (() => new Date());
    this.tickMs = options.tickMs ?? SECOND;
    this.sweepMs = options.sweepMs ?? 30 * SECOND;
    this.refreshMs = options.refreshMs ?? MINUTE;
    const byName = new Map<string, Job>();
    for (const job of jobs) {
      const invalid = jobDeclarationError(job);
      if (invalid) throw new Error(invalid);
      if (byName.has(job.name)) throw new Error(`Two jobs are named ${job.name}`);
      byName.set(job.name, job);
    }
    this.jobs = byName;
    const now = this.now();
    this.cronSchedules = jobs.flatMap((job) =>
      job.cron !== undefined
        ? [this.timed({ key: job.name, job, record: undefined, cron: job.cron, label: job.description }, now)]
        : [],
    );
  }

  /** A cron expression read in the company time zone (five fields, minute precision). */
  pattern(expression: string): Cron {
    return new Cron(expression, { timezone: this.timeZone, mode: '5-part', paused: true });
  }

  private timed(schedule: Schedule, now: Date): Timed {
    const pattern = this.pattern(schedule.cron);
    return { ...schedule, pattern, nextAt: pattern.nextRun(now) };
  }

  /** Every schedule, with its next slot; the records of per-record jobs are read when due. */
  async list(): Promise<(Schedule & { nextAt: Date | null })[]> {
    const stale = [...this.jobs.values()].filter(
      (job) =>
        isRecordJob(job) && !((this.recordSchedules.get(job.name)?.at ?? -Infinity) > Date.now() - this.refreshMs),
    );
    await Promise.all(stale.map((job) => this.readRecords(job as RecordJob)));
    const now = this.now();
    return this.allTimed().map(({ pattern, nextAt: _, ...schedule }) => ({
      ...schedule,
      nextAt: pattern.nextRun(now),
    }));
  }

  async find(key: string): Promise<Schedule | undefined> {
    return (await this.list()).find((s) => s.key === key);
  }

  private allTimed(): Timed[] {
    return [...this.cronSchedules, ...[...this.recordSchedules.values()].flatMap((r) => [...r.schedules.values()])];
  }

  /**
   * Reads a per-record job's records again. A record whose cron is unchanged keeps its next slot; a
   * new or changed one gets the next slot after now; a record with an invalid cron is left out (and
   * logged). When the read fails, the schedules read before stay.
   */
  async readRecords(job: RecordJob): Promise<void> {
    let records: readonly ScheduledRecord[];
    try {
      records = await job.records(this.ctx);
    } catch (err) {
      this.ctx.log.error({ err, job: job.name }, 'reading the records of a scheduled job failed');
      return;
    }
    const before = this.recordSchedules.get(job.name)?.schedules;
    const schedules = new Map<string, Timed>();
    const now = this.now();
    for (const record of records) {
      const key = `${job.name}:${record.id}`;
      const kept = before?.get(key);
      if (kept && kept.cron === record.cron) {
        schedules.set(key, { ...kept, record, label: record.label });
        continue;
      }
      try {
        schedules.set(key, this.timed({ key, job, record, cron: record.cron, label: record.label }, now));
      } catch (err) {
        this.ctx.log.warn(
          { err, job: key, cron: record.cron },
          'a record has an invalid cron expression: not scheduled',
        );
      }
    }
    this.recordSchedules.set(job.name, { at: Date.now(), schedules });
  }

  /** Runs on its own: a slot is looked for every second, retries and stale runs every 30 s. */
  start(): void {
    const every = (ms: number, work: () => Promise<unknown>) => {
      let busy = false;
      const timer = setInterval(() => {
        if (busy || this.stopped) return;
        busy = true;
        work()
          .catch((err) => this.ctx.log.error({ err }, 'the scheduler failed'))
          .finally(() => {
            busy = false;
          });
      }, ms);
      timer.unref();
      this.timers.push(timer);
    };
    const recordJobs = [...this.jobs.values()].filter(isRecordJob);
    const refresh = () => Promise.all(recordJobs.map((job) => this.readRecords(job)));
    void refresh();
    // Neither waits for the runs it starts (a long one must not hold up the next slot or retry); a
    // slot claimed twice by overlapping calls is refused by the database.
    const failed = (err: unknown) => this.ctx.log.error({ err }, 'the scheduler failed');
    every(this.tickMs, async () => {
      this.tick().catch(failed);
    });
    every(this.sweepMs, async () => {
      this.sweep().catch(failed);
    });
    every(this.refreshMs, refresh);
    this.ctx.bus.subscribe((event) => {
      if (this.stopped) return;
      for (const job of recordJobs) {
        if (job.refreshOn?.includes(event.type)) void this.readRecords(job);
      }
    });
  }

  /**
   * Claims and starts every slot due at `now` (one per schedule: slots missed while no instance ran
   * are not made up). Resolves when the runs it started have finished.
   */
  async tick(now: Date = this.now()): Promise<void> {
    const runs: Promise<void>[] = [];
    for (const schedule of this.allTimed()) {
      if (!schedule.nextAt || schedule.nextAt > now) continue;
      const slot = schedule.nextAt;
      // Moved on before any await: a tick that overlaps this one does not claim the slot again.
      schedule.nextAt = schedule.pattern.nextRun(now);
      runs.push(this.claimAndRun(schedule, slot, 'schedule', 1, null, now));
    }
    await Promise.all(runs);
  }

  /**
   * Marks runs that outlived their timeout as failed, and starts the retries that are due: the
   * newest run of a schedule failed (not a manual one), attempts are left, and its delay has passed.
   * Resolves when the retries it started have finished.
   */
  async sweep(now: Date = this.now()): Promise<void> {
    const schedules = await this.list();
    if (!schedules.length) return;
    const keys = schedules.map((s) => s.key);
    const staleBefore = schedules.map((s) =>
      new Date(now.getTime() - (s.job.timeout ?? DEFAULT_TIMEOUT)).toISOString(),
    );
    await this.ctx.pool.query(
      `UPDATE job_runs r SET outcome = 'failed', finished_at = $3, error = $4
         FROM unnest($1::text[], $2::timestamptz[]) AS s(job, before)
        WHERE r.job = s.job AND r.outcome = 'running' AND r.started_at < s.before`,
      [keys, staleBefore, now, STALE_ERROR],
    );
    const { rows } = await this.ctx.pool.query<JobRunRow>(
      `SELECT DISTINCT ON (job) ${JOB_RUN_COLUMNS} FROM job_runs WHERE job = ANY($1) ORDER BY job, id DESC`,
      [keys],
    );
    const byKey = new Map(schedules.map((s) => [s.key, s]));
    const retries: Promise<void>[] = [];
    for (const last of rows) {
      const retryAt = this.retryAt(byKey.get(last.job)!, last);
      if (retryAt && retryAt <= now) {
        retries.push(this.claimAndRun(byKey.get(last.job)!, retryAt, 'retry', last.attempt + 1, null, now));
      }
    }
    await Promise.all(retries);
  }

  /** When the failed `last` run of a schedule is retried, or null (it did not fail, or no attempt is left). */
  retryAt(schedule: Schedule, last: JobRunRow): Date | null {
    if (last.outcome !== 'failed' || last.trigger === 'manual' || !last.finishedAt) return null;
    const delays = schedule.job.retryDelays ?? DEFAULT_RETRY_DELAYS;
    const delay = delays[last.attempt - 1];
    return delay === undefined ? null : new Date(last.finishedAt.getTime() + delay);
  }

  /** "Run now": a manual run recorded with the user; `busy` while a run of it is going on. */
  async runNow(
    schedule: Schedule,
    userId: number | null,
  ): Promise<{ run: JobRunRow; done: Promise<RunEnd> } | { busy: true }> {
    const now = this.now();
    const claimed = await this.claim(schedule, now, 'manual', 1, userId, now);
    if (!claimed || claimed === 'busy') return { busy: true };
    return { run: claimed, done: this.execute(schedule, claimed) };
  }

  private async claimAndRun(
    schedule: Schedule,
    slot: Date,
    trigger: JobRun['trigger'],
    attempt: number,
    userId: number | null,
    now: Date,
  ): Promise<void> {
    let claimed: JobRunRow | 'busy' | null;
    try {
      claimed = await this.claim(schedule, slot, trigger, attempt, userId, now);
    } catch (err) {
      this.ctx.log.error({ err, job: schedule.key }, 'claiming a scheduled run failed');
      return;
    }
    if (claimed === 'busy') {
      this.ctx.log.info({ job: schedule.key, slot }, 'scheduled run skipped: a run of it is still going on');
    }
    if (!claimed || claimed === 'busy') return;
    await this.execute(schedule, claimed);
  }

  /**
   * One short transaction under the schedule's advisory lock: a run past its timeout is marked
   * failed, a run still going refuses the claim (`busy`), else the slot's row is inserted; null when
   * another instance has it already (the unique index on `(job, scheduled_for)`).
   */
  private claim(
    schedule: Schedule,
    slot: Date,
    trigger: JobRun['trigger'],
    attempt: number,
    userId: number | null,
    now: Date,
  ): Promise<JobRunRow | 'busy' | null> {
    const staleBefore = new Date(now.getTime() - (schedule.job.timeout ?? DEFAULT_TIMEOUT));
    return this.ctx.db.transaction(async (tx) => {
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

  /** Runs a claimed slot and records its end; the job's failure is recorded, never thrown. */
  private execute(schedule: Schedule, row: JobRunRow): Promise<RunEnd> {
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
          ? (schedule.job as RecordJob).run(this.ctx, { ...run, record: schedule.record })
          : schedule.job.run(this.ctx, run as JobRun & { record: ScheduledRecord }));
      } catch (err) {
        error = errorText(err);
        this.ctx.log.warn({ err, job: schedule.key, attempt: row.attempt }, 'scheduled job failed');
      } finally {
        clearTimeout(timeout);
      }
      try {
        await this.ctx.pool.query('UPDATE job_runs SET finished_at = $2, outcome = $3, error = $4 WHERE id = $1', [
          row.id,
          this.now(),
          error === null ? 'succeeded' : 'failed',
          error,
        ]);
      } catch (err) {
        this.ctx.log.error({ err, job: schedule.key }, 'recording the end of a scheduled run failed');
      }
      return { name: schedule.record ? schedule.label : schedule.key, error };
    })();
    this.inFlight.set(row.id, { controller, done });
    void done.finally(() => this.inFlight.delete(row.id));
    return done;
  }

  /** Deletes old runs: beyond the newest `KEEP_RUNS` of a schedule, or older than `KEEP_DAYS` but its newest. */
  async prune(now: Date = this.now()): Promise<number> {
    const keys = (await this.list()).map((s) => s.key);
    const cutoff = new Date(now.getTime() - KEEP_DAYS * 24 * HOUR);
    const { rowCount } = await this.ctx.pool.query(
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

  /** Stops the timers, tells the runs going on to stop, and waits up to `graceMs` for them. */
  async stop(graceMs = 5 * SECOND): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    const going = [...this.inFlight.values()];
    if (!going.length) return;
    for (const { controller } of going) controller.abort(new Error('The app is stopping'));
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled(going.map((g) => g.done)),
      new Promise((resolve) => {
        timer = setTimeout(resolve, graceMs);
      }),
    ]);
    clearTimeout(timer);
  }
}

// Scheduled work (docs/architecture.md "Schedules"): cron expressions in the company time zone, each
// run claimed once across every instance by its row in `job_runs`, recorded, retried with backoff.
import { Cron } from 'croner';
import type { AppContext } from '../context.js';
import { type Job, type JobRun, jobDeclarationError, type RecordJob, type ScheduledRecord } from '../module.js';
import {
  claimRun,
  DEFAULT_TIMEOUT,
  executeRun,
  failStaleAndReadLast,
  type JobRunRow,
  pruneRuns,
  type RunEnd,
  releaseRuns,
} from './runs.js';

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

export const DEFAULT_RETRY_DELAYS: readonly number[] = [1 * MINUTE, 5 * MINUTE, 25 * MINUTE];

/** One schedule: a cron job, or one record of a per-record job (`<job>:<record id>`). */
export interface Schedule {
  key: string;
  job: Job;
  record: ScheduledRecord | undefined;
  cron: string;
  /** The job's description, or the record's label. */
  label: string;
}

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

const isRecordJob = (job: Job): job is RecordJob => job.records !== undefined;

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
    const rows = await failStaleAndReadLast(this.ctx, keys, staleBefore, now);
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
    const claimed = await claimRun(this.ctx, { schedule, slot: now, trigger: 'manual', attempt: 1, userId, now });
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
      claimed = await claimRun(this.ctx, { schedule, slot, trigger, attempt, userId, now });
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

  /** Runs a claimed slot and records its end; the job's failure is recorded, never thrown. */
  private execute(schedule: Schedule, row: JobRunRow): Promise<RunEnd> {
    const { controller, done } = executeRun(this.ctx, schedule, row, this.now);
    this.inFlight.set(row.id, { controller, done });
    void done.finally(() => this.inFlight.delete(row.id));
    return done;
  }

  /** Deletes old runs: beyond the newest `KEEP_RUNS` of a schedule, or older than `KEEP_DAYS` but its newest. */
  async prune(now: Date = this.now()): Promise<number> {
    return pruneRuns(
      this.ctx,
      (await this.list()).map((s) => s.key),
      now,
    );
  }

  /**
   * Stops the timers, tells the runs going on to stop, and waits up to `graceMs` for them; those still
   * going then are recorded as failed (their lease released: another instance retries them).
   */
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
    await releaseRuns(this.ctx, [...this.inFlight.keys()], this.now()).catch((err) =>
      this.ctx.log.error({ err }, 'releasing the runs of a stopping instance failed'),
    );
  }
}

import type { JobRun, ScheduledJob } from '@backoffice/contract/modules/jobs';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../core/context.js';
import { jobRuns, users } from '../../core/db/schema.js';
import { AppError, notFound } from '../../core/errors.js';
import { dialog } from '../../core/notify.js';
import { describeCron, schedulesOf } from '../../core/schedules/app-schedules.js';
import type { JobRunRow } from '../../core/schedules/runs.js';
import type { Schedule } from '../../core/schedules/schedules.js';

type RunRow = JobRunRow & { username: string | null };

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toRun(row: RunRow): JobRun {
  // Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
  // The row is read again after (listJobs's retryAt): a new object.
  return {
    id: row.id,
    job: row.job,
    scheduledFor: row.scheduledFor.toISOString(),
    trigger: row.trigger,
    attempt: row.attempt,
    startedAt: row.startedAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    outcome: row.outcome,
    error: row.error,
    userId: row.userId,
    username: row.username,
  };
}

/** The columns of a run joined with who pressed "Run now". */
const RUN_COLUMNS = {
  id: jobRuns.id,
  job: jobRuns.job,
  scheduledFor: jobRuns.scheduledFor,
  trigger: jobRuns.trigger,
  attempt: jobRuns.attempt,
  startedAt: jobRuns.startedAt,
  finishedAt: jobRuns.finishedAt,
  outcome: jobRuns.outcome,
  error: jobRuns.error,
  userId: jobRuns.userId,
  username: users.username,
};

/** Every schedule (core's and the modules', one per record of a per-record job), by name. */
export async function listJobs(ctx: AppContext): Promise<{ items: ScheduledJob[]; timeZone: string }> {
  const schedules = schedulesOf(ctx);
  const list = (await schedules.list()).sort((a, b) => a.key.localeCompare(b.key));
  const keys = list.map((s) => s.key);
  // The last run of each schedule: DISTINCT ON (job) over (job, id DESC), which job_runs_job_idx serves.
  const rows: RunRow[] = keys.length
    ? await ctx.db
        .selectDistinctOn([jobRuns.job], RUN_COLUMNS)
        .from(jobRuns)
        .leftJoin(users, eq(users.id, jobRuns.userId))
        .where(inArray(jobRuns.job, keys))
        .orderBy(jobRuns.job, desc(jobRuns.id))
    : [];
  const last = new Map(rows.map((row) => [row.job, row]));
  return {
    timeZone: schedules.timeZone,
    items: list.map((s) => {
      const lastRun = last.get(s.key);
      return {
        name: s.key,
        job: s.job.name,
        label: s.label,
        cron: s.cron,
        schedule: describeCron(s.cron),
        nextRunAt: iso(s.nextAt),
        lastRun: lastRun ? toRun(lastRun) : null,
        retryAt: lastRun ? iso(schedules.retryAt(s, lastRun)) : null,
      };
    }),
  };
}

async function scheduleNamed(ctx: AppContext, name: string): Promise<Schedule> {
  const schedule = await schedulesOf(ctx).find(name);
  if (!schedule) throw notFound('Scheduled job');
  return schedule;
}

export async function listRuns(ctx: AppContext, name: string, q: { page: number; take: number }) {
  await scheduleNamed(ctx, name);
  const [items, counted] = await Promise.all([
    ctx.db
      .select(RUN_COLUMNS)
      .from(jobRuns)
      .leftJoin(users, eq(users.id, jobRuns.userId))
      .where(eq(jobRuns.job, name))
      .orderBy(desc(jobRuns.id))
      .limit(q.take)
      .offset((q.page - 1) * q.take),
    // Pruned to a hundred or so per job: an exact count is cheap.
    ctx.db.select({ n: count() }).from(jobRuns).where(eq(jobRuns.job, name)),
  ]);
  return { items: items.map(toRun), total: counted[0]!.n, page: q.page, take: q.take };
}

/** "Run now": started and answered at once (202); the run goes on and the list shows its end. */
export async function runNow(ctx: AppContext, name: string, userId: number): Promise<JobRun> {
  const schedule = await scheduleNamed(ctx, name);
  const started = await schedulesOf(ctx).runNow(schedule, userId);
  if ('busy' in started) {
    throw new AppError('JOBS_RUN_IN_PROGRESS', `A run of ${name} is going on: wait until it has finished`);
  }
  // The person who pressed "Run now" waits for its end: a dialog in their open tabs says how it went.
  void started.done.then(({ name: job, error }) =>
    dialog(
      ctx,
      [userId],
      error === null
        ? { type: 'success', message: `The run of ${job} you started has finished.` }
        : { type: 'error', message: `The run of ${job} you started failed: ${error}` },
    ),
  );
  const [starter] = await ctx.db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return toRun({ ...started.run, username: starter?.username ?? null });
}

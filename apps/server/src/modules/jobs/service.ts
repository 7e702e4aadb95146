import type { JobRun, ScheduledJob } from '@backoffice/contract/modules/jobs';
import type { AppContext } from '../../core/context.js';
import { AppError, notFound } from '../../core/errors.js';
import { dialog } from '../../core/notify.js';
import { describeCron, JOB_RUN_COLUMNS, type JobRunRow, type Schedule, schedulesOf } from '../../core/schedules.js';

type RunRow = JobRunRow & { username: string | null };

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function toRun(row: RunRow): JobRun {
  return {
    ...row,
    scheduledFor: row.scheduledFor.toISOString(),
    startedAt: row.startedAt.toISOString(),
    finishedAt: iso(row.finishedAt),
  };
}

/** Runs of the given schedules joined with who pressed "Run now"; `where` is over `r`. */
const RUNS_SQL = `SELECT r.*, u.username FROM (SELECT ${JOB_RUN_COLUMNS} FROM job_runs) r
                    LEFT JOIN users u ON u.id = r."userId"`;

/** Every schedule (core's and the modules', one per record of a per-record job), by name. */
export async function listJobs(ctx: AppContext): Promise<{ items: ScheduledJob[]; timeZone: string }> {
  const schedules = schedulesOf(ctx);
  const list = (await schedules.list()).sort((a, b) => a.key.localeCompare(b.key));
  const { rows } = await ctx.pool.query<RunRow>(
    `SELECT DISTINCT ON (r.job) * FROM (${RUNS_SQL} WHERE r.job = ANY($1)) r ORDER BY r.job, r.id DESC`,
    [list.map((s) => s.key)],
  );
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
    ctx.pool.query<RunRow>(`${RUNS_SQL} WHERE r.job = $1 ORDER BY r.id DESC LIMIT $2 OFFSET $3`, [
      name,
      q.take,
      (q.page - 1) * q.take,
    ]),
    // Pruned to a hundred or so per job: an exact count is cheap.
    ctx.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM job_runs WHERE job = $1', [name]),
  ]);
  return { items: items.rows.map(toRun), total: counted.rows[0]!.n, page: q.page, take: q.take };
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
  const { rows } = await ctx.pool.query<{ username: string | null }>('SELECT username FROM users WHERE id = $1', [
    userId,
  ]);
  return toRun({ ...started.run, username: rows[0]?.username ?? null });
}

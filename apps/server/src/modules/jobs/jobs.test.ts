// The "Scheduled jobs" API: every schedule with its last and next run, its runs, and "Run now".
import { jobRuns, listJobs, runJob, type ScheduledJob } from '@backoffice/contract/modules/jobs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';

let t: TestApp;
let admin: TestUser;
let reader: TestUser;
let runner: TestUser;
let nobody: TestUser;

beforeAll(async () => {
  t = await createTestApp({ config: { timeZone: 'Europe/Berlin' } });
  admin = await t.createUser({ isAdmin: true, username: 'ada' });
  reader = await t.createUser({ scopes: ['jobs:schedule:read'] });
  runner = await t.createUser({ scopes: ['jobs:schedule:run'] });
  nobody = await t.createUser();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.database.pool.query('DELETE FROM job_runs');
});

async function job(name: string): Promise<ScheduledJob> {
  const found = (await t.callOk(admin, listJobs)).items.find((j) => j.name === name);
  if (!found) throw new Error(`${name} is not listed`);
  return found;
}

describe('the scheduled jobs list', () => {
  it("lists core's jobs with their schedule in words, in the company time zone, and their next run", async () => {
    const { items, timeZone } = await t.callOk(admin, listJobs);
    expect(timeZone).toBe('Europe/Berlin');
    expect(items.map((j) => j.name)).toEqual(expect.arrayContaining(['analyze', 'prune-job-runs', 'prune-sessions']));
    const prune = items.find((j) => j.name === 'prune-sessions')!;
    expect(prune).toMatchObject({
      job: 'prune-sessions',
      label: 'Deletes ended sessions and sign-in failures older than a day.',
      cron: '5 * * * *',
      schedule: 'At 5 minutes past the hour',
      lastRun: null,
      retryAt: null,
    });
    const next = new Date(prune.nextRunAt!);
    expect(next.getTime()).toBeGreaterThan(Date.now());
    expect(next.getTime() - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    expect(next.getUTCMinutes()).toBe(5);
  });

  it('shows a failed last run with its error and when it is tried again', async () => {
    const finishedAt = new Date('2025-06-01T10:00:02Z');
    await t.database.pool.query(
      `INSERT INTO job_runs (job, scheduled_for, trigger, attempt, started_at, finished_at, outcome, error)
       VALUES ('analyze', '2025-06-01T10:00:00Z', 'schedule', 1, '2025-06-01T10:00:00Z', $1, 'failed', 'disk full')`,
      [finishedAt],
    );
    const analyze = await job('analyze');
    expect(analyze.lastRun).toMatchObject({
      outcome: 'failed',
      error: 'disk full',
      trigger: 'schedule',
      attempt: 1,
      startedAt: '2025-06-01T10:00:00.000Z',
      finishedAt: '2025-06-01T10:00:02.000Z',
    });
    expect(analyze.retryAt).toBe('2025-06-01T10:01:02.000Z');
  });
});

describe('Run now', () => {
  it('starts a manual run recorded with the user; the list shows it finished', async () => {
    const res = await t.call(admin, runJob, { params: { name: 'prune-sessions' } });
    expect(res.statusCode).toBe(202);
    const run = res.reply();
    expect(run).toMatchObject({
      job: 'prune-sessions',
      trigger: 'manual',
      attempt: 1,
      userId: admin.id,
      username: 'ada',
    });
    await expect.poll(async () => (await job('prune-sessions')).lastRun?.outcome).toBe('succeeded');
    const { lastRun } = await job('prune-sessions');
    expect(lastRun).toMatchObject({ id: run.id, trigger: 'manual', username: 'ada', error: null });
    expect(Date.parse(lastRun!.finishedAt!)).toBeGreaterThanOrEqual(Date.parse(lastRun!.startedAt));

    const runs = await t.callOk(reader, jobRuns, { params: { name: 'prune-sessions' } });
    expect(runs).toMatchObject({ total: 1, page: 1, items: [{ id: run.id, trigger: 'manual', username: 'ada' }] });
  });

  it('answers 409 while a run of the job is going on (on any instance)', async () => {
    await t.database.pool.query(
      `INSERT INTO job_runs (job, scheduled_for, trigger, started_at) VALUES ('analyze', now(), 'schedule', now())`,
    );
    const res = await t.call(admin, runJob, { params: { name: 'analyze' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'JOBS_RUN_IN_PROGRESS',
      message: 'A run of analyze is going on: wait until it has finished',
    });
    expect((await job('analyze')).lastRun?.trigger).toBe('schedule');
  });

  it('answers 404 for a job that does not exist', async () => {
    for (const endpoint of [runJob, jobRuns] as const) {
      const res = await t.call(admin, endpoint, { params: { name: 'no.such-job' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Scheduled job not found' });
    }
  });

  it('needs jobs:schedule:run; the list needs jobs:schedule:read; an administrator passes both', async () => {
    expect((await t.call(reader, runJob, { params: { name: 'analyze' } })).statusCode).toBe(403);
    expect((await t.call(nobody, listJobs)).statusCode).toBe(403);
    expect((await t.call(runner, listJobs)).statusCode).toBe(403);
    expect((await t.call(reader, listJobs)).statusCode).toBe(200);
    const res = await t.call(runner, runJob, { params: { name: 'analyze' } });
    expect(res.statusCode).toBe(202);
    expect(res.reply().userId).toBe(runner.id);
    await expect.poll(async () => (await job('analyze')).lastRun?.outcome).toBe('succeeded');
  });

  it('is audited', async () => {
    const run = await t.callOk(admin, runJob, { params: { name: 'prune-job-runs' } });
    const { rows } = await t.database.pool.query(
      'SELECT entity, entity_id AS "entityId", user_id AS "userId" FROM audit_log WHERE entity = \'job\' ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]).toEqual({ entity: 'job', entityId: 'prune-job-runs', userId: admin.id });
    await expect.poll(async () => (await job('prune-job-runs')).lastRun?.id).toBe(run.id);
    await expect.poll(async () => (await job('prune-job-runs')).lastRun?.outcome).toBe('succeeded');
  });
});

// Schedules through the real app and database: cron slots in the company time zone, claimed once
// (also by two app instances on one PostgreSQL), recorded in job_runs, retried with backoff.

import { listJobs } from '@backoffice/contract/modules/jobs';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { createTestApp, type TestApp, testConfig, testEngine } from '../test/helpers.js';
import { type Database, openDatabase } from './db/database.js';
import { defineServerModule, type Job, type RecordJob } from './module.js';
import { describeCron } from './schedules/app-schedules.js';
import { DEFAULT_TIMEOUT, JOB_RUN_COLUMNS, type JobRunRow, KEEP_RUNS, STALE_ERROR } from './schedules/runs.js';
import { Schedules } from './schedules/schedules.js';

const MINUTE = 60_000;
const TZ = 'Europe/Berlin';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { timeZone: TZ } });
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.database.pool.query("DELETE FROM job_runs WHERE job LIKE 'example.%'");
});

/** A settable clock for a Schedules: `clock.at` is what it reads as now. */
function clockAt(iso: string) {
  const clock = { at: new Date(iso), now: () => clock.at, set: (at: Date) => (clock.at = at) };
  return clock;
}

async function runsOf(job: string): Promise<JobRunRow[]> {
  const { rows } = await t.database.pool.query<JobRunRow>(
    `SELECT ${JOB_RUN_COLUMNS} FROM job_runs WHERE job = $1 OR job LIKE $1 || ':%' ORDER BY id`,
    [job],
  );
  return rows;
}

/** A job whose runs the test counts; `fail` decides per attempt whether it throws. */
function countingJob(name: string, cron: string, fail: (attempt: number) => boolean = () => false) {
  const runs: { attempt: number; trigger: string; scheduledFor: Date }[] = [];
  const job: Job = {
    name,
    description: `Counts its runs (${name})`,
    cron,
    async run(_ctx, run) {
      runs.push({ attempt: run.attempt, trigger: run.trigger, scheduledFor: run.scheduledFor });
      if (fail(run.attempt)) throw new Error(`attempt ${run.attempt} broke`);
    },
  };
  return { job, runs };
}

describe('cron expressions', () => {
  it('are read in the company time zone (TZ), across daylight saving time', () => {
    const schedules = new Schedules(t.app.ctx, []);
    const daily = schedules.pattern('0 3 * * *');
    // 03:00 in Berlin: 02:00 UTC in winter, 01:00 UTC in summer (the clocks moved on 30 March 2025).
    expect(daily.nextRun(new Date('2025-03-29T12:00:00Z'))?.toISOString()).toBe('2025-03-30T01:00:00.000Z');
    expect(daily.nextRun(new Date('2025-03-28T12:00:00Z'))?.toISOString()).toBe('2025-03-29T02:00:00.000Z');
    expect(schedules.pattern('*/15 * * * *').nextRun(new Date('2025-06-01T10:07:00Z'))?.toISOString()).toBe(
      '2025-06-01T10:15:00.000Z',
    );
    // Weekdays are Berlin's: Monday 00:30 in Berlin is Sunday 22:30 UTC.
    expect(schedules.pattern('30 0 * * 1').nextRun(new Date('2025-06-01T12:00:00Z'))?.toISOString()).toBe(
      '2025-06-01T22:30:00.000Z',
    );
  });

  it('are said in words', () => {
    expect(describeCron('0 3 * * 1-5')).toBe('At 03:00, Monday through Friday');
    expect(describeCron('*/15 * * * *')).toBe('Every 15 minutes');
  });

  it('are refused, naming the job, when they are not five valid fields', () => {
    const job = (cron: string): Job => ({ name: 'example.bad', description: 'Bad', cron, run: async () => {} });
    expect(() => new Schedules(t.app.ctx, [job('61 * * * *')])).toThrow(
      /Job example.bad: invalid cron expression "61 \* \* \* \*": Invalid value for minute: 61/,
    );
    expect(() => new Schedules(t.app.ctx, [job('* * * * * *')])).toThrow(/Job example.bad: .*requires exactly 5 parts/);
    expect(() => defineServerModule({ name: 'example', handlers: [], jobs: [job('every hour')] })).toThrow(
      /Job example.bad: invalid cron expression/,
    );
    expect(() => new Schedules(t.app.ctx, [job('0 * * * *'), job('5 * * * *')])).toThrow(
      /Two jobs are named example.bad/,
    );
    expect(() => new Schedules(t.app.ctx, [{ ...job('0 * * * *'), name: 'example:colon' }])).toThrow(
      /without spaces or colons/,
    );
  });
});

describe('a scheduled run', () => {
  it('runs at its slot, once, and is recorded with its start, end and outcome', async () => {
    const clock = clockAt('2025-06-01T09:58:00Z');
    const { job, runs } = countingJob('example.hourly', '0 * * * *');
    const schedules = new Schedules(t.app.ctx, [job], { now: clock.now });
    const [listed] = await schedules.list();
    expect(listed?.nextAt?.toISOString()).toBe('2025-06-01T10:00:00.000Z');

    await schedules.tick(new Date('2025-06-01T09:59:59Z'));
    expect(runs).toEqual([]);

    clock.set(new Date('2025-06-01T10:00:00.400Z'));
    await schedules.tick();
    await schedules.tick(); // the slot is taken: not run again
    expect(runs).toEqual([{ attempt: 1, trigger: 'schedule', scheduledFor: new Date('2025-06-01T10:00:00Z') }]);
    const [run] = await runsOf('example.hourly');
    expect(run).toMatchObject({
      job: 'example.hourly',
      scheduledFor: new Date('2025-06-01T10:00:00Z'),
      trigger: 'schedule',
      attempt: 1,
      startedAt: new Date('2025-06-01T10:00:00.400Z'),
      finishedAt: new Date('2025-06-01T10:00:00.400Z'),
      outcome: 'succeeded',
      error: null,
      userId: null,
    });
    expect((await schedules.list())[0]?.nextAt?.toISOString()).toBe('2025-06-01T11:00:00.000Z');
  });

  it('holds no database connection while it runs (the embedded database has one)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started = false;
    const job: Job = {
      name: 'example.slow',
      description: 'Waits on something outside the database',
      cron: '0 * * * *',
      async run(ctx) {
        await ctx.pool.query('SELECT 1');
        started = true;
        await gate;
      },
    };
    const clock = clockAt('2025-06-01T09:59:00Z');
    const schedules = new Schedules(t.app.ctx, [job], { now: clock.now });
    clock.set(new Date('2025-06-01T10:00:00Z'));
    const running = schedules.tick();
    await expect.poll(() => started).toBe(true);
    // While the run waits, the database answers others: a request and a query.
    const admin = await t.createUser({ isAdmin: true });
    expect((await t.callOk(admin, listJobs)).items.length).toBeGreaterThan(0);
    expect((await runsOf('example.slow')).map((r) => r.outcome)).toEqual(['running']);
    release();
    await running;
    expect((await runsOf('example.slow')).map((r) => r.outcome)).toEqual(['succeeded']);
  });

  it('is skipped while a run of it is still going on, unless that run outlived its timeout', async () => {
    const { job, runs } = countingJob('example.busy', '*/5 * * * *');
    const clock = clockAt('2025-06-01T09:59:00Z');
    const schedules = new Schedules(t.app.ctx, [job], { now: clock.now });
    // Another instance started a run 30 minutes ago and is still at it.
    await t.database.pool.query(
      `INSERT INTO job_runs (job, scheduled_for, trigger, started_at) VALUES ('example.busy', $1, 'schedule', $1)`,
      [new Date('2025-06-01T09:30:00Z')],
    );
    clock.set(new Date('2025-06-01T10:00:00Z'));
    await schedules.tick();
    expect(runs).toEqual([]);

    // An hour (the default timeout) after its start it counts as dead: failed, and the slot runs.
    clock.set(new Date(new Date('2025-06-01T09:30:00Z').getTime() + DEFAULT_TIMEOUT + MINUTE));
    await schedules.tick();
    expect(runs).toHaveLength(1);
    const rows = await runsOf('example.busy');
    expect(rows.map((r) => [r.outcome, r.error])).toEqual([
      ['failed', STALE_ERROR],
      ['succeeded', null],
    ]);
  });
});

describe('a failed run', () => {
  it('is recorded with its error and retried after 1, 5 and 25 minutes, then no more', async () => {
    const { job, runs } = countingJob('example.flaky', '0 3 * * *', () => true);
    const clock = clockAt('2025-06-01T00:00:00Z');
    const schedules = new Schedules(t.app.ctx, [job], { now: clock.now });
    const slot = new Date('2025-06-01T01:00:00Z'); // 03:00 in Berlin
    clock.set(slot);
    await schedules.tick();
    const at = (minutes: number) => new Date(slot.getTime() + minutes * MINUTE);

    const sweepAt = async (minutes: number) => {
      clock.set(at(minutes));
      await schedules.sweep();
    };
    await sweepAt(0.9);
    expect(runs).toHaveLength(1);
    await sweepAt(1);
    expect(runs.map((r) => r.attempt)).toEqual([1, 2]);
    await sweepAt(5.9); // 4.9 minutes after the second attempt failed
    expect(runs).toHaveLength(2);
    await sweepAt(6);
    await sweepAt(30.9);
    expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3]);
    await sweepAt(31);
    expect(runs.map((r) => r.attempt)).toEqual([1, 2, 3, 4]);
    await sweepAt(24 * 60 - 1); // nothing is left to try until the next slot
    expect(runs).toHaveLength(4);

    expect(
      (await runsOf('example.flaky')).map((r) => [r.trigger, r.attempt, r.scheduledFor, r.outcome, r.error]),
    ).toEqual([
      ['schedule', 1, slot, 'failed', 'attempt 1 broke'],
      ['retry', 2, at(1), 'failed', 'attempt 2 broke'],
      ['retry', 3, at(6), 'failed', 'attempt 3 broke'],
      ['retry', 4, at(31), 'failed', 'attempt 4 broke'],
    ]);
  });

  it('stops being retried once a retry succeeds; a failed manual run is not retried', async () => {
    const { job, runs } = countingJob('example.recovers', '0 3 * * *', (attempt) => attempt < 2);
    const clock = clockAt('2025-06-01T00:00:00Z');
    const schedules = new Schedules(t.app.ctx, [job], { now: clock.now });
    clock.set(new Date('2025-06-01T01:00:00Z'));
    await schedules.tick();
    clock.set(new Date('2025-06-01T01:01:00Z'));
    await schedules.sweep();
    clock.set(new Date('2025-06-01T02:00:00Z'));
    await schedules.sweep();
    expect(runs.map((r) => [r.trigger, r.attempt])).toEqual([
      ['schedule', 1],
      ['retry', 2],
    ]);

    const [schedule] = await schedules.list();
    const manual = await schedules.runNow(schedule!, null);
    if ('busy' in manual) throw new Error('not busy');
    await manual.done; // attempt 1 of a manual run fails
    clock.set(new Date('2025-06-01T05:00:00Z'));
    await schedules.sweep();
    expect(runs.map((r) => r.trigger)).toEqual(['schedule', 'retry', 'manual']);
  });

  it('does not stop the other jobs of its slot', async () => {
    const broken: Job = {
      name: 'example.broken',
      description: 'Throws before it even returns a promise',
      cron: '0 * * * *',
      run: () => {
        throw new TypeError('not a promise');
      },
    };
    const first = countingJob('example.first', '0 * * * *');
    const last = countingJob('example.last', '0 * * * *', () => true);
    const clock = clockAt('2025-06-01T09:59:00Z');
    const schedules = new Schedules(t.app.ctx, [first.job, broken, last.job], { now: clock.now });
    clock.set(new Date('2025-06-01T10:00:00Z'));
    await schedules.tick();
    expect(first.runs).toHaveLength(1);
    expect(last.runs).toHaveLength(1);
    const outcomes = async (name: string) => (await runsOf(name)).map((r) => [r.outcome, r.error]);
    expect(await outcomes('example.broken')).toEqual([['failed', 'not a promise']]);
    expect(await outcomes('example.first')).toEqual([['succeeded', null]]);
    expect(await outcomes('example.last')).toEqual([['failed', 'attempt 1 broke']]);
  });
});

describe('a per-record job', () => {
  it('runs each record on its own schedule; a changed schedule takes effect on the next read', async () => {
    const rows = [
      { id: 1, cron: '0 * * * *', label: 'Ticket filter: waiting' },
      { id: 2, cron: '30 * * * *', label: 'Ticket filter: urgent' },
    ];
    const ran: number[] = [];
    const job: RecordJob<(typeof rows)[number]> = {
      name: 'example.filters',
      description: 'Runs each ticket filter',
      records: async () => rows.map((row) => ({ ...row })),
      refreshOn: ['roles.changed'],
      async run(_ctx, { record }) {
        ran.push(record.id);
      },
    };
    const clock = clockAt('2025-06-01T09:50:00Z');
    // Timers far apart: nothing here runs on its own, only the bus event re-reads the records.
    const schedules = new Schedules(t.app.ctx, [job], {
      now: clock.now,
      tickMs: 3_600_000,
      sweepMs: 3_600_000,
      refreshMs: 3_600_000,
    });
    schedules.start();
    try {
      expect((await schedules.list()).map((s) => [s.key, s.label, s.nextAt?.toISOString()])).toEqual([
        ['example.filters:1', 'Ticket filter: waiting', '2025-06-01T10:00:00.000Z'],
        ['example.filters:2', 'Ticket filter: urgent', '2025-06-01T10:30:00.000Z'],
      ]);
      clock.set(new Date('2025-06-01T10:00:00Z'));
      await schedules.tick();
      expect(ran).toEqual([1]);

      rows[1]!.cron = '5 * * * *';
      rows.push({ id: 3, cron: '5 * * * *', label: 'Ticket filter: new' });
      t.app.ctx.bus.publish({ type: 'roles.changed', roleIds: [] });
      await expect.poll(async () => (await schedules.list()).map((s) => s.key)).toContain('example.filters:3');
      clock.set(new Date('2025-06-01T10:05:00Z'));
      await schedules.tick();
      expect(ran.sort()).toEqual([1, 2, 3]);
      expect((await runsOf('example.filters')).map((r) => r.job).sort()).toEqual([
        'example.filters:1',
        'example.filters:2',
        'example.filters:3',
      ]);
    } finally {
      await schedules.stop();
    }
  });
});

describe('old runs', () => {
  it(`are pruned to the last ${KEEP_RUNS} of a job, and to 30 days but the newest`, async () => {
    const now = new Date('2025-06-01T12:00:00Z');
    const insert = (job: string, count: number, firstDaysAgo: number) =>
      t.database.pool.query(
        `INSERT INTO job_runs (job, scheduled_for, trigger, started_at, finished_at, outcome)
         SELECT $1, s, 'schedule', s, s, 'succeeded'
           FROM generate_series($2::timestamptz, $2::timestamptz + ($3 - 1) * interval '1 minute', interval '1 minute') s`,
        [job, new Date(now.getTime() - firstDaysAgo * 24 * 60 * MINUTE), count],
      );
    await insert('example.often', 150, 1);
    await insert('example.monthly', 3, 90);
    await insert('example.gone:7', 2, 40);
    const keep = (name: string): Job => ({ name, description: name, cron: '0 0 1 * *', run: async () => {} });
    const schedules = new Schedules(t.app.ctx, [keep('example.often'), keep('example.monthly')], { now: () => now });
    await schedules.prune();
    const count = async (job: string) => (await runsOf(job)).length;
    expect(await count('example.often')).toBe(KEEP_RUNS);
    expect((await runsOf('example.often')).at(-1)?.startedAt).toEqual(
      new Date(now.getTime() - 24 * 60 * MINUTE + 149 * MINUTE),
    );
    // A job that ran only long ago keeps its newest run (the screen shows it); a record that is gone keeps none.
    expect(await count('example.monthly')).toBe(1);
    expect(await count('example.gone')).toBe(0);
  });
});

describe('two app instances on one database', () => {
  let second: FastifyInstance | undefined;
  let secondDatabase: Database | undefined;
  afterAll(async () => {
    await second?.close();
    await secondDatabase?.close();
  });

  it('run a due job once', async () => {
    // On PostgreSQL a second app with its own pool; the embedded database serves one process, so
    // there the two schedulers share it (the claim is the same).
    let otherCtx = t.app.ctx;
    if (testEngine === 'postgres') {
      secondDatabase = await openDatabase({
        databaseUrl: t.database.pool.options.connectionString,
        dataDir: '/tmp',
      });
      second = await buildApp(testConfig({ timeZone: TZ }), { database: secondDatabase });
      await second.ready();
      otherCtx = second.ctx;
      expect(otherCtx.pool).not.toBe(t.app.ctx.pool);
    }
    const { job, runs } = countingJob('example.once', '* * * * *');
    const clock = clockAt('2025-06-01T09:59:30Z');
    const a = new Schedules(t.app.ctx, [job], { now: clock.now });
    const b = new Schedules(otherCtx, [job], { now: clock.now });
    for (let minute = 0; minute < 10; minute++) {
      clock.set(new Date(Date.parse('2025-06-01T10:00:00Z') + minute * MINUTE));
      await Promise.all([a.tick(), b.tick()]);
    }
    expect(runs).toHaveLength(10);
    const rows = await runsOf('example.once');
    expect(rows).toHaveLength(10);
    expect(new Set(rows.map((r) => r.scheduledFor.toISOString())).size).toBe(10);
  });
});

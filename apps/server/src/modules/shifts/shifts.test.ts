import * as shifts from '@backoffice/contract/modules/shifts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { plan, runAllAutomations } from './services/automations.js';

// The company's clocks are Berlin's, so the DST weeks of 2026 (29 March, 25 October) can be tested.
let t: TestApp;
let manager: TestUser; // calendar:shifts:all: every team
let leader: TestUser; // leads the "Day" team only
let reader: TestUser;
let agents: TestUser[];
let outsider: TestUser; // in no team
let department: number;
let dayTeam: number;
let morning: shifts.ShiftType;
let night: shifts.ShiftType;

const planner = ['calendar:shifts:read', 'calendar:shifts:create'];

beforeAll(async () => {
  t = await createTestApp({ env: { TZ: 'Europe/Berlin' } });
  manager = await t.createUser({ scopes: [...planner, 'calendar:shifts:all'] });
  leader = await t.createUser({ scopes: planner });
  reader = await t.createUser({ scopes: ['calendar:shifts:read'] });
  agents = [await t.createUser(), await t.createUser(), await t.createUser()];
  outsider = await t.createUser();
  const { rows } = await t.database.pool.query("INSERT INTO departments (name) VALUES ('Shift support') RETURNING id");
  department = rows[0].id;
  morning = await t.callOk(manager, shifts.createType, {
    body: { name: 'Morning', start: '07:00', end: '15:00', breakMinutes: 30, color: '#2e7d32' },
  });
  night = await t.callOk(manager, shifts.createType, {
    body: { name: 'Night', start: '23:00', end: '07:00', breakMinutes: 0, color: '#6a1b9a' },
  });
  const team = await t.callOk(manager, shifts.createTeam, {
    body: { name: 'Day', departmentId: department, leaderId: leader.id, memberIds: [agents[0]!.id, agents[1]!.id] },
  });
  dayTeam = team.id;
});
afterAll(() => t.close());

describe('types', () => {
  it('keeps the §5 hours with each type, and refuses bad times naming the field', async () => {
    expect(morning.hours.weighted).toBe(7.5);
    expect(night.hours.weighted).toBeCloseTo(8 * (8 / 7), 10);
    const bad = await t.call(manager, shifts.createType, { body: { name: 'x', start: '25:00', end: '07:00' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('body.start');
    expect((await t.call(leader, shifts.listTypes)).statusCode).toBe(200);
    expect(
      (await t.call(reader, shifts.createType, { body: { name: 'y', start: '07:00', end: '08:00' } })).statusCode,
    ).toBe(403);
  });
});

describe('shifts', () => {
  it('gives a shift from a type, with its instants in the company time zone and its hours', async () => {
    const [made] = await t.callOk(leader, shifts.createShift, {
      body: { userId: agents[0]!.id, date: '2026-07-06', typeId: morning.id },
    });
    expect(made).toMatchObject({ date: '2026-07-06', start: '07:00', end: '15:00', typeName: 'Morning' });
    expect(made!.startsAt).toBe('2026-07-06T05:00:00.000Z');
    expect(made!.hours.weighted).toBe(7.5);
    const audit = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'shift' AND entity_id = $1",
      [String(made!.id)],
    );
    expect(audit.rows[0].n).toBe(1);
  });

  it('rolls a night shift over midnight across the autumn DST change (9 clock hours that night)', async () => {
    const [made] = await t.callOk(manager, shifts.createShift, {
      body: { userId: agents[2]!.id, date: '2026-10-24', typeId: night.id },
    });
    expect(made!.startsAt).toBe('2026-10-24T21:00:00.000Z');
    expect(made!.endsAt).toBe('2026-10-25T06:00:00.000Z');
  });

  it('refuses a second shift on the same day and an overlapping one, naming the other shift (409)', async () => {
    await t.callOk(leader, shifts.createShift, {
      body: { userId: agents[1]!.id, date: '2026-07-07', typeId: night.id },
    });
    const same = await t.call(leader, shifts.createShift, {
      body: { userId: agents[1]!.id, date: '2026-07-07', typeId: morning.id },
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toContain('already has a shift on 2026-07-07 (23:00–07:00)');
    const next = await t.call(leader, shifts.createShift, {
      body: { userId: agents[1]!.id, date: '2026-07-08', start: '06:00', end: '14:00' },
    });
    expect(next.statusCode).toBe(409);
    expect(next.json().code).toBe('SHIFTS_OVERLAP');
    expect(next.json().message).toContain('Overlaps');
    expect(next.json().message).toContain('2026-07-07 (23:00–07:00)');
  });

  it('flags less than 11 hours of rest, but allows it', async () => {
    await t.callOk(leader, shifts.createShift, {
      body: { userId: agents[1]!.id, date: '2026-07-08', typeId: morning.id },
    });
    const listed = await t.callOk(reader, shifts.listShifts, {
      query: { from: '2026-07-07', to: '2026-07-08', userId: agents[1]!.id },
    });
    // The morning starts as the night ends: no rest at all.
    expect(listed.map((s) => [s.date, s.shortRest])).toEqual([
      ['2026-07-07', false],
      ['2026-07-08', true],
    ]);
    await t.callOk(leader, shifts.createShift, {
      body: { userId: agents[1]!.id, date: '2026-07-09', start: '01:00', end: '06:00' },
    });
    const after = await t.callOk(reader, shifts.userShifts, {
      params: { id: agents[1]!.id },
      query: { date: '2026-07-01' },
    });
    expect(after.find((s) => s.date === '2026-07-09')!.shortRest).toBe(true);
  });

  it('lets a shift leader plan only their own team; a manager of all plans anyone', async () => {
    const foreign = await t.call(leader, shifts.createShift, {
      body: { userId: outsider.id, date: '2026-07-10', typeId: morning.id },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toContain('teams you lead');
    expect(
      (await t.call(reader, shifts.createShift, { body: { userId: agents[0]!.id, date: '2026-07-10', typeId: 1 } }))
        .statusCode,
    ).toBe(403);
    await t.callOk(manager, shifts.createShift, {
      body: { userId: outsider.id, date: '2026-07-10', typeId: morning.id },
    });
    const remove = await t.call(leader, shifts.deleteShift, { body: { userId: outsider.id, date: '2026-07-10' } });
    expect(remove.statusCode).toBe(403);
    expect(await t.callOk(manager, shifts.deleteShift, { body: { userId: outsider.id, date: '2026-07-10' } })).toEqual({
      deleted: 1,
    });
  });

  it('gives and removes the same shift for the whole team, all or nothing', async () => {
    const made = await t.callOk(leader, shifts.createShift, {
      body: { userId: agents[0]!.id, date: '2026-07-13', typeId: morning.id, applySameShiftsToTeam: true },
    });
    expect(made.map((s) => s.userId).sort()).toEqual([agents[0]!.id, agents[1]!.id].sort());
    // One of them already has the 14th: nobody gets it.
    await t.callOk(leader, shifts.createShift, {
      body: { userId: agents[1]!.id, date: '2026-07-14', typeId: morning.id },
    });
    const clash = await t.call(leader, shifts.createShift, {
      body: { userId: agents[0]!.id, date: '2026-07-14', typeId: morning.id, applySameShiftsToTeam: true },
    });
    expect(clash.statusCode).toBe(409);
    expect(
      await t.callOk(reader, shifts.bulkShifts, { body: { ids: [agents[0]!.id, agents[1]!.id], date: '2026-07-14' } }),
    ).toHaveLength(1);
    expect(
      await t.callOk(leader, shifts.deleteShift, {
        body: { userId: agents[1]!.id, date: '2026-07-13', applySameShiftsToTeam: true },
      }),
    ).toEqual({ deleted: 2 });
  });

  it('answers 400 naming the field for a bad request, never a 500', async () => {
    const range = await t.call(reader, shifts.listShifts, { query: { from: '2026-07-10', to: '2026-07-01' } });
    expect(range.statusCode).toBe(400);
    expect(range.json().details[0].field).toBe('querystring.to');
    const type = await t.call(manager, shifts.createShift, {
      body: { userId: agents[0]!.id, date: '2026-07-20', typeId: 999999 },
    });
    expect(type.statusCode).toBe(400);
    expect(type.json().details[0].field).toBe('typeId');
    const none = await t.call(manager, shifts.createShift, { body: { userId: agents[0]!.id, date: '2026-07-20' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().details[0].field).toBe('body.typeId');
  });
});

describe('teams and notes', () => {
  it('lists teams with their week of shifts; only a manager of all makes teams', async () => {
    const teams = await t.callOk(reader, shifts.listTeams, { query: { departmentId: department, date: '2026-07-15' } });
    const day = teams.find((x) => x.id === dayTeam)!;
    expect(day.weekStart).toBe('2026-07-13');
    expect(day.members.map((m) => m.id).sort()).toEqual([agents[0]!.id, agents[1]!.id].sort());
    expect(day.shifts.map((s) => s.date)).toContain('2026-07-14');
    const mine = await t.callOk(reader, shifts.leaderTeams, {
      params: { departmentId: department, leaderId: leader.id, date: '2026-07-15' },
    });
    expect(mine.map((x) => x.id)).toEqual([dayTeam]);
    const refused = await t.call(leader, shifts.createTeam, {
      body: { name: 'Mine', departmentId: department, leaderId: leader.id },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('lets a leader write notes for their team only', async () => {
    const note = await t.callOk(leader, shifts.createNote, {
      body: { date: '2026-07-15', teamId: dayTeam, text: 'Training at 10' },
    });
    expect(note.authorName).toBeTruthy();
    expect(
      (await t.call(leader, shifts.createNote, { body: { date: '2026-07-15', text: 'Everyone' } })).statusCode,
    ).toBe(403);
    const listed = await t.callOk(reader, shifts.listNotes, { query: { from: '2026-07-13', to: '2026-07-19' } });
    expect(listed.map((n) => n.text)).toContain('Training at 10');
    expect(await t.callOk(leader, shifts.deleteNote, { body: { id: note.id } })).toEqual({ id: note.id });
    expect((await t.call(leader, shifts.deleteNote, { body: { id: note.id } })).statusCode).toBe(404);
  });
});

describe('automations', () => {
  it('previews exactly what a run creates, and the run creates it (never over a planned shift)', async () => {
    const settings = {
      name: 'Day weekdays',
      typeId: morning.id,
      teamId: dayTeam,
      userIds: [],
      weekdays: [1, 2, 3, 4, 5],
      from: '2030-03-04',
      until: '2030-03-10',
      weeksAhead: 8,
      active: true,
    };
    await t.callOk(manager, shifts.createShift, {
      body: { userId: agents[0]!.id, date: '2030-03-05', typeId: night.id },
    });
    // Agent 1 works the night of the 6th until 08:00 on the 7th: the 7th's morning overlaps it.
    await t.callOk(manager, shifts.createShift, {
      body: { userId: agents[1]!.id, date: '2030-03-06', start: '20:00', end: '08:00' },
    });
    const automation = await t.callOk(leader, shifts.createAutomation, { body: settings });
    expect(automation.typeName).toBe('Morning');
    // Preview and run from the same fixed "today" (the preview endpoint uses the real one).
    const preview = await plan(t.app.ctx, t.app.ctx.db, settings, '2030-03-01');
    // The 6th's morning starts as that night ends: touching is no overlap (only flagged as short rest).
    expect(preview.skip.map((s) => [s.userId, s.date, s.reason])).toEqual([
      [agents[0]!.id, '2030-03-05', 'already has a shift (23:00–07:00)'],
      [agents[1]!.id, '2030-03-06', 'already has a shift (20:00–08:00)'],
      [agents[1]!.id, '2030-03-07', 'overlaps the shift of 2030-03-06 (20:00–08:00)'],
    ]);
    const result = await runAllAutomations(t.app.ctx, '2030-03-01');
    expect(result.created).toBe(preview.create.length);
    const given = await t.callOk(reader, shifts.listShifts, {
      query: { from: '2030-03-04', to: '2030-03-10', teamId: dayTeam },
    });
    // 5 weekdays × 2 people, less the three skipped.
    const morningShifts = given.filter((s) => s.typeName === 'Morning');
    expect(morningShifts).toHaveLength(7);
    expect(morningShifts.map((s) => `${s.userId} ${s.date}`).sort()).toEqual(
      preview.create.map((c) => `${c.userId} ${c.date}`).sort(),
    );
    // A second run gives nothing more.
    expect((await runAllAutomations(t.app.ctx, '2030-03-01')).created).toBe(0);
    // Through the API the preview starts from the real today: 2030 lies beyond the 8 weeks it looks ahead.
    const api = await t.callOk(manager, shifts.previewAutomation, { body: settings });
    expect(api).toEqual({ create: [], skip: [] });
  });

  it('refuses an automation for nobody, and a type in use cannot be deleted', async () => {
    const nobody = await t.call(manager, shifts.previewAutomation, {
      body: { name: 'x', typeId: morning.id, weekdays: [1], from: '2030-01-01' },
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().details[0].field).toBe('body.userIds');
    const inUse = await t.call(manager, shifts.deleteType, { body: { id: morning.id } });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toContain('Day weekdays');
  });
});

describe('statistics', () => {
  it("sums a person's month with night weighting, and twelve months of totals", async () => {
    const stats = await t.callOk(reader, shifts.statistics, { query: { userId: agents[1]!.id, date: '2026-07-20' } });
    expect(stats.month).toBe('2026-07');
    // 07-07 night (8 h × 8/7), 07-08 morning (7.5), 07-09 01:00–06:00 (5 h × 8/7), 07-14 morning (7.5).
    expect(stats.shifts).toBe(4);
    expect(stats.weightedHours).toBeCloseTo(8 * (8 / 7) + 7.5 + 5 * (8 / 7) + 7.5, 1);
    expect(stats.nightHours).toBe(13);
    // The 8th's morning right after the night, and the 9th's early shift 10 h after it.
    expect(stats.shortRests).toBe(2);
    expect(stats.months).toHaveLength(12);
    expect(stats.months.at(-1)).toMatchObject({ month: '2026-07', shifts: 4 });
  });
});

describe('open shifts and swaps', () => {
  it('lets the first of a team claim an open shift, tells the leader, and refuses others', async () => {
    const open = await t.callOk(leader, shifts.createOpenShift, {
      body: { teamId: dayTeam, date: '2026-08-03', typeId: morning.id },
    });
    expect(open.claimedBy).toBeNull();
    const notified = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND title LIKE $2',
      [agents[0]!.id, 'Open shift on 2026-08-03%'],
    );
    expect(notified.rows[0].n).toBe(1);
    expect((await t.call(outsider, shifts.claimOpenShift, { params: { id: open.id } })).statusCode).toBe(403);
    // outsider holds no scope at all; a reader outside the team is refused by the team rule
    const stranger = await t.createUser({ scopes: ['calendar:shifts:read'] });
    const refused = await t.call(stranger, shifts.claimOpenShift, { params: { id: open.id } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('people of its team');

    const agent = { ...agents[0]!, token: (await t.signIn(agents[0]!.username, agents[0]!.password)).reply().jwt };
    await t.database.pool.query(
      "INSERT INTO role_scopes (role_id, scope) VALUES ($1, 'calendar:shifts:read') ON CONFLICT DO NOTHING",
      [agents[0]!.roleId],
    );
    t.app.ctx.bus.publish({ type: 'roles.changed', roleIds: [agents[0]!.roleId!] });
    const claimed = await t.call(agent, shifts.claimOpenShift, { params: { id: open.id } });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.reply()).toMatchObject({ userId: agents[0]!.id, date: '2026-08-03', typeName: 'Morning' });
    const again = await t.call(agent, shifts.claimOpenShift, { params: { id: open.id } });
    expect(again.statusCode).toBe(409);
    const leaderTold = await t.database.pool.query(
      'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND title LIKE $2',
      [leader.id, '%claimed the open shift of 2026-08-03'],
    );
    expect(leaderTold.rows[0].n).toBe(1);
    const [listed] = await t.callOk(reader, shifts.listOpenShifts, { query: { from: '2026-08-03', to: '2026-08-03' } });
    expect(listed!.claimedBy).toBe(agents[0]!.id);
  });

  it('moves a shift to a teammate when the leader approves a swap, and refuses one that would overlap', async () => {
    const agent = { ...agents[0]!, token: (await t.signIn(agents[0]!.username, agents[0]!.password)).reply().jwt };
    const [mine] = await t.callOk(leader, shifts.createShift, {
      body: { userId: agents[0]!.id, date: '2026-08-10', typeId: morning.id },
    });
    const swap = await t.callOk(agent, shifts.requestSwap, { body: { shiftId: mine!.id, toUserId: agents[1]!.id } });
    expect(swap.status).toBe('pending');
    expect(
      (await t.call(agent, shifts.requestSwap, { body: { shiftId: mine!.id, toUserId: outsider.id } })).statusCode,
    ).toBe(400);
    const decided = await t.callOk(leader, shifts.decideSwap, { params: { id: swap.id }, body: { isApproved: true } });
    expect(decided.status).toBe('approved');
    const [moved] = await t.callOk(reader, shifts.bulkShifts, {
      body: { ids: [agents[0]!.id, agents[1]!.id], date: '2026-08-10' },
    });
    expect(moved!.userId).toBe(agents[1]!.id);
    expect(
      (await t.call(leader, shifts.decideSwap, { params: { id: swap.id }, body: { isApproved: false } })).statusCode,
    ).toBe(409);

    // A swap onto a day the teammate already works is refused at approval, and nothing moves.
    const [early] = await t.callOk(leader, shifts.createShift, {
      body: { userId: agents[0]!.id, date: '2026-08-12', typeId: morning.id },
    });
    await t.callOk(leader, shifts.createShift, {
      body: { userId: agents[1]!.id, date: '2026-08-12', start: '15:00', end: '23:00' },
    });
    const clash = await t.callOk(agent, shifts.requestSwap, { body: { shiftId: early!.id, toUserId: agents[1]!.id } });
    const refused = await t.call(leader, shifts.decideSwap, { params: { id: clash.id }, body: { isApproved: true } });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('already works 2026-08-12');
    const still = await t.callOk(reader, shifts.userShifts, {
      params: { id: agents[0]!.id },
      query: { date: '2026-08-01' },
    });
    expect(still.map((x) => x.date)).toContain('2026-08-12');
    expect((await t.callOk(agent, shifts.listSwaps, { query: { status: 'pending' } })).map((x) => x.id)).toContain(
      clash.id,
    );
  });
});

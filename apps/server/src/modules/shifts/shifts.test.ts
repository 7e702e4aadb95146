import * as shifts from '@backoffice/contract/modules/shifts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { plan, runAllAutomations } from './services/automations.js';
import { SETUP_TIMEOUT, shiftsTestApp } from './testing/fixture.js';

// Types, shifts, teams, notes, automations and statistics; open shifts and swaps are in
// open-shifts.test.ts. One `it` per rule.
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

beforeAll(async () => {
  ({ t, manager, leader, reader, agents, outsider, department, dayTeam, morning, night } = await shiftsTestApp());
}, SETUP_TIMEOUT);
afterAll(() => t.close());

/** Someone in no team, planned by the manager of all: a test's own person and days. */
const person = () => t.createUser();
const give = (userId: number, date: string, shift: { typeId: number } | { start: string; end: string }) =>
  t.callOk(manager, shifts.createShift, { body: { userId, date, ...shift } });

describe('types', () => {
  it('keeps the §5 hours with each type', () => {
    expect(morning.hours.weighted).toBe(7.5);
    expect(night.hours.weighted).toBeCloseTo(8 * (8 / 7), 10);
  });

  it('refuses bad times, naming the field', async () => {
    const bad = await t.call(manager, shifts.createType, { body: { name: 'x', start: '25:00', end: '07:00' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('body.start');
  });

  it('lists types for a planner, and refuses a reader creating one (403)', async () => {
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
  });

  it('writes one audit row for a shift given', async () => {
    const [made] = await t.callOk(leader, shifts.createShift, {
      body: { userId: agents[0]!.id, date: '2026-07-02', typeId: morning.id },
    });
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

  it('refuses a second shift on the same day, naming the first (409)', async () => {
    const who = await person();
    await give(who.id, '2026-07-07', { typeId: night.id });
    const same = await t.call(manager, shifts.createShift, {
      body: { userId: who.id, date: '2026-07-07', typeId: morning.id },
    });
    expect(same.statusCode).toBe(409);
    expect(same.json().message).toContain('already has a shift on 2026-07-07 (23:00–07:00)');
  });

  it('refuses a shift overlapping the night before, naming it (409 SHIFTS_OVERLAP)', async () => {
    const who = await person();
    await give(who.id, '2026-07-07', { typeId: night.id });
    const next = await t.call(manager, shifts.createShift, {
      body: { userId: who.id, date: '2026-07-08', start: '06:00', end: '14:00' },
    });
    expect(next.statusCode).toBe(409);
    expect(next.json().code).toBe('SHIFTS_OVERLAP');
    expect(next.json().message).toContain('Overlaps');
    expect(next.json().message).toContain('2026-07-07 (23:00–07:00)');
  });

  it('flags less than 11 hours of rest, but allows it', async () => {
    const who = await person();
    await give(who.id, '2026-07-07', { typeId: night.id });
    await give(who.id, '2026-07-08', { typeId: morning.id });
    const listed = await t.callOk(reader, shifts.listShifts, {
      query: { from: '2026-07-07', to: '2026-07-08', userId: who.id },
    });
    // The morning starts as the night ends: no rest at all.
    expect(listed.map((s) => [s.date, s.shortRest])).toEqual([
      ['2026-07-07', false],
      ['2026-07-08', true],
    ]);
    await give(who.id, '2026-07-09', { start: '01:00', end: '06:00' });
    const after = await t.callOk(reader, shifts.userShifts, { params: { id: who.id }, query: { date: '2026-07-01' } });
    expect(after.find((s) => s.date === '2026-07-09')!.shortRest).toBe(true);
  });

  it('answers the calendar compactly: the same shifts as the list, each name once, hours by the rule', async () => {
    const who = await person();
    await give(who.id, '2026-08-03', { typeId: night.id });
    await give(who.id, '2026-08-04', { typeId: morning.id });
    await give(who.id, '2026-08-05', { start: '09:00', end: '12:30' });
    const query = { from: '2026-08-01', to: '2026-08-31', userId: who.id };
    const [full, compact] = await Promise.all([
      t.callOk(reader, shifts.listShifts, { query }),
      t.callOk(reader, shifts.listShiftCalendar, { query }),
    ]);
    expect(compact.people).toEqual([{ id: who.id, name: full[0]!.userName }]);
    expect(compact.types.map((x) => x.name).sort()).toEqual(['Morning', 'Night']);
    expect(compact.shifts[0]).not.toHaveProperty('startsAt');
    expect(shifts.expandShiftCalendar(compact)).toEqual(full.map(({ startsAt, endsAt, createdAt, ...shown }) => shown));
    expect(compact.shifts.map((s) => s.shortRest)).toEqual([false, true, false]);
  });

  // Kept per query and data version (core/kept-answers.ts): every change is in the very next answer, for
  // everyone, on every instance. Each test asks first (so the answer is kept), changes, and asks again.
  const compactOf = async (query: { from: string; to: string; teamId?: number; userId?: number }, app: TestApp = t) =>
    shifts.expandShiftCalendar(await app.callOk(reader, shifts.listShiftCalendar, { query }));

  it('shows a shift given, its neighbour’s short rest and its removal in the next calendar answer', async () => {
    const who = await person();
    const query = { from: '2026-09-01', to: '2026-09-30', userId: who.id };
    expect(await compactOf(query)).toEqual([]);
    await give(who.id, '2026-09-08', { typeId: morning.id });
    expect(await compactOf(query)).toMatchObject([{ date: '2026-09-08', typeName: 'Morning', shortRest: false }]);
    await give(who.id, '2026-09-07', { typeId: night.id });
    expect((await compactOf(query)).map((x) => [x.date, x.shortRest])).toEqual([
      ['2026-09-07', false],
      ['2026-09-08', true],
    ]);
    await t.callOk(manager, shifts.deleteShift, { body: { userId: who.id, date: '2026-09-07' } });
    expect(await compactOf(query)).toMatchObject([{ date: '2026-09-08', shortRest: false }]);
  });

  it('follows a team’s members, a type renamed and a person renamed, outside the services too', async () => {
    const who = await person();
    // A department and team of this test's own (the others count the leader's teams).
    const { rows } = await t.database.pool.query("INSERT INTO departments (name) VALUES ('Kept support') RETURNING id");
    const team = await t.callOk(manager, shifts.createTeam, {
      body: { name: 'Kept', departmentId: rows[0].id, leaderId: manager.id, memberIds: [who.id] },
    });
    const type = await t.callOk(manager, shifts.createType, {
      body: { name: 'Kept type', start: '10:00', end: '18:00', breakMinutes: 30, color: '#00695c' },
    });
    await give(who.id, '2026-09-15', { typeId: type.id });
    const query = { from: '2026-09-14', to: '2026-09-20', teamId: team.id };
    expect(await compactOf(query)).toMatchObject([{ userId: who.id, typeName: 'Kept type' }]);
    // As an administrator's edit or a script writes them: no shift service involved.
    await t.database.pool.query("UPDATE users SET name = 'Kept Renamed' WHERE id = $1", [who.id]);
    await t.database.pool.query("UPDATE shift_types SET name = 'Kept type, renamed' WHERE id = $1", [type.id]);
    expect(await compactOf(query)).toMatchObject([{ userName: 'Kept Renamed', typeName: 'Kept type, renamed' }]);
    await t.database.pool.query('DELETE FROM shift_team_members WHERE team_id = $1', [team.id]);
    expect(await compactOf(query)).toEqual([]);
  });

  it('shows a change made on another instance in that instance’s next calendar answer', async () => {
    const second = await createTestApp({ database: t.database, env: { TZ: 'Europe/Berlin' } });
    try {
      const who = await person();
      const query = { from: '2026-09-21', to: '2026-09-27', userId: who.id };
      expect(await compactOf(query, second)).toEqual([]);
      await give(who.id, '2026-09-22', { typeId: morning.id });
      expect(await compactOf(query, second)).toMatchObject([{ date: '2026-09-22' }]);
      await t.callOk(manager, shifts.deleteShift, { body: { userId: who.id, date: '2026-09-22' } });
      expect(await compactOf(query, second)).toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('refuses a shift leader a person outside the teams they lead (403 saying so)', async () => {
    const foreign = await t.call(leader, shifts.createShift, {
      body: { userId: outsider.id, date: '2026-07-10', typeId: morning.id },
    });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().message).toContain('teams you lead');
  });

  it('refuses planning to a reader (403)', async () => {
    expect(
      (await t.call(reader, shifts.createShift, { body: { userId: agents[0]!.id, date: '2026-07-10', typeId: 1 } }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a shift leader removing the shift of a person outside their teams (403)', async () => {
    await give(outsider.id, '2026-07-11', { typeId: morning.id });
    const remove = await t.call(leader, shifts.deleteShift, { body: { userId: outsider.id, date: '2026-07-11' } });
    expect(remove.statusCode).toBe(403);
  });

  it('lets a manager of all give and remove anyone’s shift', async () => {
    await t.callOk(manager, shifts.createShift, {
      body: { userId: outsider.id, date: '2026-07-10', typeId: morning.id },
    });
    expect(await t.callOk(manager, shifts.deleteShift, { body: { userId: outsider.id, date: '2026-07-10' } })).toEqual({
      deleted: 1,
    });
  });

  it('gives the same shift to the whole team', async () => {
    const made = await t.callOk(leader, shifts.createShift, {
      body: { userId: agents[0]!.id, date: '2026-07-13', typeId: morning.id, applySameShiftsToTeam: true },
    });
    expect(made.map((s) => s.userId).sort()).toEqual([agents[0]!.id, agents[1]!.id].sort());
  });

  it('gives the team’s shift to nobody when one of them already has that day (all or nothing, 409)', async () => {
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
  });

  it('removes the same shift for the whole team', async () => {
    await t.callOk(leader, shifts.createShift, {
      body: { userId: agents[0]!.id, date: '2026-07-21', typeId: morning.id, applySameShiftsToTeam: true },
    });
    expect(
      await t.callOk(leader, shifts.deleteShift, {
        body: { userId: agents[1]!.id, date: '2026-07-21', applySameShiftsToTeam: true },
      }),
    ).toEqual({ deleted: 2 });
  });

  it('refuses a range ending before it starts, naming the field (400)', async () => {
    const range = await t.call(reader, shifts.listShifts, { query: { from: '2026-07-10', to: '2026-07-01' } });
    expect(range.statusCode).toBe(400);
    expect(range.json().details[0].field).toBe('querystring.to');
  });

  it('refuses an unknown shift type, naming the field (400, never a 500)', async () => {
    const type = await t.call(manager, shifts.createShift, {
      body: { userId: agents[0]!.id, date: '2026-07-20', typeId: 999999 },
    });
    expect(type.statusCode).toBe(400);
    expect(type.json().details[0].field).toBe('typeId');
  });

  it('refuses a shift with neither a type nor times, naming body.typeId (400)', async () => {
    const none = await t.call(manager, shifts.createShift, { body: { userId: agents[0]!.id, date: '2026-07-20' } });
    expect(none.statusCode).toBe(400);
    expect(none.json().details[0].field).toBe('body.typeId');
  });
});

describe('teams and notes', () => {
  it('lists a department’s teams with their members’ shifts over the week', async () => {
    await t.callOk(leader, shifts.createShift, {
      body: { userId: agents[0]!.id, date: '2026-07-16', typeId: morning.id },
    });
    const teams = await t.callOk(reader, shifts.listTeams, { query: { departmentId: department, date: '2026-07-15' } });
    const day = teams.find((x) => x.id === dayTeam)!;
    expect(day.weekStart).toBe('2026-07-13');
    expect(day.members.map((m) => m.id).sort()).toEqual([agents[0]!.id, agents[1]!.id].sort());
    expect(day.shifts.map((s) => s.date)).toContain('2026-07-16');
  });

  it('answers the teams one leader leads in a department', async () => {
    const mine = await t.callOk(reader, shifts.leaderTeams, {
      params: { departmentId: department, leaderId: leader.id, date: '2026-07-15' },
    });
    expect(mine.map((x) => x.id)).toEqual([dayTeam]);
  });

  it('lets only a manager of all create teams (403 for a leader)', async () => {
    const refused = await t.call(leader, shifts.createTeam, {
      body: { name: 'Mine', departmentId: department, leaderId: leader.id },
    });
    expect(refused.statusCode).toBe(403);
  });

  it('lets a leader write a note for their team, listed for readers', async () => {
    const note = await t.callOk(leader, shifts.createNote, {
      body: { date: '2026-07-15', teamId: dayTeam, text: 'Training at 10' },
    });
    expect(note.authorName).toBeTruthy();
    const listed = await t.callOk(reader, shifts.listNotes, { query: { from: '2026-07-13', to: '2026-07-19' } });
    expect(listed.map((n) => n.text)).toContain('Training at 10');
  });

  it('refuses a leader a note for every team (403)', async () => {
    expect(
      (await t.call(leader, shifts.createNote, { body: { date: '2026-07-15', text: 'Everyone' } })).statusCode,
    ).toBe(403);
  });

  it('deletes a note; deleting it again is a 404', async () => {
    const note = await t.callOk(leader, shifts.createNote, {
      body: { date: '2026-07-16', teamId: dayTeam, text: 'Gone soon' },
    });
    expect(await t.callOk(leader, shifts.deleteNote, { body: { id: note.id } })).toEqual({ id: note.id });
    expect((await t.call(leader, shifts.deleteNote, { body: { id: note.id } })).statusCode).toBe(404);
  });
});

describe('automations', () => {
  let settings: Parameters<typeof plan>[2];
  let automation: shifts.ShiftAutomation;
  let preview: Awaited<ReturnType<typeof plan>>;

  beforeAll(async () => {
    settings = {
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
    automation = await t.callOk(leader, shifts.createAutomation, { body: settings });
    // Preview and run from the same fixed "today" (the preview endpoint uses the real one).
    preview = await plan(t.app.ctx, t.app.ctx.db, settings, '2030-03-01');
  });

  it('is made by a planner for a team, naming its type', () => {
    expect(automation.typeName).toBe('Morning');
  });

  it('previews the days it skips, with the reason (a planned shift, an overlap)', () => {
    // The 6th's morning starts as that night ends: touching is no overlap (only flagged as short rest).
    expect(preview.skip.map((s) => [s.userId, s.date, s.reason])).toEqual([
      [agents[0]!.id, '2030-03-05', 'already has a shift (23:00–07:00)'],
      [agents[1]!.id, '2030-03-06', 'already has a shift (20:00–08:00)'],
      [agents[1]!.id, '2030-03-07', 'overlaps the shift of 2030-03-06 (20:00–08:00)'],
    ]);
  });

  it('runs exactly what the preview showed, never over a planned shift', async () => {
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
  });

  it('gives nothing more on a second run', async () => {
    await runAllAutomations(t.app.ctx, '2030-03-01');
    expect((await runAllAutomations(t.app.ctx, '2030-03-01')).created).toBe(0);
  });

  it('previews through the API from the real today (2030 lies beyond the 8 weeks it looks ahead)', async () => {
    const api = await t.callOk(manager, shifts.previewAutomation, { body: settings });
    expect(api).toEqual({ create: [], skip: [] });
  });

  it('refuses an automation for nobody, naming body.userIds', async () => {
    const nobody = await t.call(manager, shifts.previewAutomation, {
      body: { name: 'x', typeId: morning.id, weekdays: [1], from: '2030-01-01' },
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().details[0].field).toBe('body.userIds');
  });

  it('keeps a type an automation gives from being deleted (409 naming the automation)', async () => {
    const inUse = await t.call(manager, shifts.deleteType, { body: { id: morning.id } });
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toContain('Day weekdays');
  });
});

describe('statistics', () => {
  let who: TestUser;
  beforeAll(async () => {
    who = await person();
    // 07-07 night (8 h × 8/7), 07-08 morning (7.5), 07-09 01:00–06:00 (5 h × 8/7), 07-14 morning (7.5).
    await give(who.id, '2026-07-07', { typeId: night.id });
    await give(who.id, '2026-07-08', { typeId: morning.id });
    await give(who.id, '2026-07-09', { start: '01:00', end: '06:00' });
    await give(who.id, '2026-07-14', { typeId: morning.id });
  });

  it("sums a person's month with night weighting, and twelve months of totals", async () => {
    const stats = await t.callOk(reader, shifts.statistics, { query: { userId: who.id, date: '2026-07-20' } });
    expect(stats.month).toBe('2026-07');
    expect(stats.shifts).toBe(4);
    expect(stats.weightedHours).toBeCloseTo(8 * (8 / 7) + 7.5 + 5 * (8 / 7) + 7.5, 1);
    expect(stats.nightHours).toBe(13);
    // The 8th's morning right after the night, and the 9th's early shift 10 h after it.
    expect(stats.shortRests).toBe(2);
    expect(stats.months).toHaveLength(12);
    expect(stats.months.at(-1)).toMatchObject({ month: '2026-07', shifts: 4 });
  });

  it('answers the same under /calendar/shifts, where the spec lists it (GET /calendar/shifts/shift-statistics)', async () => {
    const query = `userId=${who.id}&date=2026-07-20`;
    const under = await t.as(reader, { method: 'GET', url: `/api/calendar/shifts/shift-statistics?${query}` });
    expect(under.statusCode, under.body).toBe(200);
    const top = await t.as(reader, { method: 'GET', url: `/api/shift-statistics?${query}` });
    expect(under.json()).toEqual(top.json());
    expect(under.json()).toMatchObject({ month: '2026-07', shifts: 4, shortRests: 2 });
  });

  it('answers statistics under /calendar/shifts only to holders of calendar:shifts:read (403)', async () => {
    const res = await t.as(outsider, {
      method: 'GET',
      url: `/api/calendar/shifts/shift-statistics?userId=${who.id}&date=2026-07-20`,
    });
    expect(res.statusCode).toBe(403);
  });
});

// Draft and publish (POST /calendar/shifts/publish): a planner's week of changes, all or nothing,
// each person told once (docs/shifts.md "Draft and publish"). One `it` per rule.
import * as shifts from '@backoffice/contract/modules/shifts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test/helpers.js';
import { SETUP_TIMEOUT, shiftsTestApp } from './testing/fixture.js';

let t: TestApp;
let manager: TestUser;
let leader: TestUser; // leads the "Day" team, whose people are `agents`
let reader: TestUser;
let agents: TestUser[];
let outsider: TestUser;
let morning: shifts.ShiftType;

beforeAll(async () => {
  ({ t, manager, leader, reader, agents, outsider, morning } = await shiftsTestApp());
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const shiftsOf = async (user: TestUser, from: string, to: string) =>
  (await t.callOk(manager, shifts.listShifts, { query: { from, to, userId: user.id } })).map((s) => s.date);
/** A Morning shift of `user` on `date`, as a draft gives it. */
const morningOf = (user: TestUser, date: string) => ({ userId: user.id, date, typeId: morning.id });
const notices = async (user: TestUser) =>
  (
    await t.database.pool.query<{ title: string; body: string; link: string }>(
      "SELECT title, body, link FROM notifications WHERE user_id = $1 AND title = 'Your shifts changed' ORDER BY id",
      [user.id],
    )
  ).rows;

describe('publishing a draft', () => {
  it('gives and removes the shifts of the draft in one call, and says how many', async () => {
    const [a, b] = [agents[0]!, agents[1]!];
    await t.callOk(leader, shifts.createShift, { body: morningOf(b, '2027-03-01') });
    const reply = await t.callOk(leader, shifts.publishShifts, {
      body: {
        give: [morningOf(a, '2027-03-01'), morningOf(a, '2027-03-02')],
        remove: [{ userId: b.id, date: '2027-03-01' }],
      },
    });
    expect(reply).toEqual({ given: 2, removed: 1, told: 2 });
    expect(await shiftsOf(a, '2027-03-01', '2027-03-07')).toEqual(['2027-03-01', '2027-03-02']);
    expect(await shiftsOf(b, '2027-03-01', '2027-03-07')).toEqual([]);
  });

  it('tells each person once, whatever the number of their shifts it changed, with a link to their shifts', async () => {
    const c = await t.createUser();
    await t.callOk(manager, shifts.publishShifts, {
      body: {
        give: ['2027-04-05', '2027-04-06', '2027-04-07'].map((date) => morningOf(c, date)),
      },
    });
    const told = await notices(c);
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({
      body: expect.stringMatching(/^3 shifts given \(2027-04-05 to 2027-04-07\), by /),
      link: '/calendar/shifts?view=mine&from=2027-04-05',
    });
  });

  it('changes nothing when one change is refused: a clash refuses the whole draft, naming it', async () => {
    const [a, b] = [agents[0]!, agents[1]!];
    await t.callOk(leader, shifts.createShift, { body: morningOf(a, '2027-05-03') });
    const res = await t.call(leader, shifts.publishShifts, {
      body: { give: [morningOf(b, '2027-05-03'), morningOf(a, '2027-05-03')] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SHIFTS_OVERLAP' });
    expect(await shiftsOf(b, '2027-05-03', '2027-05-03')).toEqual([]);
  });

  it('refuses a leader a draft that touches someone outside their teams (403), and changes nothing', async () => {
    const a = agents[0]!;
    const res = await t.call(leader, shifts.publishShifts, {
      body: { give: [morningOf(a, '2027-06-07'), morningOf(outsider, '2027-06-07')] },
    });
    expect(res.statusCode).toBe(403);
    expect(await shiftsOf(a, '2027-06-07', '2027-06-07')).toEqual([]);
  });

  it('refuses a reader (403) and an empty draft (400 naming body.give)', async () => {
    const a = agents[0]!;
    const body = { give: [morningOf(a, '2027-07-05')] };
    expect((await t.call(reader, shifts.publishShifts, { body })).statusCode).toBe(403);
    const empty = await t.call(leader, shifts.publishShifts, { body: { give: [], remove: [] } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].field).toBe('body.give');
  });

  it('answers 404 for a removal of a shift that is not there, and gives nothing of the draft', async () => {
    const a = agents[0]!;
    const res = await t.call(leader, shifts.publishShifts, {
      body: {
        give: [morningOf(a, '2027-08-02')],
        remove: [{ userId: a.id, date: '2027-08-03' }],
      },
    });
    expect(res.statusCode).toBe(404);
    expect(await shiftsOf(a, '2027-08-02', '2027-08-02')).toEqual([]);
  });
});

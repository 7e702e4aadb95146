import * as shifts from '@backoffice/contract/modules/shifts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp, TestUser } from '../../test/helpers.js';
import { grantShiftRead, SETUP_TIMEOUT, shiftsTestApp } from './testing/fixture.js';

// Open shifts staff claim, and swaps a shift leader approves (docs/shifts.md); one `it` per rule.
let t: TestApp;
let leader: TestUser; // leads the "Day" team only
let reader: TestUser;
let agents: TestUser[];
let outsider: TestUser; // in no team, no scope
let dayTeam: number;
let morning: shifts.ShiftType;
/** agents[0], holding calendar:shifts:read. */
let agent: TestUser;

beforeAll(async () => {
  ({ t, leader, reader, agents, outsider, dayTeam, morning } = await shiftsTestApp());
  await grantShiftRead(t, agents[0]!);
  agent = { ...agents[0]!, token: (await t.signIn(agents[0]!.username, agents[0]!.password)).reply().jwt };
}, SETUP_TIMEOUT);
afterAll(() => t.close());

const offer = (date: string) =>
  t.callOk(leader, shifts.createOpenShift, { body: { teamId: dayTeam, date, typeId: morning.id } });

const count = async (sql: string, params: unknown[]) => (await t.database.pool.query(sql, params)).rows[0].n as number;

describe('open shifts', () => {
  it('tells the team when its leader offers an open shift', async () => {
    const open = await offer('2026-08-03');
    expect(open.claimedBy).toBeNull();
    const notified = await count('SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND title LIKE $2', [
      agents[0]!.id,
      'Open shift on 2026-08-03%',
    ]);
    expect(notified).toBe(1);
  });

  it('refuses a claim without the shift read scope (403)', async () => {
    const open = await offer('2026-08-04');
    expect((await t.call(outsider, shifts.claimOpenShift, { params: { id: open.id } })).statusCode).toBe(403);
  });

  it('refuses a claim by a reader outside the team (403 naming the team rule)', async () => {
    const open = await offer('2026-08-04');
    const stranger = await t.createUser({ scopes: ['calendar:shifts:read'] });
    const refused = await t.call(stranger, shifts.claimOpenShift, { params: { id: open.id } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('people of its team');
  });

  it('gives the shift to the first of the team who claims it', async () => {
    const open = await offer('2026-08-05');
    const claimed = await t.call(agent, shifts.claimOpenShift, { params: { id: open.id } });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.reply()).toMatchObject({ userId: agents[0]!.id, date: '2026-08-05', typeName: 'Morning' });
  });

  it('refuses a second claim (409)', async () => {
    const open = await offer('2026-08-06');
    await t.callOk(agent, shifts.claimOpenShift, { params: { id: open.id } });
    const again = await t.call(agent, shifts.claimOpenShift, { params: { id: open.id } });
    expect(again.statusCode).toBe(409);
  });

  it('tells the leader who claimed it', async () => {
    const open = await offer('2026-08-07');
    await t.callOk(agent, shifts.claimOpenShift, { params: { id: open.id } });
    const leaderTold = await count(
      'SELECT count(*)::int AS n FROM notifications WHERE user_id = $1 AND title LIKE $2',
      [leader.id, '%claimed the open shift of 2026-08-07'],
    );
    expect(leaderTold).toBe(1);
  });

  it('lists a claimed open shift with who claimed it', async () => {
    const open = await offer('2026-08-08');
    await t.callOk(agent, shifts.claimOpenShift, { params: { id: open.id } });
    const [listed] = await t.callOk(reader, shifts.listOpenShifts, { query: { from: '2026-08-08', to: '2026-08-08' } });
    expect(listed!.claimedBy).toBe(agents[0]!.id);
  });
});

describe('swaps', () => {
  /** A morning shift of agents[0] on `date`, and the agent's request to hand it to agents[1]. */
  async function swapOf(date: string) {
    const [shift] = await t.callOk(leader, shifts.createShift, {
      body: { userId: agents[0]!.id, date, typeId: morning.id },
    });
    const swap = await t.callOk(agent, shifts.requestSwap, { body: { shiftId: shift!.id, toUserId: agents[1]!.id } });
    return { shift: shift!, swap };
  }

  it('moves the shift to the teammate when the leader approves', async () => {
    const { swap } = await swapOf('2026-08-10');
    expect(swap.status).toBe('pending');
    const decided = await t.callOk(leader, shifts.decideSwap, { params: { id: swap.id }, body: { isApproved: true } });
    expect(decided.status).toBe('approved');
    const [moved] = await t.callOk(reader, shifts.bulkShifts, {
      body: { ids: [agents[0]!.id, agents[1]!.id], date: '2026-08-10' },
    });
    expect(moved!.userId).toBe(agents[1]!.id);
  });

  it('refuses a swap to someone outside the team (400)', async () => {
    const [shift] = await t.callOk(leader, shifts.createShift, {
      body: { userId: agents[0]!.id, date: '2026-08-11', typeId: morning.id },
    });
    expect(
      (await t.call(agent, shifts.requestSwap, { body: { shiftId: shift!.id, toUserId: outsider.id } })).statusCode,
    ).toBe(400);
  });

  it('refuses deciding a swap twice (409)', async () => {
    const { swap } = await swapOf('2026-08-13');
    await t.callOk(leader, shifts.decideSwap, { params: { id: swap.id }, body: { isApproved: true } });
    expect(
      (await t.call(leader, shifts.decideSwap, { params: { id: swap.id }, body: { isApproved: false } })).statusCode,
    ).toBe(409);
  });

  it('refuses approving a swap onto a day the teammate works; nothing moves and the request stays pending', async () => {
    await t.callOk(leader, shifts.createShift, {
      body: { userId: agents[1]!.id, date: '2026-08-12', start: '15:00', end: '23:00' },
    });
    const { swap: clash } = await swapOf('2026-08-12');
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

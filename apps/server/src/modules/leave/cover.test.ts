// Team cover (GET /leave-calendar/cover): how many of each shift team are away each day, and who —
// the leave wallchart's rows (docs/leave.md "Wallchart").
import * as leave from '@backoffice/contract/modules/leave';
import * as shifts from '@backoffice/contract/modules/shifts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';

// Dates in 2031, far from today. Monday 6 January 2031 starts a working week.
let t: TestApp;
let ada: TestUser;
let bo: TestUser;
let cy: TestUser;
let loner: TestUser;
let teamId: number;

const LEAVE = ['calendar:leave:create'];

beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.database.pool.query("INSERT INTO departments (name) VALUES ('Cover desk') RETURNING id");
  const department = rows[0].id as number;
  const approver = await t.createUser({ scopes: LEAVE });
  const hr = await t.createUser({ scopes: [...LEAVE, 'calendar:request:approvers'] });
  [ada, bo, cy, loner] = [
    await t.createUser({ scopes: LEAVE }),
    await t.createUser({ scopes: LEAVE }),
    await t.createUser({ scopes: LEAVE }),
    await t.createUser({ scopes: LEAVE }),
  ];
  for (const u of [approver, ada, bo, cy, loner]) {
    await t.database.pool.query('UPDATE users SET department_id = $1 WHERE id = $2', [department, u.id]);
  }
  await t.callOk(hr, leave.setApprovers, { body: { departmentId: department, userIds: [approver.id] } });
  const leader = await t.createUser({
    scopes: ['calendar:shifts:read', 'calendar:shifts:create', 'calendar:shifts:all'],
  });
  await t.database.pool.query('UPDATE users SET department_id = $1 WHERE id = $2', [department, leader.id]);
  teamId = (
    await t.callOk(leader, shifts.createTeam, {
      body: { name: 'Cover team', departmentId: department, leaderId: leader.id, memberIds: [ada.id, bo.id, cy.id] },
    })
  ).id;
  const annual = (await t.callOk(ada, leave.listTypes)).find((x) => x.name === 'Annual leave')!;
  const ask = async (user: TestUser, from: string, to: string) => {
    const body = new FormData();
    body.append('data', JSON.stringify({ typeId: annual.id, from, to }));
    const encoded = new Response(body);
    return t.callOk(user, leave.createRequest, {
      rawBody: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    });
  };
  const adas = await ask(ada, '2031-01-07', '2031-01-08');
  await t.callOk(approver, leave.reviewRequest, { params: { id: adas.id }, body: { isApproved: true } });
  await ask(bo, '2031-01-08', '2031-01-08');
  await ask(loner, '2031-01-08', '2031-01-08');
});
afterAll(() => t?.close());

const coverOn = async (date: string) =>
  (await t.callOk(ada, leave.teamsAway, { query: { from: date, to: date } })).find((c) => c.teamId === teamId)!;

describe('team cover', () => {
  it('names who of the team is away (approved) and who asked (waiting) each day, beside the counts', async () => {
    expect(await coverOn('2031-01-08')).toMatchObject({
      size: 3,
      away: 1,
      pending: 1,
      awayIds: [ada.id],
      pendingIds: [bo.id],
    });
  });

  it('names nobody on a day the whole team works', async () => {
    expect(await coverOn('2031-01-06')).toMatchObject({ away: 0, pending: 0, awayIds: [], pendingIds: [] });
  });

  it('leaves out people of no shift team', async () => {
    const days = await t.callOk(ada, leave.teamsAway, { query: { from: '2031-01-08', to: '2031-01-08' } });
    expect(days.flatMap((d) => [...d.awayIds, ...d.pendingIds])).not.toContain(loner.id);
  });
});

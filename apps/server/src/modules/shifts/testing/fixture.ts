// What the shift calendar's tests share: the people, a department with one team, and two types.
import * as shifts from '@backoffice/contract/modules/shifts';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

export const PLANNER = ['calendar:shifts:read', 'calendar:shifts:create'];

/** A new app and its people (a password hash and a sign-in each): slow on a busy 2-core machine. */
export const SETUP_TIMEOUT = 120_000;

export interface ShiftsFixture {
  t: TestApp;
  /** calendar:shifts:all: every team. */
  manager: TestUser;
  /** Leads the "Day" team only. */
  leader: TestUser;
  reader: TestUser;
  /** The first two are the Day team; none holds a scope. */
  agents: TestUser[];
  /** In no team, no scope. */
  outsider: TestUser;
  department: number;
  dayTeam: number;
  morning: shifts.ShiftType;
  night: shifts.ShiftType;
}

/** The company's clocks are Berlin's, so the DST weeks of 2026 (29 March, 25 October) can be tested. */
export async function shiftsTestApp(): Promise<ShiftsFixture> {
  const t = await createTestApp({ env: { TZ: 'Europe/Berlin' } });
  const manager = await t.createUser({ scopes: [...PLANNER, 'calendar:shifts:all'] });
  const leader = await t.createUser({ scopes: PLANNER });
  const reader = await t.createUser({ scopes: ['calendar:shifts:read'] });
  const agents = [await t.createUser(), await t.createUser(), await t.createUser()];
  const outsider = await t.createUser();
  const { rows } = await t.database.pool.query("INSERT INTO departments (name) VALUES ('Shift support') RETURNING id");
  const department = rows[0].id as number;
  const morning = await t.callOk(manager, shifts.createType, {
    body: { name: 'Morning', start: '07:00', end: '15:00', breakMinutes: 30, color: '#2e7d32' },
  });
  const night = await t.callOk(manager, shifts.createType, {
    body: { name: 'Night', start: '23:00', end: '07:00', breakMinutes: 0, color: '#6a1b9a' },
  });
  const team = await t.callOk(manager, shifts.createTeam, {
    body: { name: 'Day', departmentId: department, leaderId: leader.id, memberIds: [agents[0]!.id, agents[1]!.id] },
  });
  return { t, manager, leader, reader, agents, outsider, department, dayTeam: team.id, morning, night };
}

/** Gives a person the shift read scope through their role (what an agent of a team holds). */
export async function grantShiftRead(t: TestApp, user: TestUser): Promise<void> {
  await t.database.pool.query(
    "INSERT INTO role_scopes (role_id, scope) VALUES ($1, 'calendar:shifts:read') ON CONFLICT DO NOTHING",
    [user.roleId],
  );
  t.app.ctx.bus.publish({ type: 'roles.changed', roleIds: [user.roleId!] });
}

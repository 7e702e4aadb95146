import * as dossier from '@backoffice/contract/modules/dossier';
import * as qa from '@backoffice/contract/modules/qa';
import { createIntegrationKey } from '@backoffice/contract/modules/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { addDays, managerOf } from './services/agents.js';

let t: TestApp;
let admin: TestUser;
let manager: TestUser; // may manage teams (dossier:feedback:create) and edits agents
let reader: TestUser; // dossier:user:read only
let positions: dossier.Position[];
let teamA: dossier.Team;
let teamB: dossier.Team;
let today: string;

const MANAGER = [
  'dossier:user:read',
  'dossier:user:create',
  'dossier:user:update',
  'dossier:team:read',
  'dossier:team:create',
  'dossier:feedback:create',
] as const;

const positionNamed = (name: string) => positions.find((p) => p.name === name)!;

async function agent(teamId?: number): Promise<TestUser> {
  const user = await t.createUser();
  await t.callOk(manager, dossier.addAgent, {
    body: { userId: user.id, positionId: positionNamed('Support agent').id, ...(teamId ? { teamId } : {}) },
  });
  return user;
}

/** Moves every open period of the user back, as if they had begun on `from`. */
async function backdate(user: TestUser, from: string) {
  await t.database.pool.query('UPDATE dossier_position_periods SET "from" = $1 WHERE user_id = $2 AND "to" IS NULL', [
    from,
    user.id,
  ]);
  await t.database.pool.query('UPDATE dossier_memberships SET "from" = $1 WHERE user_id = $2 AND "to" IS NULL', [
    from,
    user.id,
  ]);
}

beforeAll(async () => {
  t = await createTestApp({ env: { LOG_LEVEL: 'error' } });
  admin = await t.createUser({ isAdmin: true });
  manager = await t.createUser({ scopes: [...MANAGER] });
  reader = await t.createUser({ scopes: ['dossier:user:read'] });
  positions = await t.callOk(admin, dossier.listPositions, {});
  teamA = await t.callOk(manager, dossier.createTeam, { body: { name: 'Team A', managerId: manager.id } });
  teamB = await t.callOk(manager, dossier.createTeam, { body: { name: 'Team B', managerId: admin.id } });
  today = (await t.callOk(manager, dossier.getAgent, { params: { id: (await agent()).id } })).positions[0]!.from;
});

afterAll(() => t?.close());

describe('dossier agents', () => {
  it('seeds the positions in a migration', () => {
    expect(positions.map((p) => p.name)).toEqual([
      'Junior support agent',
      'Support agent',
      'Senior support agent',
      'Team lead',
    ]);
  });

  it('adds a user as an agent with a position and a team, and lists them with their manager', async () => {
    const user = await t.createUser({ username: 'dossier-ada' });
    const created = await t.callOk(manager, dossier.addAgent, {
      body: { userId: user.id, positionId: positionNamed('Support agent').id, teamId: teamA.id },
    });
    expect(created).toMatchObject({
      userId: user.id,
      position: { name: 'Support agent' },
      team: { id: teamA.id, name: 'Team A' },
      manager: { id: manager.id },
    });
    const list = await t.callOk(reader, dossier.listAgents, { query: { search: 'dossier-ada' } });
    expect(list.items).toEqual([expect.objectContaining({ userId: user.id, team: { id: teamA.id, name: 'Team A' } })]);
    expect(list.total).toBe(1);
  });

  it('filters the agents by team and position', async () => {
    const inB = await agent(teamB.id);
    const list = await t.callOk(reader, dossier.listAgents, { query: { teamId: teamB.id, take: 100 } });
    expect(list.items.map((a) => a.userId)).toContain(inB.id);
    expect(list.items.every((a) => a.team?.id === teamB.id)).toBe(true);
    const senior = await t.callOk(reader, dossier.listAgents, {
      query: { positionId: positionNamed('Team lead').id },
    });
    expect(senior.items).toEqual([]);
  });

  it('answers each request its own values, the statement built once per set of filters (PreparedList)', async () => {
    const inA = await agent(teamA.id);
    const inB = await agent(teamB.id);
    const ids = async (query: Record<string, unknown>) =>
      (await t.callOk(reader, dossier.listAgents, { query: { take: 100, ...query } })).items.map((a) => a.userId);
    const [inATeam, inBTeam] = [await ids({ teamId: teamA.id }), await ids({ teamId: teamB.id })];
    expect(inATeam).toContain(inA.id);
    expect(inATeam).not.toContain(inB.id);
    expect(inBTeam).toContain(inB.id);
    expect(inBTeam).not.toContain(inA.id);
    expect(await ids({ search: inA.username })).toEqual([inA.id]);
    expect(await ids({ search: inB.username })).toEqual([inB.id]);
    expect(await ids({ search: inB.username, teamId: teamA.id })).toEqual([]);
    expect(await ids({ search: inA.username, teamId: teamA.id })).toEqual([inA.id]);
    const support = positionNamed('Support agent').id;
    expect(await ids({ positionId: support, teamId: teamB.id })).toContain(inB.id);
    expect(await ids({ positionId: positionNamed('Team lead').id, teamId: teamB.id })).toEqual([]);
    const all = await ids({ teamId: teamA.id });
    const second = await t.callOk(reader, dossier.listAgents, { query: { teamId: teamA.id, take: 1, page: 2 } });
    expect(second).toMatchObject({ page: 2, take: 1, total: all.length });
    expect(second.items.map((a) => a.userId)).toEqual([all[1]]);
  });

  it('refuses a second dossier for the same user (409), and a missing position names the field', async () => {
    const user = await agent();
    const again = await t.call(manager, dossier.addAgent, {
      body: { userId: user.id, positionId: positionNamed('Support agent').id },
    });
    expect(again.statusCode).toBe(409);
    const other = await t.createUser();
    const bad = await t.call(manager, dossier.addAgent, { body: { userId: other.id, positionId: 999_999 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('body.positionId');
  });

  it('saves nothing when the team is unknown', async () => {
    const user = await t.createUser();
    const bad = await t.call(manager, dossier.addAgent, {
      body: { userId: user.id, positionId: positionNamed('Support agent').id, teamId: 999_999 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('body.teamId');
    const free = await t.callOk(manager, dossier.freeUsers, { query: {} });
    expect(free.map((u) => u.id)).toContain(user.id);
  });

  it('lists free users: those without a dossier, searchable', async () => {
    const user = await t.createUser({ username: 'dossier-free-zed' });
    const withDossier = await agent();
    const free = await t.callOk(manager, dossier.freeUsers, { query: { search: 'free-zed' } });
    expect(free.map((u) => u.id)).toEqual([user.id]);
    const all = await t.callOk(manager, dossier.freeUsers, { query: {} });
    expect(all.map((u) => u.id)).not.toContain(withDossier.id);
  });

  it('keeps the position history: a change closes the period yesterday and opens one today', async () => {
    const user = await agent();
    await backdate(user, '2026-01-05');
    const changed = await t.callOk(manager, dossier.updateAgent, {
      params: { id: user.id },
      body: { positionId: positionNamed('Senior support agent').id },
    });
    expect(changed.position?.name).toBe('Senior support agent');
    expect(changed.positions).toEqual([
      expect.objectContaining({
        position: expect.objectContaining({ name: 'Senior support agent' }),
        from: today,
        to: null,
      }),
      expect.objectContaining({
        position: expect.objectContaining({ name: 'Support agent' }),
        from: '2026-01-05',
        to: addDays(today, -1),
      }),
    ]);
  });

  it('changes nothing for the same position, and corrects a period begun today in place', async () => {
    const user = await agent();
    const same = await t.callOk(manager, dossier.updateAgent, {
      params: { id: user.id },
      body: { positionId: positionNamed('Support agent').id },
    });
    expect(same.positions).toHaveLength(1);
    const corrected = await t.callOk(manager, dossier.updateAgent, {
      params: { id: user.id },
      body: { positionId: positionNamed('Team lead').id },
    });
    expect(corrected.positions).toEqual([
      expect.objectContaining({ position: expect.objectContaining({ name: 'Team lead' }), from: today, to: null }),
    ]);
  });

  it('keeps the team history: a move ends the current membership, one team at a time', async () => {
    const user = await agent(teamA.id);
    await backdate(user, '2026-02-02');
    const moved = await t.callOk(manager, dossier.createMembership, { body: { userId: user.id, teamId: teamB.id } });
    expect(moved).toMatchObject({ team: { id: teamB.id }, manager: { id: admin.id }, from: today, to: null });
    const profile = await t.callOk(manager, dossier.getAgent, { params: { id: user.id } });
    expect(profile.team?.id).toBe(teamB.id);
    expect(profile.memberships.map((m) => [m.team.id, m.from, m.to])).toEqual([
      [teamB.id, today, null],
      [teamA.id, '2026-02-02', addDays(today, -1)],
    ]);
  });

  it('ends a membership on DELETE and keeps it; an ended one is history (409)', async () => {
    const user = await agent(teamA.id);
    await backdate(user, '2026-03-02');
    const [open] = (await t.callOk(manager, dossier.getAgent, { params: { id: user.id } })).memberships;
    await t.callOk(manager, dossier.deleteMembership, { params: { id: open!.id } });
    const profile = await t.callOk(manager, dossier.getAgent, { params: { id: user.id } });
    expect(profile.team).toBeNull();
    expect(profile.memberships).toEqual([expect.objectContaining({ id: open!.id, to: addDays(today, -1) })]);
    const again = await t.call(manager, dossier.deleteMembership, { params: { id: open!.id } });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a team manager who may not manage dossiers, naming body.managerId', async () => {
    const plain = await t.createUser({ scopes: ['dossier:user:read'] });
    const res = await t.call(manager, dossier.createTeam, { body: { name: 'Team C', managerId: plain.id } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('body.managerId');
  });

  it('lists the teams with their manager and how many agents they hold today', async () => {
    const teams = await t.callOk(manager, dossier.listTeams, {});
    const a = teams.find((x) => x.id === teamA.id)!;
    expect(a.manager).toEqual({ id: manager.id, name: expect.any(String) });
    expect(a.members).toBeGreaterThan(0);
  });

  it('lets an agent without dossier scopes read their own dossier, and nobody else’s (404)', async () => {
    const self = await agent(teamA.id);
    const other = await agent();
    expect((await t.callOk(self, dossier.getAgent, { params: { id: self.id } })).userId).toBe(self.id);
    expect((await t.call(self, dossier.getAgent, { params: { id: other.id } })).statusCode).toBe(404);
    expect((await t.call(self, dossier.listAgents, { query: {} })).statusCode).toBe(403);
  });

  it('tells who manages an agent today', async () => {
    const user = await agent(teamB.id);
    expect(await managerOf(t.database.db, user.id)).toBe(admin.id);
    expect(await managerOf(t.database.db, (await t.createUser()).id)).toBeNull();
  });

  it('answers 404 for a user without a dossier', async () => {
    const user = await t.createUser();
    expect((await t.call(reader, dossier.getAgent, { params: { id: user.id } })).statusCode).toBe(404);
  });

  it('shows QC figures equal to QC statistics for the same agent and period', async () => {
    const user = await agent(teamA.id);
    const key = (await t.callOk(admin, createIntegrationKey, { body: { name: 'Chat system' } })).key;
    const criterion = await t.callOk(admin, qa.createScoreType, {
      body: { name: 'Dossier accuracy', weight: 1, critical: true, position: 1 },
    });
    const good = await t.callOk(admin, qa.createScoreGrade, { body: { name: 'Dossier good', value: 80, shortcut: 1 } });
    const email = (await t.database.pool.query('SELECT email FROM users WHERE id = $1', [user.id])).rows[0].email;
    const startedAt = `${addDays(today, -3)}T10:00:00Z`;
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/integrations/chats',
      headers: { authorization: `Bearer ${key}` },
      payload: {
        chats: [
          {
            externalId: 'dossier-qc-1',
            department: 'Support',
            agents: [{ name: 'Agent', email }],
            customer: { name: 'Client', email: 'client@example.com' },
            startedAt,
            messages: [{ author: 'Client', authorKind: 'customer', text: 'Hello', sentAt: startedAt }],
          },
        ],
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const chatId = (sent.json() as { ids: { id: number }[] }).ids[0]!.id;
    await t.callOk(admin, qa.createChatReview, {
      body: { chatId, data: { scores: [{ scoreTypeId: criterion.id, gradeId: good.id }] } },
    });
    const from = addDays(today, -30);
    const profile = await t.callOk(manager, dossier.getAgent, { params: { id: user.id }, query: { from, to: today } });
    const stats = await t.callOk(admin, qa.userStatistics, { params: { userId: user.id }, query: { from, to: today } });
    expect(profile.qc).toEqual({
      from,
      to: today,
      reviews: stats.reviews,
      averageScore: stats.averageScore,
      criticalFails: stats.criticalFails,
      failedReviews: stats.failedReviews,
      trend: stats.trend,
    });
    expect(stats.reviews).toBe(1);
    const row = (await t.callOk(reader, dossier.listAgents, { query: { teamId: teamA.id, take: 100 } })).items.find(
      (a) => a.userId === user.id,
    );
    expect(row?.averageScore).toBe(stats.averageScore);
  });
});

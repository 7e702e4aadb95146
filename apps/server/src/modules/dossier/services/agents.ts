// Agents' dossiers (docs/dossier.md): who has one, their positions and teams over time, and QC's figures
// about them (QC's statistics through its module services, read live). A change takes effect today:
// the open period ends yesterday and the next begins today; a period begun today is corrected in place.

import { isoDate } from '@backoffice/contract';
import type {
  AddAgentBody,
  AgentDossier,
  AgentRow,
  Membership,
  Team,
  TeamBody,
} from '@backoffice/contract/modules/dossier';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import { auditChange } from '../../../core/audit.js';
import { usersHolding } from '../../../core/auth/holders.js';
import { todayIn } from '../../../core/company-time.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { containsPattern, type PageParams, paged, placeholderFilters } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { AppError, badRequest, notFound } from '../../../core/errors.js';
import {
  dossierAgents,
  dossierMemberships,
  dossierPositionPeriods,
  dossierPositions,
  dossierTeams,
} from '../schema/agents.js';

/** The scope that makes a user fit to manage a team (besides being an administrator). */
export const MANAGER_SCOPE = 'dossier:feedback:create';
/** The agents list's "latest QC average": the last 30 days. */
const AVERAGE_DAYS = 30;
/** The profile's QC figures by default: the last 12 weeks. */
const QC_DAYS = 84;

export const addDays = (date: string, days: number) => isoDate(new Date(Date.parse(date) + days * 86_400_000));

const managers = alias(users, 'manager');

const currentPosition = () =>
  and(eq(dossierPositionPeriods.userId, dossierAgents.userId), isNull(dossierPositionPeriods.to));
const currentMembership = () => and(eq(dossierMemberships.userId, dossierAgents.userId), isNull(dossierMemberships.to));

function agentsSelect(db: Executor) {
  const query = db
    .select({
      userId: dossierAgents.userId,
      name: users.name,
      username: users.username,
      positionId: dossierPositions.id,
      positionName: dossierPositions.name,
      teamId: dossierTeams.id,
      teamName: dossierTeams.name,
      managerId: managers.id,
      managerName: managers.name,
      createdAt: dossierAgents.createdAt,
      updatedAt: dossierAgents.updatedAt,
    })
    .from(dossierAgents)
    .$dynamic();
  return withCurrent(query).leftJoin(managers, eq(managers.id, dossierTeams.managerId));
}

/** The agents with their user, their current position and team: what the list selects from and counts. */
function withCurrent<T extends PgSelect>(query: T) {
  return query
    .innerJoin(users, eq(users.id, dossierAgents.userId))
    .leftJoin(dossierPositionPeriods, currentPosition())
    .leftJoin(dossierPositions, eq(dossierPositions.id, dossierPositionPeriods.positionId))
    .leftJoin(dossierMemberships, currentMembership())
    .leftJoin(dossierTeams, eq(dossierTeams.id, dossierMemberships.teamId));
}

type AgentSelectRow = Awaited<ReturnType<ReturnType<typeof agentsSelect>['execute']>>[number];

function rowOf(r: AgentSelectRow): Omit<AgentRow, 'averageScore'> {
  return {
    userId: r.userId,
    name: r.name,
    username: r.username,
    position: r.positionId !== null ? { id: r.positionId, name: r.positionName! } : null,
    team: r.teamId !== null ? { id: r.teamId, name: r.teamName! } : null,
    manager: r.managerId !== null ? { id: r.managerId, name: r.managerName! } : null,
  };
}

export async function listAgents(
  ctx: AppContext,
  q: PageParams & { search?: string; teamId?: number; positionId?: number },
) {
  // Built once per set of filters present (core/db/lists.ts `PreparedList`); their values are placeholders.
  const { key, where, values, keepPlan } = agentFilters(q);
  const page = await paged(ctx.db, q, {
    prepared: {
      key: `dossier.agents\u0000${key}`,
      values,
      keepPlan,
      rows: (orderBy) =>
        agentsSelect(ctx.db)
          .where(where)
          .orderBy(...orderBy),
      count: () => withCurrent(ctx.db.select({ one: sql`1` }).from(dossierAgents).$dynamic()).where(where),
    },
    order: { fallback: [asc(users.name)], tiebreak: dossierAgents.userId },
    shape: (rows) => rows.map(rowOf),
  });
  const averages = ctx.services['qa.agentAverages'];
  const today = todayIn(ctx);
  const scores = averages
    ? await averages(
        ctx,
        page.items.map((a) => a.userId),
        { from: addDays(today, 1 - AVERAGE_DAYS), to: today },
      )
    : new Map<number, { averageScore: number | null }>();
  return {
    ...page,
    // Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
    items: page.items.map((a) => Object.assign(a, { averageScore: scores.get(a.userId)?.averageScore ?? null })),
  };
}

/** The agents list's filters with placeholders for their values: which are present (`key`), the WHERE, the values. */
function agentFilters(q: { search?: string; teamId?: number; positionId?: number }) {
  const { add, equals, done } = placeholderFilters();
  if (q.search) {
    const pattern = sql.placeholder('search');
    add('search', containsPattern(q.search), or(ilike(users.name, pattern), ilike(users.username, pattern))!);
  }
  if (q.teamId) equals('teamId', q.teamId, dossierTeams.id);
  if (q.positionId) equals('positionId', q.positionId, dossierPositions.id);
  return done();
}

export async function freeUsers(ctx: AppContext, search?: string) {
  const pattern = search ? containsPattern(search) : undefined;
  return ctx.db
    .select({ id: users.id, name: users.name, username: users.username })
    .from(users)
    .leftJoin(dossierAgents, eq(dossierAgents.userId, users.id))
    .where(
      and(
        isNull(dossierAgents.userId),
        pattern ? or(ilike(users.name, pattern), ilike(users.username, pattern)) : undefined,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(50);
}

/** The agent's dossier, or null when the user has none. */
export async function findAgent(db: Executor, userId: number) {
  const [row] = await agentsSelect(db).where(eq(dossierAgents.userId, userId));
  return row ?? null;
}

async function membershipsOf(db: Executor, where: SQL): Promise<Membership[]> {
  const rows = await db
    .select({
      id: dossierMemberships.id,
      userId: dossierMemberships.userId,
      teamId: dossierTeams.id,
      teamName: dossierTeams.name,
      managerId: managers.id,
      managerName: managers.name,
      from: dossierMemberships.from,
      to: dossierMemberships.to,
    })
    .from(dossierMemberships)
    .innerJoin(dossierTeams, eq(dossierTeams.id, dossierMemberships.teamId))
    .innerJoin(managers, eq(managers.id, dossierTeams.managerId))
    .where(where)
    .orderBy(desc(dossierMemberships.from), desc(dossierMemberships.id));
  return rows.map((m) => ({
    id: m.id,
    userId: m.userId,
    team: { id: m.teamId, name: m.teamName },
    manager: { id: m.managerId, name: m.managerName },
    from: m.from,
    to: m.to,
  }));
}

export async function agentDossier(
  ctx: AppContext,
  userId: number,
  range: { from?: string; to?: string } = {},
): Promise<AgentDossier> {
  const row = await findAgent(ctx.db, userId);
  if (!row) throw notFound('Dossier');
  const [positions, memberships] = await Promise.all([
    ctx.db
      .select({
        id: dossierPositionPeriods.id,
        positionId: dossierPositions.id,
        positionName: dossierPositions.name,
        from: dossierPositionPeriods.from,
        to: dossierPositionPeriods.to,
      })
      .from(dossierPositionPeriods)
      .innerJoin(dossierPositions, eq(dossierPositions.id, dossierPositionPeriods.positionId))
      .where(eq(dossierPositionPeriods.userId, userId))
      .orderBy(desc(dossierPositionPeriods.from), desc(dossierPositionPeriods.id)),
    membershipsOf(ctx.db, eq(dossierMemberships.userId, userId)),
  ]);
  return {
    ...rowOf(row),
    positions: positions.map((p) => ({
      id: p.id,
      position: { id: p.positionId, name: p.positionName },
      from: p.from,
      to: p.to,
    })),
    memberships,
    qc: await qcOf(ctx, userId, range),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function qcOf(ctx: AppContext, userId: number, range: { from?: string; to?: string }) {
  const statistics = ctx.services['qa.agentStatistics'];
  if (!statistics) return null;
  const to = range.to ?? todayIn(ctx);
  const from = range.from ?? addDays(to, 1 - QC_DAYS);
  const s = await statistics(ctx, userId, { from, to });
  return {
    from,
    to,
    reviews: s.reviews,
    averageScore: s.averageScore,
    criticalFails: s.criticalFails,
    failedReviews: s.failedReviews,
    trend: s.trend,
  };
}

async function assertPosition(db: Executor, positionId: number) {
  const [found] = await db
    .select({ id: dossierPositions.id })
    .from(dossierPositions)
    .where(eq(dossierPositions.id, positionId));
  if (!found) throw badRequest('body.positionId', 'is not a position');
}

async function assertTeam(db: Executor, teamId: number, field: string) {
  const [found] = await db.select({ id: dossierTeams.id }).from(dossierTeams).where(eq(dossierTeams.id, teamId));
  if (!found) throw badRequest(field, 'is not a team');
}

/** Ends the open position period yesterday (one begun today is corrected) and opens `positionId` today. */
async function setPosition(db: Executor, userId: number, positionId: number, today: string) {
  const [open] = await db
    .select()
    .from(dossierPositionPeriods)
    .where(and(eq(dossierPositionPeriods.userId, userId), isNull(dossierPositionPeriods.to)));
  if (open?.positionId === positionId) return false;
  if (open && open.from >= today) {
    await db.update(dossierPositionPeriods).set({ positionId }).where(eq(dossierPositionPeriods.id, open.id));
    return true;
  }
  if (open) {
    await db
      .update(dossierPositionPeriods)
      .set({ to: addDays(today, -1) })
      .where(eq(dossierPositionPeriods.id, open.id));
  }
  await db.insert(dossierPositionPeriods).values({ userId, positionId, from: today });
  return true;
}

/** Ends the open membership yesterday (one begun today is removed) and opens `teamId` today. */
async function setTeam(db: Executor, userId: number, teamId: number, today: string): Promise<number> {
  const [open] = await db
    .select()
    .from(dossierMemberships)
    .where(and(eq(dossierMemberships.userId, userId), isNull(dossierMemberships.to)));
  if (open?.teamId === teamId) return open.id;
  if (open) await endMembership(db, open, today);
  const [row] = await db
    .insert(dossierMemberships)
    .values({ userId, teamId, from: today })
    .returning({ id: dossierMemberships.id });
  return row!.id;
}

async function endMembership(db: Executor, open: { id: number; from: string }, today: string) {
  if (open.from >= today) await db.delete(dossierMemberships).where(eq(dossierMemberships.id, open.id));
  else
    await db
      .update(dossierMemberships)
      .set({ to: addDays(today, -1) })
      .where(eq(dossierMemberships.id, open.id));
}

export async function addAgent(ctx: AppContext, actorId: number, body: AddAgentBody): Promise<AgentDossier> {
  const today = todayIn(ctx);
  await ctx.db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, body.userId));
    if (!user) throw badRequest('body.userId', 'is not a user');
    await assertPosition(tx, body.positionId);
    if (body.teamId !== undefined) await assertTeam(tx, body.teamId, 'body.teamId');
    const inserted = await tx
      .insert(dossierAgents)
      .values({ userId: body.userId, createdById: actorId })
      .onConflictDoNothing()
      .returning({ userId: dossierAgents.userId });
    if (!inserted.length) {
      throw new AppError('DOSSIER_AGENT_EXISTS', 'This user already has a dossier', [
        { field: 'body.userId', message: 'already has a dossier' },
      ]);
    }
    await setPosition(tx, body.userId, body.positionId, today);
    if (body.teamId !== undefined) await setTeam(tx, body.userId, body.teamId, today);
    auditChange(tx, { entity: 'dossier-agent', entityId: body.userId, after: body });
  });
  return agentDossier(ctx, body.userId);
}

export async function updateAgent(ctx: AppContext, userId: number, positionId: number): Promise<AgentDossier> {
  const today = todayIn(ctx);
  await ctx.db.transaction(async (tx) => {
    const [agent] = await tx.select().from(dossierAgents).where(eq(dossierAgents.userId, userId));
    if (!agent) throw notFound('Dossier');
    await assertPosition(tx, positionId);
    const [before] = await tx
      .select({ positionId: dossierPositionPeriods.positionId })
      .from(dossierPositionPeriods)
      .where(and(eq(dossierPositionPeriods.userId, userId), isNull(dossierPositionPeriods.to)));
    if (await setPosition(tx, userId, positionId, today)) {
      await tx.update(dossierAgents).set({ updatedAt: new Date() }).where(eq(dossierAgents.userId, userId));
      auditChange(tx, { entity: 'dossier-agent', entityId: userId, before, after: { positionId } });
    }
  });
  return agentDossier(ctx, userId);
}

export async function listPositions(db: Executor) {
  return db.select().from(dossierPositions).orderBy(asc(dossierPositions.rank), asc(dossierPositions.name));
}

async function teamsWhere(db: Executor, where?: SQL): Promise<Team[]> {
  const members = db
    .select({ teamId: dossierMemberships.teamId, count: sql<number>`count(*)::int`.as('count') })
    .from(dossierMemberships)
    .where(isNull(dossierMemberships.to))
    .groupBy(dossierMemberships.teamId)
    .as('members');
  const rows = await db
    .select({ team: dossierTeams, managerName: managers.name, members: members.count })
    .from(dossierTeams)
    .innerJoin(managers, eq(managers.id, dossierTeams.managerId))
    .leftJoin(members, eq(members.teamId, dossierTeams.id))
    .where(where)
    .orderBy(asc(dossierTeams.name));
  return rows.map((r) => ({
    id: r.team.id,
    name: r.team.name,
    manager: { id: r.team.managerId, name: r.managerName },
    members: r.members ?? 0,
    createdAt: r.team.createdAt.toISOString(),
    updatedAt: r.team.updatedAt.toISOString(),
  }));
}

export const listTeams = (db: Executor) => teamsWhere(db);

/** Administrators and the holders of MANAGER_SCOPE may manage a team. */
export async function mayManage(db: Executor, userId: number): Promise<boolean> {
  const [user] = await db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  return user.isAdmin || (await usersHolding(db, MANAGER_SCOPE)).includes(userId);
}

export async function createTeam(ctx: AppContext, body: TeamBody): Promise<Team> {
  const id = await ctx.db.transaction(async (tx) => {
    if (!(await mayManage(tx, body.managerId))) {
      throw badRequest('body.managerId', `must be an administrator or hold ${MANAGER_SCOPE}`);
    }
    const [taken] = await tx.select({ id: dossierTeams.id }).from(dossierTeams).where(eq(dossierTeams.name, body.name));
    if (taken) throw badRequest('body.name', 'is already the name of a team');
    const [row] = await tx.insert(dossierTeams).values(body).returning();
    auditChange(tx, { entity: 'dossier-team', entityId: row!.id, after: body });
    return row!.id;
  });
  const [created] = await teamsWhere(ctx.db, eq(dossierTeams.id, id));
  return created!;
}

export async function createMembership(ctx: AppContext, userId: number, teamId: number): Promise<Membership> {
  const today = todayIn(ctx);
  const id = await ctx.db.transaction(async (tx) => {
    const [agent] = await tx.select().from(dossierAgents).where(eq(dossierAgents.userId, userId));
    if (!agent) throw badRequest('body.userId', 'has no dossier');
    await assertTeam(tx, teamId, 'body.teamId');
    const membershipId = await setTeam(tx, userId, teamId, today);
    auditChange(tx, { entity: 'dossier-membership', entityId: membershipId, after: { userId, teamId } });
    return membershipId;
  });
  const [created] = await membershipsOf(ctx.db, eq(dossierMemberships.id, id));
  return created!;
}

export async function deleteMembership(ctx: AppContext, id: number) {
  const today = todayIn(ctx);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(dossierMemberships).where(eq(dossierMemberships.id, id));
    if (!row) throw notFound('Membership');
    if (row.to !== null) {
      throw new AppError('DOSSIER_MEMBERSHIP_ENDED', 'This membership has ended: it is history and stays');
    }
    await endMembership(tx, row, today);
    auditChange(tx, { entity: 'dossier-membership', entityId: id, before: row });
  });
  return { id };
}

/** The agents' ids of the users given that have a dossier (policy and other topics). */
export async function agentIds(db: Executor, userIds: number[]): Promise<number[]> {
  if (!userIds.length) return [];
  const rows = await db
    .select({ id: dossierAgents.userId })
    .from(dossierAgents)
    .where(inArray(dossierAgents.userId, userIds));
  return rows.map((r) => r.id);
}

/** Whether the user has a dossier (is an agent). */
export async function hasDossier(db: Executor, userId: number): Promise<boolean> {
  return (await agentIds(db, [userId])).length > 0;
}

/**
 * Who manages the agent today: the manager of their current team (null without a team). The feedback
 * rules ask it ("a manager writes feedback for their own team's agents, unless their scopes say more").
 */
export async function managerOf(db: Executor, agentId: number): Promise<number | null> {
  const [row] = await db
    .select({ managerId: dossierTeams.managerId })
    .from(dossierMemberships)
    .innerJoin(dossierTeams, eq(dossierTeams.id, dossierMemberships.teamId))
    .where(and(eq(dossierMemberships.userId, agentId), isNull(dossierMemberships.to)));
  return row?.managerId ?? null;
}

// Teams: a department's group of people with its shift leader, who plans their shifts.
import type { ShiftTeam } from '@backoffice/contract/modules/shifts';
import { addDays, weekStart } from '@backoffice/contract/rules/zoned-time';
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { departments, users } from '../../../core/db/schema.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { shifts, shiftTeamMembers, shiftTeams } from '../schema.js';
import { todayIn, viewShifts } from './shared.js';

const ENTITY = 'shift-team';
const leaders = alias(users, 'leaders');

async function teamsWhere(db: Executor, where: SQL | undefined): Promise<ShiftTeam[]> {
  const rows = await db
    .select({ team: shiftTeams, departmentName: departments.name, leaderName: leaders.name })
    .from(shiftTeams)
    .innerJoin(departments, eq(departments.id, shiftTeams.departmentId))
    .innerJoin(leaders, eq(leaders.id, shiftTeams.leaderId))
    .where(where)
    .orderBy(asc(departments.name), asc(shiftTeams.name));
  if (rows.length === 0) return [];
  const members = await db
    .select({ teamId: shiftTeamMembers.teamId, id: users.id, name: users.name })
    .from(shiftTeamMembers)
    .innerJoin(users, eq(users.id, shiftTeamMembers.userId))
    .where(
      inArray(
        shiftTeamMembers.teamId,
        rows.map((r) => r.team.id),
      ),
    )
    .orderBy(asc(users.name));
  // Shaped onto the row read, not by a spread with properties after it (docs/architecture.md "Lists").
  return rows.map(({ team, departmentName, leaderName }) =>
    Object.assign(team, {
      departmentName,
      leaderName,
      members: members.filter((m) => m.teamId === team.id).map(({ id, name }) => ({ id, name })),
      createdAt: team.createdAt.toISOString(),
    }),
  );
}

/** Teams with their members' shifts over the week (Monday to Sunday) holding `date`. */
async function withWeek(ctx: AppContext, teams: ShiftTeam[], date: string) {
  const from = weekStart(date);
  const to = addDays(from, 6);
  const people = [...new Set(teams.flatMap((t) => t.members.map((m) => m.id)))];
  const all = people.length
    ? await viewShifts(ctx.db, and(inArray(shifts.userId, people), gte(shifts.date, from), lte(shifts.date, to)))
    : [];
  return teams.map((team) => {
    const ids = new Set(team.members.map((m) => m.id));
    return Object.assign(team, { weekStart: from, shifts: all.filter((s) => ids.has(s.userId)) });
  });
}

export async function listTeams(ctx: AppContext, q: { departmentId?: number; date?: string }) {
  const teams = await teamsWhere(ctx.db, q.departmentId ? eq(shiftTeams.departmentId, q.departmentId) : undefined);
  return withWeek(ctx, teams, q.date ?? todayIn(ctx));
}

export async function leaderTeams(ctx: AppContext, p: { departmentId: number; leaderId: number; date: string }) {
  const teams = await teamsWhere(
    ctx.db,
    and(eq(shiftTeams.departmentId, p.departmentId), eq(shiftTeams.leaderId, p.leaderId)),
  );
  return withWeek(ctx, teams, p.date);
}

export async function createTeam(
  ctx: AppContext,
  body: { name: string; departmentId: number; leaderId: number; memberIds: number[] },
): Promise<ShiftTeam> {
  const id = await ctx.db.transaction(async (tx) => {
    const [department] = await tx
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.id, body.departmentId));
    if (!department) throw badRequest('departmentId', 'no such department');
    const people = [...new Set([...body.memberIds])];
    const known = await tx
      .select({ id: users.id })
      .from(users)
      .where(inArray(users.id, [...people, body.leaderId]));
    if (!known.some((u) => u.id === body.leaderId)) throw badRequest('leaderId', 'no such user');
    const missing = people.filter((p) => !known.some((u) => u.id === p));
    if (missing.length) throw badRequest('memberIds', `no user has the id ${missing.join(', ')}`);
    const [row] = await tx
      .insert(shiftTeams)
      .values({ name: body.name, departmentId: body.departmentId, leaderId: body.leaderId })
      .returning();
    if (people.length) await tx.insert(shiftTeamMembers).values(people.map((userId) => ({ teamId: row!.id, userId })));
    auditChange(tx, { entity: ENTITY, entityId: row!.id, after: { ...row, memberIds: people } });
    return row!.id;
  });
  return (await teamsWhere(ctx.db, eq(shiftTeams.id, id)))[0]!;
}

export async function deleteTeam(ctx: AppContext, id: number): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await teamsWhere(tx, eq(shiftTeams.id, id));
    if (!before) throw notFound('Team');
    await tx.delete(shiftTeams).where(eq(shiftTeams.id, id));
    auditChange(tx, { entity: ENTITY, entityId: id, before });
    return { id };
  });
}

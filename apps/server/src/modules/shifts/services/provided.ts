// What the shift calendar offers other modules (core/services.ts) and what it asks of them: the
// plan of the teams (leave approval shows the cover it leaves), and the leave that blocks a shift.
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { anyOfIds, idsLiteral, preparedOnce } from '../../../core/db/lists.js';
import { AppError } from '../../../core/errors.js';
import { shifts, shiftTeamMembers, shiftTeams, shiftTypes } from '../schema.js';

export interface TeamPlan {
  teams: { id: number; name: string; leaderId: number; memberIds: number[] }[];
  /** The shifts of those teams' members in the range; `label` is the type's name, or the times. */
  shifts: { userId: number; date: string; label: string; start: string; end: string }[];
}

export interface AwayDay {
  userId: number;
  date: string;
  /** What kind of leave ("Annual leave"). */
  reason: string;
}

declare module '../../../core/services.js' {
  interface ModuleServices {
    /** The teams holding any of `userIds` (every team when none is named) and their members' shifts from `from` to `to`. */
    'shifts.plan': (ctx: AppContext, userIds: number[], from: string, to: string) => Promise<TeamPlan>;
  }
}

export async function teamPlan(ctx: AppContext, userIds: number[], from: string, to: string): Promise<TeamPlan> {
  const teamIds = userIds.length
    ? (
        await ctx.db
          .selectDistinct({ id: shiftTeamMembers.teamId })
          .from(shiftTeamMembers)
          .where(inArray(shiftTeamMembers.userId, userIds))
      ).map((t) => t.id)
    : undefined;
  if (teamIds?.length === 0) return { teams: [], shifts: [] };
  // Every team, and the members of some, are read on every request of QC's statistics (its figures by
  // team): built once, their plans kept (core/db/lists.ts `preparedOnce`).
  const teams = teamIds
    ? await ctx.db.select().from(shiftTeams).where(inArray(shiftTeams.id, teamIds)).orderBy(asc(shiftTeams.name))
    : await preparedOnce(
        ctx.db,
        'shifts.plan.teams',
        () => ctx.db.select().from(shiftTeams).orderBy(asc(shiftTeams.name)).prepare(''),
        { keepPlan: true },
      ).execute();
  const members = teams.length
    ? await preparedOnce(
        ctx.db,
        'shifts.plan.members',
        () => ctx.db.select().from(shiftTeamMembers).where(anyOfIds(shiftTeamMembers.teamId, 'teams')).prepare(''),
        { keepPlan: true },
      ).execute({ teams: idsLiteral(teams.map((t) => t.id)) })
    : [];
  const people = [...new Set(members.map((m) => m.userId))];
  const planned = people.length
    ? await ctx.db
        .select({
          userId: shifts.userId,
          date: shifts.date,
          start: shifts.start,
          end: shifts.end,
          typeName: shiftTypes.name,
        })
        .from(shifts)
        .leftJoin(shiftTypes, eq(shiftTypes.id, shifts.typeId))
        .where(and(inArray(shifts.userId, people), gte(shifts.date, from), lte(shifts.date, to)))
        .orderBy(asc(shifts.date), asc(shifts.start))
    : [];
  return {
    teams: teams.map((t) => ({
      id: t.id,
      name: t.name,
      leaderId: t.leaderId,
      memberIds: members.filter((m) => m.teamId === t.id).map((m) => m.userId),
    })),
    shifts: planned.map((s) => ({
      userId: s.userId,
      date: s.date,
      start: s.start,
      end: s.end,
      label: s.typeName ? `${s.typeName} ${s.start}–${s.end}` : `${s.start}–${s.end}`,
    })),
  };
}

/**
 * Approved leave of these people from `from` to `to` (the leave module's, when it is installed), read
 * through `db` (a transaction, when in one).
 */
export async function awayDays(
  ctx: AppContext,
  db: Executor,
  userIds: number[],
  from: string,
  to: string,
): Promise<AwayDay[]> {
  const away = ctx.services['leave.away'];
  return away && userIds.length ? away({ ...ctx, db: db as AppContext['db'] }, userIds, from, to) : [];
}

/** A shift on a day of approved leave is refused: 409 naming the person, the day and the leave. */
export async function assertNotAway(
  ctx: AppContext,
  db: Executor,
  people: { id: number; name: string }[],
  date: string,
): Promise<void> {
  const [away] = await awayDays(
    ctx,
    db,
    people.map((p) => p.id),
    date,
    date,
  );
  if (!away) return;
  const name = people.find((p) => p.id === away.userId)?.name ?? 'This person';
  const message = `${name} is on approved leave (${away.reason}) on ${date}`;
  throw new AppError('SHIFTS_ON_LEAVE', message, [{ field: 'date', message }]);
}

// What the shift services share: reading shifts as the contract shows them, the time zone, and who
// manages whom (the record rules of policy.ts use these too).
import { MIN_REST_HOURS, type Shift, type ShiftCalendar } from '@backoffice/contract/modules/shifts';
import { shiftHours } from '@backoffice/contract/rules/shift-hours';
import { addDays, zonedInstant } from '@backoffice/contract/rules/zoned-time';
import { hasScopes } from '@backoffice/contract/scopes';
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { Executor } from '../../../core/db/database.js';
import { users } from '../../../core/db/schema.js';
import { shifts, shiftTeamMembers, shiftTeams, shiftTypes } from '../schema.js';

export type ShiftRow = typeof shifts.$inferSelect;

/** The instants a shift on `date` from `start` to `end` covers, in the company time zone (spec §5 roll-over). */
export function shiftSpan(
  date: string,
  start: string,
  end: string,
  timeZone: string,
): { startsAt: Date; endsAt: Date } {
  const startsAt = zonedInstant(date, start, timeZone);
  const endsAt = zonedInstant(end <= start ? addDays(date, 1) : date, end, timeZone);
  return { startsAt, endsAt };
}

interface Placed {
  date: string;
  startsAt: Date;
  endsAt: Date;
}

/**
 * The one rule of where a shift fits: among one person's shifts, the one a new shift on `date` over
 * `span` collides with — a shift that day first (one per person and day), else one whose hours
 * overlap (a night shift the day before running into the morning); null when it fits. Planning,
 * automations and swaps all ask it.
 */
export function clashWith<S extends Placed>(
  theirs: readonly S[],
  date: string,
  span: { startsAt: Date; endsAt: Date },
): { shift: S; sameDay: boolean } | null {
  const same = theirs.find((s) => s.date === date);
  if (same) return { shift: same, sameDay: true };
  const overlapping = theirs.find((s) => s.startsAt < span.endsAt && span.startsAt < s.endsAt);
  return overlapping ? { shift: overlapping, sameDay: false } : null;
}

/** The shifts of some people from the day before `from` to the day after `to`: all a clash can be with. */
export function shiftsAround(db: Executor, userIds: number[], from: string, to: string): Promise<ShiftRow[]> {
  return db
    .select()
    .from(shifts)
    .where(and(inArray(shifts.userId, userIds), gte(shifts.date, addDays(from, -1)), lte(shifts.date, addDays(to, 1))));
}

/** Holders of calendar:shifts:all (and administrators) plan every team. */
export function managesAll(user: AuthUser): boolean {
  return hasScopes(user.scopes, ['calendar:shifts:all'], user.isAdmin);
}

/** The teams a user leads that hold a person, or all teams holding them for a manager of all. */
export async function teamsOfMember(db: Executor, userId: number, leaderId?: number): Promise<number[]> {
  const conditions: SQL[] = [eq(shiftTeamMembers.userId, userId)];
  if (leaderId !== undefined) conditions.push(eq(shiftTeams.leaderId, leaderId));
  const rows = await db
    .select({ id: shiftTeams.id })
    .from(shiftTeamMembers)
    .innerJoin(shiftTeams, eq(shiftTeams.id, shiftTeamMembers.teamId))
    .where(and(...conditions))
    .orderBy(asc(shiftTeams.id));
  return rows.map((r) => r.id);
}

export async function membersOf(db: Executor, teamId: number): Promise<number[]> {
  const rows = await db
    .select({ id: shiftTeamMembers.userId })
    .from(shiftTeamMembers)
    .where(eq(shiftTeamMembers.teamId, teamId));
  return rows.map((r) => r.id);
}

const REST_MS = MIN_REST_HOURS * 3600_000;

/**
 * Shifts as the contract shows them, with `shortRest` set where a person's shift starts less than
 * MIN_REST_HOURS after their previous one ended (the day before the first is read for that).
 */
export async function viewShifts(db: Executor, where: SQL | undefined): Promise<Shift[]> {
  const rows = await db
    .select({ shift: shifts, userName: users.name, typeName: shiftTypes.name })
    .from(shifts)
    .innerJoin(users, eq(users.id, shifts.userId))
    .leftJoin(shiftTypes, eq(shiftTypes.id, shifts.typeId))
    .where(where)
    .orderBy(asc(shifts.date), asc(shifts.startsAt), asc(users.name));
  const shortRest = await shortRests(
    db,
    rows.map((r) => r.shift),
  );
  return rows.map(({ shift, userName, typeName }) => toShift(shift, userName, typeName, shortRest.has(shift.id)));
}

/** The shifts (of these) that start less than MIN_REST_HOURS after the person's previous one. */
export async function shortRests(
  db: Executor,
  rows: readonly { id: number; userId: number; date: string; startsAt: Date; endsAt: Date }[],
): Promise<Set<number>> {
  const shortRest = new Set<number>();
  if (rows.length === 0) return shortRest;
  // The shift before each person's first one here, for the rest check.
  const userIds = [...new Set(rows.map((r) => r.userId))];
  const first = rows.reduce((min, r) => (r.date < min ? r.date : min), rows[0]!.date);
  const before = await db
    .select({ userId: shifts.userId, date: shifts.date, endsAt: shifts.endsAt })
    .from(shifts)
    .where(
      and(inArray(shifts.userId, userIds), gte(shifts.date, addDays(first, -1)), lte(shifts.date, addDays(first, -1))),
    );
  const lastEnd = new Map<number, Date>(before.map((b) => [b.userId, b.endsAt]));
  const byStart = [...rows].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  for (const shift of byStart) {
    const previous = lastEnd.get(shift.userId);
    if (previous && shift.startsAt.getTime() - previous.getTime() < REST_MS) shortRest.add(shift.id);
    lastEnd.set(shift.userId, shift.endsAt);
  }
  return shortRest;
}

/** The calendar's compact reply (issue 34): the shifts' shown fields, each person's and type's name once. */
export async function viewShiftCalendar(db: Executor, where: SQL | undefined): Promise<ShiftCalendar> {
  const rows = await db
    .select({
      id: shifts.id,
      userId: shifts.userId,
      date: shifts.date,
      typeId: shifts.typeId,
      color: shifts.color,
      start: shifts.start,
      end: shifts.end,
      breakMinutes: shifts.breakMinutes,
      startsAt: shifts.startsAt,
      endsAt: shifts.endsAt,
      userName: users.name,
      typeName: shiftTypes.name,
    })
    .from(shifts)
    .innerJoin(users, eq(users.id, shifts.userId))
    .leftJoin(shiftTypes, eq(shiftTypes.id, shifts.typeId))
    .where(where)
    .orderBy(asc(shifts.date), asc(shifts.startsAt), asc(users.name));
  const shortRest = await shortRests(db, rows);
  const people = new Map<number, string>();
  const types = new Map<number, string>();
  for (const r of rows) {
    people.set(r.userId, r.userName);
    if (r.typeId !== null && r.typeName !== null) types.set(r.typeId, r.typeName);
  }
  return {
    people: [...people].map(([id, name]) => ({ id, name })),
    types: [...types].map(([id, name]) => ({ id, name })),
    shifts: rows.map((r) => ({
      id: r.id,
      userId: r.userId,
      date: r.date,
      typeId: r.typeId,
      color: r.color,
      start: r.start,
      end: r.end,
      breakMinutes: r.breakMinutes,
      shortRest: shortRest.has(r.id),
    })),
  };
}

export function toShift(row: ShiftRow, userName: string, typeName: string | null, shortRest: boolean): Shift {
  return {
    id: row.id,
    userId: row.userId,
    userName,
    date: row.date,
    typeId: row.typeId,
    typeName,
    color: row.color,
    start: row.start,
    end: row.end,
    breakMinutes: row.breakMinutes,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    hours: shiftHours(row),
    shortRest,
    createdAt: row.createdAt.toISOString(),
  };
}

export { timeZoneOf, todayIn } from '../../../core/company-time.js';

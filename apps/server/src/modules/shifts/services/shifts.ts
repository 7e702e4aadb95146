// Shifts: listing by range, team, department or person; giving and removing them (one person or
// the whole team); notes on days; a person's statistics. Changes write their audit rows in their
// own transactions (core/audit.ts).
import type { Shift, ShiftCalendar, ShiftNote } from '@backoffice/contract/modules/shifts';
import { shiftHours } from '@backoffice/contract/rules/shift-hours';
import { monthEnd, monthStart } from '@backoffice/contract/rules/zoned-time';
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor, Tx } from '../../../core/db/database.js';
import { users } from '../../../core/db/schema.js';
import { AppError, badRequest, notFound } from '../../../core/errors.js';
import { KeptAnswers } from '../../../core/kept-answers.js';
import { writtenReply } from '../../../core/reply-serializer.js';
import { shiftCalendarVersion, shiftNotes, shifts, shiftTeamMembers, shiftTypes } from '../schema.js';
import { assertNotAway } from './provided.js';
import {
  clashWith,
  managesAll,
  membersOf,
  shiftSpan,
  shiftsAround,
  teamsOfMember,
  timeZoneOf,
  viewShiftCalendar,
  viewShifts,
} from './shared.js';

const ENTITY = 'shift';

type ShiftsQuery = { from: string; to: string; teamId?: number; departmentId?: number; userId?: number };

export function listShifts(ctx: AppContext, q: ShiftsQuery): Promise<Shift[]> {
  return viewShifts(ctx.db, listWhere(ctx, q));
}

const keptCalendars = new KeptAnswers<Buffer>();

/**
 * The same shifts as `listShifts`, in the calendar's compact reply: the same for every caller, so kept
 * written per query and data version (core/kept-answers.ts, docs/shifts.md "The calendar's compact
 * reply"); a request reads the version and sends the kept JSON.
 */
export async function listShiftCalendar(ctx: AppContext, q: ShiftsQuery): Promise<ShiftCalendar> {
  const key = [q.from, q.to, q.teamId ?? '', q.departmentId ?? '', q.userId ?? ''].join('/');
  const written = await keptCalendars.latest(ctx.db, shiftCalendarVersion, key, async () =>
    Buffer.from(JSON.stringify(await viewShiftCalendar(ctx.db, listWhere(ctx, q)))),
  );
  return writtenReply<ShiftCalendar>(written);
}

function listWhere(ctx: AppContext, q: ShiftsQuery): SQL | undefined {
  const conditions: SQL[] = [gte(shifts.date, q.from), lte(shifts.date, q.to)];
  if (q.userId) conditions.push(eq(shifts.userId, q.userId));
  if (q.departmentId) conditions.push(eq(users.departmentId, q.departmentId));
  if (q.teamId) {
    conditions.push(
      inArray(
        shifts.userId,
        ctx.db
          .select({ id: shiftTeamMembers.userId })
          .from(shiftTeamMembers)
          .where(eq(shiftTeamMembers.teamId, q.teamId)),
      ),
    );
  }
  return and(...conditions);
}

/** A person's shifts in the month of `date`. */
export async function userShifts(ctx: AppContext, userId: number, date: string): Promise<Shift[]> {
  return viewShifts(
    ctx.db,
    and(eq(shifts.userId, userId), gte(shifts.date, monthStart(date)), lte(shifts.date, monthEnd(date))),
  );
}

export async function bulkShifts(ctx: AppContext, ids: number[], date: string): Promise<Shift[]> {
  return viewShifts(ctx.db, and(inArray(shifts.userId, ids), eq(shifts.date, date)));
}

/**
 * Who a shift change on `userId` reaches: that person, or with `applySameShiftsToTeam` everyone in
 * the team(s) the caller leads that hold them (every team holding them, for a manager of all).
 */
async function targetsOf(db: Executor, actor: AuthUser, userId: number, wholeTeam: boolean): Promise<number[]> {
  if (!wholeTeam) return [userId];
  const teams = await teamsOfMember(db, userId, managesAll(actor) ? undefined : actor.id);
  if (teams.length === 0) throw badRequest('applySameShiftsToTeam', 'this person is in no team you plan');
  const members = new Set<number>();
  for (const team of teams) for (const id of await membersOf(db, team)) members.add(id);
  return [...members].sort((a, b) => a - b);
}

interface Times {
  typeId: number | null;
  start: string;
  end: string;
  breakMinutes: number;
  color: string;
}

export async function timesOf(
  db: Executor,
  body: { typeId?: number | null; start?: string; end?: string; breakMinutes?: number },
): Promise<Times> {
  if (body.typeId != null) {
    const [type] = await db.select().from(shiftTypes).where(eq(shiftTypes.id, body.typeId));
    if (!type) throw badRequest('typeId', 'no such shift type');
    return {
      typeId: type.id,
      start: body.start ?? type.start,
      end: body.end ?? type.end,
      breakMinutes: body.breakMinutes ?? type.breakMinutes,
      color: type.color,
    };
  }
  return { typeId: null, start: body.start!, end: body.end!, breakMinutes: body.breakMinutes ?? 0, color: '#78909c' };
}

const describe = (s: { date: string; start: string; end: string }) => `${s.date} (${s.start}–${s.end})`;

/**
 * Gives one shift to each target in one transaction: a person's row is locked first, so two planners
 * cannot give overlapping shifts at once. A shift on the same day, or one whose hours overlap (a
 * night shift the day before running into the morning), refuses the whole change with a 409 naming it.
 */
export async function giveShifts(
  ctx: AppContext,
  actor: AuthUser | null,
  targets: number[],
  date: string,
  times: Times,
  automationId: number | null,
  tx: Tx,
): Promise<number[]> {
  const span = shiftSpan(date, times.start, times.end, timeZoneOf(ctx));
  const people = await tx
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, targets))
    .orderBy(asc(users.id))
    .for('update');
  if (people.length !== targets.length) throw badRequest('userId', 'no such user');
  const near = await shiftsAround(tx, targets, date, date);
  for (const person of people) {
    const clash = clashWith(
      near.filter((s) => s.userId === person.id),
      date,
      span,
    );
    if (!clash) continue;
    const message = clash.sameDay
      ? `${person.name} already has a shift on ${describe(clash.shift)}`
      : `Overlaps ${person.name}'s shift on ${describe(clash.shift)}`;
    throw new AppError('SHIFTS_OVERLAP', message, [{ field: 'date', message }]);
  }
  await assertNotAway(ctx, tx, people, date);
  const weighted = shiftHours(times).weighted;
  const rows = await tx
    .insert(shifts)
    .values(
      targets.map((userId) => ({
        userId,
        date,
        ...times,
        ...span,
        weightedHours: weighted,
        automationId,
        createdBy: actor?.id ?? null,
      })),
    )
    .returning();
  for (const row of rows)
    auditChange(tx, { entity: ENTITY, entityId: row.id, after: { ...row, createdAt: undefined } });
  return rows.map((r) => r.id);
}

export async function createShift(
  ctx: AppContext,
  actor: AuthUser,
  body: {
    userId: number;
    date: string;
    typeId?: number | null;
    start?: string;
    end?: string;
    breakMinutes?: number;
    applySameShiftsToTeam: boolean;
  },
): Promise<Shift[]> {
  const ids = await ctx.db.transaction(async (tx) => {
    const targets = await targetsOf(tx, actor, body.userId, body.applySameShiftsToTeam);
    const times = await timesOf(tx, body);
    return giveShifts(ctx, actor, targets, body.date, times, null, tx);
  });
  return viewShifts(ctx.db, inArray(shifts.id, ids));
}

export async function deleteShift(
  ctx: AppContext,
  actor: AuthUser,
  body: { userId: number; date: string; applySameShiftsToTeam: boolean },
): Promise<{ deleted: number }> {
  return ctx.db.transaction(async (tx) => {
    const targets = await targetsOf(tx, actor, body.userId, body.applySameShiftsToTeam);
    const removed = await tx
      .delete(shifts)
      .where(and(inArray(shifts.userId, targets), eq(shifts.date, body.date)))
      .returning();
    if (removed.length === 0) throw notFound('Shift');
    for (const row of removed) auditChange(tx, { entity: ENTITY, entityId: row.id, before: row });
    return { deleted: removed.length };
  });
}

// ---- Notes ----

function toNote(row: typeof shiftNotes.$inferSelect, authorName: string | null): ShiftNote {
  // Onto the fresh row (docs/performance.md "Object spread").
  return Object.assign(row, { authorName, createdAt: row.createdAt.toISOString() });
}

export async function listNotes(
  ctx: AppContext,
  q: { from: string; to: string; teamId?: number },
): Promise<ShiftNote[]> {
  const conditions: SQL[] = [gte(shiftNotes.date, q.from), lte(shiftNotes.date, q.to)];
  if (q.teamId) conditions.push(eq(shiftNotes.teamId, q.teamId));
  const rows = await ctx.db
    .select({ note: shiftNotes, authorName: users.name })
    .from(shiftNotes)
    .leftJoin(users, eq(users.id, shiftNotes.authorId))
    .where(and(...conditions))
    .orderBy(asc(shiftNotes.date), asc(shiftNotes.id));
  return rows.map((r) => toNote(r.note, r.authorName));
}

export async function createNote(
  ctx: AppContext,
  actor: AuthUser,
  body: { date: string; teamId: number | null; text: string },
): Promise<ShiftNote> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(shiftNotes)
      .values({ ...body, authorId: actor.id })
      .returning();
    auditChange(tx, { entity: 'shift-note', entityId: row!.id, after: row });
    return toNote(row!, actor.name);
  });
}

export async function deleteNote(ctx: AppContext, id: number): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.delete(shiftNotes).where(eq(shiftNotes.id, id)).returning();
    if (!row) throw notFound('Note');
    auditChange(tx, { entity: 'shift-note', entityId: id, before: row });
    return { id };
  });
}

// ---- Statistics ----

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * A person's month (of `date`) and the twelve months up to it: at most a year of one person's shifts
 * (a few hundred rows, by the `shifts_user_date_uq` index), read as the calendar reads them, so the
 * hours and the short rests are the one rule's (viewShifts).
 */
export async function shiftStatistics(ctx: AppContext, userId: number, date: string) {
  const month = date.slice(0, 7);
  const year = await viewShifts(
    ctx.db,
    and(eq(shifts.userId, userId), gte(shifts.date, monthStart(date, -11)), lte(shifts.date, monthEnd(date))),
  );
  const months = new Map<string, { shifts: number; weightedHours: number; nightHours: number }>();
  for (let i = -11; i <= 0; i++) {
    months.set(monthStart(date, i).slice(0, 7), { shifts: 0, weightedHours: 0, nightHours: 0 });
  }
  let hours = 0;
  let dayHours = 0;
  let nightHours = 0;
  let weightedHours = 0;
  let shortRests = 0;
  for (const shift of year) {
    const h = shift.hours;
    const bucket = months.get(shift.date.slice(0, 7))!;
    bucket.shifts += 1;
    bucket.weightedHours += h.weighted;
    bucket.nightHours += h.nightHours;
    if (!shift.date.startsWith(month)) continue;
    hours += h.dayHours + h.nightHours - h.deductedHours;
    dayHours += h.dayHours;
    nightHours += h.nightHours;
    weightedHours += h.weighted;
    if (shift.shortRest) shortRests += 1;
  }
  const current = months.get(month)!;
  return {
    userId,
    month,
    shifts: current.shifts,
    hours: round(Math.max(0, hours)),
    dayHours: round(dayHours),
    nightHours: round(nightHours),
    weightedHours: round(weightedHours),
    shortRests,
    months: [...months].map(([key, v]) => ({
      month: key,
      shifts: v.shifts,
      weightedHours: round(v.weightedHours),
      nightHours: round(v.nightHours),
    })),
  };
}

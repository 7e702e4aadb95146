// The lists of leave requests (a person's, the archive, who is away when, the ones waiting for the
// caller), and the days of approved leave the shift calendar shows.

import type { AwayCalendar, LeaveRequest } from '@backoffice/contract/modules/leave';
import { addDays, monthEnd, monthStart } from '@backoffice/contract/rules/zoned-time';
import { and, asc, desc, eq, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/auth/sessions.js';
import { todayIn } from '../../../core/company-time.js';
import type { AppContext } from '../../../core/context.js';
import { paged, preparedOnce } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { KeptAnswers } from '../../../core/kept-answers.js';
import { writtenReply } from '../../../core/reply-serializer.js';
import { leaveCalendarVersion, leaveCancellations, leaveRequests, leaveTypes } from '../schema.js';
import { type AwayRow, awayRows } from './away.queries.js';
import { decidesAll, overlapping, selectRequests, shapeRequests, viewerOf, viewRequests } from './shared.js';

const PAGE = 25;

export async function approvedRequests(ctx: AppContext, actor: AuthUser, userId: number, year: number) {
  return viewRequests(
    ctx.db,
    actor,
    and(eq(leaveRequests.userId, userId), eq(leaveRequests.status, 'approved'), overlappingYear(year)),
    { orderBy: [asc(leaveRequests.from), asc(leaveRequests.id)] },
  );
}

const overlappingYear = (year: number) => overlapping(`${year}-01-01`, `${year}-12-31`);

export async function upcomingRequests(ctx: AppContext, actor: AuthUser, userId: number) {
  const today = todayIn(ctx);
  return viewRequests(ctx.db, actor, and(eq(leaveRequests.userId, userId), overlapping(today, '9999-12-31')), {
    orderBy: [asc(leaveRequests.from), asc(leaveRequests.id)],
  });
}

/** A page of requests, newest first (the spec's calls take the page only: 25 a page). */
export function pagedRequests(ctx: AppContext, actor: AuthUser, where: SQL | undefined, page: number) {
  return paged(
    ctx.db,
    { page, take: PAGE },
    {
      rows: ({ orderBy, limit, offset }) => viewRequests(ctx.db, actor, where, { orderBy, limit, offset }),
      count: ctx.db.select({ one: sql`1` }).from(leaveRequests).where(where),
      order: { fallback: [desc(leaveRequests.from)], tiebreak: leaveRequests.id },
    },
  );
}

/**
 * A person's requests, newest first. The statement is built once (core/db/lists.ts `PreparedList`): the
 * person is a placeholder, so every person's page runs the same built select and count.
 */
export const userRequests = (ctx: AppContext, actor: AuthUser, userId: number, page: number) => {
  const where = eq(leaveRequests.userId, sql.placeholder('userId'));
  return paged(
    ctx.db,
    { page, take: PAGE },
    {
      prepared: {
        key: 'leave.userRequests',
        values: { userId },
        // One person's rows by their index, newest first: the same plan for everyone.
        keepPlan: true,
        rows: (orderBy) =>
          selectRequests(ctx.db, where)
            .orderBy(...orderBy)
            .$dynamic(),
        count: () => ctx.db.select({ one: sql`1` }).from(leaveRequests).where(where),
      },
      order: { fallback: [desc(leaveRequests.from)], tiebreak: leaveRequests.id },
      shape: (rows) => shapeRequests(ctx.db, actor, rows),
    },
  );
};

/** Ended, rejected or cancelled requests of some people, newest first. */
export function archive(ctx: AppContext, actor: AuthUser, usersIds: number[], page: number) {
  const ids = usersIds.length ? usersIds : [actor.id];
  return pagedRequests(
    ctx,
    actor,
    and(
      inArray(leaveRequests.userId, ids),
      or(inArray(leaveRequests.status, ['rejected', 'cancelled']), lt(leaveRequests.to, todayIn(ctx))),
    ),
    page,
  );
}

/** The range `requestsByDate` answers: the month of `date`, or `date` to `to`. */
const rangeOf = (date: string, to?: string) => ({ from: to ? date : monthStart(date), last: to ?? monthEnd(date) });

/**
 * Everyone's waiting and approved requests touching a range: who is away when. Built once, the range as
 * placeholders (a month is hundreds of rows: mapped by the statement's own row mapper, core/db/kept-statements.ts);
 * planned with each range, which decides how many rows there are.
 */
export async function requestsBetween(ctx: AppContext, actor: AuthUser, date: string, to?: string) {
  const { from, last } = rangeOf(date, to);
  const rows = await preparedOnce(ctx.db, 'leave.requestsBetween', () =>
    selectRequests(ctx.db, overlapping(sql.placeholder('from'), sql.placeholder('last')))
      .orderBy(asc(leaveRequests.from), asc(leaveRequests.id))
      .prepare(''),
  ).execute({ from, last });
  return shapeRequests(ctx.db, actor, rows);
}

/**
 * The same requests in the calendar's compact answer (issue 34, docs/leave.md "The calendar's compact
 * answer"): only what the calendar draws, none of the fields `viewRequests` hides from some callers
 * (reason, document, decision), so it is the same for everyone; each person and type once. Kept written
 * per range and data version (core/kept-answers.ts): a request reads the version and sends the kept JSON.
 */
export async function awayBetween(ctx: AppContext, date: string, to?: string): Promise<AwayCalendar> {
  const { from, last } = rangeOf(date, to);
  const written = await keptAway.latest(ctx.db, leaveCalendarVersion, `${from}/${last}`, async () =>
    Buffer.from(JSON.stringify(awayAnswer(await awayRows(ctx.db, from, last)))),
  );
  return writtenReply<AwayCalendar>(written);
}

const keptAway = new KeptAnswers<Buffer>();

/** The rows as the compact answer: each person and type once, the requests with their ids. */
export function awayAnswer(rows: readonly AwayRow[]): AwayCalendar {
  const people = new Map<number, AwayCalendar['people'][number]>();
  const types = new Map<number, AwayCalendar['types'][number]>();
  const requests = rows.map((r) => {
    if (!people.has(r.userId)) people.set(r.userId, { id: r.userId, name: r.userName, departmentId: r.departmentId });
    if (!types.has(r.typeId)) types.set(r.typeId, { id: r.typeId, name: r.typeName, color: r.color });
    const { id, userId, typeId, from, to, halfStart, halfEnd, status, cancelling } = r;
    return { id, userId, typeId, from, to, halfStart, halfEnd, status, cancelling };
  });
  return { people: [...people.values()], types: [...types.values()], requests };
}

export async function usersOnDate(ctx: AppContext, actor: AuthUser, usersIds: number[], date: string) {
  return viewRequests(ctx.db, actor, and(inArray(leaveRequests.userId, usersIds), overlapping(date, date)), {
    orderBy: [asc(leaveRequests.from), asc(leaveRequests.id)],
  });
}

/** Requests and approved requests with a cancellation waiting, that the caller decides; oldest first. */
export async function pendingRequests(ctx: AppContext, actor: AuthUser): Promise<LeaveRequest[]> {
  const viewer = await viewerOf(ctx.db, actor);
  if (!decidesAll(actor) && viewer.approves.size === 0) return [];
  const waiting = or(
    eq(leaveRequests.status, 'pending'),
    inArray(
      leaveRequests.id,
      ctx.db
        .select({ id: leaveCancellations.requestId })
        .from(leaveCancellations)
        .where(eq(leaveCancellations.status, 'pending')),
    ),
  );
  const mine = decidesAll(actor) ? undefined : inArray(users.departmentId, [...viewer.approves]);
  const requests = await viewRequests(ctx.db, actor, and(waiting, ne(leaveRequests.userId, actor.id), mine), {
    orderBy: [asc(leaveRequests.createdAt), asc(leaveRequests.id)],
  });
  return requests;
}

// ---- For the shift calendar ----

declare module '../../../core/services.js' {
  interface ModuleServices {
    /** The days of approved leave (half days not counted) of these people from `from` to `to`. */
    'leave.away': (
      ctx: AppContext,
      userIds: number[],
      from: string,
      to: string,
    ) => Promise<{ userId: number; date: string; reason: string }[]>;
  }
}

export async function awayDays(ctx: AppContext, userIds: number[], from: string, to: string) {
  const rows = await ctx.db
    .select({ request: leaveRequests, typeName: leaveTypes.name })
    .from(leaveRequests)
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.typeId))
    .where(and(inArray(leaveRequests.userId, userIds), eq(leaveRequests.status, 'approved'), overlapping(from, to)));
  const out: { userId: number; date: string; reason: string }[] = [];
  for (const { request, typeName } of rows) {
    // Every calendar day of the leave (a weekend inside it too), less a half day at either end.
    for (
      let date = request.from > from ? request.from : from;
      date <= request.to && date <= to;
      date = addDays(date, 1)
    ) {
      const half = (date === request.from && request.halfStart) || (date === request.to && request.halfEnd);
      if (!half) out.push({ userId: request.userId, date, reason: typeName });
    }
  }
  return out.sort((a, b) => a.date.localeCompare(b.date) || a.userId - b.userId);
}

// Leave requests: asking (working days counted without weekends and the event calendar's days off;
// refused beyond the balance or over another request), deciding, cancelling, and the lists.

import type { LeaveRequest, LeaveRequestData } from '@backoffice/contract/modules/leave';
import { shiftsScreens } from '@backoffice/contract/modules/shifts.paths';
import { daysByYear, leaveDays, totalDays } from '@backoffice/contract/rules/working-days';
import { addDays, monthEnd, monthStart } from '@backoffice/contract/rules/zoned-time';
import { and, asc, desc, eq, inArray, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import { todayIn } from '../../../core/company-time.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { paged } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { AppError, badRequest, forbidden } from '../../../core/errors.js';
import { releaseFiles, type StagedFile, saveStaged } from '../../../core/files/service.js';
import { notify } from '../../../core/notify.js';
import { leaveApprovers, leaveCancellations, leaveRequests, leaveTypes } from '../schema.js';
import { balancesFor } from './balances.js';
import {
  decideLink,
  decides,
  decidesAll,
  myRequestsLink,
  overlapping,
  type RequestRow,
  type Viewer,
  viewerOf,
  viewRequest,
  viewRequests,
} from './shared.js';

const ENTITY = 'leave-request';
const PAGE = 25;

/** The days off (national holidays) of the event calendar from `from` to `to`, when it is installed. */
export async function daysOffIn(ctx: AppContext, from: string, to: string): Promise<Set<string>> {
  const daysOff = ctx.services['events.daysOff'];
  return new Set(daysOff ? (await daysOff(ctx, from, to)).map((d) => d.date) : []);
}

const day = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** "24 Dec" or "24 Dec – 2 Jan", for messages. */
export const spanWords = (r: { from: string; to: string }) =>
  r.from === r.to ? day(r.from) : `${day(r.from)} – ${day(r.to)}`;
const daysWords = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

/** The people who decide a department's requests (its approvers; the scope's holders are not listed). */
async function approversOf(db: Executor, departmentId: number | null, except: number): Promise<number[]> {
  if (departmentId === null) return [];
  const rows = await db
    .select({ userId: leaveApprovers.userId })
    .from(leaveApprovers)
    .where(and(eq(leaveApprovers.departmentId, departmentId), ne(leaveApprovers.userId, except)));
  return rows.map((r) => r.userId);
}

// ---- Asking ----

export async function createRequest(
  ctx: AppContext,
  actor: AuthUser,
  data: LeaveRequestData,
  document: StagedFile | undefined,
): Promise<LeaveRequest> {
  const [type] = await ctx.db.select().from(leaveTypes).where(eq(leaveTypes.id, data.typeId));
  if (!type) throw badRequest('body.data.typeId', 'is not a leave type');
  if (type.documentRequired && !document) throw badRequest('body.document', `is required for ${type.name}`);
  const days = leaveDays(data, await daysOffIn(ctx, data.from, data.to));
  if (days.length === 0) {
    throw badRequest('body.data.to', 'the dates hold no working day (weekends and days off are not counted)');
  }
  const byYear = daysByYear(days);
  const saved = document ? await saveStaged(ctx, document, actor.id) : null;
  let id: number;
  try {
    id = await ctx.db.transaction(async (tx) => {
      // One request at a time per person: the overlap and balance checks see every earlier one.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, actor.id)).for('update');
      const [other] = await tx
        .select()
        .from(leaveRequests)
        .where(and(eq(leaveRequests.userId, actor.id), overlapping(data.from, data.to)));
      if (other) {
        throw new AppError(
          'LEAVE_OVERLAP',
          `You already asked for leave on ${spanWords(other)} (${other.status}); cancel it or choose other dates`,
        );
      }
      if (type.deducts) {
        for (const [year, asked] of Object.entries(byYear)) {
          const balance = (await balancesFor(tx, [actor.id], Number(year)))
            .get(actor.id)!
            .find((b) => b.typeId === type.id)!;
          if (asked > balance.remaining) {
            throw new AppError(
              'LEAVE_BALANCE',
              `Not enough ${type.name} in ${year}: ${daysWords(asked)} asked, ${daysWords(balance.remaining)} left ` +
                `(${balance.allowance} a year + ${balance.carriedOver} carried over − ${balance.used} taken − ${balance.pending} waiting)`,
            );
          }
        }
      }
      const [row] = await tx
        .insert(leaveRequests)
        .values({
          userId: actor.id,
          typeId: type.id,
          from: data.from,
          to: data.to,
          halfStart: data.halfStart,
          halfEnd: data.halfEnd,
          reason: data.reason,
          documentId: saved?.id ?? null,
          days: totalDays(days),
          daysByYear: byYear,
        })
        .returning();
      auditChange(tx, { entity: ENTITY, entityId: row!.id, after: row });
      return row!.id;
    });
  } catch (error) {
    if (saved) await releaseFiles(ctx, [saved.id]);
    throw error;
  }
  const request = await viewRequest(ctx.db, actor, id);
  await notify(ctx, await approversOf(ctx.db, request.departmentId, actor.id), {
    level: 'info',
    title: 'Leave request to decide',
    body: `${request.userName}: ${request.typeName}, ${spanWords(request)} (${daysWords(request.days)}).`,
    link: decideLink(request.id),
  });
  return request;
}

// ---- Deciding ----

/** A request with its requester's department, as the review policy finds it. */
export interface RequestForReview {
  row: RequestRow;
  departmentId: number | null;
}

export async function findRequest(db: Executor, id: number): Promise<RequestForReview | null> {
  const [found] = await db
    .select({ row: leaveRequests, departmentId: users.departmentId })
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.userId))
    .where(eq(leaveRequests.id, id));
  return found ?? null;
}

/** Decides a request of someone in `departmentId`: never one's own, and only as its approver. */
export function assertDecides(viewer: Viewer, request: { userId: number; departmentId: number | null }): void {
  if (request.userId === viewer.user.id) throw forbidden('You cannot decide your own leave');
  if (!decides(viewer, request.departmentId)) {
    throw forbidden('Leave is decided by the approvers of the requester’s department');
  }
}

export async function reviewRequest(
  ctx: AppContext,
  actor: AuthUser,
  found: RequestForReview,
  isApproved: boolean,
  comment: string | undefined,
): Promise<LeaveRequest> {
  const viewer = await viewerOf(ctx.db, actor);
  assertDecides(viewer, { userId: found.row.userId, departmentId: found.departmentId });
  const id = found.row.id;
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(leaveRequests).where(eq(leaveRequests.id, id)).for('update');
    if (before!.status !== 'pending') {
      throw new AppError('LEAVE_DECIDED', `This request is already ${before!.status}`);
    }
    const change = {
      status: isApproved ? 'approved' : 'rejected',
      reviewedById: actor.id,
      reviewedAt: new Date(),
      reviewComment: comment || null,
      updatedAt: new Date(),
    };
    await tx.update(leaveRequests).set(change).where(eq(leaveRequests.id, id));
    auditChange(tx, { entity: ENTITY, entityId: id, before, after: { ...before, ...change } });
  });
  const request = await viewRequest(ctx.db, actor, id);
  await notify(ctx, [request.userId], {
    level: isApproved ? 'success' : 'warning',
    title: isApproved ? 'Leave approved' : 'Leave rejected',
    body: `${request.typeName}, ${spanWords(request)}${comment ? `: “${comment}”` : '.'}`,
    link: myRequestsLink,
  });
  if (isApproved) await flagShifts(ctx, request);
  return request;
}

/** Shifts already planned on the days of an approved request are told to their teams' leaders. */
async function flagShifts(ctx: AppContext, request: LeaveRequest): Promise<void> {
  const plan = await ctx.services['shifts.plan']?.(ctx, [request.userId], request.from, request.to);
  const theirs = (plan?.shifts ?? []).filter((s) => s.userId === request.userId);
  if (!plan || !theirs.length) return;
  const leaders = plan.teams.filter((t) => t.memberIds.includes(request.userId)).map((t) => t.leaderId);
  await notify(ctx, leaders, {
    level: 'warning',
    title: 'Shifts during approved leave',
    body: `${request.userName} is on ${request.typeName} ${spanWords(request)} with ${theirs.length} shift${
      theirs.length === 1 ? '' : 's'
    } planned then: ${theirs.map((s) => `${day(s.date)} ${s.label}`).join(', ')}.`,
    link: shiftsScreens.calendar.href({}, { date: request.from }),
  });
}

// ---- Cancelling ----

export async function createCancellation(ctx: AppContext, actor: AuthUser, requestId: number): Promise<LeaveRequest> {
  const today = todayIn(ctx);
  let waits = false;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(leaveRequests).where(eq(leaveRequests.id, requestId)).for('update');
    if (row!.status === 'rejected' || row!.status === 'cancelled') {
      throw new AppError('LEAVE_DECIDED', `This request is already ${row!.status}`);
    }
    if (row!.status === 'approved' && row!.to < today) {
      throw new AppError('LEAVE_OVER', 'This leave has been taken already; it cannot be cancelled');
    }
    const [open] = await tx
      .select({ id: leaveCancellations.id })
      .from(leaveCancellations)
      .where(and(eq(leaveCancellations.requestId, requestId), eq(leaveCancellations.status, 'pending')));
    if (open) throw new AppError('LEAVE_DECIDED', 'A cancellation of this request is already waiting');
    // A request nobody has decided yet goes at once; an approved one waits for an approver.
    waits = row!.status === 'approved';
    const now = new Date();
    const [cancellation] = await tx
      .insert(leaveCancellations)
      .values({
        requestId,
        status: waits ? 'pending' : 'approved',
        ...(waits ? {} : { reviewedById: actor.id, reviewedAt: now }),
      })
      .returning();
    auditChange(tx, { entity: 'leave-cancellation', entityId: cancellation!.id, after: cancellation });
    if (!waits) {
      await tx
        .update(leaveRequests)
        .set({ status: 'cancelled', updatedAt: now })
        .where(eq(leaveRequests.id, requestId));
      auditChange(tx, { entity: ENTITY, entityId: requestId, before: row, after: { ...row, status: 'cancelled' } });
    }
  });
  const request = await viewRequest(ctx.db, actor, requestId);
  if (waits) {
    await notify(ctx, await approversOf(ctx.db, request.departmentId, actor.id), {
      level: 'info',
      title: 'Leave cancellation to decide',
      body: `${request.userName} asks to cancel ${request.typeName}, ${spanWords(request)}.`,
      link: decideLink(request.id),
    });
  }
  return request;
}

export interface CancellationForReview extends RequestForReview {
  cancellationId: number;
  status: string;
}

export async function findCancellation(db: Executor, id: number): Promise<CancellationForReview | null> {
  const [found] = await db
    .select({
      cancellationId: leaveCancellations.id,
      status: leaveCancellations.status,
      row: leaveRequests,
      departmentId: users.departmentId,
    })
    .from(leaveCancellations)
    .innerJoin(leaveRequests, eq(leaveRequests.id, leaveCancellations.requestId))
    .innerJoin(users, eq(users.id, leaveRequests.userId))
    .where(eq(leaveCancellations.id, id));
  return found ?? null;
}

export async function reviewCancellation(
  ctx: AppContext,
  actor: AuthUser,
  found: CancellationForReview,
  isApproved: boolean,
): Promise<LeaveRequest> {
  const viewer = await viewerOf(ctx.db, actor);
  assertDecides(viewer, { userId: found.row.userId, departmentId: found.departmentId });
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(leaveCancellations)
      .where(eq(leaveCancellations.id, found.cancellationId))
      .for('update');
    if (before!.status !== 'pending')
      throw new AppError('LEAVE_DECIDED', `This cancellation is already ${before!.status}`);
    const now = new Date();
    const change = { status: isApproved ? 'approved' : 'rejected', reviewedById: actor.id, reviewedAt: now };
    await tx.update(leaveCancellations).set(change).where(eq(leaveCancellations.id, found.cancellationId));
    auditChange(tx, {
      entity: 'leave-cancellation',
      entityId: found.cancellationId,
      before,
      after: { ...before, ...change },
    });
    if (isApproved) {
      // The days go back to the balance: a cancelled request takes none.
      await tx
        .update(leaveRequests)
        .set({ status: 'cancelled', updatedAt: now })
        .where(eq(leaveRequests.id, found.row.id));
      auditChange(tx, {
        entity: ENTITY,
        entityId: found.row.id,
        before: found.row,
        after: { ...found.row, status: 'cancelled' },
      });
    }
  });
  const request = await viewRequest(ctx.db, actor, found.row.id);
  await notify(ctx, [request.userId], {
    level: isApproved ? 'success' : 'warning',
    title: isApproved ? 'Leave cancelled' : 'Cancellation refused',
    body: `${request.typeName}, ${spanWords(request)}${isApproved ? ': the days are back in your balance.' : ' stays approved.'}`,
    link: myRequestsLink,
  });
  return request;
}

// ---- Lists ----

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

export const userRequests = (ctx: AppContext, actor: AuthUser, userId: number, page: number) =>
  pagedRequests(ctx, actor, eq(leaveRequests.userId, userId), page);

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

/** Everyone's waiting and approved requests touching a range: who is away when. */
export async function requestsBetween(ctx: AppContext, actor: AuthUser, date: string, to?: string) {
  const from = to ? date : monthStart(date);
  const last = to ?? monthEnd(date);
  return viewRequests(ctx.db, actor, overlapping(from, last), {
    orderBy: [asc(leaveRequests.from), asc(leaveRequests.id)],
  });
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

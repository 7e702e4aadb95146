// What the leave services share: who sees and decides whose leave, requests as the contract shows
// them (the reason and the document only to the requester and their approvers), who is told of a
// request, and the words of the messages.

import { storedFilePath } from '@backoffice/contract/files';
import type { LeaveRequest, LeaveStatus } from '@backoffice/contract/modules/leave';
import { leaveScreens } from '@backoffice/contract/modules/leave.paths';
import { hasScopes } from '@backoffice/contract/scopes';
import { and, desc, eq, inArray, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { storedFiles, users } from '../../../core/db/schema.js';
import { leaveApprovers, leaveRequests, leaveTypes } from '../schema.js';

export type RequestRow = typeof leaveRequests.$inferSelect;

/** Holders of calendar:request:approvers decide any request; with calendar:employee:update they see everyone's. */
export const decidesAll = (user: AuthUser) => hasScopes(user.scopes, ['calendar:request:approvers'], user.isAdmin);
export const seesAll = (user: AuthUser) =>
  decidesAll(user) || hasScopes(user.scopes, ['calendar:employee:update'], user.isAdmin);

/** The caller, with the departments whose leave they approve. */
export interface Viewer {
  user: AuthUser;
  approves: ReadonlySet<number>;
}

export async function viewerOf(db: Executor, user: AuthUser): Promise<Viewer> {
  const rows = await db
    .select({ departmentId: leaveApprovers.departmentId })
    .from(leaveApprovers)
    .where(eq(leaveApprovers.userId, user.id));
  return { user, approves: new Set(rows.map((r) => r.departmentId)) };
}

/** Decides the requests of someone in `departmentId` (never one's own: the caller checks that). */
export const decides = (viewer: Viewer, departmentId: number | null) =>
  decidesAll(viewer.user) || (departmentId !== null && viewer.approves.has(departmentId));

/** Sees a person's leave in full: their own, the people one approves, or everyone's with the scopes. */
export const seesPerson = (viewer: Viewer, person: { id: number; departmentId: number | null }) =>
  person.id === viewer.user.id || seesAll(viewer.user) || decides(viewer, person.departmentId);

/** Reads a request's document: the requester, the approvers of their department, holders of calendar:request:approvers. */
export const readsDocument = (viewer: Viewer, request: { userId: number; departmentId: number | null }) =>
  request.userId === viewer.user.id || decides(viewer, request.departmentId);

const reviewer = alias(users, 'reviewer');

/** A request's columns that `shapeRequests` shows (not its days by year, reviewer id or time of update). */
const shownColumns = {
  id: leaveRequests.id,
  userId: leaveRequests.userId,
  typeId: leaveRequests.typeId,
  from: leaveRequests.from,
  to: leaveRequests.to,
  halfStart: leaveRequests.halfStart,
  halfEnd: leaveRequests.halfEnd,
  reason: leaveRequests.reason,
  documentId: leaveRequests.documentId,
  status: leaveRequests.status,
  days: leaveRequests.days,
  reviewedAt: leaveRequests.reviewedAt,
  reviewComment: leaveRequests.reviewComment,
  createdAt: leaveRequests.createdAt,
};

/** The select of requests as `shapeRequests` shows them (their person, type, reviewer, latest cancellation, document). */
export function selectRequests(db: Executor, where: SQL | undefined) {
  return db
    .select({
      row: shownColumns,
      userName: users.name,
      departmentId: users.departmentId,
      typeName: leaveTypes.name,
      color: leaveTypes.color,
      reviewedByName: reviewer.name,
      cancellation: latestCancellation,
      file: {
        id: storedFiles.id,
        name: storedFiles.name,
        size: storedFiles.size,
        contentType: storedFiles.contentType,
        visibility: storedFiles.visibility,
      },
    })
    .from(leaveRequests)
    .innerJoin(users, eq(users.id, leaveRequests.userId))
    .innerJoin(leaveTypes, eq(leaveTypes.id, leaveRequests.typeId))
    .leftJoin(reviewer, eq(reviewer.id, leaveRequests.reviewedById))
    .leftJoin(storedFiles, eq(storedFiles.id, leaveRequests.documentId))
    .where(where);
}
export type SelectedRequest = Awaited<ReturnType<typeof selectRequests>>[number];

/** Requests as the contract shows them to `user`, in the order of `orderBy`. */
export async function viewRequests(
  db: Executor,
  user: AuthUser,
  where: SQL | undefined,
  options: { orderBy?: SQL[]; limit?: number; offset?: number } = {},
): Promise<LeaveRequest[]> {
  let query = selectRequests(db, where)
    .orderBy(...(options.orderBy ?? [desc(leaveRequests.from), desc(leaveRequests.id)]))
    .$dynamic();
  if (options.limit !== undefined) query = query.limit(options.limit);
  if (options.offset !== undefined) query = query.offset(options.offset);
  return shapeRequests(db, user, await query);
}

/** Selected requests as the contract shows them to `user`: the reason, comment and document to those who may read them. */
export async function shapeRequests(db: Executor, user: AuthUser, rows: SelectedRequest[]): Promise<LeaveRequest[]> {
  // Whose departments the caller approves matters only for other people's requests.
  const othersShown = !seesAll(user) && rows.some((r) => r.row.userId !== user.id);
  const viewer = othersShown ? await viewerOf(db, user) : { user, approves: new Set<number>() };
  return rows.map(({ row, file, cancellation, ...joined }) => {
    const full = seesPerson(viewer, { id: row.userId, departmentId: joined.departmentId });
    return {
      id: row.id,
      userId: row.userId,
      userName: joined.userName,
      departmentId: joined.departmentId,
      typeId: row.typeId,
      typeName: joined.typeName,
      color: joined.color,
      from: row.from,
      to: row.to,
      halfStart: row.halfStart,
      halfEnd: row.halfEnd,
      days: row.days,
      status: row.status as LeaveStatus,
      reason: full ? row.reason : null,
      hasDocument: row.documentId !== null,
      document:
        file?.id && readsDocument(viewer, { userId: row.userId, departmentId: joined.departmentId })
          ? { link: storedFilePath(file), name: file.name, size: file.size, type: file.contentType }
          : null,
      reviewedByName: joined.reviewedByName,
      reviewedAt: row.reviewedAt?.toISOString() ?? null,
      reviewComment: full ? row.reviewComment : null,
      cancellation,
      createdAt: row.createdAt.toISOString(),
    };
  });
}

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** The latest cancellation of each request, in the same query (one round trip for a list). */
const latestCancellation = sql<LeaveRequest['cancellation']>`(
  SELECT json_build_object(
    'id', c.id, 'status', c.status, 'requestedAt', ${sql.raw(iso('c.requested_at'))},
    'reviewedByName', cr.name, 'reviewedAt', ${sql.raw(iso('c.reviewed_at'))})
  FROM leave_cancellations c LEFT JOIN users cr ON cr.id = c.reviewed_by_id
  WHERE c.request_id = ${leaveRequests.id} ORDER BY c.id DESC LIMIT 1)`;

export async function viewRequest(db: Executor, user: AuthUser, id: number): Promise<LeaveRequest> {
  const [request] = await viewRequests(db, user, eq(leaveRequests.id, id));
  return request!;
}

/** Requests still taking days: waiting or approved. */
export const takingDays = inArray(leaveRequests.status, ['pending', 'approved']);

/** Waiting or approved requests whose days meet `from`–`to` (the GiST index on their span answers it). */
export const overlapping = (from: string | Placeholder, to: string | Placeholder) =>
  and(
    takingDays,
    sql`daterange(${leaveRequests.from}, ${leaveRequests.to}, '[]') && daterange(${from}::date, ${to}::date, '[]')`,
  );

/** The path of a request on the screens its people can open (the requester's "My requests"). */
export const myRequestsLink = leaveScreens.my.href();
/** What an approver is told to decide: the requests waiting for them, naming this one (the bell's Approve and Reject). */
export const decideLink = (requestId: number) => leaveScreens.all.href({}, { pending: 1, request: requestId });

/** The audit entity of a request. */
export const REQUEST_ENTITY = 'leave-request';

/** The days off (national holidays) of the event calendar from `from` to `to`, when it is installed. */
export async function daysOffIn(ctx: AppContext, from: string, to: string): Promise<Set<string>> {
  const daysOff = ctx.services['events.daysOff'];
  return new Set(daysOff ? (await daysOff(ctx, from, to)).map((d) => d.date) : []);
}

/** "24 Dec", for messages. */
export const dayWords = (date: string) =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });
/** "24 Dec" or "24 Dec – 2 Jan", for messages. */
export const spanWords = (r: { from: string; to: string }) =>
  r.from === r.to ? dayWords(r.from) : `${dayWords(r.from)} – ${dayWords(r.to)}`;

/** The people who decide a department's requests (its approvers; the scope's holders are not listed). */
export async function approversOf(db: Executor, departmentId: number | null, except: number): Promise<number[]> {
  if (departmentId === null) return [];
  const rows = await db
    .select({ userId: leaveApprovers.userId })
    .from(leaveApprovers)
    .where(and(eq(leaveApprovers.departmentId, departmentId), ne(leaveApprovers.userId, except)));
  return rows.map((r) => r.userId);
}

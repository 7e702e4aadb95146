// Deciding a leave request: by an approver of the requester's department, never by the requester;
// the shifts planned on approved leave are told to their teams' leaders.

import type { LeaveRequest } from '@backoffice/contract/modules/leave';
import { shiftsScreens } from '@backoffice/contract/modules/shifts.paths';
import { eq } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { users } from '../../../core/db/schema.js';
import { AppError, forbidden } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import { leaveRequests } from '../schema.js';
import {
  dayWords,
  decides,
  myRequestsLink,
  REQUEST_ENTITY,
  type RequestRow,
  spanWords,
  type Viewer,
  viewerOf,
  viewRequest,
} from './shared.js';

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
    auditChange(tx, { entity: REQUEST_ENTITY, entityId: id, before, after: { ...before, ...change } });
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
    } planned then: ${theirs.map((s) => `${dayWords(s.date)} ${s.label}`).join(', ')}.`,
    link: shiftsScreens.calendar.href({}, { date: request.from }),
  });
}

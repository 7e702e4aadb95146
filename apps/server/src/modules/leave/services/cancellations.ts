// Cancelling leave: a request nobody has decided yet goes at once, an approved one (not yet taken)
// waits for an approver; the days of a cancelled request go back to the balance.

import type { LeaveRequest } from '@backoffice/contract/modules/leave';
import { and, eq } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import { todayIn } from '../../../core/company-time.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { users } from '../../../core/db/schema.js';
import { AppError } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import { leaveCancellations, leaveRequests } from '../schema.js';
import { assertDecides, type RequestForReview } from './decisions.js';
import { approversOf, decideLink, myRequestsLink, REQUEST_ENTITY, spanWords, viewerOf, viewRequest } from './shared.js';

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
      auditChange(tx, {
        entity: REQUEST_ENTITY,
        entityId: requestId,
        before: row,
        after: { ...row, status: 'cancelled' },
      });
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
        entity: REQUEST_ENTITY,
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

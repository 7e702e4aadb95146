// Asking for leave: working days counted without weekends and the event calendar's days off;
// refused beyond the balance or over another request. Deciding is in decisions.ts, cancelling in
// cancellations.ts, the lists in request-lists.ts.

import type { LeaveRequest, LeaveRequestData } from '@backoffice/contract/modules/leave';
import { daysByYear, leaveDays, totalDays } from '@backoffice/contract/rules/working-days';
import { and, eq } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import { users } from '../../../core/db/schema.js';
import { AppError, badRequest } from '../../../core/errors.js';
import { releaseFiles, type StagedFile, saveStaged } from '../../../core/files/service.js';
import { notify } from '../../../core/notify.js';
import { leaveRequests, leaveTypes } from '../schema.js';
import { balancesFor } from './balances.js';
import { approversOf, daysOffIn, decideLink, overlapping, REQUEST_ENTITY, spanWords, viewRequest } from './shared.js';

const daysWords = (n: number) => `${n} day${n === 1 ? '' : 's'}`;

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
      auditChange(tx, { entity: REQUEST_ENTITY, entityId: row!.id, after: row });
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

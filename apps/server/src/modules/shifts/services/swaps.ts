// Swap requests (beyond the spec): someone asks to hand their shift to a teammate; the shift leader of
// a team holding both (or a manager of all) approves, which moves the shift by the same rules as
// planning it (overlaps refused), or rejects. Both people are told.
import type { ShiftSwap } from '@backoffice/contract/modules/shifts';
import { shiftsScreens } from '@backoffice/contract/modules/shifts.paths';
import { and, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { users } from '../../../core/db/schema.js';
import { AppError, badRequest, forbidden, notFound } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import { shiftSwaps, shifts, shiftTeamMembers, shiftTeams } from '../schema.js';
import { assertNotAway } from './provided.js';
import { clashWith, managesAll, shiftSpan, shiftsAround, timeZoneOf } from './shared.js';

const ENTITY = 'shift-swap';
const fromUsers = alias(users, 'from_users');
const toUsers = alias(users, 'to_users');

async function swapsWhere(db: Executor, where: SQL | undefined): Promise<ShiftSwap[]> {
  const rows = await db
    .select({ swap: shiftSwaps, fromUserName: fromUsers.name, toUserName: toUsers.name })
    .from(shiftSwaps)
    .innerJoin(fromUsers, eq(fromUsers.id, shiftSwaps.fromUserId))
    .innerJoin(toUsers, eq(toUsers.id, shiftSwaps.toUserId))
    .where(where)
    .orderBy(desc(shiftSwaps.id))
    .limit(200);
  // Shaped onto the row read, not by a spread with properties after it (docs/architecture.md "Lists").
  return rows.map(({ swap, fromUserName, toUserName }) =>
    Object.assign(swap, { fromUserName, toUserName, createdAt: swap.createdAt.toISOString() }),
  );
}

/** The teams holding both people that the user leads (any team holding both, for a manager of all). */
async function sharedTeams(db: Executor, a: number, b: number, leaderId?: number): Promise<number[]> {
  const rows = await db
    .select({ teamId: shiftTeamMembers.teamId, userId: shiftTeamMembers.userId, leaderId: shiftTeams.leaderId })
    .from(shiftTeamMembers)
    .innerJoin(shiftTeams, eq(shiftTeams.id, shiftTeamMembers.teamId))
    .where(inArray(shiftTeamMembers.userId, [a, b]));
  const teams = new Set(rows.filter((r) => r.userId === a).map((r) => r.teamId));
  return [
    ...new Set(
      rows
        .filter((r) => r.userId === b && teams.has(r.teamId) && (leaderId === undefined || r.leaderId === leaderId))
        .map((r) => r.teamId),
    ),
  ];
}

export async function listSwaps(ctx: AppContext, actor: AuthUser, q: { status?: ShiftSwap['status'] }) {
  const conditions: SQL[] = [];
  if (q.status) conditions.push(eq(shiftSwaps.status, q.status));
  if (!managesAll(actor)) {
    const led = ctx.db
      .select({ id: shiftTeamMembers.userId })
      .from(shiftTeamMembers)
      .innerJoin(shiftTeams, eq(shiftTeams.id, shiftTeamMembers.teamId))
      .where(eq(shiftTeams.leaderId, actor.id));
    conditions.push(
      or(eq(shiftSwaps.fromUserId, actor.id), eq(shiftSwaps.toUserId, actor.id), inArray(shiftSwaps.fromUserId, led))!,
    );
  }
  return swapsWhere(ctx.db, conditions.length ? and(...conditions) : undefined);
}

export async function requestSwap(ctx: AppContext, actor: AuthUser, body: { shiftId: number; toUserId: number }) {
  const { id, leaders } = await ctx.db.transaction(async (tx) => {
    const [shift] = await tx.select().from(shifts).where(eq(shifts.id, body.shiftId));
    if (!shift || shift.userId !== actor.id) throw badRequest('shiftId', 'is not one of your shifts');
    if (body.toUserId === actor.id) throw badRequest('toUserId', 'must be someone else');
    const teams = await sharedTeams(tx, actor.id, body.toUserId);
    if (teams.length === 0) throw badRequest('toUserId', 'is not in a team with you');
    const [row] = await tx
      .insert(shiftSwaps)
      .values({
        shiftId: shift.id,
        date: shift.date,
        start: shift.start,
        end: shift.end,
        fromUserId: actor.id,
        toUserId: body.toUserId,
      })
      .returning();
    auditChange(tx, { entity: ENTITY, entityId: row!.id, after: row });
    const leaderRows = await tx
      .select({ id: shiftTeams.leaderId })
      .from(shiftTeams)
      .where(inArray(shiftTeams.id, teams));
    return { id: row!.id, leaders: leaderRows.map((l) => l.id) };
  });
  const [created] = await swapsWhere(ctx.db, eq(shiftSwaps.id, id));
  await notify(ctx, [...leaders, body.toUserId], {
    level: 'info',
    title: `Swap request: ${created!.fromUserName} → ${created!.toUserName}`,
    body: `The shift of ${created!.date} (${created!.start}–${created!.end}) waits for the shift leader.`,
    link: shiftsScreens.manage.href(),
  });
  return created!;
}

export async function decideSwap(ctx: AppContext, actor: AuthUser, id: number, isApproved: boolean) {
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(shiftSwaps).where(eq(shiftSwaps.id, id)).for('update');
    if (!row) throw notFound('Swap request');
    if (row.status !== 'pending')
      throw new AppError('SHIFTS_SWAP_DECIDED', `This swap request is already ${row.status}`);
    if (!managesAll(actor) && (await sharedTeams(tx, row.fromUserId, row.toUserId, actor.id)).length === 0) {
      throw forbidden('Swaps are decided by the shift leader of a team holding both people');
    }
    if (isApproved) {
      const [shift] = row.shiftId ? await tx.select().from(shifts).where(eq(shifts.id, row.shiftId)).for('update') : [];
      if (!shift || shift.userId !== row.fromUserId)
        throw new AppError('SHIFTS_SWAP_DECIDED', 'The shift has changed since the request');
      const span = shiftSpan(shift.date, shift.start, shift.end, timeZoneOf(ctx));
      const theirs = await shiftsAround(tx, [row.toUserId], shift.date, shift.date);
      const clash = clashWith(theirs, shift.date, span)?.shift;
      if (clash) {
        throw new AppError('SHIFTS_OVERLAP', `The teammate already works ${clash.date} (${clash.start}–${clash.end})`);
      }
      await assertNotAway(ctx, tx, [{ id: row.toUserId, name: 'The teammate' }], shift.date);
      await tx.update(shifts).set({ userId: row.toUserId }).where(eq(shifts.id, shift.id));
      auditChange(tx, {
        entity: 'shift',
        entityId: shift.id,
        before: shift,
        after: { ...shift, userId: row.toUserId },
      });
    }
    const status = isApproved ? 'approved' : 'rejected';
    await tx.update(shiftSwaps).set({ status, decidedBy: actor.id }).where(eq(shiftSwaps.id, id));
    auditChange(tx, { entity: ENTITY, entityId: id, before: row, after: { ...row, status, decidedBy: actor.id } });
  });
  const [decided] = await swapsWhere(ctx.db, eq(shiftSwaps.id, id));
  await notify(ctx, [decided!.fromUserId, decided!.toUserId], {
    level: isApproved ? 'success' : 'warning',
    title: `Swap ${decided!.status}: ${decided!.date}`,
    body: `${decided!.fromUserName} → ${decided!.toUserName}, ${decided!.start}–${decided!.end}`,
    link: shiftsScreens.calendar.href(),
  });
  return decided!;
}

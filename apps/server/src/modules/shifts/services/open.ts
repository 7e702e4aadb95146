// Open shifts (beyond the spec): a shift leader offers a shift to the team; the first of its people to
// claim it gets it as their own shift, by the same rules as a planned one (overlaps refused), and the
// leader is told.
import type { OpenShift, Shift } from '@backoffice/contract/modules/shifts';
import { shiftsScreens } from '@backoffice/contract/modules/shifts.paths';
import { shiftHours } from '@backoffice/contract/rules/shift-hours';
import { and, asc, eq, gte, inArray, lte, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { users } from '../../../core/db/schema.js';
import { AppError, badRequest, forbidden, notFound } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import { shiftOpenShifts, shifts, shiftTeamMembers, shiftTeams, shiftTypes } from '../schema.js';
import { viewShifts } from './shared.js';
import { giveShifts } from './shifts.js';

const ENTITY = 'shift-open';
const claimers = alias(users, 'claimers');

async function openWhere(db: Executor, where: SQL | undefined): Promise<OpenShift[]> {
  const rows = await db
    .select({
      open: shiftOpenShifts,
      teamName: shiftTeams.name,
      typeName: shiftTypes.name,
      claimedByName: claimers.name,
    })
    .from(shiftOpenShifts)
    .innerJoin(shiftTeams, eq(shiftTeams.id, shiftOpenShifts.teamId))
    .leftJoin(shiftTypes, eq(shiftTypes.id, shiftOpenShifts.typeId))
    .leftJoin(claimers, eq(claimers.id, shiftOpenShifts.claimedBy))
    .where(where)
    .orderBy(asc(shiftOpenShifts.date), asc(shiftOpenShifts.start));
  // Shaped onto the row read, not by a spread with properties after it (docs/architecture.md "Lists").
  return rows.map(({ open, teamName, typeName, claimedByName }) =>
    Object.assign(open, {
      teamName,
      typeName,
      claimedByName,
      hours: shiftHours(open),
      createdAt: open.createdAt.toISOString(),
    }),
  );
}

export function listOpenShifts(ctx: AppContext, q: { from: string; to: string; teamId?: number }) {
  const conditions: SQL[] = [gte(shiftOpenShifts.date, q.from), lte(shiftOpenShifts.date, q.to)];
  if (q.teamId) conditions.push(eq(shiftOpenShifts.teamId, q.teamId));
  return openWhere(ctx.db, and(...conditions));
}

export async function createOpenShift(
  ctx: AppContext,
  actor: AuthUser,
  body: { teamId: number; date: string; typeId?: number | null; start?: string; end?: string; breakMinutes?: number },
): Promise<OpenShift> {
  const id = await ctx.db.transaction(async (tx) => {
    const [team] = await tx.select({ id: shiftTeams.id }).from(shiftTeams).where(eq(shiftTeams.id, body.teamId));
    if (!team) throw badRequest('teamId', 'no such team');
    let times = {
      typeId: null as number | null,
      start: body.start!,
      end: body.end!,
      breakMinutes: body.breakMinutes ?? 0,
      color: '#78909c',
    };
    if (body.typeId != null) {
      const [type] = await tx.select().from(shiftTypes).where(eq(shiftTypes.id, body.typeId));
      if (!type) throw badRequest('typeId', 'no such shift type');
      times = { typeId: type.id, start: type.start, end: type.end, breakMinutes: type.breakMinutes, color: type.color };
    }
    const [row] = await tx
      .insert(shiftOpenShifts)
      .values({ teamId: body.teamId, date: body.date, ...times, createdBy: actor.id })
      .returning();
    auditChange(tx, { entity: ENTITY, entityId: row!.id, after: row });
    return row!.id;
  });
  const [created] = await openWhere(ctx.db, eq(shiftOpenShifts.id, id));
  const members = await ctx.db
    .select({ id: shiftTeamMembers.userId })
    .from(shiftTeamMembers)
    .where(eq(shiftTeamMembers.teamId, body.teamId));
  await notify(
    ctx,
    members.map((m) => m.id),
    {
      level: 'info',
      title: `Open shift on ${created!.date}`,
      body: `${created!.typeName ?? 'A shift'} ${created!.start}–${created!.end} for ${created!.teamName}: the first to claim it gets it.`,
      link: shiftsScreens.calendar.href(),
    },
  );
  return created!;
}

export async function deleteOpenShift(ctx: AppContext, id: number): Promise<{ id: number }> {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(shiftOpenShifts).where(eq(shiftOpenShifts.id, id)).for('update');
    if (!row) throw notFound('Open shift');
    if (row.claimedBy !== null)
      throw new AppError('SHIFTS_ALREADY_CLAIMED', 'This open shift has been claimed: remove the shift itself instead');
    await tx.delete(shiftOpenShifts).where(eq(shiftOpenShifts.id, id));
    auditChange(tx, { entity: ENTITY, entityId: id, before: row });
    return { id };
  });
}

/** The caller takes the open shift: one claim wins (the row is locked), and it must fit their plan. */
export async function claimOpenShift(ctx: AppContext, actor: AuthUser, id: number): Promise<Shift> {
  const { shiftId, leaderId, open } = await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(shiftOpenShifts).where(eq(shiftOpenShifts.id, id)).for('update');
    if (!row) throw notFound('Open shift');
    if (row.claimedBy !== null) throw new AppError('SHIFTS_ALREADY_CLAIMED', 'Someone has already claimed this shift');
    const [member] = await tx
      .select({ teamId: shiftTeamMembers.teamId })
      .from(shiftTeamMembers)
      .where(and(eq(shiftTeamMembers.teamId, row.teamId), eq(shiftTeamMembers.userId, actor.id)));
    if (!member) throw forbidden('Only the people of its team can claim this shift');
    const times = {
      typeId: row.typeId,
      start: row.start,
      end: row.end,
      breakMinutes: row.breakMinutes,
      color: row.color,
    };
    const [given] = await giveShifts(ctx, actor, [actor.id], row.date, times, null, tx);
    await tx.update(shiftOpenShifts).set({ claimedBy: actor.id }).where(eq(shiftOpenShifts.id, id));
    auditChange(tx, { entity: ENTITY, entityId: id, before: row, after: { ...row, claimedBy: actor.id } });
    const [team] = await tx
      .select({ leaderId: shiftTeams.leaderId })
      .from(shiftTeams)
      .where(eq(shiftTeams.id, row.teamId));
    return { shiftId: given!, leaderId: team!.leaderId, open: row };
  });
  await notify(ctx, [leaderId], {
    level: 'success',
    title: `${actor.name} claimed the open shift of ${open.date}`,
    body: `${open.start}–${open.end}`,
    link: shiftsScreens.manage.href(),
  });
  const [shift] = await viewShifts(ctx.db, inArray(shifts.id, [shiftId]));
  return shift!;
}

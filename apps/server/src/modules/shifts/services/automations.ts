// Automations: a rule that gives a shift type to people (named, or a team's members) on some
// weekdays, a few weeks ahead. The daily job (module.ts) and the preview go through the same `plan`,
// so the preview shows exactly what a run would create and what it would leave alone.
import type { AutomationSettings, ShiftAutomation } from '@backoffice/contract/modules/shifts';
import { addDays, isoWeekday } from '@backoffice/contract/rules/zoned-time';
import { arrayContains, asc, eq, inArray, or } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { users } from '../../../core/db/schema.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { shiftAutomations, shiftTeamMembers, shiftTeams, shiftTypes } from '../schema.js';
import { awayDays } from './provided.js';
import { clashWith, membersOf, shiftSpan, shiftsAround, timeZoneOf, todayIn } from './shared.js';
import { giveShifts } from './shifts.js';

type Row = typeof shiftAutomations.$inferSelect;
const ENTITY = 'shift-automation';

function toAutomation(row: Row, typeName: string): ShiftAutomation {
  // Onto the fresh row (an object spread with properties after it is a runtime call per property,
  // docs/performance.md "Object spread").
  return Object.assign(row, {
    typeName,
    weekdays: [...row.weekdays].sort(),
    lastRunAt: row.lastRunAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  });
}

async function automationsWhere(db: Executor, where: ReturnType<typeof eq> | undefined) {
  const rows = await db
    .select({ automation: shiftAutomations, typeName: shiftTypes.name })
    .from(shiftAutomations)
    .innerJoin(shiftTypes, eq(shiftTypes.id, shiftAutomations.typeId))
    .where(where)
    .orderBy(asc(shiftAutomations.name));
  return rows.map((r) => toAutomation(r.automation, r.typeName));
}

export const listAutomations = (ctx: AppContext) => automationsWhere(ctx.db, undefined);

export async function userAutomations(ctx: AppContext, userId: number) {
  const teams = ctx.db
    .select({ id: shiftTeamMembers.teamId })
    .from(shiftTeamMembers)
    .where(eq(shiftTeamMembers.userId, userId));
  return automationsWhere(
    ctx.db,
    or(arrayContains(shiftAutomations.userIds, [userId]), inArray(shiftAutomations.teamId, teams)) as ReturnType<
      typeof eq
    >,
  );
}

export async function getAutomation(ctx: AppContext, id: number) {
  const [found] = await automationsWhere(ctx.db, eq(shiftAutomations.id, id));
  if (!found) throw notFound('Automation');
  return found;
}

async function checkReferences(db: Executor, body: AutomationSettings): Promise<void> {
  const [type] = await db.select({ id: shiftTypes.id }).from(shiftTypes).where(eq(shiftTypes.id, body.typeId));
  if (!type) throw badRequest('typeId', 'no such shift type');
  if (body.teamId !== null) {
    const [team] = await db.select({ id: shiftTeams.id }).from(shiftTeams).where(eq(shiftTeams.id, body.teamId));
    if (!team) throw badRequest('teamId', 'no such team');
  }
  if (body.userIds.length) {
    const known = await db.select({ id: users.id }).from(users).where(inArray(users.id, body.userIds));
    const missing = body.userIds.filter((id) => !known.some((k) => k.id === id));
    if (missing.length) throw badRequest('userIds', `no user has the id ${missing.join(', ')}`);
  }
}

const settingsOf = (body: AutomationSettings) => ({
  name: body.name,
  typeId: body.typeId,
  teamId: body.teamId,
  userIds: [...new Set(body.userIds)],
  weekdays: [...new Set(body.weekdays)].sort(),
  from: body.from,
  until: body.until,
  weeksAhead: body.weeksAhead,
  active: body.active,
});

export async function createAutomation(ctx: AppContext, body: AutomationSettings) {
  const id = await ctx.db.transaction(async (tx) => {
    await checkReferences(tx, body);
    const [row] = await tx.insert(shiftAutomations).values(settingsOf(body)).returning();
    auditChange(tx, { entity: ENTITY, entityId: row!.id, after: row });
    return row!.id;
  });
  return getAutomation(ctx, id);
}

export async function updateAutomation(ctx: AppContext, body: AutomationSettings & { id: number }) {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(shiftAutomations).where(eq(shiftAutomations.id, body.id)).for('update');
    if (!before) throw notFound('Automation');
    await checkReferences(tx, body);
    const [row] = await tx
      .update(shiftAutomations)
      .set({ ...settingsOf(body), updatedAt: new Date() })
      .where(eq(shiftAutomations.id, body.id))
      .returning();
    auditChange(tx, { entity: ENTITY, entityId: body.id, before, after: row });
  });
  return getAutomation(ctx, body.id);
}

export async function deleteAutomation(ctx: AppContext, id: number) {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.delete(shiftAutomations).where(eq(shiftAutomations.id, id)).returning();
    if (!before) throw notFound('Automation');
    auditChange(tx, { entity: ENTITY, entityId: id, before });
    return { id };
  });
}

export interface Plan {
  create: { userId: number; userName: string; date: string }[];
  skip: { userId: number; userName: string; date: string; reason: string }[];
}

/**
 * What the settings give from `today` on: each chosen weekday from `from` (or today, if later) for
 * `weeksAhead` weeks, until `until`, to each person named or in the team. A person who already has a
 * shift that day, or one overlapping the new one, is skipped with the reason: a run never moves or
 * replaces what someone planned by hand.
 */
export async function plan(ctx: AppContext, db: Executor, settings: AutomationSettings, today: string): Promise<Plan> {
  const [type] = await db.select().from(shiftTypes).where(eq(shiftTypes.id, settings.typeId));
  if (!type) throw badRequest('typeId', 'no such shift type');
  const people = new Set(settings.userIds);
  if (settings.teamId !== null) for (const id of await membersOf(db, settings.teamId)) people.add(id);
  const first = settings.from > today ? settings.from : today;
  let last = addDays(today, settings.weeksAhead * 7 - 1);
  if (settings.until && settings.until < last) last = settings.until;
  const result: Plan = { create: [], skip: [] };
  if (people.size === 0 || first > last) return result;
  const names = new Map(
    (
      await db
        .select({ id: users.id, name: users.name })
        .from(users)
        .where(inArray(users.id, [...people]))
    ).map((u) => [u.id, u.name]),
  );
  const taken: { userId: number; date: string; start: string; end: string; startsAt: Date; endsAt: Date }[] =
    await shiftsAround(db, [...people], first, last);
  const away = await awayDays(ctx, db, [...people], first, last);
  const ids = [...names.keys()].sort((a, b) => names.get(a)!.localeCompare(names.get(b)!));
  for (let date = first; date <= last; date = addDays(date, 1)) {
    if (!settings.weekdays.includes(isoWeekday(date))) continue;
    const span = shiftSpan(date, type.start, type.end, timeZoneOf(ctx));
    for (const userId of ids) {
      const userName = names.get(userId)!;
      const clash = clashWith(
        taken.filter((s) => s.userId === userId),
        date,
        span,
      );
      const leave = away.find((a) => a.userId === userId && a.date === date);
      if (leave) {
        result.skip.push({ userId, userName, date, reason: `on leave (${leave.reason})` });
      } else if (clash?.sameDay) {
        const reason = `already has a shift (${clash.shift.start}–${clash.shift.end})`;
        result.skip.push({ userId, userName, date, reason });
      } else if (clash) {
        const reason = `overlaps the shift of ${clash.shift.date} (${clash.shift.start}–${clash.shift.end})`;
        result.skip.push({ userId, userName, date, reason });
      } else {
        result.create.push({ userId, userName, date });
        // What this run gives counts for the next days' overlap check too.
        taken.push({ userId, date, start: type.start, end: type.end, ...span });
      }
    }
  }
  return result;
}

export async function previewAutomation(ctx: AppContext, body: AutomationSettings): Promise<Plan> {
  await checkReferences(ctx.db, body);
  return plan(ctx, ctx.db, body, todayIn(ctx));
}

/** Runs one automation: creates what `plan` says, in one transaction, as the system (no actor). */
export async function runAutomation(ctx: AppContext, id: number, actor: AuthUser | null, today = todayIn(ctx)) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(shiftAutomations).where(eq(shiftAutomations.id, id)).for('update');
    if (!row) throw notFound('Automation');
    const planned = await plan(ctx, tx, row, today);
    const [type] = await tx.select().from(shiftTypes).where(eq(shiftTypes.id, row.typeId));
    const byDate = new Map<string, number[]>();
    for (const c of planned.create) byDate.set(c.date, [...(byDate.get(c.date) ?? []), c.userId]);
    for (const [date, people] of byDate) {
      await giveShifts(
        ctx,
        actor,
        people,
        date,
        { typeId: type!.id, start: type!.start, end: type!.end, breakMinutes: type!.breakMinutes, color: type!.color },
        row.id,
        tx,
      );
    }
    await tx.update(shiftAutomations).set({ lastRunAt: new Date() }).where(eq(shiftAutomations.id, id));
    return planned;
  });
}

/** The daily job: every active automation, each in its own transaction. */
export async function runAllAutomations(ctx: AppContext, today = todayIn(ctx)) {
  const active = await ctx.db
    .select({ id: shiftAutomations.id })
    .from(shiftAutomations)
    .where(eq(shiftAutomations.active, true));
  let created = 0;
  for (const { id } of active) created += (await runAutomation(ctx, id, null, today)).create.length;
  return { automations: active.length, created };
}

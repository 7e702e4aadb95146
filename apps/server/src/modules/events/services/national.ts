// National holidays: rules (a fixed day, or a movable method plus an offset) computed for any year by
// contract/rules/holidays.ts, never dates typed in each year.
import type { NationalEvent, NationalEventBody } from '@backoffice/contract/modules/events';
import {
  type HolidayMethod,
  type HolidayRule,
  holidayDate,
  MOVABLE_METHOD_INFO,
  MOVABLE_METHODS,
} from '@backoffice/contract/rules/holidays';
import { eq } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import { todayIn } from '../../../core/company-time.js';
import type { AppContext } from '../../../core/context.js';
import { notFound } from '../../../core/errors.js';
import { nationalEvents } from '../schema.js';

type Row = typeof nationalEvents.$inferSelect;
const ENTITY = 'national-event';

/** A holiday's row is its rule (the method a text column that only holds methods): no copy. */
export const ruleOf = (row: Row): HolidayRule => row as HolidayRule;

/** The next date a holiday falls on, from `today` on, within ten years. */
function nextDate(rule: HolidayRule, today: string): string | null {
  const year = Number(today.slice(0, 4));
  for (let y = year; y <= year + 10; y++) {
    const date = holidayDate(rule, y);
    if (date !== null && date >= today) return date;
  }
  return null;
}

function toNational(row: Row, today: string): NationalEvent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    color: row.color,
    dayOff: row.dayOff,
    method: row.method as HolidayMethod,
    month: row.month,
    day: row.day,
    weekday: row.weekday,
    nth: row.nth,
    offset: row.offset,
    fromYear: row.fromYear,
    next: nextDate(ruleOf(row), today),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The fields a method uses; the others are cleared (a fixed holiday keeps no weekday). */
function valuesOf(body: NationalEventBody) {
  const { method } = body;
  return {
    title: body.title,
    description: body.description,
    color: body.color,
    dayOff: body.dayOff,
    method,
    month: method === 'fixed' || method === 'nth-weekday' ? body.month : null,
    day: method === 'fixed' ? body.day : null,
    weekday: method === 'nth-weekday' ? body.weekday : null,
    nth: method === 'nth-weekday' ? body.nth : null,
    offset: method === 'fixed' ? 0 : body.offset,
    fromYear: body.fromYear,
  };
}

/** In the order they fall this year. */
export async function listNationalEvents(ctx: AppContext): Promise<NationalEvent[]> {
  const today = todayIn(ctx);
  const year = Number(today.slice(0, 4));
  const rows = await ctx.db.select().from(nationalEvents);
  const dated = rows.map((row) => ({ row, date: holidayDate(ruleOf(row), year) ?? '9999' }));
  dated.sort((a, b) => a.date.localeCompare(b.date) || a.row.title.localeCompare(b.row.title));
  return dated.map(({ row }) => toNational(row, today));
}

export async function getNationalEvent(ctx: AppContext, id: number): Promise<NationalEvent> {
  const [row] = await ctx.db.select().from(nationalEvents).where(eq(nationalEvents.id, id));
  if (!row) throw notFound('National event');
  return toNational(row, todayIn(ctx));
}

export async function createNationalEvent(ctx: AppContext, body: NationalEventBody): Promise<NationalEvent> {
  const today = todayIn(ctx);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.insert(nationalEvents).values(valuesOf(body)).returning();
    const created = toNational(row!, today);
    auditChange(tx, { entity: ENTITY, entityId: created.id, after: created });
    return created;
  });
}

export async function updateNationalEvent(
  ctx: AppContext,
  id: number,
  body: NationalEventBody,
): Promise<NationalEvent> {
  const today = todayIn(ctx);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(nationalEvents).where(eq(nationalEvents.id, id)).for('update');
    if (!before) throw notFound('National event');
    const [row] = await tx
      .update(nationalEvents)
      .set({ ...valuesOf(body), updatedAt: new Date() })
      .where(eq(nationalEvents.id, id))
      .returning();
    const after = toNational(row!, today);
    auditChange(tx, { entity: ENTITY, entityId: id, before: toNational(before, today), after });
    return after;
  });
}

export async function deleteNationalEvent(ctx: AppContext, id: number): Promise<{ id: number }> {
  const today = todayIn(ctx);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(nationalEvents).where(eq(nationalEvents.id, id)).for('update');
    if (!before) throw notFound('National event');
    await tx.delete(nationalEvents).where(eq(nationalEvents.id, id));
    auditChange(tx, { entity: ENTITY, entityId: id, before: toNational(before, today) });
    return { id };
  });
}

export function movableMethods(ctx: AppContext) {
  const year = Number(todayIn(ctx).slice(0, 4));
  return MOVABLE_METHODS.map((id) => {
    // The n-th weekday method needs a month and a weekday: its example is the last Monday of May.
    const rule: HolidayRule = {
      method: id,
      month: 5,
      day: null,
      weekday: 1,
      nth: -1,
      offset: 0,
      fromYear: null,
    };
    return {
      id,
      ...MOVABLE_METHOD_INFO[id],
      thisYear: holidayDate(rule, year),
      nextYear: holidayDate(rule, year + 1),
    };
  });
}

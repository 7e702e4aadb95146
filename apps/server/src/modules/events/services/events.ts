// Normal and repeatable events: one table, one set of rules; a repeatable event keeps its first
// occurrence and an RRULE (services/recurrence.ts). Changing or cancelling an event tells its
// attendants (core/notify), after the change is committed.
import {
  type CalendarEvent,
  daysBetween,
  type EventBody,
  MAX_EVENT_DAYS,
  type Occurrence,
  type RepeatableEventBody,
} from '@backoffice/contract/modules/events';
import { holidayDates } from '@backoffice/contract/rules/holidays';
import { addDays, zonedInstant } from '@backoffice/contract/rules/zoned-time';
import { and, asc, desc, eq, gte, ilike, isNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import { timeZoneOf } from '../../../core/company-time.js';
import type { AppContext } from '../../../core/context.js';
import { containsPattern, inIds, type PageParams, paged } from '../../../core/db/lists.js';
import { notify } from '../../../core/notify.js';
import { calendarEvents, eventAttendants, nationalEvents } from '../schema.js';
import { lastDate, occurrenceDates, parseRule, ruleText } from './recurrence.js';
import {
  attendantCounts,
  type EventKindOf,
  type EventRow,
  eventLink,
  findEvent,
  toEvent,
  viewEvents,
} from './shared.js';

const ENTITY = 'event';

// ---- Reading ----

export async function listEvents(
  ctx: AppContext,
  q: PageParams & { search?: string | undefined; from?: string | undefined },
): Promise<{ items: CalendarEvent[]; total: number; totalCapped?: boolean; page: number; take: number }> {
  const conditions: SQL[] = [eq(calendarEvents.kind, 'normal')];
  if (q.search) {
    const pattern = containsPattern(q.search);
    conditions.push(or(ilike(calendarEvents.title, pattern), ilike(calendarEvents.location, pattern))!);
  }
  if (q.from) conditions.push(gte(calendarEvents.endDate, q.from));
  const where = and(...conditions);
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      ctx.db
        .select()
        .from(calendarEvents)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ id: calendarEvents.id }).from(calendarEvents).where(where),
    // Latest first.
    order: {
      fallback: [desc(calendarEvents.startDate), desc(calendarEvents.startTime)],
      tiebreak: calendarEvents.id,
      tiebreakDirection: 'DESC',
    },
    shape: (rows) => viewEvents(ctx.db, rows),
  });
}

export async function listRepeatableEvents(ctx: AppContext): Promise<CalendarEvent[]> {
  const rows = await ctx.db
    .select()
    .from(calendarEvents)
    .where(eq(calendarEvents.kind, 'repeatable'))
    .orderBy(asc(calendarEvents.title), asc(calendarEvents.id));
  return viewEvents(ctx.db, rows);
}

export async function getEvent(ctx: AppContext, id: number, kind?: EventKindOf): Promise<CalendarEvent> {
  const [event] = await viewEvents(ctx.db, [await findEvent(ctx.db, id, kind)]);
  return event!;
}

// ---- Changing ----

type Fields = EventBody & { rrule?: string; exdates?: string[] };

/** The row's values for a body: a repeatable event's rule checked, canonical, and its last date. */
function valuesOf(kind: EventKindOf, body: Fields) {
  const base = {
    title: body.title,
    description: body.description,
    location: body.location,
    color: body.color,
    startDate: body.startDate,
    startTime: body.startTime,
    endDate: body.endDate,
    endTime: body.endTime,
    signUp: body.signUp,
    capacity: body.capacity,
  };
  if (kind === 'normal') return { ...base, rrule: null, exdates: [], until: null };
  const rule = parseRule(body.rrule!, body.startDate, body.startTime);
  return { ...base, rrule: ruleText(rule), exdates: [...body.exdates!].sort(), until: lastDate(rule) };
}

export async function createEvent(
  ctx: AppContext,
  user: AuthUser,
  kind: EventKindOf,
  body: EventBody | RepeatableEventBody,
): Promise<CalendarEvent> {
  const values = valuesOf(kind, body);
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(calendarEvents)
      .values({ kind, ...values, createdById: user.id })
      .returning();
    auditChange(tx, { entity: ENTITY, entityId: created!.id, after: toEvent(created!, 0, user.name) });
    return created!;
  });
  return toEvent(row, 0, user.name);
}

/** What changed that an attendant cares about, in words ("the time and the place"), or null. */
function changesOf(before: EventRow, after: EventRow): string | null {
  const parts: string[] = [];
  if (before.startDate !== after.startDate || before.endDate !== after.endDate || before.rrule !== after.rrule) {
    parts.push('the date');
  }
  if (before.startTime !== after.startTime || before.endTime !== after.endTime) parts.push('the time');
  if (before.location !== after.location) parts.push('the place');
  if (before.title !== after.title) parts.push('the title');
  if (before.description !== after.description) parts.push('the description');
  if (String(before.exdates) !== String(after.exdates)) parts.push('the dates left out');
  if (!parts.length) return null;
  return parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

async function attendantIds(ctx: AppContext, eventId: number, except: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ userId: eventAttendants.userId })
    .from(eventAttendants)
    .where(and(eq(eventAttendants.eventId, eventId), ne(eventAttendants.userId, except)));
  return rows.map((r) => r.userId);
}

export async function updateEvent(
  ctx: AppContext,
  user: AuthUser,
  id: number,
  kind: EventKindOf,
  body: EventBody | RepeatableEventBody,
): Promise<CalendarEvent> {
  const values = valuesOf(kind, body);
  const { before, after } = await ctx.db.transaction(async (tx) => {
    const before = await findEvent(tx, id, kind, true);
    const [after] = await tx
      .update(calendarEvents)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(calendarEvents.id, id))
      .returning();
    const counts = await attendantCounts(tx, [id]);
    auditChange(tx, {
      entity: ENTITY,
      entityId: id,
      before: toEvent(before, counts.get(id) ?? 0, null),
      after: toEvent(after!, counts.get(id) ?? 0, null),
    });
    return { before, after: after! };
  });
  const changed = changesOf(before, after);
  if (changed) {
    await notify(ctx, await attendantIds(ctx, id, user.id), {
      level: 'info',
      title: 'Event changed',
      body: `“${after.title}” (${whenOf(after)}): ${changed} changed.`,
      link: eventLink(after),
    });
  }
  return getEvent(ctx, id, kind);
}

export async function deleteEvent(ctx: AppContext, user: AuthUser, id: number, kind: EventKindOf) {
  const { row, attendants } = await ctx.db.transaction(async (tx) => {
    const row = await findEvent(tx, id, kind, true);
    const rows = await tx
      .select({ userId: eventAttendants.userId })
      .from(eventAttendants)
      .where(eq(eventAttendants.eventId, id));
    await tx.delete(calendarEvents).where(eq(calendarEvents.id, id));
    auditChange(tx, { entity: ENTITY, entityId: id, before: toEvent(row, rows.length, null) });
    return { row, attendants: rows.map((r) => r.userId).filter((userId) => userId !== user.id) };
  });
  await notify(ctx, attendants, {
    level: 'warning',
    title: 'Event cancelled',
    body: `“${row.title}” (${whenOf(row)}) was cancelled.`,
  });
  return { id };
}

/** "24 Dec 2026, 10:00" or "every week from 24 Dec 2026", for notifications. */
function whenOf(row: EventRow): string {
  const [y, m, d] = row.startDate.split('-').map(Number);
  const day = new Date(Date.UTC(y!, m! - 1, d!)).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const at = row.startTime ? `, ${row.startTime}` : '';
  return row.kind === 'repeatable' ? `repeating from ${day}${at}` : `${day}${at}`;
}

// ---- Occurrences ----

/**
 * Every occurrence touching `from`–`to`: normal events, the repeatable ones expanded by their rules,
 * and the national holidays by theirs; each once, in date order, all-day ones first.
 */
export async function occurrencesIn(
  ctx: AppContext,
  user: Pick<AuthUser, 'id'>,
  from: string,
  to: string,
): Promise<Occurrence[]> {
  const tz = timeZoneOf(ctx);
  // An event lasts at most MAX_EVENT_DAYS: one starting earlier than that cannot reach `from`.
  const earliest = addDays(from, -(MAX_EVENT_DAYS - 1));
  const [normal, repeatable, holidays] = await Promise.all([
    ctx.db
      .select()
      .from(calendarEvents)
      .where(
        and(
          eq(calendarEvents.kind, 'normal'),
          gte(calendarEvents.startDate, earliest),
          lte(calendarEvents.startDate, to),
          gte(calendarEvents.endDate, from),
        ),
      ),
    ctx.db
      .select()
      .from(calendarEvents)
      .where(
        and(
          eq(calendarEvents.kind, 'repeatable'),
          lte(calendarEvents.startDate, to),
          or(isNull(calendarEvents.until), gte(calendarEvents.until, earliest)),
        ),
      ),
    ctx.db.select().from(nationalEvents),
  ]);
  const eventIds = [...normal, ...repeatable].map((r) => r.id);
  const [counts, mine] = await Promise.all([
    attendantCounts(ctx.db, eventIds),
    eventIds.length
      ? ctx.db
          .select({ eventId: eventAttendants.eventId })
          .from(eventAttendants)
          .where(and(eq(eventAttendants.userId, user.id), inIds(eventAttendants.eventId, eventIds)))
      : Promise.resolve([]),
  ]);
  const attending = new Set(mine.map((m) => m.eventId));

  const out: Occurrence[] = [];
  const place = (row: EventRow, startDate: string, repeats: string | null = null) => {
    const endDate = addDays(startDate, daysBetween(row.startDate, row.endDate));
    out.push({
      key: `${row.kind}:${row.id}:${startDate}`,
      eventId: row.id,
      kind: row.kind as EventKindOf,
      title: row.title,
      description: row.description,
      location: row.location,
      color: row.color,
      allDay: row.startTime === null,
      startDate,
      startTime: row.startTime,
      endDate,
      endTime: row.endTime,
      startsAt: row.startTime === null ? null : zonedInstant(startDate, row.startTime, tz).toISOString(),
      endsAt: row.endTime === null ? null : zonedInstant(endDate, row.endTime, tz).toISOString(),
      dayOff: false,
      repeats,
      signUp: row.signUp,
      capacity: row.capacity,
      attendantCount: counts.get(row.id) ?? 0,
      attending: attending.has(row.id),
    });
  };
  for (const row of normal) place(row, row.startDate);
  for (const row of repeatable) {
    const rule = parseRule(row.rrule!, row.startDate, row.startTime, 'rrule');
    const length = daysBetween(row.startDate, row.endDate);
    const words = rule.toText();
    for (const date of occurrenceDates(rule, from, to, length, row.exdates)) place(row, date, words);
  }
  for (const h of holidays) {
    for (const date of holidayDates({ ...h, method: h.method as never }, from, to)) {
      out.push({
        key: `national:${h.id}:${date}`,
        eventId: h.id,
        kind: 'national',
        title: h.title,
        description: h.description,
        location: '',
        color: h.color,
        allDay: true,
        startDate: date,
        startTime: null,
        endDate: date,
        endTime: null,
        startsAt: null,
        endsAt: null,
        dayOff: h.dayOff,
        repeats: null,
        signUp: false,
        capacity: null,
        attendantCount: 0,
        attending: false,
      });
    }
  }
  return out.sort(
    (a, b) =>
      a.startDate.localeCompare(b.startDate) ||
      Number(b.allDay) - Number(a.allDay) ||
      (a.startTime ?? '').localeCompare(b.startTime ?? '') ||
      a.title.localeCompare(b.title) ||
      a.key.localeCompare(b.key),
  );
}

const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The first and last day of a month, a quarter or a year. */
export function periodOf(year: number, firstMonth: number, months: number): { from: string; to: string } {
  const lastMonth = firstMonth + months - 1;
  return {
    from: `${year}-${pad(firstMonth)}-01`,
    to: `${year}-${pad(lastMonth)}-${pad(lastDay(year, lastMonth))}`,
  };
}

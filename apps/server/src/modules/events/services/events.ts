// Normal and repeatable events: one table, one set of rules; a repeatable event keeps its first
// occurrence and an RRULE (services/recurrence.ts). Changing or cancelling an event tells its
// attendants (core/notify), after the change is committed.
import type { CalendarEvent, EventBody, RepeatableEventBody } from '@backoffice/contract/modules/events';
import { and, asc, desc, eq, gte, ilike, ne, or, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import { containsPattern, type PageParams, paged, placeholderFilters } from '../../../core/db/lists.js';
import { notify } from '../../../core/notify.js';
import { calendarEvents, eventAttendants } from '../schema.js';
import { lastDate, parseRule, ruleText } from './recurrence.js';
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
  // Built once per set of filters present (core/db/lists.ts `PreparedList`); their values are placeholders.
  const filters = placeholderFilters();
  if (q.search) {
    const pattern = sql.placeholder('search');
    filters.add(
      'search',
      containsPattern(q.search),
      or(ilike(calendarEvents.title, pattern), ilike(calendarEvents.location, pattern))!,
    );
  }
  if (q.from) filters.add('from', q.from, gte(calendarEvents.endDate, sql.placeholder('from')));
  const { key, where: filtered, values } = filters.done();
  const where = and(eq(calendarEvents.kind, 'normal'), filtered);
  return paged(ctx.db, q, {
    prepared: {
      key: `events.list\u0000${key}`,
      values,
      rows: (orderBy) =>
        ctx.db
          .select()
          .from(calendarEvents)
          .where(where)
          .orderBy(...orderBy),
      count: () => ctx.db.select({ id: calendarEvents.id }).from(calendarEvents).where(where),
    },
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

// The calendar's occurrences in a range: normal events, repeatable ones expanded by their rules and
// national holidays by theirs, with the caller's sign-ups; and the ranges of a month, quarter or year.
import {
  type CalendarOccurrence,
  compactOccurrences,
  daysBetween,
  type EventCalendar,
  MAX_EVENT_DAYS,
  type Occurrence,
} from '@backoffice/contract/modules/events';
import { holidayDates } from '@backoffice/contract/rules/holidays';
import { addDays, zonedInstant } from '@backoffice/contract/rules/zoned-time';
import { and, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import type { AuthUser } from '../../../core/auth/sessions.js';
import { timeZoneOf } from '../../../core/company-time.js';
import type { AppContext } from '../../../core/context.js';
import { inIds, preparedOnce } from '../../../core/db/lists.js';
import { KeptAnswers } from '../../../core/kept-answers.js';
import { writtenReply } from '../../../core/reply-serializer.js';
import { calendarEvents, eventAttendants, eventCalendarVersion, nationalEvents } from '../schema.js';
import { type WrittenCalendar, withAttending, writeCalendar } from './calendar-answer.js';
import { ruleOf } from './national.js';
import { occurrenceDates, parseRule } from './recurrence.js';
import { attendantCounts, type EventKindOf, type EventRow } from './shared.js';

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
  return occurrencesOf(ctx, user, from, to, true) as Promise<Occurrence[]>;
}

const keptCalendars = new KeptAnswers<WrittenCalendar>();

/**
 * The calendar's data version and the ids of the events the caller (`user`) is signed up for, as one array
 * column: read on every request of the calendar, so built once with its plan kept (core/db/lists.ts
 * `preparedOnce`; drizzle built it afresh each time, ~40 µs of a request).
 */
const calendarState = (db: AppContext['db']) =>
  preparedOnce(
    db,
    'events.calendar.state',
    () =>
      db
        .select({
          version: eventCalendarVersion.version,
          mine: sql<number[]>`array(
            SELECT ${eventAttendants.eventId} FROM ${eventAttendants}
            WHERE ${eventAttendants.userId} = ${sql.placeholder('user')})`,
        })
        .from(eventCalendarVersion)
        .where(eq(eventCalendarVersion.id, 1))
        .prepare(''),
    { keepPlan: true },
  );

/**
 * The calendar's compact answer (issue 34): the same occurrences, each event once, without instants.
 * What is the same for every caller is kept written per range and data version (`calendar-answer.ts`);
 * the version and the caller's sign-ups are read in one query, and the caller's events marked.
 */
export async function calendarIn(
  ctx: AppContext,
  user: Pick<AuthUser, 'id'>,
  from: string,
  to: string,
): Promise<EventCalendar> {
  const [state] = await calendarState(ctx.db).execute({ user: user.id });
  const build = async () => writeCalendar(compactOccurrences(await occurrencesOf(ctx, null, from, to, false)));
  // Read before the answer is built, so what is kept under a version is at least as new as it.
  const written = state ? await keptCalendars.get(ctx.db, `${from}/${to}`, state.version, build) : await build();
  return writtenReply<EventCalendar>(withAttending(written, state?.mine ?? []));
}

/** The occurrences, with `attending` for `user` (false for all when null: the answer every caller shares). */
async function occurrencesOf(
  ctx: AppContext,
  user: Pick<AuthUser, 'id'> | null,
  from: string,
  to: string,
  instants: boolean,
): Promise<(CalendarOccurrence & Partial<Pick<Occurrence, 'startsAt' | 'endsAt'>>)[]> {
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
    eventIds.length && user
      ? ctx.db
          .select({ eventId: eventAttendants.eventId })
          .from(eventAttendants)
          .where(and(eq(eventAttendants.userId, user.id), inIds(eventAttendants.eventId, eventIds)))
      : Promise.resolve([]),
  ]);
  const attending = new Set(mine.map((m) => m.eventId));

  const out: (CalendarOccurrence & Partial<Pick<Occurrence, 'startsAt' | 'endsAt'>>)[] = [];
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
      ...(instants
        ? {
            startsAt: row.startTime === null ? null : zonedInstant(startDate, row.startTime, tz).toISOString(),
            endsAt: row.endTime === null ? null : zonedInstant(endDate, row.endTime, tz).toISOString(),
          }
        : {}),
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
    for (const date of holidayDates(ruleOf(h), from, to)) {
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
        ...(instants ? { startsAt: null, endsAt: null } : {}),
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

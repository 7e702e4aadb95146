// The event calendar: normal and repeatable events (one table, `kind`), national holidays (rules,
// not dates), the people signed up for an event and the attendance recorded per occurrence.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, updatedAt, userOrNull, users } from '../../core/db/schema.js';
import { dataVersionTable } from '../../core/kept-answers.js';

export const calendarEvents = pgTable(
  'calendar_events',
  {
    id: serial('id').primaryKey(),
    /** normal | repeatable */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    location: text('location').notNull().default(''),
    color: text('color').notNull(),
    /** The first (or only) occurrence, wall-clock dates and `HH:mm` times of the company zone; no times: all day. */
    startDate: date('start_date', { mode: 'string' }).notNull(),
    startTime: text('start_time'),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    endTime: text('end_time'),
    signUp: boolean('sign_up').notNull().default(true),
    capacity: integer('capacity'),
    /** Repeatable events: the RRULE parts, the dates left out, and the last date the rule reaches (null: for ever). */
    rrule: text('rrule'),
    exdates: date('exdates', { mode: 'string' }).array().notNull().default(sql`'{}'`),
    until: date('until', { mode: 'string' }),
    createdById: userOrNull('created_by_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // Range answers: events starting in [from − MAX_EVENT_DAYS, to] (an event lasts at most that long).
    index('calendar_events_kind_start_idx').on(t.kind, t.startDate),
  ],
);

export const nationalEvents = pgTable('national_events', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  color: text('color').notNull(),
  dayOff: boolean('day_off').notNull().default(true),
  /** fixed | western-easter | orthodox-easter | nth-weekday (contract/rules/holidays.ts). */
  method: text('method').notNull(),
  month: smallint('month'),
  day: smallint('day'),
  weekday: smallint('weekday'),
  nth: smallint('nth'),
  offset: smallint('offset').notNull().default(0),
  fromYear: smallint('from_year'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const eventAttendants = pgTable(
  'event_attendants',
  {
    id: serial('id').primaryKey(),
    eventId: cascadeRef('event_id', () => calendarEvents.id),
    userId: cascadeRef('user_id', () => users.id),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('event_attendants_event_user_idx').on(t.eventId, t.userId),
    index('event_attendants_user_idx').on(t.userId),
  ],
);

export const eventAttendance = pgTable(
  'event_attendance',
  {
    id: serial('id').primaryKey(),
    eventId: cascadeRef('event_id', () => calendarEvents.id),
    userId: cascadeRef('user_id', () => users.id),
    /** The date of the occurrence. */
    date: date('date', { mode: 'string' }).notNull(),
    present: boolean('present').notNull(),
    note: text('note').notNull().default(''),
    recordedById: userOrNull('recorded_by_id'),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('event_attendance_event_user_date_idx').on(t.eventId, t.date, t.userId)],
);

/** Reminders sent, one per occurrence: a retried or repeated run reminds nobody twice. */
export const eventReminders = pgTable(
  'event_reminders',
  {
    eventId: cascadeRef('event_id', () => calendarEvents.id),
    date: date('date', { mode: 'string' }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.date] })],
);

/**
 * The calendar's data version (docs/events.md "The calendar's compact answer"): one row, its number raised
 * by a statement trigger (migration 0033) in the transaction of every write to `calendar_events`,
 * `national_events` or `event_attendants`, cascades included. Each instance keeps the shared part of a
 * range's answer under the version it read, so a change is seen by every instance at its commit.
 */
export const eventCalendarVersion = dataVersionTable('event_calendar_version');

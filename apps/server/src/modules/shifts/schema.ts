// The shift calendar: types, teams and their members, shifts, notes and automations.
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, departments, updatedAt, userOrNull, users } from '../../core/db/schema.js';
import { dataVersionTable } from '../../core/kept-answers.js';

/** A shift's times and colour, as a type gives them and a shift or open shift copies them. */
const shiftTimes = () => ({
  /** `HH:mm` in the company time zone; an end at or before the start is on the next day (spec §5). */
  start: text('start').notNull(),
  end: text('end').notNull(),
  breakMinutes: integer('break_minutes').notNull().default(0),
  color: text('color').notNull(),
});

export const shiftTypes = pgTable('shift_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ...shiftTimes(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const shiftTeams = pgTable(
  'shift_teams',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    departmentId: cascadeRef('department_id', () => departments.id),
    leaderId: cascadeRef('leader_id', () => users.id),
    createdAt: createdAt(),
  },
  (t) => [index('shift_teams_department_idx').on(t.departmentId), index('shift_teams_leader_idx').on(t.leaderId)],
);

export const shiftTeamMembers = pgTable(
  'shift_team_members',
  {
    teamId: cascadeRef('team_id', () => shiftTeams.id),
    userId: cascadeRef('user_id', () => users.id),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.userId] }), index('shift_team_members_user_idx').on(t.userId)],
);

export const shifts = pgTable(
  'shifts',
  {
    id: serial('id').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    date: date('date', { mode: 'string' }).notNull(),
    /** The type it was given from; its times are copied, so changing the type changes no past shift. */
    typeId: integer('type_id').references(() => shiftTypes.id, { onDelete: 'set null' }),
    ...shiftTimes(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Weighted hours (spec §5), kept for sums. */
    weightedHours: doublePrecision('weighted_hours').notNull(),
    automationId: integer('automation_id'),
    createdBy: userOrNull('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    // One shift per person and day: DELETE names a shift by person and date (spec §7).
    uniqueIndex('shifts_user_date_uq').on(t.userId, t.date),
    index('shifts_date_idx').on(t.date),
  ],
);

export const shiftNotes = pgTable(
  'shift_notes',
  {
    id: serial('id').primaryKey(),
    date: date('date', { mode: 'string' }).notNull(),
    teamId: integer('team_id').references(() => shiftTeams.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    authorId: userOrNull('author_id'),
    createdAt: createdAt(),
  },
  (t) => [index('shift_notes_date_idx').on(t.date)],
);

export const shiftAutomations = pgTable('shift_automations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  typeId: integer('type_id')
    .notNull()
    .references(() => shiftTypes.id, { onDelete: 'restrict' }),
  teamId: integer('team_id').references(() => shiftTeams.id, { onDelete: 'cascade' }),
  userIds: integer('user_ids').array().notNull().default([]),
  weekdays: integer('weekdays').array().notNull(),
  from: date('from', { mode: 'string' }).notNull(),
  until: date('until', { mode: 'string' }),
  weeksAhead: integer('weeks_ahead').notNull().default(2),
  active: boolean('active').notNull().default(true),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A shift offered to a team's people: the first to claim it gets it (as a shift of their own). */
export const shiftOpenShifts = pgTable(
  'shift_open_shifts',
  {
    id: serial('id').primaryKey(),
    teamId: cascadeRef('team_id', () => shiftTeams.id),
    date: date('date', { mode: 'string' }).notNull(),
    typeId: integer('type_id').references(() => shiftTypes.id, { onDelete: 'set null' }),
    ...shiftTimes(),
    claimedBy: userOrNull('claimed_by'),
    createdBy: userOrNull('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('shift_open_shifts_date_idx').on(t.date)],
);

/** A request to hand a shift to a teammate, decided by the team's shift leader. */
export const shiftSwaps = pgTable(
  'shift_swaps',
  {
    id: serial('id').primaryKey(),
    shiftId: integer('shift_id').references(() => shifts.id, { onDelete: 'set null' }),
    date: date('date', { mode: 'string' }).notNull(),
    start: text('start').notNull(),
    end: text('end').notNull(),
    fromUserId: cascadeRef('from_user_id', () => users.id),
    toUserId: cascadeRef('to_user_id', () => users.id),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    decidedBy: userOrNull('decided_by'),
    createdAt: createdAt(),
  },
  (t) => [index('shift_swaps_status_idx').on(t.status)],
);

/**
 * The calendar's data version (docs/shifts.md "The calendar's compact reply"): one row, its number raised by
 * a statement trigger (migration 0036) in the transaction of every write to what the compact reply shows:
 * shifts, team members, shift types, and a person's name or department. Each instance keeps a range's reply
 * under the version it read (core/kept-answers.ts), so a change is seen by every instance at its commit.
 */
export const shiftCalendarVersion = dataVersionTable('shift_calendar_version');

// The leave calendar: leave types, requests (with their working days per year, kept for balances),
// cancellations, the approvers of each department, and each employee's yearly allowances.
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, departments, storedFiles, updatedAt, userOrNull, users } from '../../core/db/schema.js';
import { dataVersionTable } from '../../core/kept-answers.js';

export const leaveTypes = pgTable('leave_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  color: text('color').notNull(),
  allowance: doublePrecision('allowance').notNull().default(0),
  deducts: boolean('deducts').notNull().default(true),
  documentRequired: boolean('document_required').notNull().default(false),
  position: smallint('position').notNull().default(0),
});

export const leaveRequests = pgTable(
  'leave_requests',
  {
    id: serial('id').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => leaveTypes.id, { onDelete: 'restrict' }),
    from: date('from', { mode: 'string' }).notNull(),
    to: date('to', { mode: 'string' }).notNull(),
    halfStart: boolean('half_start').notNull().default(false),
    halfEnd: boolean('half_end').notNull().default(false),
    reason: text('reason').notNull().default(''),
    /** A private stored file (core/files, use `leave.document`). */
    documentId: uuid('document_id').references(() => storedFiles.id, { onDelete: 'set null' }),
    /** pending | approved | rejected | cancelled */
    status: text('status').notNull().default('pending'),
    /** Working days taken, in total and per calendar year (`{ "2026": 3 }`), as counted when asked. */
    days: doublePrecision('days').notNull(),
    daysByYear: jsonb('days_by_year').$type<Record<string, number>>().notNull(),
    reviewedById: userOrNull('reviewed_by_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewComment: text('review_comment'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('leave_requests_user_idx').on(t.userId, t.from),
    // Who is away when: requests whose span meets a range (`overlapping` in services/shared.ts).
    index('leave_requests_span_idx').using('gist', sql`daterange(${t.from}, ${t.to}, '[]')`),
    index('leave_requests_pending_idx').on(t.createdAt).where(sql`status = 'pending'`),
  ],
);

export const leaveCancellations = pgTable(
  'leave_cancellations',
  {
    id: serial('id').primaryKey(),
    requestId: cascadeRef('request_id', () => leaveRequests.id),
    /** pending | approved | rejected */
    status: text('status').notNull().default('pending'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    reviewedById: userOrNull('reviewed_by_id'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
  },
  (t) => [index('leave_cancellations_request_idx').on(t.requestId)],
);

export const leaveApprovers = pgTable(
  'leave_approvers',
  {
    departmentId: cascadeRef('department_id', () => departments.id),
    userId: cascadeRef('user_id', () => users.id),
  },
  (t) => [primaryKey({ columns: [t.departmentId, t.userId] }), index('leave_approvers_user_idx').on(t.userId)],
);

/** A person's own allowance (null: the type's) and days carried over, per type and year. */
export const leaveAllowances = pgTable(
  'leave_allowances',
  {
    userId: cascadeRef('user_id', () => users.id),
    typeId: cascadeRef('type_id', () => leaveTypes.id),
    year: smallint('year').notNull(),
    allowance: doublePrecision('allowance'),
    carriedOver: doublePrecision('carried_over').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.typeId, t.year] })],
);

/**
 * Who is away's data version (docs/leave.md "The calendar's compact answer"): one row, its number raised by
 * a statement trigger (migration 0035) in the transaction of every write to what the compact answer shows:
 * requests, cancellations, leave types, and a person's name or department. Each instance keeps a range's
 * answer under the version it read (core/kept-answers.ts), so a change is seen by every instance at its commit.
 */
export const leaveCalendarVersion = dataVersionTable('leave_calendar_version');

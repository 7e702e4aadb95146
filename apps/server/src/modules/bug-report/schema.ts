// The tracker's tables (docs/tracker.md): bug reports and feature requests are one table with a `kind`
// column, and so are their lookups (priority, status, component, department) and folders: one
// implementation, every row of one kind or the other.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, updatedAt, userOrNull, users } from '../../core/db/schema.js';

const kind = () => text('kind').notNull();
const kindCheck = (table: string, column: AnyPgColumn) =>
  check(`${table}_kind_ck`, sql`${column} IN ('bug', 'feature')`);

/** Priority, status, component and department lists, one per kind. */
export const bugReportLookups = pgTable(
  'bug_report_lookups',
  {
    id: serial('id').primaryKey(),
    kind: kind(),
    /** priority | status | component | department */
    type: text('type').notNull(),
    name: text('name').notNull(),
    color: text('color'),
    position: integer('position').notNull().default(0),
    /** Statuses: a report in it is closed. */
    closing: boolean('closing').notNull().default(false),
    /** Priorities: low | normal | medium | high | critical (spec §3). */
    level: text('level'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('bug_report_lookups_name_uq').on(t.kind, t.type, sql`lower(${t.name})`),
    kindCheck('bug_report_lookups', t.kind),
  ],
);

export const bugReportFolders = pgTable(
  'bug_report_folders',
  {
    id: serial('id').primaryKey(),
    kind: kind(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('bug_report_folders_name_uq').on(t.kind, sql`lower(${t.name})`),
    kindCheck('bug_report_folders', t.kind),
  ],
);

const lookupRef = (name: string) => integer(name).references(() => bugReportLookups.id, { onDelete: 'restrict' });

export const bugReports = pgTable(
  'bug_reports',
  {
    id: serial('id').primaryKey(),
    kind: kind(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    priorityId: lookupRef('priority_id'),
    statusId: lookupRef('status_id').notNull(),
    componentId: lookupRef('component_id'),
    departmentId: lookupRef('department_id'),
    folderId: integer('folder_id').references(() => bugReportFolders.id, { onDelete: 'restrict' }),
    reporterId: userOrNull('reporter_id'),
    assigneeId: userOrNull('assignee_id'),
    /** The QC conversation it was filed from (qa's chat or ticket; no foreign key across modules). */
    conversationKind: text('conversation_kind'),
    conversationId: integer('conversation_id'),
    /** Set when it enters a closing status, cleared when it leaves: the archive rule reads it. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    deletedBy: userOrNull('deleted_by'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    kindCheck('bug_reports', t.kind),
    // The list and the search: live reports of a kind, newest first.
    index('bug_reports_live_idx').on(t.kind, t.createdAt, t.id).where(sql`deleted_at IS NULL`),
    index('bug_reports_closed_idx').on(t.kind, t.closedAt).where(sql`closed_at IS NOT NULL AND deleted_at IS NULL`),
    index('bug_reports_deleted_idx').on(t.deletedAt).where(sql`deleted_at IS NOT NULL`),
    index('bug_reports_status_idx').on(t.statusId),
    index('bug_reports_priority_idx').on(t.priorityId),
    index('bug_reports_component_idx').on(t.componentId),
    index('bug_reports_department_idx').on(t.departmentId),
    index('bug_reports_folder_idx').on(t.folderId),
    index('bug_reports_reporter_idx').on(t.reporterId),
    index('bug_reports_assignee_idx').on(t.assigneeId),
    index('bug_reports_conversation_idx')
      .on(t.conversationKind, t.conversationId)
      .where(sql`conversation_id IS NOT NULL`),
    // filters[text] (substring) and the duplicate suggestions (similarity): pg_trgm, both engines.
    index('bug_reports_title_trgm_idx').using('gin', sql`${t.title} gin_trgm_ops`),
    index('bug_reports_description_trgm_idx').using('gin', sql`${t.description} gin_trgm_ops`),
  ],
);

export const bugReportWatchers = pgTable(
  'bug_report_watchers',
  {
    reportId: cascadeRef('report_id', () => bugReports.id),
    userId: cascadeRef('user_id', () => users.id),
  },
  (t) => [primaryKey({ columns: [t.reportId, t.userId] }), index('bug_report_watchers_user_idx').on(t.userId)],
);

/** A report's files: stored files (core/files) of the use `bug-report.file`. */
export const bugReportFiles = pgTable(
  'bug_report_files',
  {
    id: serial('id').primaryKey(),
    reportId: cascadeRef('report_id', () => bugReports.id),
    fileId: uuid('file_id').notNull(),
    createdBy: userOrNull('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('bug_report_files_report_idx').on(t.reportId), uniqueIndex('bug_report_files_file_uq').on(t.fileId)],
);

const entryColumns = () => ({
  id: serial('id').primaryKey(),
  reportId: cascadeRef('report_id', () => bugReports.id),
  authorId: userOrNull('author_id'),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** The discussion. */
export const bugReportComments = pgTable('bug_report_comments', entryColumns(), (t) => [
  index('bug_report_comments_report_idx').on(t.reportId, t.createdAt),
]);

/** Staff-internal notes. */
export const bugReportNotes = pgTable('bug_report_notes', entryColumns(), (t) => [
  index('bug_report_notes_report_idx').on(t.reportId, t.createdAt),
]);

// What the tracker's two kinds share (docs/tracker.md): bug reports (`bug-report`, `/bug-report/bugs`) and
// feature requests (`feature-request`, `/bug-report/features`) are one implementation; a kind says only
// its module (endpoint names, scopes) and its path. The record schemas below are the same for both.
import { z } from 'zod';
import { FILE_KINDS, type FileKindName } from '../../files.js';
import { bodyId, isoInstant, MAX_TAKE, pageQuery, recordId } from '../../http.js';
import { dateString } from '../../rules/dates.js';
import type { ScopeRequirement } from '../../scope-catalogue.js';

export const REPORT_KINDS = ['bug', 'feature'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** The contract module, base path and scopes of each kind. */
export const REPORT_KIND_INFO = {
  bug: {
    module: 'bug-report',
    base: '/bug-report/bugs',
    noun: 'bug report',
    scopes: {
      read: 'bug-report:bugs:read',
      create: 'bug-report:bugs:create',
      update: 'bug-report:bugs:update',
      delete: 'bug-report:bugs:delete',
      comment: 'bug-report:comments:create',
      notesRead: 'bug-report:notes:read',
      notesCreate: 'bug-report:notes:create',
      settingsRead: 'bug-report:settings:read',
      settingsUpdate: 'bug-report:settings:update',
      archive: 'bug-report:archive:read',
    },
  },
  feature: {
    module: 'feature-request',
    base: '/bug-report/features',
    noun: 'feature request',
    scopes: {
      read: 'feature-request:features:read',
      create: 'feature-request:features:create',
      update: 'feature-request:features:update',
      delete: 'feature-request:features:delete',
      comment: 'feature-request:comments:create',
      notesRead: 'feature-request:notes:read',
      notesCreate: 'feature-request:notes:create',
      settingsRead: 'feature-request:settings:read',
      settingsUpdate: 'feature-request:settings:update',
      archive: 'feature-request:archive:read',
    },
  },
} as const satisfies Record<
  ReportKind,
  { module: string; base: string; noun: string; scopes: Record<string, ScopeRequirement> }
>;

/** Spec §3: the priority enumeration. Each priority of the settings has one of these levels (its weight in sorting). */
export const PRIORITY_LEVELS = ['low', 'normal', 'medium', 'high', 'critical'] as const;
export type PriorityLevel = (typeof PRIORITY_LEVELS)[number];

/** The lookups of the settings, each a list per kind. */
export const LOOKUP_TYPES = ['priority', 'status', 'component', 'department'] as const;
export type LookupType = (typeof LOOKUP_TYPES)[number];

/** The QC conversations a report may be filed from. */
export const CONVERSATION_KINDS = ['chat', 'ticket'] as const;
export type ConversationKind = (typeof CONVERSATION_KINDS)[number];

export const TITLE_MAX = 200;
export const DESCRIPTION_MAX = 20_000;
export const BODY_MAX = 10_000;
export const MAX_WATCHERS = 50;

/** The multipart parts of a creation (and of adding files): the JSON `data` and the `files`. */
export const REPORT_FORM_FIELDS = { data: 'data', files: 'files' } as const;

export const userRef = z.object({ id: z.number().int(), name: z.string() });
export type UserRef = z.infer<typeof userRef>;

const hexColor = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a colour like #1a2b3c');

/** A lookup as a report shows it. */
export const lookupRef = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string().nullable(),
});
export const priorityRef = lookupRef.extend({ level: z.enum(PRIORITY_LEVELS) });
export const statusRef = lookupRef.extend({ closing: z.boolean() });
export const folderRef = z.object({ id: z.number().int(), name: z.string() });

/** A lookup of the settings (priority, status, component or department of one kind). */
export const lookup = z.object({
  id: z.number().int(),
  type: z.enum(LOOKUP_TYPES),
  name: z.string(),
  color: z.string().nullable(),
  /** Order in pickers and lists (ascending), then the name. */
  position: z.number().int(),
  /** Statuses: a report in it is closed (and goes to the archive after the archive delay). */
  closing: z.boolean(),
  /** Priorities: its level of the spec's enumeration; null for the other lookups. */
  level: z.enum(PRIORITY_LEVELS).nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type Lookup = z.infer<typeof lookup>;

export const reportRef = z.object({ id: z.number().int(), title: z.string() });

/** One lookup with its relations: how many reports name it (deleted ones included) and the latest few. */
export const lookupWithRelations = lookup.extend({
  relations: z.object({ reports: z.number().int(), recent: z.array(reportRef) }),
});

const name = z.string().trim().min(1, 'is required').max(100, 'must be at most 100 characters');
const position = z.number().int().min(0, 'must be 0 or more').max(10_000, 'must be at most 10000');

/** The fields of a component or a department. */
export const lookupBody = z.object({ name, color: hexColor.nullish(), position: position.optional() });
export type LookupBody = z.input<typeof lookupBody>;
export const priorityBody = lookupBody.extend({ level: z.enum(PRIORITY_LEVELS) });
export type PriorityBody = z.input<typeof priorityBody>;
export const statusBody = lookupBody.extend({ closing: z.boolean().default(false) });
export type StatusBody = z.input<typeof statusBody>;

export const folder = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Reports in it that are neither deleted nor archived. */
  openReports: z.number().int(),
  createdAt: isoInstant,
});
export type Folder = z.infer<typeof folder>;
export const folderBody = z.object({ name });
export type FolderBody = z.input<typeof folderBody>;

export const reportFile = z.object({
  /** The attachment's id (`DELETE …/{id}/files?ids=`). */
  id: z.number().int(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
  /** The private file's link (`/api/internal-file-manager/private/<id>.<ext>`): readers of the report only. */
  link: z.string(),
  /** A picture the browser shows inline (PNG, JPEG, WebP, GIF). */
  image: z.boolean(),
  uploadedBy: userRef.nullable(),
  createdAt: isoInstant,
});
export type ReportFile = z.infer<typeof reportFile>;

export const conversationRef = z.object({ kind: z.enum(CONVERSATION_KINDS), id: bodyId });
/** The QC conversation a report was filed from, with its screen (for readers who may open QC). */
export const conversationLink = z.object({
  kind: z.enum(CONVERSATION_KINDS),
  id: z.number().int(),
  label: z.string(),
  link: z.string().nullable(),
});

/** A report as lists show it. */
export const reportSummary = z.object({
  id: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  title: z.string(),
  priority: priorityRef.nullable(),
  status: statusRef,
  component: lookupRef.nullable(),
  department: lookupRef.nullable(),
  folder: folderRef.nullable(),
  reporter: userRef.nullable(),
  assignee: userRef.nullable(),
  commentCount: z.number().int(),
  fileCount: z.number().int(),
  /** When it entered a closing status (null while open). */
  closedAt: isoInstant.nullable(),
  /** Closed for longer than the archive delay: listed by the archive, not by the list or search. */
  archived: z.boolean(),
  deletedAt: isoInstant.nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});
export type ReportSummary = z.infer<typeof reportSummary>;

/** One report, as its page shows it. */
export const report = reportSummary.extend({
  description: z.string(),
  watchers: z.array(userRef),
  /** Whether the caller watches it. */
  watching: z.boolean(),
  files: z.array(reportFile),
  conversation: conversationLink.nullable(),
  /** Notes are counted for holders of the notes scope only (null for others). */
  noteCount: z.number().int().nullable(),
  deletedBy: userRef.nullable(),
});
export type Report = z.infer<typeof report>;

const title = z
  .string()
  .trim()
  .min(3, 'must be at least 3 characters')
  .max(TITLE_MAX, `must be at most ${TITLE_MAX} characters`);
const description = z.string().trim().max(DESCRIPTION_MAX, `must be at most ${DESCRIPTION_MAX} characters`);

/** The JSON part (`data`) of a creation; `files` are the file parts. */
export const reportData = z.object({
  title,
  description: description.default(''),
  /** Default: the kind's first priority of level `normal` (else its first). */
  priorityId: bodyId.nullish(),
  /** Default: the kind's first status that is not closing. */
  statusId: bodyId.optional(),
  componentId: bodyId.nullish(),
  departmentId: bodyId.nullish(),
  folderId: bodyId.nullish(),
  assigneeId: bodyId.nullish(),
  /** Besides the reporter and the assignee, who watch by themselves. */
  watcherIds: z.array(bodyId).max(MAX_WATCHERS, `must name at most ${MAX_WATCHERS}`).default([]),
  conversation: conversationRef.nullish(),
});
export type ReportData = z.input<typeof reportData>;

export const updateReportBody = z
  .object({
    title,
    description,
    priorityId: bodyId.nullable(),
    statusId: bodyId,
    componentId: bodyId.nullable(),
    departmentId: bodyId.nullable(),
    folderId: bodyId.nullable(),
    assigneeId: bodyId.nullable(),
    conversation: conversationRef.nullable(),
  })
  .partial()
  .refine((body) => Object.keys(body).length > 0, { message: 'Change at least one field' })
  .meta({ examples: [{ title: 'Export drops the last row' }] });
export type UpdateReportBody = z.input<typeof updateReportBody>;

export const watcherBody = z.object({ userId: bodyId });

export const textBody = z.object({
  body: z.string().trim().min(1, 'is required').max(BODY_MAX, `must be at most ${BODY_MAX} characters`),
});
export type TextBody = z.input<typeof textBody>;

/** A comment (the discussion) or a note (staff-internal): the same shape. */
export const reportEntry = z.object({
  id: z.number().int(),
  body: z.string(),
  author: userRef.nullable(),
  createdAt: isoInstant,
});
export type ReportEntry = z.infer<typeof reportEntry>;

export const entriesQuery = pageQuery.extend({
  /** Newest first when 'true'; oldest first (a discussion's order) otherwise. */
  desc: z.enum(['true', 'false']).default('false'),
});

/** Repeated query keys (`filters[status][]=1&filters[status][]=2`) or one: always an array of ids. */
const queryIds = z.preprocess(
  (v) => (v === undefined || Array.isArray(v) ? v : [v]),
  z.array(recordId).max(50, 'must name at most 50'),
);
const flag = z.enum(['true', 'false']).default('false');

export const REPORT_SORTS = ['createdAt', 'updatedAt', 'title', 'priority'] as const;

/** The plain list (spec: `?page&take`): open and recently closed reports, newest first. */
export const reportListQuery = pageQuery;

/**
 * The search's filters, spelled as the spec sends them (`filters[dateFrom]=2026-01-01`, days of creation
 * in company time, inclusive); ids may repeat (`filters[status][]=1&filters[status][]=2`). `filters[text]`
 * looks in the title and description (substring, trigram-indexed).
 */
export const reportFilters = z.object({
  'filters[dateFrom]': dateString.optional(),
  'filters[dateTo]': dateString.optional(),
  'filters[priority]': queryIds.optional(),
  'filters[status]': queryIds.optional(),
  'filters[component]': queryIds.optional(),
  'filters[department]': queryIds.optional(),
  'filters[folder]': queryIds.optional(),
  'filters[reporter]': queryIds.optional(),
  'filters[assignee]': queryIds.optional(),
  'filters[text]': z.string().trim().max(200, 'must be at most 200 characters').optional(),
});

const filterRules = <T extends z.ZodType<Record<string, unknown>>>(schema: T) =>
  schema.refine(
    (q) =>
      !q['filters[dateFrom]'] ||
      !q['filters[dateTo]'] ||
      String(q['filters[dateFrom]']) <= String(q['filters[dateTo]']),
    { path: ['filters[dateTo]'], message: 'must not be before filters[dateFrom]' },
  );

export const reportSearchQuery = filterRules(
  pageQuery.extend(reportFilters.shape).extend({
    /** Deleted reports too (holders of the kind's delete scope only). */
    withDeleted: flag,
    /** Deleted reports only (holders of the kind's delete scope only). */
    deletedOnly: flag,
    sortBy: z.enum(REPORT_SORTS).default('createdAt'),
    direction: z.enum(['ASC', 'DESC']).default('DESC'),
  }),
);
export type ReportSearchQuery = z.input<typeof reportSearchQuery>;

export const archiveQuery = filterRules(
  pageQuery.extend(reportFilters.shape).extend({
    sortBy: z.enum(['closedAt', ...REPORT_SORTS]).default('closedAt'),
    direction: z.enum(['ASC', 'DESC']).default('DESC'),
  }),
);
export type ArchiveQuery = z.input<typeof archiveQuery>;

export const similarQuery = z.object({
  title: z
    .string()
    .trim()
    .min(3, 'must be at least 3 characters')
    .max(TITLE_MAX, `must be at most ${TITLE_MAX} characters`),
  take: z.coerce.number().int().min(1).max(10).default(5),
});
export const similarReport = reportRef.extend({
  status: statusRef,
  /** Trigram similarity of the titles, 0 to 1. */
  similarity: z.number(),
});

export const conversationQuery = z.object({ kind: z.enum(CONVERSATION_KINDS), id: recordId });

export const lookupListQuery = pageQuery.extend({ take: pageQuery.shape.take.unwrap().default(MAX_TAKE) });

export const fileIdsQuery = z.object({
  ids: z.preprocess(
    (v) => (v === undefined || Array.isArray(v) ? v : String(v).split(',')),
    z.array(recordId).min(1, 'name at least one file').max(100, 'must name at most 100'),
  ),
});

/** What uploads may hold (from the module's settings): the create form's file picker and checks. */
export const fileConfig = z.object({
  kinds: z.array(z.enum(Object.keys(FILE_KINDS) as [FileKindName, ...FileKindName[]])),
  /** The content types the server accepts (sniffed from the bytes). */
  types: z.array(z.string()),
  /** For `<input accept>`. */
  accept: z.string(),
  /** "a PNG, JPEG, WebP or GIF image or a PDF". */
  label: z.string(),
  maxBytes: z.number().int(),
  /** Files per upload, and per report. */
  maxFiles: z.number().int(),
});
export type FileConfig = z.infer<typeof fileConfig>;

/** A status's change: only what is sent changes (`closing` has no default here). */
export const statusUpdateBody = lookupBody.partial().extend({ closing: z.boolean().optional() });

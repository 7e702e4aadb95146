// Core tables: identity (users, roles, departments, scopes), sessions, settings and the audit log.
// Modules keep their own tables in modules/<m>/schema.ts.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  date,
  index,
  inet,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The `created_at` / `updated_at` columns every table with a history has (modules' schemas use them too). */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/** A required key to another table's row, deleted with that row (modules' schemas use it too). */
export const cascadeRef = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });

/** A person named on a row (who made, reviewed or handled it), left null once their account is deleted. */
export const userOrNull = (name: string) => integer(name).references(() => users.id, { onDelete: 'set null' });

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

export const departments = pgTable('departments', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const roles = pgTable(
  'roles',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('roles_department_name_uq').on(t.departmentId, t.name)],
);

export const roleScopes = pgTable(
  'role_scopes',
  {
    roleId: cascadeRef('role_id', () => roles.id),
    scope: text('scope').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.scope] })],
);

/** The scope catalogue (spec §3 "Scope entry"), filled by POST /auth/scopes/sync. */
export const scopeCatalogue = pgTable('scopes', {
  id: serial('id').primaryKey(),
  scope: text('scope').notNull().unique(),
});

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    isAdmin: boolean('is_admin').notNull().default(false),
    roleId: integer('role_id').references(() => roles.id, { onDelete: 'set null' }),
    departmentId: integer('department_id').references(() => departments.id, { onDelete: 'restrict' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_uq').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.roleId),
    index('users_department_idx').on(t.departmentId),
    // Lists of people by name (the agents of the dossiers, 100,000 of them in bench:dossier) walk this
    // index and stop at the page; a search by a part of a name or username finds it by trigrams.
    index('users_name_idx').on(t.name, t.id),
    index('users_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    index('users_username_trgm_idx').using('gin', sql`${t.username} gin_trgm_ops`),
  ],
);

/**
 * Keys of the other systems that call the integration endpoints (access `integration`): only the
 * SHA-256 of a key is kept; the key itself is shown once, when it is made.
 */
export const integrationKeys = pgTable('integration_keys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** The key's first characters, to tell keys apart on the screen. */
  prefix: text('prefix').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  createdById: userOrNull('created_by_id'),
  createdAt: createdAt(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
});

/** Employee profile (spec §3 "Profile"): one per user. */
export const profiles = pgTable('profiles', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  firstName: text('first_name').notNull().default(''),
  lastName: text('last_name').notNull().default(''),
  image: text('image'),
  enabledDarkTheme: boolean('enabled_dark_theme').notNull().default(false),
  /** The event calendar shows birthdays (modules/events) as the person's `birthdayVisibility` preference allows. */
  birthDate: date('birth_date', { mode: 'string' }),
  updatedAt: updatedAt(),
});

/**
 * A person's preferences that modules declare (`defineServerModule({ preferences })`, core/preferences.ts):
 * one row a preference set to something else than its default, its value as JSON.
 */
export const userPreferences = pgTable(
  'user_preferences',
  {
    userId: cascadeRef('user_id', () => users.id),
    name: text('name').notNull(),
    value: jsonb('value').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.name] })],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    wsKey: text('ws_key').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: inet('ip'),
    userAgent: text('user_agent'),
    /** Each use slides the session (SESSION_IDLE_DAYS), never beyond SESSION_MAX_DAYS after sign-in. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sessions_ws_key_uq').on(t.wsKey), index('sessions_user_idx').on(t.userId)],
);

/** Failed sign-ins, for rate limiting per account and per address across instances. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    ip: text('ip').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('login_failures_account_idx').on(t.account, t.at), index('login_failures_ip_idx').on(t.ip, t.at)],
);

/**
 * Actions that cost an outside provider (a CDN purge, a certificate order), one row each, for the
 * per-person limits of core/allowance.ts across instances. Rows older than the longest window go.
 */
export const actionAllowances = pgTable(
  'action_allowances',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('action_allowances_key_idx').on(t.key, t.at)],
);

/** Outside calls running now, one per key (core/allowance.ts `oneAtATime`); a stale row (a crash) expires. */
export const actionsInFlight = pgTable('actions_in_flight', {
  key: text('key').primaryKey(),
  since: timestamp('since', { withTimezone: true }).notNull().defaultNow(),
});

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    username: text('username'),
    method: text('method').notNull(),
    route: text('route').notNull(),
    entity: text('entity'),
    entityId: text('entity_id'),
    statusCode: smallint('status_code').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The client's address: the peer's, or the one a trusted proxy reported (TRUST_PROXY). */
    ip: text('ip'),
    /** The address of the connection itself, kept whatever a proxy header says. */
    peer: text('peer'),
    /** A security event (`sign-in.failed`, `access.refused`…); null for a change. */
    event: text('event'),
    /** The request's id, as in its log line and the `X-Request-Id` reply header (docs/deployment.md). */
    requestId: text('request_id'),
  },
  (t) => [
    // Newest first: id DESC matches ORDER BY id DESC (ids are never null, so NULLS order is moot).
    index('audit_log_entity_idx').on(t.entity, t.entityId, t.id),
    index('audit_log_user_idx').on(t.userId, t.id),
    // Security events, newest first (a small share of the rows).
    index('audit_log_security_idx').on(t.id).where(sql`${t.event} IS NOT NULL`),
    // A date range, newest first by (at, id): the planner cannot know ids grow with time, so by id it
    // walked every newer row to reach old days (docs/system.md "Keeping it fast").
    index('audit_log_at_idx').on(t.at, t.id),
    // Changes of one kind (`action=delete`…), newest first: a rare kind must not scan the table.
    index('audit_log_change_idx').on(t.method, t.id).where(sql`${t.event} IS NULL`),
    // The changes of some entities after an instant (administration's time travel replays role and
    // user changes since then: docs/administration.md "Time travel").
    index('audit_log_entity_at_idx').on(t.entity, t.at),
  ],
);

/** Notifications of one user (spec §3 "Notification"), newest first by id. */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    level: text('level', { enum: ['success', 'error', 'info', 'warning'] }).notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The app path of what the notification is about (`/dns/zone/7`), or null. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_user_idx').on(t.userId, t.id),
    // The bell's unread count reads only this small index.
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} IS NULL`),
  ],
);

/**
 * Stored files (core/files): the bytes live in the file store (DATA_DIR/files by default) under the
 * row's opaque id, never under the user's name. `use` names the allow-list the upload passed
 * (`profile-image`, `leave-document`…); a module's rows reference the id.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey(),
    use: text('use').notNull(),
    visibility: text('visibility', { enum: ['public', 'private'] }).notNull(),
    /** The original name, sanitised (shown and sent in Content-Disposition). */
    name: text('name').notNull(),
    /** Sniffed from the bytes, never the declared type. */
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    createdBy: userOrNull('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('stored_files_created_idx').on(t.createdAt)],
);

/**
 * Runs of scheduled jobs (core/schedules): one row per run. `(job, scheduled_for)` is unique, so of
 * several instances that find a run due only the first to insert it runs it.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** `<module>.<job>`, or `<module>.<job>:<record id>` for a per-record schedule. */
    job: text('job').notNull(),
    scheduledFor: timestamp('scheduled_for', { withTimezone: true }).notNull(),
    trigger: text('trigger', { enum: ['schedule', 'manual', 'retry'] }).notNull(),
    attempt: smallint('attempt').notNull().default(1),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    outcome: text('outcome', { enum: ['running', 'succeeded', 'failed'] })
      .notNull()
      .default('running'),
    error: text('error'),
    /** Who pressed "Run now", for a manual run. */
    userId: userOrNull('user_id'),
  },
  (t) => [
    uniqueIndex('job_runs_job_scheduled_uq').on(t.job, t.scheduledFor),
    index('job_runs_job_idx').on(t.job, t.id),
  ],
);

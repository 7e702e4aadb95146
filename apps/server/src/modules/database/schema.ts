// Databases module tables (docs/database.md): the databases and database users we keep, their grants,
// and the last drift check of each. Passwords are never kept, not even hashed: MariaDB holds them.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, departments, updatedAt, userOrNull } from '../../core/db/schema.js';

/** The last drift check (services/sync.ts): null state before the first. */
const syncColumns = () => ({
  /** in-sync, missing, differs, unreachable; null before the first check. */
  syncState: text('sync_state'),
  syncCheckedAt: timestamp('sync_checked_at', { withTimezone: true }),
  syncMessage: text('sync_message'),
});

const owningDepartment = () => integer('department_id').references(() => departments.id, { onDelete: 'set null' });

export const mariaDatabases = pgTable(
  'database_databases',
  {
    id: serial('id').primaryKey(),
    /** As created on the server (rules/database.ts); unique without case. */
    name: text('name').notNull(),
    departmentId: owningDepartment(),
    createdBy: userOrNull('created_by'),
    ...syncColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('database_databases_name_key').on(sql`lower(${t.name})`)],
);

export const mariaUsers = pgTable(
  'database_users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** One MariaDB account per host ('name'@'host'), lower-case, in the order given. */
    hosts: jsonb('hosts').$type<string[]>().notNull(),
    departmentId: owningDepartment(),
    createdBy: userOrNull('created_by'),
    ...syncColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('database_users_name_key').on(sql`lower(${t.name})`)],
);

export const mariaGrants = pgTable(
  'database_user_grants',
  {
    userId: cascadeRef('user_id', () => mariaUsers.id),
    /** A granted database cannot be deleted (services/databases.ts refuses with the count first). */
    databaseId: integer('database_id')
      .notNull()
      .references(() => mariaDatabases.id, { onDelete: 'restrict' }),
    /** read, readwrite, all (rules/database.ts PRIVILEGE_GRANTS). */
    privilege: text('privilege').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.databaseId] }),
    index('database_user_grants_database_idx').on(t.databaseId),
  ],
);

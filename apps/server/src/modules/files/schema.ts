// The internal file manager's tables (docs/files.md): folders (a tree, each row keeping the ids on its
// way down from the top, `path`), the manager's files (each naming its stored file in core's
// `stored_files`) and grants (read or write, to a user, a role or a department, on a file or a folder).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, storedFiles, updatedAt, userOrNull } from '../../core/db/schema.js';

export const fileManagerFolders = pgTable(
  'file_manager_folders',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => fileManagerFolders.id, { onDelete: 'cascade' }),
    /** `/1/5/9/`: the ids from the top down to this folder (itself last), so a subtree is a prefix. */
    path: text('path').notNull(),
    isPrivate: boolean('is_private').notNull().default(false),
    ownerId: userOrNull('owner_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('file_manager_folders_name_uq').on(sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
    index('file_manager_folders_path_idx').on(sql`${t.path} text_pattern_ops`),
    index('file_manager_folders_owner_idx').on(t.ownerId),
  ],
);

export const fileManagerFiles = pgTable(
  'file_manager_files',
  {
    id: serial('id').primaryKey(),
    storedFileId: uuid('stored_file_id')
      .notNull()
      .unique()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    folderId: integer('folder_id').references(() => fileManagerFolders.id, { onDelete: 'cascade' }),
    isPrivate: boolean('is_private').notNull().default(false),
    ownerId: userOrNull('owner_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('file_manager_files_folder_idx').on(t.folderId, t.name),
    index('file_manager_files_owner_idx').on(t.ownerId),
  ],
);

export const fileManagerGrants = pgTable(
  'file_manager_grants',
  {
    id: serial('id').primaryKey(),
    fileId: integer('file_id').references(() => fileManagerFiles.id, { onDelete: 'cascade' }),
    folderId: integer('folder_id').references(() => fileManagerFolders.id, { onDelete: 'cascade' }),
    /** read | write */
    accessType: text('access_type', { enum: ['read', 'write'] }).notNull(),
    /** user | role | department: matched at every read against the reader's current role and department. */
    granteeType: text('grantee_type', { enum: ['user', 'role', 'department'] }).notNull(),
    granteeId: integer('grantee_id').notNull(),
    createdBy: userOrNull('created_by'),
    createdAt: createdAt(),
  },
  (t) => [
    check('file_manager_grants_one_target', sql`(${t.fileId} IS NULL) <> (${t.folderId} IS NULL)`),
    uniqueIndex('file_manager_grants_file_uq').on(t.fileId, t.granteeType, t.granteeId),
    uniqueIndex('file_manager_grants_folder_uq').on(t.folderId, t.granteeType, t.granteeId),
    index('file_manager_grants_grantee_idx').on(t.granteeType, t.granteeId),
  ],
);

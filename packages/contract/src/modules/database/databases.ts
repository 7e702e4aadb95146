// MariaDB databases (spec §7 "Databases (/database-controller)": databases POST, GET ?page&search, GET
// and DELETE /{id}; docs/database.md). Creating one runs CREATE DATABASE when provisioning is on.
import { z } from 'zod';
import { deletedReply, endpoint, idParams, listOf, policy, scopes, timestamps } from '../../http.js';
import { databaseNameField } from '../../rules/database.js';
import { databaseListQuery, databaseProvisioning, databaseSync, person } from './fields.js';

export const database = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The department that owns it (its creator's): its holders of the scopes manage it. */
  departmentId: z.number().int().nullable(),
  createdBy: person,
  /** Database users granted privileges on it. */
  userCount: z.number().int(),
  sync: databaseSync,
  ...timestamps,
});
export type Database = z.infer<typeof database>;

export const createDatabaseBody = z.object({ name: databaseNameField });
export type CreateDatabaseBody = z.infer<typeof createDatabaseBody>;

export const databaseList = listOf(database).extend({ provisioning: databaseProvisioning });

export const databasesPolicies = {
  'database.database': {
    kind: 'record',
    description:
      "the database must belong to the caller's department (one made by a caller without a department, to callers without one); administrators reach every database",
  },
} as const;

const visibleDatabase = policy('database.database');

export const createDatabase = endpoint({
  name: 'database.createDatabase',
  method: 'POST',
  path: '/database-controller/databases',
  access: scopes('database:databases:create'),
  summary: "A new database of the caller's department, created on the MariaDB server when provisioning is on",
  body: createDatabaseBody,
  reply: database,
  status: 201,
});

export const listDatabases = endpoint({
  name: 'database.listDatabases',
  method: 'GET',
  path: '/database-controller/databases',
  access: scopes('database:databases:read'),
  summary: 'The databases the caller reaches, by name, with their sync status and whether provisioning is on',
  query: databaseListQuery,
  reply: databaseList,
});

export const getDatabase = endpoint({
  name: 'database.getDatabase',
  method: 'GET',
  path: '/database-controller/databases/{id}',
  access: scopes('database:databases:read'),
  record: visibleDatabase,
  summary: 'One database',
  params: idParams,
  reply: database,
});

export const deleteDatabase = endpoint({
  name: 'database.deleteDatabase',
  method: 'DELETE',
  path: '/database-controller/databases/{id}',
  access: scopes('database:databases:delete'),
  record: visibleDatabase,
  summary: 'Drops a database no user is granted on any more (409 with their count otherwise)',
  params: idParams,
  reply: deletedReply,
});

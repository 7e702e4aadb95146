// Database users (spec §7 "Databases (/database-controller)": users POST, GET ?page&search, GET, PATCH,
// DELETE /{id}; docs/database.md). A user is one MariaDB account per allowed host ('name'@'host'), with
// privileges per database. Its password is generated (or given), answered once, and never kept.
import { z } from 'zod';
import { bodyId, deletedReply, endpoint, idParams, listOf, policy, scopes, timestamps } from '../../http.js';
import {
  DATABASE_PRIVILEGES,
  databaseHostsField,
  databasePasswordField,
  databaseUserNameField,
} from '../../rules/database.js';
import { databaseListQuery, databaseProvisioning, databaseSync, person } from './fields.js';

export const databasePrivilege = z.enum(DATABASE_PRIVILEGES);

export const databaseGrant = z.object({
  databaseId: z.number().int(),
  databaseName: z.string(),
  privilege: databasePrivilege,
  /** Whether the caller may change this grant (the database is one they manage). */
  manageable: z.boolean(),
});
export type DatabaseGrant = z.infer<typeof databaseGrant>;

export const databaseUser = z.object({
  id: z.number().int(),
  name: z.string(),
  hosts: z.array(z.string()),
  grants: z.array(databaseGrant),
  departmentId: z.number().int().nullable(),
  createdBy: person,
  sync: databaseSync,
  ...timestamps,
});
export type DatabaseUser = z.infer<typeof databaseUser>;

/** A user with the password this call set: generated ones only (a given password is not echoed). */
export const databaseUserWithPassword = databaseUser.extend({ password: z.string().nullable() });
export type DatabaseUserWithPassword = z.infer<typeof databaseUserWithPassword>;

const grantsField = z
  .array(z.object({ databaseId: bodyId, privilege: databasePrivilege }))
  .max(100, 'must be at most 100 databases')
  .superRefine((grants, ctx) => {
    const ids = grants.map((g) => g.databaseId);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) {
        ctx.addIssue({ code: 'custom', path: [i, 'databaseId'], message: 'is granted twice' });
      }
    });
  });

export const createDatabaseUserBody = z.object({
  name: databaseUserNameField,
  hosts: databaseHostsField,
  grants: grantsField.default([]),
  /** Left out: a strong password is generated and answered once. */
  password: databasePasswordField.optional(),
});
export type CreateDatabaseUserBody = z.input<typeof createDatabaseUserBody>;

export const updateDatabaseUserBody = z
  .object({
    hosts: databaseHostsField.optional(),
    /** Replaces the grants on the databases the caller manages; others' grants are kept as they are. */
    grants: grantsField.optional(),
    password: databasePasswordField.optional(),
    /** A new strong password, answered once. */
    generatePassword: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.password !== undefined && body.generatePassword) {
      ctx.addIssue({
        code: 'custom',
        path: ['generatePassword'],
        message: 'give a password or generate one, not both',
      });
    }
  });
export type UpdateDatabaseUserBody = z.input<typeof updateDatabaseUserBody>;

export const databaseUserList = listOf(databaseUser).extend({ provisioning: databaseProvisioning });

export const usersPolicies = {
  'database.user': {
    kind: 'record',
    description:
      "the database user must belong to the caller's department (one made by a caller without a department, to callers without one); administrators reach every user",
  },
} as const;

const visibleUser = policy('database.user');

export const createDatabaseUser = endpoint({
  name: 'database.createDatabaseUser',
  method: 'POST',
  path: '/database-controller/users',
  access: scopes('database:users:create'),
  summary:
    'A new database user: one account per allowed host, privileges on databases the caller manages; the generated password is in this reply only',
  body: createDatabaseUserBody,
  reply: databaseUserWithPassword,
  status: 201,
});

export const listDatabaseUsers = endpoint({
  name: 'database.listDatabaseUsers',
  method: 'GET',
  path: '/database-controller/users',
  access: scopes('database:users:read'),
  summary: 'The database users the caller reaches, by name, with their sync status and whether provisioning is on',
  query: databaseListQuery,
  reply: databaseUserList,
});

export const getDatabaseUser = endpoint({
  name: 'database.getDatabaseUser',
  method: 'GET',
  path: '/database-controller/users/{id}',
  access: scopes('database:users:read'),
  record: visibleUser,
  summary: 'One database user with its hosts and privileges (never a password)',
  params: idParams,
  reply: databaseUser,
});

export const updateDatabaseUser = endpoint({
  name: 'database.updateDatabaseUser',
  method: 'PATCH',
  path: '/database-controller/users/{id}',
  access: scopes('database:users:update'),
  record: visibleUser,
  summary: 'Changes hosts, privileges or the password; a generated password is in this reply only',
  params: idParams,
  body: updateDatabaseUserBody,
  reply: databaseUserWithPassword,
});

export const deleteDatabaseUser = endpoint({
  name: 'database.deleteDatabaseUser',
  method: 'DELETE',
  path: '/database-controller/users/{id}',
  access: scopes('database:users:delete'),
  record: visibleUser,
  summary: 'Drops the user (every host of its account)',
  params: idParams,
  reply: deletedReply,
});

// Users: what an administrator keeps about a user, what any signed-in user may learn about a colleague,
// and the lookups other modules make (by e-mail, id, department, scope).
import { z } from 'zod';
import {
  endpoint,
  idBody,
  idParams,
  idsBody,
  isoInstant,
  listOf,
  pageQuery,
  recordId,
  scopes,
  successReply,
} from '../../http.js';
import { sortQuery } from '../../rules/sort.js';
import { newPassword } from '../auth.js';
import { id, queryIds, searchParam, text } from './fields.js';
import { namedRef } from './named-ref.js';
import { scopeString } from './scope-entries.js';

/** The columns the user list sorts by (`sortBy`); by name when absent. */
export const USER_SORT_COLUMNS = ['name', 'username', 'email', 'role', 'department', 'createdAt'] as const;

export const user = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  roleId: z.number().int().nullable(),
  departmentId: z.number().int().nullable(),
  role: namedRef.nullable(),
  department: namedRef.nullable(),
  profileId: z.number().int().nullable(),
  createdAt: isoInstant,
});
export type User = z.infer<typeof user>;

/** What any signed-in user may learn about a colleague (pickers, lookups of other modules). */
export const userSummary = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  name: z.string(),
  departmentId: z.number().int().nullable(),
});
export type UserSummary = z.infer<typeof userSummary>;

export { MIN_PASSWORD_LENGTH } from '../auth.js';

const username = z
  .string()
  .trim()
  .min(3, 'A username is at least 3 characters')
  .max(64, 'A username is at most 64 characters')
  .regex(/^[a-zA-Z0-9._-]+$/, 'Use only letters, digits, dots, dashes and underscores');
const email = z
  .string()
  .trim()
  .max(254, 'An email address is at most 254 characters')
  .email('Enter a valid email address');
const password = newPassword;

export const createUserBody = z.object({
  username,
  email,
  name: text('name', 200),
  password,
  roleId: id.nullable().optional(),
  departmentId: id.nullable().optional(),
  isAdmin: z.boolean().optional(),
});
export type CreateUserBody = z.infer<typeof createUserBody>;

export const userData = z.object({
  username: username.optional(),
  email: email.optional(),
  name: text('name', 200).optional(),
  password: password.optional(),
  roleId: id.nullable().optional(),
  departmentId: id.nullable().optional(),
  isAdmin: z.boolean().optional(),
});
export type UserData = z.infer<typeof userData>;

export const listUsersQuery = pageQuery.extend({
  search: searchParam,
  ...sortQuery(USER_SORT_COLUMNS).shape,
  roleId: recordId.optional(),
  departmentId: recordId.optional(),
  /** Administrators only (`true`) or nobody who is one (`false`). */
  admin: z.enum(['true', 'false']).optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuery>;

export const listUsers = endpoint({
  name: 'administration.listUsers',
  method: 'GET',
  path: '/auth/users',
  access: scopes('users:users:read'),
  summary:
    'Users by name (or by `sortBy`, `direction`); search matches username, email and name; `roleId`, `departmentId` and `admin` filter',
  query: listUsersQuery,
  reply: listOf(user),
});

export const createUser = endpoint({
  name: 'administration.createUser',
  method: 'POST',
  path: '/auth/users',
  access: scopes('users:users:create'),
  summary: 'Create a user (with its profile)',
  body: createUserBody,
  reply: user,
  status: 201,
});

export const getUser = endpoint({
  name: 'administration.getUser',
  method: 'GET',
  path: '/auth/users/{id}',
  access: scopes('users:users:read'),
  record: 'any',
  summary: 'One user',
  params: idParams,
  reply: user,
});

export const updateUser = endpoint({
  name: 'administration.updateUser',
  method: 'PATCH',
  path: '/auth/users/{id}',
  access: scopes('users:users:update'),
  record: 'any',
  summary: 'Change a user; a role change sends fresh credentials, a password change ends other sessions',
  params: idParams,
  body: z.object({ userData }),
  reply: user,
});

export const deleteUser = endpoint({
  name: 'administration.deleteUser',
  method: 'DELETE',
  path: '/auth/users',
  access: scopes('users:users:delete'),
  summary: 'Delete a user and end its sessions',
  body: idBody,
  reply: successReply,
});

export const forceLogout = endpoint({
  name: 'administration.forceLogout',
  method: 'POST',
  path: '/auth/forceLogout',
  access: scopes('users:users:update'),
  summary: 'End every session of a user; its sockets get forceLogout',
  body: z.object({ userId: id }),
  reply: z.object({ revokedSessions: z.number().int() }),
});

export const qaUsers = endpoint({
  name: 'administration.qaUsers',
  method: 'GET',
  path: '/auth/users/qa',
  access: 'signedIn',
  summary: 'Users whose role holds qa:chat:review',
  reply: z.array(userSummary),
});

export const qaManagers = endpoint({
  name: 'administration.qaManagers',
  method: 'GET',
  path: '/auth/users/qa-managers',
  access: 'signedIn',
  summary: 'Users whose role holds qa:manager',
  reply: z.array(userSummary),
});

export const shiftManagers = endpoint({
  name: 'administration.shiftManagers',
  method: 'GET',
  path: '/auth/users/shift-managers',
  access: 'signedIn',
  summary: 'Users whose role holds calendar:shifts:create',
  reply: z.array(userSummary),
});

export const usersByEmails = endpoint({
  name: 'administration.usersByEmails',
  method: 'POST',
  path: '/auth/users/emails',
  access: 'signedIn',
  summary: 'Users with these email addresses (case-insensitive); unknown ones are left out',
  body: z.object({
    emails: z
      .array(z.string().trim().min(1, 'Enter an email address').max(254, 'An email address is at most 254 characters'))
      .max(1000, 'Ask for 1000 addresses or fewer'),
  }),
  reply: z.array(userSummary),
});

export const usersByIds = endpoint({
  name: 'administration.usersByIds',
  method: 'POST',
  path: '/auth/users/ids',
  access: 'signedIn',
  summary: 'Users with these ids; unknown ones are left out',
  body: idsBody,
  reply: z.array(userSummary),
});

export const usersOfDepartment = endpoint({
  name: 'administration.usersOfDepartment',
  method: 'GET',
  path: '/auth/users/department/{id}',
  access: 'signedIn',
  record: 'any',
  summary: 'Every user of one department',
  params: idParams,
  reply: z.array(userSummary),
});

export const usersWithScope = endpoint({
  name: 'administration.usersWithScope',
  method: 'GET',
  path: '/auth/users/scopes/{scope}',
  access: 'signedIn',
  summary: 'Users whose role holds the scope (a `*` in it matches as a wildcard)',
  params: z.object({ scope: scopeString }),
  reply: z.array(userSummary),
});

export const departmentUsers = z.object({ id: z.number().int(), name: z.string(), users: z.array(userSummary) });

export const usersOfDepartments = endpoint({
  name: 'administration.usersOfDepartments',
  method: 'GET',
  path: '/auth/users-departments',
  access: 'signedIn',
  summary: 'Departments (by id, `ids=1&ids=2`) with their users',
  query: z.object({ ids: queryIds }),
  reply: z.array(departmentUsers),
});

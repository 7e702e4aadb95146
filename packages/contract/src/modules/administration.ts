// Administration (spec §7 "Auth, users, roles, departments"): scopes, roles, users, departments.
// Decisions where the spec is silent: docs/administration.md.
import { z } from 'zod';
import { bodyId, endpoint, idBody, idParams, isoInstant, listOf, pageQuery, recordId, scopes } from '../http.js';
import { sortQuery } from '../rules/sort.js';
import { newPassword } from './auth.js';

export { declaredScopes } from './administration.scopes.js';

/** Trimmed one-line text; NUL characters never reach the database. */
const text = (label: string, max: number) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}`)
    .max(max, `Keep the ${label} to ${max} characters or fewer`)
    .refine((v) => !v.includes('\0'), `The ${label} contains a character that is not allowed`);

const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${label} to ${max} characters or fewer`)
    .refine((v) => !v.includes('\0'), `The ${label} contains a character that is not allowed`);

const id = bodyId;
/** The columns the user list sorts by (`sortBy`); by name when absent. */
export const USER_SORT_COLUMNS = ['name', 'username', 'email', 'role', 'department', 'createdAt'] as const;
const searchParam = optionalText('search', 100).optional();

/** Repeated query keys (`ids=1&ids=2`) or a single one (`ids=1`): always an array of ids. */
const queryIds = z.preprocess(
  (v) => (v === undefined || Array.isArray(v) ? v : [v]),
  z.array(recordId).max(100, 'Ask for 100 ids or fewer'),
);

export const namedRef = z.object({ id: z.number().int(), name: z.string() });
export type NamedRef = z.infer<typeof namedRef>;

// ---- Scopes ----

/** `service:resource:action`, lowercase, `*` as a wildcard (spec §6). */
export const scopeString = z
  .string()
  .max(100, 'A scope is at most 100 characters')
  .regex(/^[a-z0-9*][a-z0-9*-]*(?::[a-z0-9*][a-z0-9*-]*)*$/, 'A scope looks like service:resource:action');

/**
 * A catalogue entry (spec §3: id, scope), with the words its module declares. A stored scope that
 * no module declares any more (until the next sync) comes without them.
 */
export const scopeEntry = z.object({
  id: z.number().int(),
  scope: z.string(),
  label: z.string().optional(),
  description: z.string().optional(),
});
export type ScopeEntry = z.infer<typeof scopeEntry>;

export const syncScopes = endpoint({
  name: 'administration.syncScopes',
  method: 'POST',
  path: '/auth/scopes/sync',
  access: scopes('users:scopes:sync'),
  summary: "Make the scope catalogue equal to the server's known scopes",
  reply: z.object({ added: z.array(z.string()), removed: z.array(z.string()), total: z.number().int() }),
});

export const listScopes = endpoint({
  name: 'administration.listScopes',
  method: 'GET',
  path: '/auth/scopes',
  access: scopes('users:roles:read'),
  summary: "The scope catalogue, sorted by scope, with each scope's label and description",
  reply: z.array(scopeEntry),
});

// ---- Roles ----

export const role = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  departmentId: z.number().int().nullable(),
  department: namedRef.nullable(),
  scopes: z.array(z.string()),
  usersCount: z.number().int(),
});
export type Role = z.infer<typeof role>;

const roleScopes = z.array(scopeString).max(500, 'A role holds at most 500 scopes');

export const roleBody = z.object({
  name: text('role name', 100),
  departmentId: id,
  description: optionalText('description', 1000).optional(),
  scopes: roleScopes.optional(),
});
export type RoleBody = z.infer<typeof roleBody>;

export const roleUpdateBody = z.object({
  name: text('role name', 100).optional(),
  departmentId: id.optional(),
  description: optionalText('description', 1000).optional(),
  scopes: roleScopes.optional(),
});
export type RoleUpdateBody = z.infer<typeof roleUpdateBody>;

export const listRoles = endpoint({
  name: 'administration.listRoles',
  method: 'GET',
  path: '/auth/roles',
  access: scopes('users:roles:read'),
  summary: 'Roles by name, with department, scopes and number of users',
  query: pageQuery.extend({
    search: searchParam,
    departmentId: recordId.optional(),
  }),
  reply: listOf(role),
});

export const rolesOfDepartment = endpoint({
  name: 'administration.rolesOfDepartment',
  method: 'GET',
  path: '/auth/roles/department/{id}',
  access: scopes('users:roles:read'),
  record: 'any',
  summary: 'Every role of one department',
  params: idParams,
  reply: z.array(role),
});

export const createRole = endpoint({
  name: 'administration.createRole',
  method: 'POST',
  path: '/auth/roles',
  access: scopes('users:roles:create'),
  summary: 'Create a role in a department',
  body: roleBody,
  reply: role,
  status: 201,
});

export const getRole = endpoint({
  name: 'administration.getRole',
  method: 'GET',
  path: '/auth/roles/{id}',
  access: scopes('users:roles:read'),
  record: 'any',
  summary: 'One role',
  params: idParams,
  reply: role,
});

export const updateRole = endpoint({
  name: 'administration.updateRole',
  method: 'PATCH',
  path: '/auth/roles/{id}',
  access: scopes('users:roles:update'),
  record: 'any',
  summary: 'Change a role; a scope change reaches its users at once (roleUpdated)',
  params: idParams,
  body: roleUpdateBody,
  reply: role,
});

export const deleteRole = endpoint({
  name: 'administration.deleteRole',
  method: 'DELETE',
  path: '/auth/roles/',
  access: scopes('users:roles:delete'),
  summary: 'Delete a role that no user holds',
  body: idBody,
  reply: z.object({ success: z.literal(true) }),
});

export const moveUsersBody = z.object({
  users: z.array(id).min(1, 'Pick at least one user').max(1000, 'Move at most 1000 users at once'),
  role: id,
});
export type MoveUsersBody = z.infer<typeof moveUsersBody>;

export const moveUsersToRole = endpoint({
  name: 'administration.moveUsersToRole',
  method: 'PATCH',
  path: '/auth/roles/users',
  access: scopes('users:users:update'),
  summary: 'Move users to a role; each moved user gets fresh credentials (updateCredentials)',
  body: moveUsersBody,
  reply: z.object({ moved: z.array(z.number().int()) }),
});

export const roleScopesOf = endpoint({
  name: 'administration.roleScopesOf',
  method: 'GET',
  path: '/auth/roles/{id}/scopes',
  access: scopes('users:roles:read'),
  record: 'any',
  summary: 'The scopes of one role',
  params: idParams,
  reply: z.array(z.string()),
});

// ---- Users ----

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

export { MIN_PASSWORD_LENGTH } from './auth.js';

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

export const listUsers = endpoint({
  name: 'administration.listUsers',
  method: 'GET',
  path: '/auth/users',
  access: scopes('users:users:read'),
  summary: 'Users by name (or by `sortBy`, `direction`); search matches username, email and name',
  query: pageQuery.extend({ search: searchParam, ...sortQuery(USER_SORT_COLUMNS).shape }),
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
  reply: z.object({ success: z.literal(true) }),
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
  body: z.object({ ids: z.array(id).max(1000, 'Ask for 1000 ids or fewer') }),
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

// ---- Departments ----

export const department = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  rolesCount: z.number().int(),
  usersCount: z.number().int(),
  createdAt: isoInstant,
});
export type Department = z.infer<typeof department>;

export const departmentBody = z.object({
  name: text('department name', 100),
  description: optionalText('description', 1000).optional(),
});
export type DepartmentBody = z.infer<typeof departmentBody>;

export const listDepartments = endpoint({
  name: 'administration.listDepartments',
  method: 'GET',
  path: '/auth/departments',
  access: scopes('users:departments:read'),
  summary: 'Departments by name; `ids[]=1&ids[]=2` (or `ids=1`) picks some',
  query: pageQuery.extend({ search: searchParam, ids: queryIds.optional() }),
  reply: listOf(department),
});

export const createDepartment = endpoint({
  name: 'administration.createDepartment',
  method: 'POST',
  path: '/auth/departments',
  access: scopes('users:departments:create'),
  summary: 'Create a department',
  body: departmentBody,
  reply: department,
  status: 201,
});

export const getDepartment = endpoint({
  name: 'administration.getDepartment',
  method: 'GET',
  path: '/auth/departments/{id}',
  access: scopes('users:departments:read'),
  record: 'any',
  summary: 'One department',
  params: idParams,
  reply: department,
});

export const updateDepartment = endpoint({
  name: 'administration.updateDepartment',
  method: 'PATCH',
  path: '/auth/departments/{id}',
  access: scopes('users:departments:update'),
  record: 'any',
  summary: 'Change a department (201, as the spec says)',
  params: idParams,
  body: departmentBody.partial(),
  reply: department,
  status: 201,
});

export const deleteDepartment = endpoint({
  name: 'administration.deleteDepartment',
  method: 'DELETE',
  path: '/auth/departments',
  access: scopes('users:departments:delete'),
  summary: 'Delete a department that has no roles and no users',
  body: idBody,
  reply: z.object({ success: z.literal(true) }),
});

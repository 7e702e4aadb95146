// Roles: their scopes and department, and the users moved between them.
import { z } from 'zod';
import { endpoint, idBody, idParams, listOf, pageQuery, recordId, scopes, successReply } from '../../http.js';
import { id, optionalText, searchParam, text } from './fields.js';
import { namedRef } from './named-ref.js';
import { scopeString } from './scope-entries.js';

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
  reply: successReply,
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

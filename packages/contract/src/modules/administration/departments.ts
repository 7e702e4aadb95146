// Departments: what users and roles belong to.
import { z } from 'zod';
import { endpoint, idBody, idParams, isoInstant, listOf, pageQuery, scopes, successReply } from '../../http.js';
import { optionalText, queryIds, searchParam, text } from './fields.js';

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
  reply: successReply,
});

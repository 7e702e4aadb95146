// Department DNS access: the departments whose people reach a zone.
import { z } from 'zod';
import { endpoint, idBody, idParams, isoInstant, scopes } from '../../http.js';

export const dnsDepartmentAccess = z.object({
  departmentId: z.number().int(),
  name: z.string(),
  grantedAt: isoInstant,
});

export const listDepartments = endpoint({
  name: 'dns.listDepartments',
  method: 'GET',
  path: '/dns/departments',
  access: scopes('dns:department'),
  summary: 'Departments whose users (with the DNS scopes) may see and change zones',
  reply: z.array(dnsDepartmentAccess),
});

export const grantDepartment = endpoint({
  name: 'dns.grantDepartment',
  method: 'POST',
  path: '/dns/departments',
  access: scopes('dns:department'),
  summary: 'Give a department DNS access',
  body: idBody,
  reply: dnsDepartmentAccess,
  status: 201,
});

export const revokeDepartment = endpoint({
  name: 'dns.revokeDepartment',
  method: 'DELETE',
  path: '/dns/departments/{id}',
  access: scopes('dns:department'),
  record: 'any',
  summary: "Remove a department's DNS access",
  params: idParams,
  reply: z.object({ departmentId: z.number().int() }),
});

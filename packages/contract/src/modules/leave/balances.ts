// Leave types and balances: the types, a person's yearly allowance and carried-over days per type, and
// what is left of them.
import { z } from 'zod';
import { bodyId, endpoint, idParams, policy, scopes } from '../../http.js';
import { read, year, yearQuery } from './fields.js';

export const leaveType = z.object({
  id: z.number().int(),
  name: z.string(),
  color: z.string(),
  /** Days a year an employee has, unless their settings say otherwise. */
  allowance: z.number(),
  /** Taken days count against the yearly allowance (annual leave does; sick leave does not). */
  deducts: z.boolean(),
  /** A document is asked for (a sick note). */
  documentRequired: z.boolean(),
});
export type LeaveType = z.infer<typeof leaveType>;

/** One type's yearly balance for one person. */
export const balance = z.object({
  typeId: z.number().int(),
  name: z.string(),
  color: z.string(),
  deducts: z.boolean(),
  year: z.number().int(),
  allowance: z.number(),
  /** Whether the allowance is this person's own (else the type's). */
  ownAllowance: z.boolean(),
  carriedOver: z.number(),
  /** Approved working days in the year. */
  used: z.number(),
  /** Working days of requests waiting for a decision. */
  pending: z.number(),
  /** allowance + carriedOver − used − pending (for types that deduct). */
  remaining: z.number(),
});
export type Balance = z.infer<typeof balance>;

export const employeeLeave = z.object({
  userId: z.number().int(),
  userName: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
  year: z.number().int(),
  balances: z.array(balance),
});
export type EmployeeLeave = z.infer<typeof employeeLeave>;

const days = z
  .number()
  .min(0, 'must be 0 or more')
  .max(366, 'must be at most 366')
  .multipleOf(0.5, 'must be in half days');

export const employeeLeaveBody = z.object({
  year: year.pipe(z.number()),
  types: z
    .array(z.object({ typeId: bodyId, allowance: days.nullable(), carriedOver: days }))
    .min(1, 'must name a leave type')
    .max(50, 'must name at most 50 types'),
});

export const listTypes = endpoint({
  name: 'leave.listTypes',
  method: 'GET',
  path: '/leave-calendar/types',
  access: read,
  summary: 'Leave types',
  reply: z.array(leaveType),
});

export const userTypes = endpoint({
  name: 'leave.userTypes',
  method: 'GET',
  path: '/leave-calendar/types/users/{id}',
  access: read,
  record: policy('leave.person'),
  summary: "A person's leave types with their balances for a year (this year by default)",
  params: idParams,
  query: yearQuery,
  reply: z.array(balance),
});

export const getEmployee = endpoint({
  name: 'leave.getEmployee',
  method: 'GET',
  path: '/leave-calendar/employee/{id}',
  access: read,
  record: policy('leave.person'),
  summary: "A person's leave settings and balances for a year",
  params: idParams,
  query: yearQuery,
  reply: employeeLeave,
});

export const updateEmployee = endpoint({
  name: 'leave.updateEmployee',
  method: 'PATCH',
  path: '/leave-calendar/employee/{id}',
  access: scopes('calendar:employee:update'),
  // The scope reaches everyone's leave.
  record: 'any',
  summary: "Set a person's yearly allowance (null: the type's) and carried-over days per type",
  params: idParams,
  body: employeeLeaveBody,
  reply: employeeLeave,
});

export const employeesByIds = endpoint({
  name: 'leave.employeesByIds',
  method: 'POST',
  path: '/leave-calendar/employee/ids',
  access: read,
  summary:
    'The leave settings and balances of some people for a year: of those the caller sees (oneself, the people one approves, ' +
    'everyone with calendar:request:approvers or calendar:employee:update); every one of them, by name, when `ids` is empty',
  body: z.object({
    ids: z.array(bodyId).max(500, 'must name at most 500 people').default([]),
    year: year.pipe(z.number()).optional(),
  }),
  reply: z.array(employeeLeave),
});

// Leave requests and their approvals (spec §2 /leaves, §3 "Leave request", §4 states, §7 "Leave
// calendar under /leave-calendar"). Decisions where the spec is silent: docs/leave.md.
import { z } from 'zod';
import { type FileKindName, fileKindsTypes } from '../files.js';
import { bodyId, endpoint, idParams, isoInstant, listOf, owner, policy, recordId, scopes } from '../http.js';
import { definePolicies } from '../policies.js';
import { dateRange, dateRangeRules, dateString } from '../rules/dates.js';
import { MAX_LEAVE_SPAN_DAYS } from '../rules/working-days.js';

export { declaredScopes } from './leave.scopes.js';

export const declaredPolicies = definePolicies({
  'leave.person': {
    kind: 'record',
    description:
      'a person’s leave: their own, the people of the departments the caller approves, or anyone’s with calendar:request:approvers or calendar:employee:update',
  },
  'leave.review': {
    kind: 'record',
    description:
      'a request the caller may see; deciding it needs to approve the requester’s department (or calendar:request:approvers), and never one’s own',
  },
  'leave.cancellation': {
    kind: 'record',
    description:
      'a cancellation the caller may see; deciding it needs to approve the requester’s department (or calendar:request:approvers), and never one’s own',
  },
  'leave.ownRequest': { kind: 'owner', description: 'the request `requestId`, which only its requester cancels' },
  'leave.people': {
    kind: 'request',
    description: 'the archive of other people needs to approve their departments, or calendar:request:approvers',
  },
});

export const errorCodes = {
  LEAVE_BALANCE: 409,
  LEAVE_OVERLAP: 409,
  LEAVE_DECIDED: 409,
  LEAVE_OVER: 409,
} as const;

/** A supporting document (a sick note): PDF or an image, at most this size. */
export const LEAVE_DOCUMENT_KINDS = ['pdf', 'images'] as const satisfies readonly FileKindName[];
export const LEAVE_DOCUMENT_MAX_MB = 10;
export const LEAVE_DOCUMENT_TYPES = fileKindsTypes(LEAVE_DOCUMENT_KINDS);
/** The names of the multipart parts of `POST /leave-calendar/requests`. */
export const LEAVE_FORM_FIELDS = { data: 'data', document: 'document' } as const;

export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

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

export const leaveDocument = z.object({
  /** The private file's link (`/api/internal-file-manager/private/<id>.pdf`): requester and approvers only. */
  link: z.string(),
  name: z.string(),
  size: z.number().int(),
  type: z.string(),
});

export const cancellation = z.object({
  id: z.number().int(),
  status: z.enum(['pending', 'approved', 'rejected']),
  requestedAt: isoInstant,
  reviewedByName: z.string().nullable(),
  reviewedAt: isoInstant.nullable(),
});

export const leaveRequest = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  departmentId: z.number().int().nullable(),
  typeId: z.number().int(),
  typeName: z.string(),
  color: z.string(),
  from: z.string(),
  to: z.string(),
  halfStart: z.boolean(),
  halfEnd: z.boolean(),
  /** Working days taken (weekends and days off not counted). */
  days: z.number(),
  status: z.enum(LEAVE_STATUSES),
  /** The reason and the document are for the requester and the approvers only: null to anyone else. */
  reason: z.string().nullable(),
  hasDocument: z.boolean(),
  document: leaveDocument.nullable(),
  reviewedByName: z.string().nullable(),
  reviewedAt: isoInstant.nullable(),
  reviewComment: z.string().nullable(),
  /** The latest cancellation asked for, if any. */
  cancellation: cancellation.nullable(),
  createdAt: isoInstant,
});
export type LeaveRequest = z.infer<typeof leaveRequest>;

/** The JSON part (`data`) of the multipart request; `document` is the optional file part. */
export const leaveRequestData = dateRangeRules(
  z.object({
    typeId: bodyId,
    from: dateString,
    to: dateString,
    halfStart: z.boolean().default(false),
    halfEnd: z.boolean().default(false),
    reason: z.string().trim().max(1000, 'must be at most 1000 characters').default(''),
  }),
  MAX_LEAVE_SPAN_DAYS,
);
export type LeaveRequestData = z.output<typeof leaveRequestData>;

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

const year = z.coerce.number().int().min(2000, 'must be 2000 or later').max(2100, 'must be 2100 or earlier');
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

export const approverGroup = z.object({
  departmentId: z.number().int(),
  departmentName: z.string(),
  approvers: z.array(z.object({ id: z.number().int(), name: z.string() })),
});

/** A team's cover on one day of a request (beyond the spec: "night shift of team B drops to 1 on 24 Dec"). */
export const coverDay = z.object({
  date: z.string(),
  teamId: z.number().int(),
  teamName: z.string(),
  /** People in the team, and of them away that day (approved leave, this request not counted). */
  size: z.number().int(),
  away: z.number().int(),
  /** Each shift planned that day in the team: how many work it, and how many would if this request is approved. */
  shifts: z.array(z.object({ label: z.string(), planned: z.number().int(), ifApproved: z.number().int() })),
});

export const teamAway = z.object({
  date: z.string(),
  teamId: z.number().int(),
  teamName: z.string(),
  size: z.number().int(),
  /** Approved leave that day. */
  away: z.number().int(),
  /** Waiting requests that day. */
  pending: z.number().int(),
  /** Who of the team is away that day (approved) and who asked (waiting): the wallchart's rows. */
  awayIds: z.array(z.number().int()),
  pendingIds: z.array(z.number().int()),
});

const usersIds = z.array(bodyId).min(1, 'must name someone').max(500, 'must name at most 500 people');
const read = scopes('calendar:leave:create');

// ---- Endpoints (spec §7 "Leave calendar under /leave-calendar") ----

export const approvedRequests = endpoint({
  name: 'leave.approvedRequests',
  method: 'GET',
  path: '/leave-calendar/requests/users/{id}/approved',
  access: read,
  record: policy('leave.person'),
  summary: "A person's approved requests in a year (this year by default), by date",
  params: idParams,
  query: z.object({ year: year.optional() }),
  reply: z.array(leaveRequest),
});

export const upcomingRequests = endpoint({
  name: 'leave.upcomingRequests',
  method: 'GET',
  path: '/leave-calendar/requests/users/{id}/upcoming',
  access: read,
  record: policy('leave.person'),
  summary: "A person's waiting and approved requests that have not ended, soonest first",
  params: idParams,
  reply: z.array(leaveRequest),
});

export const userRequests = endpoint({
  name: 'leave.userRequests',
  method: 'GET',
  path: '/leave-calendar/requests/users/{id}',
  access: read,
  record: policy('leave.person'),
  summary: "A person's requests, every state, newest first, by page",
  params: idParams,
  query: z.object({ page: z.coerce.number().int().min(1).default(1) }),
  reply: listOf(leaveRequest),
});

export const createRequest = endpoint({
  name: 'leave.createRequest',
  method: 'POST',
  path: '/leave-calendar/requests',
  access: read,
  summary:
    'Ask for leave. multipart/form-data: part `data` holds JSON (leaveRequestData), part `document` an optional PDF or image ' +
    `of up to ${LEAVE_DOCUMENT_MAX_MB} MB. Refused beyond the balance, over another request, or with no working day`,
  body: z.custom<FormData>(),
  multipart: true,
  status: 201,
  reply: leaveRequest,
});

export const requestsByDate = endpoint({
  name: 'leave.requestsByDate',
  method: 'GET',
  path: '/leave-calendar/requests',
  access: read,
  summary:
    'Waiting and approved requests touching the month of `date`, or `date` to `to` (at most 62 days): who is away when',
  query: z
    .object({ date: dateString, to: dateString.optional() })
    .refine((q) => q.to === undefined || q.to >= q.date, { path: ['to'], message: 'must not be before date' })
    .refine((q) => q.to === undefined || (Date.parse(q.to) - Date.parse(q.date)) / 86_400_000 < 62, {
      path: ['to'],
      message: 'must be less than 62 days after date',
    })
    .meta({ examples: [{ date: '2026-11-01' }] }),
  reply: z.array(leaveRequest),
});

export const listTypes = endpoint({
  name: 'leave.listTypes',
  method: 'GET',
  path: '/leave-calendar/types',
  access: read,
  summary: 'Leave types',
  reply: z.array(leaveType),
});

export const pendingRequests = endpoint({
  name: 'leave.pendingRequests',
  method: 'GET',
  path: '/leave-calendar/requests/pending',
  access: read,
  summary: 'Requests and cancellations waiting for the caller’s decision, oldest first (never the caller’s own)',
  reply: z.array(leaveRequest),
});

export const reviewRequest = endpoint({
  name: 'leave.reviewRequest',
  method: 'PATCH',
  path: '/leave-calendar/requests/review/{id}',
  access: read,
  record: policy('leave.review'),
  summary: 'Approve or reject a waiting request; the requester is notified, and shift leaders of shifts on those days',
  params: idParams,
  body: z.object({
    isApproved: z.boolean(),
    comment: z.string().trim().max(1000, 'must be at most 1000 characters').optional(),
  }),
  reply: leaveRequest,
});

export const requestCover = endpoint({
  name: 'leave.requestCover',
  method: 'GET',
  path: '/leave-calendar/requests/{id}/cover',
  access: read,
  record: policy('leave.review'),
  summary: 'What approving would leave of each team and shift on the request’s working days (from the shift calendar)',
  params: idParams,
  reply: z.array(coverDay),
});

export const listApprovers = endpoint({
  name: 'leave.listApprovers',
  method: 'GET',
  path: '/leave-calendar/approvers',
  access: read,
  summary: 'Every department with the people who approve its leave',
  reply: z.array(approverGroup),
});

export const departmentApprovers = endpoint({
  name: 'leave.departmentApprovers',
  method: 'GET',
  path: '/leave-calendar/approvers/{departmentId}',
  access: read,
  record: 'any',
  summary: 'The people who approve the leave of a department',
  params: z.object({ departmentId: recordId }),
  reply: approverGroup,
});

export const setApprovers = endpoint({
  name: 'leave.setApprovers',
  method: 'POST',
  path: '/leave-calendar/approvers',
  access: scopes('calendar:request:approvers'),
  summary: 'Set who approves the leave of a department (the whole list)',
  body: z.object({
    departmentId: bodyId,
    userIds: z.array(bodyId).max(50, 'must name at most 50 people'),
  }),
  reply: approverGroup,
});

export const createCancellation = endpoint({
  name: 'leave.createCancellation',
  method: 'POST',
  path: '/leave-calendar/cancellations',
  access: read,
  record: owner('leave.ownRequest', { key: 'body.requestId' }),
  summary:
    'Cancel one’s own request: a waiting one at once; an approved one that has not ended once an approver agrees',
  body: z.object({ requestId: bodyId }),
  status: 201,
  reply: leaveRequest,
});

export const reviewCancellation = endpoint({
  name: 'leave.reviewCancellation',
  method: 'PATCH',
  path: '/leave-calendar/cancellations/review/{id}',
  access: read,
  record: policy('leave.cancellation'),
  summary: 'Approve (the days return to the balance) or reject a cancellation',
  params: idParams,
  body: z.object({ isApproved: z.boolean() }),
  reply: leaveRequest,
});

export const usersOnDate = endpoint({
  name: 'leave.usersOnDate',
  method: 'POST',
  path: '/leave-calendar/requests/users',
  access: read,
  summary: 'The waiting and approved requests of some people touching a date',
  body: z.object({ usersIds, date: dateString }),
  reply: z.array(leaveRequest),
});

export const archive = endpoint({
  name: 'leave.archive',
  method: 'POST',
  path: '/leave-calendar/requests/archive',
  access: read,
  record: policy('leave.people'),
  summary: 'Requests that have ended, been rejected or cancelled, of some people (yourself when none), newest first',
  body: z.object({ page: z.number().int().min(1).default(1), usersIds: z.array(bodyId).max(500).default([]) }),
  reply: listOf(leaveRequest),
});

export const userTypes = endpoint({
  name: 'leave.userTypes',
  method: 'GET',
  path: '/leave-calendar/types/users/{id}',
  access: read,
  record: policy('leave.person'),
  summary: "A person's leave types with their balances for a year (this year by default)",
  params: idParams,
  query: z.object({ year: year.optional() }),
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
  query: z.object({ year: year.optional() }),
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

export const teamsAway = endpoint({
  name: 'leave.teamsAway',
  method: 'GET',
  path: '/leave-calendar/cover',
  access: read,
  summary: 'How many of each team are away (approved) or waiting on each day of a range (at most 62 days)',
  query: dateRange(62, { from: '2026-11-01', to: '2026-11-30' }),
  reply: z.array(teamAway),
});

export const daysOff = endpoint({
  name: 'leave.daysOff',
  method: 'GET',
  path: '/leave-calendar/days-off',
  access: read,
  summary: 'The national holidays that are days off (not working days) in a range of at most 366 days',
  query: dateRange(366, { from: '2026-12-01', to: '2026-12-31' }),
  reply: z.array(z.object({ date: z.string(), title: z.string() })),
});

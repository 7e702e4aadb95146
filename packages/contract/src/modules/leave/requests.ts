// Leave requests (docs/leave.md "Requests"): their states, the multipart form that asks for one with its
// supporting document, and a person's or some people's requests.
import { z } from 'zod';
import { type FileKindName, fileKindsTypes } from '../../files.js';
import { bodyId, endpoint, idParams, isoInstant, listOf, policy } from '../../http.js';
import { dateRangeRules, dateString } from '../../rules/dates.js';
import { MAX_LEAVE_SPAN_DAYS } from '../../rules/working-days.js';
import { read, usersIds, yearQuery } from './fields.js';

/** A supporting document (a sick note): PDF or an image, at most this size. */
export const LEAVE_DOCUMENT_KINDS = ['pdf', 'images'] as const satisfies readonly FileKindName[];
export const LEAVE_DOCUMENT_MAX_MB = 10;
export const LEAVE_DOCUMENT_TYPES = fileKindsTypes(LEAVE_DOCUMENT_KINDS);
/** The names of the multipart parts of `POST /leave-calendar/requests`. */
export const LEAVE_FORM_FIELDS = { data: 'data', document: 'document' } as const;

export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

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

export const approvedRequests = endpoint({
  name: 'leave.approvedRequests',
  method: 'GET',
  path: '/leave-calendar/requests/users/{id}/approved',
  access: read,
  record: policy('leave.person'),
  summary: "A person's approved requests in a year (this year by default), by date",
  params: idParams,
  query: yearQuery,
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

/**
 * A request as the calendar draws it (issue 34, docs/leave.md "The calendar's compact answer"): whose, which
 * type, its days and half days, waiting or approved, and whether a cancellation of it waits. Everything else
 * (working days, reason, document, decision) is read when the request is opened (`usersOnDate`).
 */
export const awayRequest = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  typeId: z.number().int(),
  from: z.string(),
  to: z.string(),
  halfStart: z.boolean(),
  halfEnd: z.boolean(),
  status: z.enum(['pending', 'approved']),
  /** Its latest cancellation waits for a decision. */
  cancelling: z.boolean(),
});
export type AwayRequest = z.infer<typeof awayRequest>;

/** Who is away, compact: each person's name and department and each type's name and color once. */
export const awayCalendar = z.object({
  people: z.array(z.object({ id: z.number().int(), name: z.string(), departmentId: z.number().int().nullable() })),
  types: z.array(z.object({ id: z.number().int(), name: z.string(), color: z.string() })),
  requests: z.array(awayRequest),
});
export type AwayCalendar = z.infer<typeof awayCalendar>;

/** A request on the calendar with its person's and type's names and color (`expandAwayCalendar`). */
export type AwayEntry = AwayRequest & Pick<LeaveRequest, 'userName' | 'departmentId' | 'typeName' | 'color'>;

/** The calendar's requests with their names again (the screens). */
export function expandAwayCalendar(reply: AwayCalendar): AwayEntry[] {
  const people = new Map(reply.people.map((p) => [p.id, p]));
  const types = new Map(reply.types.map((t) => [t.id, t]));
  return reply.requests.map((r) => {
    const person = people.get(r.userId);
    const type = types.get(r.typeId);
    return {
      ...r,
      userName: person?.name ?? '',
      departmentId: person?.departmentId ?? null,
      typeName: type?.name ?? '',
      color: type?.color ?? '',
    };
  });
}

export const awayBetween = endpoint({
  name: 'leave.awayBetween',
  method: 'GET',
  path: '/leave-calendar/requests/calendar',
  access: read,
  summary:
    'The requests of `requestsByDate` (same query), compact: only what the calendar draws, each person and type once',
  query: requestsByDate.query,
  reply: awayCalendar,
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

// Approvers and decisions (docs/leave.md "Approvers and decisions"): who approves a department's leave,
// and the requests waiting for the caller's decision.
import { z } from 'zod';
import { bodyId, endpoint, idParams, policy, recordId, scopes } from '../../http.js';
import { read } from './fields.js';
import { leaveRequest } from './requests.js';

export const approverGroup = z.object({
  departmentId: z.number().int(),
  departmentName: z.string(),
  approvers: z.array(z.object({ id: z.number().int(), name: z.string() })),
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

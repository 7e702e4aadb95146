// Cancellations (docs/leave.md "Cancellations"): asking to cancel an approved request, and the decision.
import { z } from 'zod';
import { bodyId, endpoint, idParams, owner, policy } from '../../http.js';
import { read } from './fields.js';
import { leaveRequest } from './requests.js';

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

// Leave requests and their approvals (spec §2 /leaves, §3 "Leave request", §4 states, §7 "Leave
// calendar under /leave-calendar"). Decisions where the spec is silent: docs/leave.md. The shapes and
// calls by topic: leave/*.ts.
import { definePolicies } from '../policies.js';

export * from './leave/approvals.js';
export * from './leave/balances.js';
export * from './leave/cancellations.js';
export * from './leave/cover.js';
export * from './leave/requests.js';
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

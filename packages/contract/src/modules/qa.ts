import { definePolicies } from '../policies.js';

import { commentPolicies } from './qa/comments.js';
import { v1CommentPolicies } from './qa/v1-comments.js';
import { v1FeedbackPolicies } from './qa/v1-feedback.js';

export * from './qa/chats.js';
export * from './qa/comments.js';
export * from './qa/conversations.js';
export * from './qa/cron.js';
export * from './qa/daily-goal.js';
export * from './qa/departments.js';
export * from './qa/escalations.js';
export * from './qa/feedbacks.js';
export * from './qa/ingest.js';
export * from './qa/kinds.js';
export * from './qa/reviews.js';
export * from './qa/scorecard.js';
export * from './qa/statistics.js';
export * from './qa/tickets.js';
export * from './qa/v1-chats.js';
export * from './qa/v1-comments.js';
export * from './qa/v1-escalations.js';
export * from './qa/v1-feedback.js';
export * from './qa/v1-queue-settings.js';
export * from './qa/v1-settings.js';
export * from './qa/v1-statistics.js';
export * from './qa/v1-tickets.js';
export { declaredScopes } from './qa.scopes.js';

export const declaredPolicies = definePolicies({
  'qa.chatReview': { kind: 'owner', description: 'the chat review {id}, which its reviewer changes (or a QC manager)' },
  'qa.ticketReview': {
    kind: 'owner',
    description: 'the ticket review {id}, which its reviewer changes (or a QC manager)',
  },
  'qa.chatFeedback': {
    kind: 'record',
    description: 'a chat feedback the caller may see: its agent’s, or any with qa:chat:review or qa:manager',
  },
  'qa.ticketFeedback': {
    kind: 'record',
    description: 'a ticket feedback the caller may see: its agent’s, or any with qa:ticket:review or qa:manager',
  },
  'qa.chatFeedbackAuthor': {
    kind: 'record',
    description: 'a chat feedback the caller gave (or any, for a QC manager)',
  },
  'qa.ticketFeedbackAuthor': {
    kind: 'record',
    description: 'a ticket feedback the caller gave (or any, for a QC manager)',
  },
  ...commentPolicies,
  ...v1CommentPolicies,
  ...v1FeedbackPolicies,
});

export const errorCodes = {
  QA_NAME_TAKEN: 409,
  /** A review must grade every active criterion (unless deferred with reviewLater). */
  QA_SCORES_MISSING: 400,
  /** A status move the rules do not allow: the message names the current status. */
  QA_STATUS_CONFLICT: 409,
} as const;

// Who changes what in quality control (contract qa.ts declaredPolicies): a review by its reviewer
// (or a QC manager, the endpoint's `or`), a comment or note by its author only (one rule per parent,
// so a ticket's comment is never changed through a chat's path and scope).

import { hasScopes } from '@backoffice/contract';
import type { CommentParent } from '@backoffice/contract/modules/qa';
import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../../core/context.js';
import { type FixtureKit, modulePolicies, type OwnerPolicy, type RecordPolicy } from '../../core/policy.js';
import { qaComments } from './schema/comments.js';
import { qaReviews } from './schema/reviews.js';
import { findFeedback, seesAllFeedback } from './services/feedbacks-read.js';
import { v1CommentPolicies } from './v1/comments.js';
import { feedbackPolicy } from './v1/feedback.js';

const fixtures = () => import('./testing/policy-fixtures.js');

async function reviewOwner(ctx: AppContext, kind: 'chat' | 'ticket', id: number) {
  const [row] = await ctx.db
    .select({ id: qaReviews.id, reviewerId: qaReviews.reviewerId })
    .from(qaReviews)
    .where(and(eq(qaReviews.id, id), eq(qaReviews.kind, kind), isNull(qaReviews.deletedAt)));
  return row ? { record: { id: row.id }, ownerId: row.reviewerId } : null;
}

/** A comment (or note) on one kind of parent, reached by its author only. */
function commentPolicy<N extends string>(name: N, parent: CommentParent, note: boolean) {
  return {
    [name]: {
      kind: 'owner' as const,
      noun: note ? 'Note' : 'Comment',
      async find(ctx: AppContext, id: number) {
        const [row] = await ctx.db
          .select({ id: qaComments.id, authorId: qaComments.authorId })
          .from(qaComments)
          .where(and(eq(qaComments.id, id), eq(qaComments.parent, parent), eq(qaComments.note, note)));
        return row ? { record: { id: row.id }, ownerId: row.authorId } : null;
      },
      fixture: async (kit: FixtureKit) => (await fixtures()).commentFixture(kit, parent, note),
    },
  } as Record<N, OwnerPolicy<{ id: number }, number>>;
}

/** A feedback: seen by its agent, by reviewers of its kind and QC managers; reworded by its author (or a manager). */
function feedbackPolicies(kind: 'chat' | 'ticket') {
  const seen: RecordPolicy<{ id: number }, number> = {
    kind: 'record',
    noun: 'Feedback',
    async find(ctx, user, id) {
      const row = await findFeedback(ctx.db, kind, id);
      return row && (row.agentId === user.id || seesAllFeedback(user, kind)) ? { id: row.id } : null;
    },
    fixture: async (kit: FixtureKit) => (await fixtures()).feedbackFixture(kit, kind, 'agent'),
  };
  const authored: RecordPolicy<{ id: number }, number> = {
    kind: 'record',
    noun: 'Feedback',
    async find(ctx, user, id) {
      const row = await findFeedback(ctx.db, kind, id);
      return row && (row.authorId === user.id || hasScopes(user.scopes, ['qa:manager'], user.isAdmin))
        ? { id: row.id }
        : null;
    },
    fixture: async (kit: FixtureKit) => (await fixtures()).feedbackFixture(kit, kind, 'author'),
  };
  return kind === 'chat'
    ? { 'qa.chatFeedback': seen, 'qa.chatFeedbackAuthor': authored }
    : { 'qa.ticketFeedback': seen, 'qa.ticketFeedbackAuthor': authored };
}

export const policies = modulePolicies({
  'qa.chatReview': {
    kind: 'owner',
    noun: 'Review',
    find: (ctx, id: number) => reviewOwner(ctx, 'chat', id),
    fixture: async (kit: FixtureKit) => (await fixtures()).reviewFixture(kit, 'chat'),
  },
  'qa.ticketReview': {
    kind: 'owner',
    noun: 'Review',
    find: (ctx, id: number) => reviewOwner(ctx, 'ticket', id),
    fixture: async (kit: FixtureKit) => (await fixtures()).reviewFixture(kit, 'ticket'),
  },
  ...commentPolicy('qa.chatComment', 'chat', false),
  ...commentPolicy('qa.messageComment', 'message', false),
  ...commentPolicy('qa.chatReviewComment', 'chatReview', false),
  ...commentPolicy('qa.ticketComment', 'ticket', false),
  ...commentPolicy('qa.replyComment', 'reply', false),
  ...commentPolicy('qa.ticketReviewComment', 'ticketReview', false),
  ...commentPolicy('qa.chatFeedbackComment', 'chatFeedback', false),
  ...commentPolicy('qa.ticketFeedbackComment', 'ticketFeedback', false),
  ...feedbackPolicies('chat'),
  ...feedbackPolicies('ticket'),
  // QC v1's feedback ids name either kind: v2's rule, for the kind the feedback is.
  'qa.feedback': feedbackPolicy,
  ...commentPolicy('qa.chatNote', 'chat', true),
  ...commentPolicy('qa.ticketNote', 'ticket', true),
  // QC v1 names a comment or note by its id alone (v1/comments.ts).
  ...v1CommentPolicies,
});

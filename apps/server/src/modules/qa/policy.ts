// Who changes what in quality control (contract qa.ts declaredPolicies): a review by its reviewer
// (or a QC manager, the endpoint's `or`), a comment or note by its author only (one rule per parent,
// so a ticket's comment is never changed through a chat's path and scope).

import type { CommentParent } from '@backoffice/contract/modules/qa';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.js';
import { type FixtureKit, modulePolicies, type OwnerPolicy } from '../../core/policy.js';

const fixtures = () => import('./testing/policy-fixtures.js');

async function reviewOwner(ctx: AppContext, kind: 'chat' | 'ticket', id: number) {
  const { rows } = await ctx.db.execute<{ id: number; reviewer_id: number }>(
    sql`SELECT id, reviewer_id FROM qa_reviews WHERE id = ${id} AND kind = ${kind} AND deleted_at IS NULL`,
  );
  return rows[0] ? { record: { id: rows[0].id }, ownerId: rows[0].reviewer_id } : null;
}

/** A comment (or note) on one kind of parent, reached by its author only. */
function commentPolicy<N extends string>(name: N, parent: CommentParent, note: boolean) {
  return {
    [name]: {
      kind: 'owner' as const,
      noun: note ? 'Note' : 'Comment',
      async find(ctx: AppContext, id: number) {
        const { rows } = await ctx.db.execute<{ id: number; author_id: number }>(
          sql`SELECT id, author_id FROM qa_comments WHERE id = ${id} AND parent = ${parent} AND note = ${note}`,
        );
        return rows[0] ? { record: { id: rows[0].id }, ownerId: rows[0].author_id } : null;
      },
      fixture: async (kit: FixtureKit) => (await fixtures()).commentFixture(kit, parent, note),
    },
  } as Record<N, OwnerPolicy<{ id: number }, number>>;
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
  ...commentPolicy('qa.chatNote', 'chat', true),
  ...commentPolicy('qa.ticketNote', 'ticket', true),
});

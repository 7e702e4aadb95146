// The record matrix's quality control records (test/record-matrix.test.ts, through ../policy.ts): a
// review or comment of someone else's, which the caller may not change, and the caller's own. The
// other path parameters of those calls are 1, so the caller's comment hangs on parent 1.
import type { CommentParent } from '@backoffice/contract/modules/qa';
import type { Fixture, FixtureKit } from '../../../core/policy.js';
import { qaComments } from '../schema/comments.js';
import { qaChats, qaTickets } from '../schema/conversations.js';
import { qaFeedbacks } from '../schema/feedbacks.js';
import { qaReviews } from '../schema/reviews.js';

async function conversation({ ctx }: FixtureKit, kind: 'chat' | 'ticket'): Promise<number> {
  const externalId = `fixture-${kind}-${Math.random().toString(36).slice(2)}`;
  const [made] =
    kind === 'chat'
      ? await ctx.db.insert(qaChats).values({ externalId, startedAt: new Date() }).returning({ id: qaChats.id })
      : await ctx.db
          .insert(qaTickets)
          .values({ externalId, subject: 'Fixture', clientKind: 'Email', openedAt: new Date() })
          .returning({ id: qaTickets.id });
  return made!.id;
}

/** A review of a new conversation of the kind, scored 100. */
async function review({ ctx }: FixtureKit, kind: 'chat' | 'ticket', conversationId: number, reviewerId: number) {
  const [made] = await ctx.db
    .insert(qaReviews)
    .values({
      kind,
      chatId: kind === 'chat' ? conversationId : null,
      ticketId: kind === 'ticket' ? conversationId : null,
      reviewerId,
      score: 100,
      conversationAt: new Date(),
    })
    .returning({ id: qaReviews.id });
  return made!.id;
}

export async function reviewFixture(kit: FixtureKit, kind: 'chat' | 'ticket'): Promise<Fixture> {
  const reviewBy = async (userId: number) => review(kit, kind, await conversation(kit, kind), userId);
  return { hidden: await reviewBy((await kit.createUser()).id), visible: await reviewBy(kit.caller.id) };
}

export async function commentFixture(kit: FixtureKit, parent: CommentParent, note: boolean): Promise<Fixture> {
  const commentBy = async (userId: number) => {
    const [made] = await kit.ctx.db
      .insert(qaComments)
      .values({ parent, parentId: 1, note, authorId: userId, content: 'A fixture' })
      .returning({ id: qaComments.id });
    return made!.id;
  };
  return { hidden: await commentBy((await kit.createUser()).id), visible: await commentBy(kit.caller.id) };
}

/** A feedback of another agent (by another author), and one the caller is the agent or the author of. */
export async function feedbackFixture(
  kit: FixtureKit,
  kind: 'chat' | 'ticket',
  role: 'agent' | 'author',
): Promise<Fixture> {
  const feedbackFor = async (agentId: number, authorId: number) => {
    const reviewId = await review(kit, kind, await conversation(kit, kind), authorId);
    const [made] = await kit.ctx.db
      .insert(qaFeedbacks)
      .values({ kind, reviewId, agentId, authorId, content: 'A fixture' })
      .returning({ id: qaFeedbacks.id });
    return made!.id;
  };
  const other = (await kit.createUser()).id;
  const third = (await kit.createUser()).id;
  return {
    hidden: await feedbackFor(other, third),
    visible: role === 'agent' ? await feedbackFor(kit.caller.id, third) : await feedbackFor(other, kit.caller.id),
  };
}

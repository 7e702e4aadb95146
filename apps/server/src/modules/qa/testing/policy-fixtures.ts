// The record matrix's quality control records (test/record-matrix.test.ts, through ../policy.ts): a
// review or comment of someone else's, which the caller may not change, and the caller's own. The
// other path parameters of those calls are 1, so the caller's comment hangs on parent 1.
import type { CommentParent } from '@backoffice/contract/modules/qa';
import { sql } from 'drizzle-orm';
import type { Fixture, FixtureKit } from '../../../core/policy.js';

async function conversation({ ctx }: FixtureKit, kind: 'chat' | 'ticket'): Promise<number> {
  const externalId = `fixture-${kind}-${Math.random().toString(36).slice(2)}`;
  const { rows } =
    kind === 'chat'
      ? await ctx.db.execute<{ id: number }>(
          sql`INSERT INTO qa_chats (external_id, started_at) VALUES (${externalId}, now()) RETURNING id`,
        )
      : await ctx.db.execute<{ id: number }>(
          sql`INSERT INTO qa_tickets (external_id, subject, client_kind, opened_at)
              VALUES (${externalId}, 'Fixture', 'Email', now()) RETURNING id`,
        );
  return rows[0]!.id;
}

export async function reviewFixture(kit: FixtureKit, kind: 'chat' | 'ticket'): Promise<Fixture> {
  const reviewBy = async (userId: number) => {
    const id = await conversation(kit, kind);
    const { rows } = await kit.ctx.db.execute<{ id: number }>(
      sql`INSERT INTO qa_reviews (kind, ${sql.raw(kind === 'chat' ? 'chat_id' : 'ticket_id')}, reviewer_id, score, conversation_at)
          VALUES (${kind}, ${id}, ${userId}, 100, now()) RETURNING id`,
    );
    return rows[0]!.id;
  };
  return { hidden: await reviewBy((await kit.createUser()).id), visible: await reviewBy(kit.caller.id) };
}

export async function commentFixture(kit: FixtureKit, parent: CommentParent, note: boolean): Promise<Fixture> {
  const commentBy = async (userId: number) => {
    const { rows } = await kit.ctx.db.execute<{ id: number }>(
      sql`INSERT INTO qa_comments (parent, parent_id, note, author_id, content)
          VALUES (${parent}, 1, ${note}, ${userId}, 'A fixture') RETURNING id`,
    );
    return rows[0]!.id;
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
    const id = await conversation(kit, kind);
    const { rows } = await kit.ctx.db.execute<{ id: number }>(
      sql`INSERT INTO qa_reviews (kind, ${sql.raw(kind === 'chat' ? 'chat_id' : 'ticket_id')}, reviewer_id, score, conversation_at)
          VALUES (${kind}, ${id}, ${authorId}, 100, now()) RETURNING id`,
    );
    const { rows: made } = await kit.ctx.db.execute<{ id: number }>(
      sql`INSERT INTO qa_feedbacks (kind, review_id, agent_id, author_id, content)
          VALUES (${kind}, ${rows[0]!.id}, ${agentId}, ${authorId}, 'A fixture') RETURNING id`,
    );
    return made[0]!.id;
  };
  const other = (await kit.createUser()).id;
  const third = (await kit.createUser()).id;
  return {
    hidden: await feedbackFor(other, third),
    visible: role === 'agent' ? await feedbackFor(kit.caller.id, third) : await feedbackFor(other, kit.caller.id),
  };
}

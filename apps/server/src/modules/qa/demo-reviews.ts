// Demo reviews: a quarter of the demo chats older than a week and a tenth of the tickets, reviewed by
// the demo reviewers with grades drawn per criterion (mostly good, some critical fails), scored by the
// same model as the review call (contract/rules/qa-score.ts), written in bulk; a few deferred chat
// reviews; and a ticket cron filter that has pulled a sample of the open tickets into the queue.
import { reviewScore } from '@backoffice/contract/rules/qa-score';
import { sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.js';
import { qaReviewAgents, qaReviewScores, qaReviews, qaReviewTags } from './schema.js';
import { createCronConfig, runCronConfig } from './services/cron.js';
import { rebuildStatistics } from './services/statistics-rollup.js';

const CHUNK = 1000;

/** A seeded generator, so the demo is the same on every run. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export async function seedReviews(ctx: AppContext, reviewers: number[]): Promise<void> {
  if (!reviewers.length) return;
  const rand = random(42);
  const [types, grades, tags] = await Promise.all([
    ctx.db.execute<{ id: number; weight: number; critical: boolean }>(
      sql`SELECT id, weight, critical FROM qa_score_types WHERE active ORDER BY position`,
    ),
    ctx.db.execute<{ id: number; value: number }>(sql`SELECT id, value FROM qa_score_grades ORDER BY value DESC`),
    ctx.db.execute<{ id: number }>(sql`SELECT id FROM qa_tags WHERE active ORDER BY id`),
  ]);
  // Mostly Excellent or Good; now and then Acceptable, Poor or Fail.
  const pickGrade = () => {
    const r = rand();
    const g = grades.rows;
    return r < 0.45 ? g[0]! : r < 0.8 ? g[1]! : r < 0.93 ? g[2]! : r < 0.98 ? g[3]! : g[4]!;
  };
  for (const kind of ['chat', 'ticket'] as const) {
    const table = kind === 'chat' ? 'qa_chats' : 'qa_tickets';
    const at = kind === 'chat' ? 'started_at' : 'opened_at';
    const agents = kind === 'chat' ? 'qa_chat_agents' : 'qa_ticket_agents';
    const key = kind === 'chat' ? 'chat_id' : 'ticket_id';
    const share = kind === 'chat' ? 4 : 10;
    const { rows } = await ctx.db.execute<{ id: number; at: string; agents: number[] }>(
      sql`SELECT c.id, c.${sql.raw(at)} AS at,
                 coalesce((SELECT array_agg(a.user_id) FROM ${sql.raw(agents)} a WHERE a.${sql.raw(key)} = c.id), '{}') AS agents
            FROM ${sql.raw(table)} c
           WHERE c.${sql.raw(at)} < now() - interval '7 days' AND mod(abs(hashtext(c.id::text)), ${share}) = 0
           ORDER BY c.id`,
    );
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      const drafts = chunk.map((c, n) => {
        const lines = types.rows.map((t) => {
          const g = pickGrade();
          return {
            scoreTypeId: t.id,
            gradeId: g.id,
            weight: Number(t.weight),
            critical: t.critical,
            value: Number(g.value),
          };
        });
        const deferred = kind === 'chat' && i === 0 && n < 6;
        const { score, criticalFails } = reviewScore(lines);
        const reviewedAt = new Date(new Date(c.at).getTime() + (1 + rand() * 5) * 86_400_000);
        return {
          c,
          lines,
          tag: rand() < 0.3 ? tags.rows[Math.floor(rand() * tags.rows.length)]?.id : undefined,
          row: {
            kind,
            chatId: kind === 'chat' ? c.id : null,
            ticketId: kind === 'ticket' ? c.id : null,
            reviewerId: reviewers[(i + n) % reviewers.length]!,
            score,
            criticalFails,
            sendStats: rand() > 0.05,
            reviewLater: deferred,
            comment: criticalFails ? 'A critical criterion failed: please read the feedback.' : '',
            conversationAt: new Date(c.at),
            createdAt: reviewedAt,
            updatedAt: reviewedAt,
          },
        };
      });
      const made = await ctx.db
        .insert(qaReviews)
        .values(drafts.map((d) => d.row))
        .returning({ id: qaReviews.id });
      await ctx.db
        .insert(qaReviewScores)
        .values(drafts.flatMap((d, n) => d.lines.map((l) => ({ ...l, reviewId: made[n]!.id }))));
      const agentRows = drafts.flatMap((d, n) => d.c.agents.map((userId) => ({ reviewId: made[n]!.id, userId })));
      if (agentRows.length) await ctx.db.insert(qaReviewAgents).values(agentRows);
      const tagRows = drafts.flatMap((d, n) => (d.tag ? [{ reviewId: made[n]!.id, tagId: d.tag }] : []));
      if (tagRows.length) await ctx.db.insert(qaReviewTags).values(tagRows);
    }
    await ctx.db.execute(sql`
      UPDATE ${sql.raw(table)} c
         SET review_count = (SELECT count(*) FROM qa_reviews r WHERE r.${sql.raw(key)} = c.id AND NOT r.review_later),
             queue_state = CASE WHEN EXISTS (SELECT 1 FROM qa_reviews r WHERE r.${sql.raw(key)} = c.id AND NOT r.review_later)
                                THEN 'reviewed' ELSE 'deferred' END
       WHERE EXISTS (SELECT 1 FROM qa_reviews r WHERE r.${sql.raw(key)} = c.id)`);
  }
  await seedFeedbacks(ctx);
  // Written in bulk: the statistics' rollups are built once from them.
  await rebuildStatistics(ctx.db, ctx.config.timeZone);
  // The ticket cron: a fifth of the open tickets wait in the ticket queue.
  const filter = await createCronConfig(ctx, {
    name: 'Open tickets (a fifth)',
    active: true,
    value: '',
    department: '',
    status: 'open',
    clientKind: null,
    sampleRate: 20,
    schedule: '*/30 * * * *',
  });
  await runCronConfig(ctx, filter.id);
}

/**
 * Feedback on the lowest-scored chat reviews of the last month — new, seen, accepted, disputed (with a
 * reason and a proposed grade) and resolved — and a handful of escalations, open, taken and reviewed.
 */
async function seedFeedbacks(ctx: AppContext): Promise<void> {
  const { rows } = await ctx.db.execute<{
    id: number;
    kind: string;
    reviewer_id: number;
    agent: number;
    chat_id: number;
    score: number;
  }>(
    sql`SELECT r.id, r.kind, r.reviewer_id, a.user_id AS agent, r.chat_id, r.score
          FROM qa_reviews r JOIN qa_review_agents a ON a.review_id = r.id
         WHERE r.kind = 'chat' AND NOT r.review_later AND r.deleted_at IS NULL AND r.score < 70
           AND r.conversation_at > now() - interval '40 days'
         ORDER BY r.id LIMIT 60`,
  );
  const statuses = ['new', 'seen', 'accepted', 'disputed', 'resolved'] as const;
  const words = [
    'The customer was not verified before the DNS change: always confirm the account PIN first.',
    'Good diagnosis, but the renewal promise came before checking the ACME challenge.',
    'Please close by asking whether the problem is solved.',
    'The refund policy was quoted wrongly: 30 days, not 14.',
  ];
  const { rows: accuracy } = await ctx.db.execute<{ id: number }>(
    sql`SELECT id FROM qa_score_types WHERE name = 'Accuracy'`,
  );
  const { rows: good } = await ctx.db.execute<{ id: number }>(sql`SELECT id FROM qa_score_grades WHERE name = 'Good'`);
  for (const [i, r] of rows.entries()) {
    const status = statuses[i % statuses.length]!;
    const disputed = status === 'disputed' || status === 'resolved';
    await ctx.db.execute(
      sql`INSERT INTO qa_feedbacks (kind, review_id, agent_id, author_id, content, status, seen_at, dispute_reason, dispute_scores,
                                    disputed_at, resolution_note, score_before, score_after, resolved_by, resolved_at, created_at)
          VALUES ('chat', ${r.id}, ${r.agent}, ${r.reviewer_id}, ${words[i % words.length]!}, ${status},
                  ${status === 'new' ? null : sql`now() - interval '2 days'`},
                  ${disputed ? 'The customer had already been verified earlier in the chat.' : null},
                  ${disputed && accuracy[0] && good[0] ? JSON.stringify([{ scoreTypeId: accuracy[0].id, gradeId: good[0].id }]) : null}::jsonb,
                  ${disputed ? sql`now() - interval '1 day'` : null},
                  ${status === 'resolved' ? 'Checked the transcript: the grade stands.' : null},
                  ${status === 'resolved' ? r.score : null}, ${status === 'resolved' ? r.score : null},
                  ${status === 'resolved' ? r.reviewer_id : null}, ${status === 'resolved' ? sql`now() - interval '12 hours'` : null},
                  now() - interval '3 days')`,
    );
  }
  const escalations = rows.slice(0, 8);
  for (const [i, r] of escalations.entries()) {
    const status = i < 4 ? 'open' : i < 6 ? 'in-progress' : 'reviewed';
    const { rows: made } = await ctx.db.execute<{ id: number }>(
      sql`INSERT INTO qa_escalations (kind, chat_id, reason, raised_by, status, handled_by, outcome_review_id, reviewed_at, created_at)
          VALUES ('chat', ${r.chat_id}, 'The agent disputes the critical grade; please take a second look.', ${r.reviewer_id},
                  ${status}, ${status === 'open' ? null : r.reviewer_id}, ${status === 'reviewed' ? r.id : null},
                  ${status === 'reviewed' ? sql`now()` : null}, now() - interval '1 day')
          RETURNING id`,
    );
    await ctx.db.execute(
      sql`INSERT INTO qa_escalation_reviews (escalation_id, review_id) VALUES (${made[0]!.id}, ${r.id})`,
    );
  }
}

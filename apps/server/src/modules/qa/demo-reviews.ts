// Demo reviews: a quarter of the demo chats older than a week and a tenth of the tickets, reviewed by
// the demo reviewers with grades drawn per criterion (mostly good, some critical fails), scored by the
// same model as the review call (contract/rules/qa-score.ts), written in bulk; a few deferred chat
// reviews; and a ticket cron filter that has pulled a sample of the open tickets into the queue.
import { reviewScore } from '@backoffice/contract/rules/qa-score';
import { and, asc, count, desc, eq, exists, isNull, lt, not, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.js';
import { qaEscalationReviews, qaEscalations } from './schema/escalations.js';
import { qaFeedbacks } from './schema/feedbacks.js';
import { qaReviewAgents, qaReviewScores, qaReviews, qaReviewTags } from './schema/reviews.js';
import { qaScoreGrades, qaScoreTypes, qaTags } from './schema/scorecard.js';
import { createCronConfig, runCronConfig } from './services/cron.js';
import { KINDS } from './services/shared.js';
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
    ctx.db
      .select({ id: qaScoreTypes.id, weight: qaScoreTypes.weight, critical: qaScoreTypes.critical })
      .from(qaScoreTypes)
      .where(eq(qaScoreTypes.active, true))
      .orderBy(asc(qaScoreTypes.position)),
    ctx.db
      .select({ id: qaScoreGrades.id, value: qaScoreGrades.value })
      .from(qaScoreGrades)
      .orderBy(desc(qaScoreGrades.value)),
    ctx.db.select({ id: qaTags.id }).from(qaTags).where(eq(qaTags.active, true)).orderBy(asc(qaTags.id)),
  ]);
  // Mostly Excellent or Good; now and then Acceptable, Poor or Fail.
  const pickGrade = () => {
    const r = rand();
    const g = grades;
    return r < 0.45 ? g[0]! : r < 0.8 ? g[1]! : r < 0.93 ? g[2]! : r < 0.98 ? g[3]! : g[4]!;
  };
  for (const kind of ['chat', 'ticket'] as const) {
    const k = KINDS[kind];
    const share = kind === 'chat' ? 4 : 10;
    const agentsOf = ctx.db
      .select({ ids: sql`array_agg(${k.agents.userId})` })
      .from(k.agents)
      .where(eq(k.agentsKey, k.table.id));
    const rows = await ctx.db
      .select({ id: k.table.id, at: k.at, agents: sql<number[]>`coalesce(${agentsOf}, '{}')` })
      .from(k.table)
      .where(and(sql`${k.at} < now() - interval '7 days'`, sql`mod(abs(hashtext(${k.table.id}::text)), ${share}) = 0`))
      .orderBy(asc(k.table.id));
    for (let i = 0; i < rows.length; i += CHUNK) {
      const chunk = rows.slice(i, i + CHUNK);
      const drafts = chunk.map((c, n) => {
        const lines = types.map((t) => {
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
          tag: rand() < 0.3 ? tags[Math.floor(rand() * tags.length)]?.id : undefined,
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
    const ofConversation = eq(k.reviewKey, k.table.id);
    const finished = and(ofConversation, not(qaReviews.reviewLater));
    await ctx.db
      .update(k.table)
      .set({
        reviewCount: sql`${ctx.db.select({ n: count() }).from(qaReviews).where(finished)}`,
        queueState: sql`CASE WHEN ${exists(ctx.db.select({ one: sql`1` }).from(qaReviews).where(finished))}
                             THEN 'reviewed' ELSE 'deferred' END`,
      })
      .where(exists(ctx.db.select({ one: sql`1` }).from(qaReviews).where(ofConversation)));
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
  const rows = await ctx.db
    .select({
      id: qaReviews.id,
      reviewerId: qaReviews.reviewerId,
      agent: qaReviewAgents.userId,
      chatId: qaReviews.chatId,
      score: qaReviews.score,
    })
    .from(qaReviews)
    .innerJoin(qaReviewAgents, eq(qaReviewAgents.reviewId, qaReviews.id))
    .where(
      and(
        eq(qaReviews.kind, 'chat'),
        not(qaReviews.reviewLater),
        isNull(qaReviews.deletedAt),
        lt(qaReviews.score, 70),
        sql`${qaReviews.conversationAt} > now() - interval '40 days'`,
      ),
    )
    .orderBy(asc(qaReviews.id))
    .limit(60);
  const statuses = ['new', 'seen', 'accepted', 'disputed', 'resolved'] as const;
  const words = [
    'The customer was not verified before the DNS change: always confirm the account PIN first.',
    'Good diagnosis, but the renewal promise came before checking the ACME challenge.',
    'Please close by asking whether the problem is solved.',
    'The refund policy was quoted wrongly: 30 days, not 14.',
  ];
  const [accuracy] = await ctx.db
    .select({ id: qaScoreTypes.id })
    .from(qaScoreTypes)
    .where(eq(qaScoreTypes.name, 'Accuracy'));
  const [good] = await ctx.db
    .select({ id: qaScoreGrades.id })
    .from(qaScoreGrades)
    .where(eq(qaScoreGrades.name, 'Good'));
  const ago = (interval: string) => sql`now() - ${interval}::interval`;
  for (const [i, r] of rows.entries()) {
    const status = statuses[i % statuses.length]!;
    const disputed = status === 'disputed' || status === 'resolved';
    const resolved = status === 'resolved';
    await ctx.db.insert(qaFeedbacks).values({
      kind: 'chat',
      reviewId: r.id,
      agentId: r.agent,
      authorId: r.reviewerId,
      content: words[i % words.length]!,
      status,
      seenAt: status === 'new' ? null : ago('2 days'),
      disputeReason: disputed ? 'The customer had already been verified earlier in the chat.' : null,
      disputeScores: disputed && accuracy && good ? [{ scoreTypeId: accuracy.id, gradeId: good.id }] : null,
      disputedAt: disputed ? ago('1 day') : null,
      resolutionNote: resolved ? 'Checked the transcript: the grade stands.' : null,
      scoreBefore: resolved ? r.score : null,
      scoreAfter: resolved ? r.score : null,
      resolvedBy: resolved ? r.reviewerId : null,
      resolvedAt: resolved ? ago('12 hours') : null,
      createdAt: ago('3 days'),
    });
  }
  const escalations = rows.slice(0, 8);
  for (const [i, r] of escalations.entries()) {
    const status = i < 4 ? 'open' : i < 6 ? 'in-progress' : 'reviewed';
    const [made] = await ctx.db
      .insert(qaEscalations)
      .values({
        kind: 'chat',
        chatId: r.chatId,
        reason: 'The agent disputes the critical grade; please take a second look.',
        raisedBy: r.reviewerId,
        status,
        handledBy: status === 'open' ? null : r.reviewerId,
        outcomeReviewId: status === 'reviewed' ? r.id : null,
        reviewedAt: status === 'reviewed' ? sql`now()` : null,
        createdAt: ago('1 day'),
      })
      .returning({ id: qaEscalations.id });
    await ctx.db.insert(qaEscalationReviews).values({ escalationId: made!.id, reviewId: r.id });
  }
}

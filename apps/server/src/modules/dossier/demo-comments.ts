// Demo data of the dossiers (`npm run demo`): the comments part. The review categories Tone, Product
// knowledge and Process, and chat and ticket comments for the demo agents with dossiers (the agents part
// made them), written by the demo reviewers through the service, spread over the past weeks.
import { asc, eq } from 'drizzle-orm';
import type { AppContext } from '../../core/context.js';
import type { DemoKit } from './demo.js';
import { dossierAgents } from './schema/agents.js';
import { dossierComments } from './schema/comments.js';
import { createComment, createReviewCategory } from './services/comments.js';

const CHAT_NOTES = [
  'Friendly greeting and a clear summary of the customer’s problem before answering.',
  'Answered the DNS question correctly but forgot to link the knowledge base article.',
  'Kept the customer waiting over five minutes without an update.',
  'Good de-escalation of an angry customer; stayed calm and factual.',
];
const TICKET_NOTES = [
  'Escalated the SSL renewal to the right team with every detail attached.',
  'Closed the ticket before the customer confirmed the fix worked.',
  'Thorough reply on backup restore steps; could be shorter.',
  'Used the correct macro and personalised it well.',
];

export async function seedComments(ctx: AppContext, { actor, people }: DemoKit): Promise<void> {
  const categories = [];
  for (const name of ['Tone', 'Product knowledge', 'Process']) {
    categories.push(await createReviewCategory(ctx, { name }));
  }
  const agents = await ctx.db
    .select({ userId: dossierAgents.userId })
    .from(dossierAgents)
    .orderBy(asc(dossierAgents.userId));
  const reviewers = people.filter((p) => p.role === 'Reviewer' || p.role === 'QA manager');
  const authorOf = (i: number) => (reviewers.length ? { id: reviewers[i % reviewers.length]!.id } : actor);
  const day = 86_400_000;
  let n = 0;
  for (const { userId } of agents.slice(0, 30)) {
    for (const [kind, notes] of [
      ['chat', CHAT_NOTES],
      ['ticket', TICKET_NOTES],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        n++;
        const comment = await createComment(ctx, authorOf(n), {
          kind,
          userId,
          // Every few comments is written without a category, as QC v1 allows.
          categoryId: n % 5 === 0 ? null : categories[n % categories.length]!.id,
          conversationId: null,
          content: notes[(n + i) % notes.length]!,
        });
        const at = new Date(Date.now() - ((n * 3) % 56) * day - (n % 8) * 3_600_000);
        await ctx.db
          .update(dossierComments)
          .set({ createdAt: at, updatedAt: at })
          .where(eq(dossierComments.id, comment.id));
      }
    }
  }
}

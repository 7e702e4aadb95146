// Demo data of the dossiers (`npm run demo`): the feedbacks part. Every demo agent with a dossier (made by
// demo-agents.ts) gets feedback of every type, shared and private, written by the manager of their
// current team (else the demo administrator), through the service so its rules and notifications apply.
import { asc, eq } from 'drizzle-orm';
import type { AuthUser } from '../../core/auth/sessions.js';
import type { AppContext } from '../../core/context.js';
import { users } from '../../core/db/schema.js';
import type { DemoKit } from './demo.js';
import { dossierAgents } from './schema/agents.js';
import { dossierFeedbackCategories, dossierFeedbacks, dossierFeedbackTypes } from './schema/feedbacks.js';
import { managerOf } from './services/agents.js';
import { createFeedback } from './services/feedbacks.js';

const TEXTS: Record<string, string[]> = {
  praise: [
    'Kept a customer with a broken mail setup calm and walked them through the DNS change step by step.',
    'Picked up three escalations from the night shift without being asked. Thank you.',
  ],
  improvement: [
    'Closing replies are sometimes too short: say what was done and what the customer should check next.',
    'Tag the tickets before handing them over, so the next shift finds them in the queue.',
  ],
  warning: [
    'Two tickets were closed without an answer to the customer this week. Please re-read the closing checklist.',
  ],
};

export async function seedFeedbacks(ctx: AppContext, kit: DemoKit): Promise<void> {
  const agents = await ctx.db
    .select({ userId: dossierAgents.userId })
    .from(dossierAgents)
    .orderBy(asc(dossierAgents.userId));
  const categories = await ctx.db.select().from(dossierFeedbackCategories).orderBy(asc(dossierFeedbackCategories.id));
  const types = await ctx.db.select().from(dossierFeedbackTypes).orderBy(asc(dossierFeedbackTypes.id));
  const [any] = await ctx.db.select({ id: dossierFeedbacks.id }).from(dossierFeedbacks).limit(1);
  // Once: a second run leaves the feedback as it is.
  if (any || !categories.length || !types.length) return;
  for (const [n, agent] of agents.entries()) {
    const managerId = await managerOf(ctx.db, agent.userId);
    let author: AuthUser = kit.actor;
    if (managerId !== null) {
      const [manager] = await ctx.db
        .select({ id: users.id, username: users.username, name: users.name })
        .from(users)
        .where(eq(users.id, managerId));
      if (manager) author = { ...kit.actor, ...manager, isAdmin: false, scopes: ['dossier:feedback:create'] };
    }
    for (const [i, type] of types.entries()) {
      const texts = TEXTS[type.tone] ?? TEXTS.improvement!;
      await createFeedback(ctx, author, {
        userId: agent.userId,
        categoryId: categories[(n + i) % categories.length]!.id,
        typeId: type.id,
        content: texts[n % texts.length]!,
        // Praise is shared; every other agent's improvement is kept private; warnings are shared.
        visibility: type.tone === 'improvement' && n % 2 === 1 ? 'private' : 'shared',
      });
    }
    // A manager's private note on every agent.
    await createFeedback(ctx, author, {
      userId: agent.userId,
      categoryId: categories[n % categories.length]!.id,
      typeId: types.find((t) => t.tone === 'improvement')?.id ?? types[0]!.id,
      content: 'Private note: ready for the senior position review next quarter if the ticket closures improve.',
      visibility: 'private',
    });
  }
}

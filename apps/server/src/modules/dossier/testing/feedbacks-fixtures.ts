// The record matrix's dossier feedback records (test/record-matrix.test.ts, through ../policy.ts): the
// caller holds the endpoint's scopes only (no dossier:feedback:read, no team), so it reaches its own
// dossier's shared feedback and nothing of another agent's.
import { asc } from 'drizzle-orm';
import type { Fixture, FixtureKit } from '../../../core/policy.js';
import { dossierAgents } from '../schema/agents.js';
import { dossierFeedbackCategories, dossierFeedbacks, dossierFeedbackTypes } from '../schema/feedbacks.js';

/** Gives the user a dossier (idempotent). */
export async function dossierFor({ ctx }: FixtureKit, userId: number): Promise<number> {
  await ctx.db.insert(dossierAgents).values({ userId }).onConflictDoNothing();
  return userId;
}

/** A feedback about the agent (who must have a dossier). */
export async function feedbackOf(
  { ctx }: FixtureKit,
  userId: number,
  visibility: 'shared' | 'private' = 'shared',
): Promise<number> {
  const [category] = await ctx.db
    .select()
    .from(dossierFeedbackCategories)
    .orderBy(asc(dossierFeedbackCategories.id))
    .limit(1);
  const [type] = await ctx.db.select().from(dossierFeedbackTypes).orderBy(asc(dossierFeedbackTypes.id)).limit(1);
  const [row] = await ctx.db
    .insert(dossierFeedbacks)
    .values({ userId, categoryId: category!.id, typeId: type!.id, content: 'Fixture feedback', visibility })
    .returning({ id: dossierFeedbacks.id });
  return row!.id;
}

export async function feedbackFixture(kit: FixtureKit): Promise<Fixture> {
  const other = await dossierFor(kit, (await kit.createUser()).id);
  const own = await dossierFor(kit, kit.caller.id);
  return { hidden: await feedbackOf(kit, other), visible: await feedbackOf(kit, own) };
}

export async function agentFixture(kit: FixtureKit): Promise<Fixture> {
  return { hidden: await dossierFor(kit, (await kit.createUser()).id), visible: await dossierFor(kit, kit.caller.id) };
}

// The record matrix's comment records (test/record-matrix.test.ts, through ../policy.ts): a user without a
// dossier, whose comments nobody reaches, and an agent with one.
import type { Fixture, FixtureKit } from '../../../core/policy.js';
import { dossierAgents } from '../schema/agents.js';

export async function commentAgentFixture({ ctx, createUser }: FixtureKit): Promise<Fixture> {
  const hidden = (await createUser()).id;
  const visible = (await createUser()).id;
  await ctx.db.insert(dossierAgents).values({ userId: visible });
  return { hidden, visible };
}

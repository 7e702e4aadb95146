// The record matrix's dossiers (test/record-matrix.test.ts, through ../policy.ts): someone else's,
// which the caller may not reach without dossier:user:read, and the caller's own, which it may.
import { asc } from 'drizzle-orm';
import type { Fixture, FixtureKit } from '../../../core/policy.js';
import { dossierAgents, dossierPositionPeriods, dossierPositions } from '../schema/agents.js';

/** Opens a dossier for the user in the first position, from 2030-01-07. */
export async function dossierFor({ ctx }: FixtureKit, userId: number): Promise<number> {
  const [position] = await ctx.db.select().from(dossierPositions).orderBy(asc(dossierPositions.id)).limit(1);
  await ctx.db.insert(dossierAgents).values({ userId }).onConflictDoNothing();
  await ctx.db
    .insert(dossierPositionPeriods)
    .values({ userId, positionId: position!.id, from: '2030-01-07' })
    .onConflictDoNothing();
  return userId;
}

export async function agentFixture(kit: FixtureKit): Promise<Fixture> {
  return { hidden: await dossierFor(kit, (await kit.createUser()).id), visible: await dossierFor(kit, kit.caller.id) };
}

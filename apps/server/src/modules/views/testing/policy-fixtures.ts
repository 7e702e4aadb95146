// The record matrix's saved views (test/record-matrix.test.ts, through ../policy.ts): another person's
// shared view, which the caller may use but not delete, and the caller's own, which it may.
import type { Fixture, FixtureKit } from '../../../core/policy.js';
import { savedViews } from '../schema.js';

async function viewOf({ ctx }: FixtureKit, ownerId: number): Promise<number> {
  const [row] = await ctx.db
    .insert(savedViews)
    .values({ ownerId, screen: '/users', name: 'Matrix', query: 'search=a', shared: true })
    .returning({ id: savedViews.id });
  return row!.id;
}

export async function viewFixture(kit: FixtureKit): Promise<Fixture> {
  return { hidden: await viewOf(kit, (await kit.createUser()).id), visible: await viewOf(kit, kit.caller.id) };
}

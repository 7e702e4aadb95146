// The record matrix's sessions (test/record-matrix.test.ts, through ../policy.ts): another user's,
// which the caller may not reach, and a second session of the caller's own, which it may.
import type { Fixture, FixtureKit } from '../../../core/policy.js';

export async function sessionFixture({ ctx, caller, createUser }: FixtureKit): Promise<Fixture> {
  const theirs = await ctx.sessions.create((await createUser()).id);
  const mine = await ctx.sessions.create(caller.id);
  return { hidden: theirs.user.sessionId, visible: mine.user.sessionId };
}

// The record matrix's employee records (test/record-matrix.test.ts, through the policies of
// ../policy.ts): someone else's, which the caller may not reach, and the caller's own, which it may.
import { eq } from 'drizzle-orm';
import { notifications, profiles } from '../../../core/db/schema.js';
import type { Fixture, FixtureKit } from '../../../core/policy.js';

/** Another user, and the caller (every test user has a profile). */
export async function userFixture({ caller, createUser }: FixtureKit): Promise<Fixture> {
  return { hidden: (await createUser()).id, visible: caller.id };
}

export async function profileFixture({ ctx, caller, createUser }: FixtureKit): Promise<Fixture> {
  const profileOf = async (userId: number) =>
    (await ctx.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, userId)))[0]!.id;
  return { hidden: await profileOf((await createUser()).id), visible: await profileOf(caller.id) };
}

export async function notificationFixture({ ctx, caller, createUser }: FixtureKit): Promise<Fixture> {
  const notificationOf = async (userId: number) => {
    const [row] = await ctx.db
      .insert(notifications)
      .values({ userId, level: 'info', title: 'Matrix', body: 'A notification of the record matrix' })
      .returning({ id: notifications.id });
    return row!.id;
  };
  return { hidden: await notificationOf((await createUser()).id), visible: await notificationOf(caller.id) };
}

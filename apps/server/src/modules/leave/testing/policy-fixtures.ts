// The record matrix's leave records (test/record-matrix.test.ts, through ../policy.ts): someone
// else's, which the caller (no approver) may not see, and the caller's own, which it may.
import { asc } from 'drizzle-orm';
import type { Fixture, FixtureKit } from '../../../core/policy.js';
import { leaveCancellations, leaveRequests, leaveTypes } from '../schema.js';

async function requestOf({ ctx }: FixtureKit, userId: number): Promise<number> {
  const [type] = await ctx.db.select().from(leaveTypes).orderBy(asc(leaveTypes.id)).limit(1);
  const [row] = await ctx.db
    .insert(leaveRequests)
    .values({
      userId,
      typeId: type!.id,
      from: '2030-03-04',
      to: '2030-03-04',
      days: 1,
      daysByYear: { '2030': 1 },
      status: 'approved',
    })
    .returning({ id: leaveRequests.id });
  return row!.id;
}

export async function personFixture({ caller, createUser }: FixtureKit): Promise<Fixture> {
  return { hidden: (await createUser()).id, visible: caller.id };
}

export async function requestFixture(kit: FixtureKit): Promise<Fixture> {
  return { hidden: await requestOf(kit, (await kit.createUser()).id), visible: await requestOf(kit, kit.caller.id) };
}

export async function cancellationFixture(kit: FixtureKit): Promise<Fixture> {
  const cancellationOf = async (userId: number) => {
    const requestId = await requestOf(kit, userId);
    const [row] = await kit.ctx.db
      .insert(leaveCancellations)
      .values({ requestId })
      .returning({ id: leaveCancellations.id });
    return row!.id;
  };
  return { hidden: await cancellationOf((await kit.createUser()).id), visible: await cancellationOf(kit.caller.id) };
}

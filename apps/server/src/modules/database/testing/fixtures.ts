// The record matrix's databases and users (test/record-matrix.test.ts, through ../policy.ts): one of another
// department, which the matrix's caller may not reach, and one of the caller's own.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { departments, users } from '../../../core/db/schema.js';
import type { Fixture, FixtureKit } from '../../../core/policy.js';
import { mariaDatabases, mariaUsers } from '../schema.js';

async function otherDepartment({ ctx }: FixtureKit): Promise<number> {
  const [row] = await ctx.db
    .insert(departments)
    .values({ name: `Databases elsewhere ${randomBytes(3).toString('hex')}` })
    .returning({ id: departments.id });
  return row!.id;
}

/** The caller's department: what it reaches (services/shared.ts `reachable`). */
async function callerDepartment({ ctx, caller }: FixtureKit): Promise<number | null> {
  const [row] = await ctx.db.select({ departmentId: users.departmentId }).from(users).where(eq(users.id, caller.id));
  return row?.departmentId ?? null;
}

const uniqueName = (prefix: string) => `${prefix}_${randomBytes(4).toString('hex')}`;

export async function databaseFixture(kit: FixtureKit): Promise<Fixture> {
  const departmentId = await otherDepartment(kit);
  const [hidden] = await kit.ctx.db
    .insert(mariaDatabases)
    .values({ name: uniqueName('hidden'), departmentId })
    .returning({ id: mariaDatabases.id });
  const [visible] = await kit.ctx.db
    .insert(mariaDatabases)
    .values({ name: uniqueName('visible'), departmentId: await callerDepartment(kit) })
    .returning({ id: mariaDatabases.id });
  return { hidden: hidden!.id, visible: visible!.id };
}

export async function userFixture(kit: FixtureKit): Promise<Fixture> {
  const departmentId = await otherDepartment(kit);
  const [hidden] = await kit.ctx.db
    .insert(mariaUsers)
    .values({ name: uniqueName('hidden'), hosts: ['%'], departmentId })
    .returning({ id: mariaUsers.id });
  const [visible] = await kit.ctx.db
    .insert(mariaUsers)
    .values({ name: uniqueName('visible'), hosts: ['%'], departmentId: await callerDepartment(kit) })
    .returning({ id: mariaUsers.id });
  return { hidden: hidden!.id, visible: visible!.id };
}

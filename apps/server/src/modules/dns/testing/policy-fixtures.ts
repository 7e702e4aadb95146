// The record matrix's DNS zones (test/record-matrix.test.ts, through the policies of ../policy.ts):
// the caller joins a department with DNS access, so that what hides the one zone is the rule itself
// (it is admin-only), while a plain zone beside it stays visible to the same caller.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { departments, users } from '../../../core/db/schema.js';
import type { Fixture, FixtureKit } from '../../../core/policy.js';
import { nextSerial, soaContent } from '../records.js';
import { dnsDepartmentAccess, dnsRecords, dnsZones } from '../schema.js';

export async function zoneFixture({ ctx, caller }: FixtureKit): Promise<Fixture> {
  const tag = randomBytes(4).toString('hex');
  const [department] = await ctx.db
    .insert(departments)
    .values({ name: `DNS matrix ${tag}` })
    .returning({ id: departments.id });
  await ctx.db.insert(dnsDepartmentAccess).values({ departmentId: department!.id });
  await ctx.db.update(users).set({ departmentId: department!.id }).where(eq(users.id, caller.id));
  ctx.bus.publish({ type: 'users.changed', userIds: [caller.id] });
  const zone = async (adminOnly: boolean) => {
    const name = `${adminOnly ? 'hidden' : 'visible'}-${tag}.example`;
    const serial = nextSerial(0);
    const [row] = await ctx.db.insert(dnsZones).values({ name, adminOnly, serial }).returning({ id: dnsZones.id });
    await ctx.db.insert(dnsRecords).values([
      {
        zoneId: row!.id,
        name,
        type: 'SOA',
        ttl: 3600,
        content: soaContent(`ns1.${name}`, `hostmaster.${name}`, serial),
      },
      { zoneId: row!.id, name, type: 'NS', ttl: 3600, content: `ns1.${name}` },
    ]);
    return row!.id;
  };
  return { hidden: await zone(true), visible: await zone(false) };
}

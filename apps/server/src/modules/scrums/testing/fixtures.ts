// The record matrix's audits (test/record-matrix.test.ts, through ../policy.ts): the caller holds the
// endpoint's scopes only (no scrums:audits:read), so it reaches the audits about itself and nothing of
// another developer's.
import type { Fixture, FixtureKit } from '../../../core/policy.js';
import { scrumAuditComponents, scrumAudits, scrumComponents } from '../schema.js';

/** An audit of the developer by someone else, covering one new component. */
export async function auditOf({ ctx, createUser }: FixtureKit, developerId: number): Promise<number> {
  const auditor = await createUser();
  const [component] = await ctx.db
    .insert(scrumComponents)
    .values({ name: `Fixture component ${developerId}-${Date.now()}-${Math.random()}` })
    .returning({ id: scrumComponents.id });
  const [audit] = await ctx.db
    .insert(scrumAudits)
    .values({ developerId, auditorId: auditor.id, date: '2030-01-07', rating: 3 })
    .returning({ id: scrumAudits.id });
  await ctx.db.insert(scrumAuditComponents).values({ auditId: audit!.id, componentId: component!.id });
  return audit!.id;
}

export async function auditFixture(kit: FixtureKit): Promise<Fixture> {
  const other = await kit.createUser();
  return { hidden: await auditOf(kit, other.id), visible: await auditOf(kit, kit.caller.id) };
}

export async function developerFixture(kit: FixtureKit): Promise<Fixture> {
  return { hidden: (await kit.createUser()).id, visible: kit.caller.id };
}

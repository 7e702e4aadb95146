// Which zones a caller reaches (docs/dns.md "Access"): the policies the contract declares
// (`declaredPolicies` in contract/modules/dns.ts), applied by core before a handler runs; the
// zone-keyed services take the zone the policy found. Creation is checked again by the service
// (`assertMayCreate`), so the demo's direct imports obey it too.
import { hasScopes } from '@backoffice/contract';
import { changeRecords } from '@backoffice/contract/modules/dns';
import { eq } from 'drizzle-orm';
import type { AuthUser } from '../../core/auth/sessions.js';
import type { Executor } from '../../core/db/database.js';
import { forbidden } from '../../core/errors.js';
import { type FixtureKit, modulePolicies } from '../../core/policy.js';
import { dnsDepartmentAccess, dnsZones } from './schema.js';

export type ZoneRow = typeof dnsZones.$inferSelect;

declare module '../../core/policy.js' {
  interface PolicyRecords {
    'dns.zone': ZoneRow;
    'dns.adminOnlyFlag': ZoneRow;
  }
}

/** Administrators always; others when their department was given DNS access (`/dns/departments`). */
export async function departmentHasAccess(db: Executor, user: AuthUser): Promise<boolean> {
  if (user.isAdmin) return true;
  if (user.departmentId === null) return false;
  const rows = await db
    .select({ id: dnsDepartmentAccess.departmentId })
    .from(dnsDepartmentAccess)
    .where(eq(dnsDepartmentAccess.departmentId, user.departmentId));
  return rows.length > 0;
}

/**
 * The `dns.zone` rule: admins see every zone; others see zones that are not admin-only, when their
 * department has DNS access. Any other zone is not theirs to know about.
 */
async function maySeeZone(db: Executor, user: AuthUser, zone: ZoneRow): Promise<boolean> {
  return user.isAdmin || (!zone.adminOnly && (await departmentHasAccess(db, user)));
}

/** The zone, when this user may see it (`maySeeZone`); null otherwise, as for one that does not exist. */
async function findVisibleZone(db: Executor, user: AuthUser, id: number): Promise<ZoneRow | null> {
  const [zone] = await db.select().from(dnsZones).where(eq(dnsZones.id, id));
  return zone && (await maySeeZone(db, user, zone)) ? zone : null;
}

/**
 * Whether this user may change the zone's records, exactly as `PATCH /dns/zones/{id}/records` would
 * let them: the scopes that endpoint declares, and the `dns.zone` rule it applies. For other modules
 * that write into a zone on someone's behalf (DNS-01 challenges of Let's Encrypt orders).
 */
export async function mayChangeRecords(db: Executor, user: AuthUser, zone: ZoneRow): Promise<boolean> {
  const { access } = changeRecords;
  if (typeof access !== 'object' || !hasScopes(user.scopes, access.scopes, user.isAdmin)) return false;
  return maySeeZone(db, user, zone);
}

/** Creation: admin-only zones by administrators, other zones with the department's DNS access (403 with why). */
export async function assertMayCreate(db: Executor, user: AuthUser, adminOnly: boolean): Promise<void> {
  if (user.isAdmin) return;
  if (adminOnly) throw forbidden('Only administrators can create admin-only zones');
  if (!(await departmentHasAccess(db, user))) {
    throw forbidden('Your department has no DNS access; an administrator can grant it under DNS departments');
  }
}

function assertMaySetAdminOnly(user: AuthUser): void {
  if (!user.isAdmin) throw forbidden('Only administrators can change whether a zone is admin-only');
}

/** The record matrix's zones (testing/, loaded by tests only). */
const zoneFixture = async (kit: FixtureKit) => (await import('./testing/policy-fixtures.js')).zoneFixture(kit);

export const policies = modulePolicies({
  'dns.zone': {
    kind: 'record',
    noun: 'DNS zone',
    find: (ctx, user, id: number) => findVisibleZone(ctx.db, user, id),
    fixture: zoneFixture,
  },
  'dns.adminOnlyFlag': {
    kind: 'record',
    noun: 'DNS zone',
    find: (ctx, user, id: number) => findVisibleZone(ctx.db, user, id),
    check: (_ctx, user) => assertMaySetAdminOnly(user),
    fixture: zoneFixture,
  },
  'dns.newZone': {
    kind: 'request',
    // createZone and importZone, the two endpoints that name it, both have `adminOnly` in their body.
    check: (ctx, user, input: { body: { adminOnly: boolean } }) => assertMayCreate(ctx.db, user, input.body.adminOnly),
  },
});

// Which departments reach DNS zones (spec §2 "DNS departments"); each grant and revocation writes
// its audit row in its transaction.
import { asc, eq } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import { departments } from '../../../core/db/schema.js';
import { conflict, notFound } from '../../../core/errors.js';
import { dnsDepartmentAccess } from '../schema.js';

const ENTITY = 'dns.department';

export async function listDepartmentAccess(ctx: AppContext) {
  const rows = await ctx.db
    .select({
      departmentId: dnsDepartmentAccess.departmentId,
      name: departments.name,
      grantedAt: dnsDepartmentAccess.grantedAt,
    })
    .from(dnsDepartmentAccess)
    .innerJoin(departments, eq(departments.id, dnsDepartmentAccess.departmentId))
    .orderBy(asc(departments.name));
  // Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
  return rows.map((r) => Object.assign(r, { grantedAt: r.grantedAt.toISOString() }));
}

export async function grantDepartment(ctx: AppContext, user: AuthUser, departmentId: number) {
  return ctx.db.transaction(async (tx) => {
    const [department] = await tx.select().from(departments).where(eq(departments.id, departmentId));
    if (!department) throw notFound('Department');
    const inserted = await tx
      .insert(dnsDepartmentAccess)
      .values({ departmentId, grantedBy: user.id })
      .onConflictDoNothing()
      .returning();
    if (!inserted.length) throw conflict(`The department ${department.name} already has DNS access`, 'body.id');
    const access = { departmentId, name: department.name, grantedAt: inserted[0]!.grantedAt.toISOString() };
    auditChange(tx, { entity: ENTITY, entityId: departmentId, after: access });
    return access;
  });
}

export async function revokeDepartment(ctx: AppContext, departmentId: number) {
  return ctx.db.transaction(async (tx) => {
    const removed = await tx
      .delete(dnsDepartmentAccess)
      .where(eq(dnsDepartmentAccess.departmentId, departmentId))
      .returning();
    if (!removed.length) throw notFound('DNS access of this department');
    auditChange(tx, { entity: ENTITY, entityId: departmentId, before: { departmentId } });
    return { departmentId };
  });
}

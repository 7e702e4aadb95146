// Who approves the leave of each department: a list per department, set as a whole.
import { asc, eq, inArray } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { departments, users } from '../../../core/db/schema.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { leaveApprovers } from '../schema.js';

export async function approverGroups(db: Executor, departmentId?: number) {
  const depts = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(departmentId === undefined ? undefined : eq(departments.id, departmentId))
    .orderBy(asc(departments.name));
  const people = depts.length
    ? await db
        .select({ departmentId: leaveApprovers.departmentId, id: users.id, name: users.name })
        .from(leaveApprovers)
        .innerJoin(users, eq(users.id, leaveApprovers.userId))
        .where(
          inArray(
            leaveApprovers.departmentId,
            depts.map((d) => d.id),
          ),
        )
        .orderBy(asc(users.name))
    : [];
  return depts.map((d) => ({
    departmentId: d.id,
    departmentName: d.name,
    approvers: people.filter((p) => p.departmentId === d.id).map(({ id, name }) => ({ id, name })),
  }));
}

export async function departmentApprovers(db: Executor, departmentId: number) {
  const [group] = await approverGroups(db, departmentId);
  if (!group) throw notFound('Department');
  return group;
}

export async function setApprovers(ctx: AppContext, departmentId: number, userIds: number[]) {
  const ids = [...new Set(userIds)];
  await ctx.db.transaction(async (tx) => {
    const before = await approverGroups(tx, departmentId);
    if (!before.length) throw badRequest('body.departmentId', 'is not a department');
    const known = ids.length ? await tx.select({ id: users.id }).from(users).where(inArray(users.id, ids)) : [];
    const missing = ids.filter((id) => !known.some((k) => k.id === id));
    if (missing.length) throw badRequest('body.userIds', `names people who do not exist: ${missing.join(', ')}`);
    await tx.delete(leaveApprovers).where(eq(leaveApprovers.departmentId, departmentId));
    if (ids.length) await tx.insert(leaveApprovers).values(ids.map((userId) => ({ departmentId, userId })));
    auditChange(tx, { entity: 'leave-approvers', entityId: departmentId, before: before[0], after: { userIds: ids } });
  });
  return departmentApprovers(ctx.db, departmentId);
}

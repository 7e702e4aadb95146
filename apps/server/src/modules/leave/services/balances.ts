// Yearly balances: per type, the allowance (the person's own, else the type's), days carried over,
// days taken (approved) and waiting (pending), from the working days each request keeps per year.
import type { Balance, EmployeeLeave } from '@backoffice/contract/modules/leave';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { departments, users } from '../../../core/db/schema.js';
import { badRequest, notFound } from '../../../core/errors.js';
import { leaveAllowances, leaveRequests, leaveTypes } from '../schema.js';
import { seesAll, type Viewer } from './shared.js';

export const listTypes = (db: Executor) =>
  db.select().from(leaveTypes).orderBy(asc(leaveTypes.position), asc(leaveTypes.name));

/** Every type's balance for each person in `userIds` in `year`. */
export async function balancesFor(db: Executor, userIds: number[], year: number): Promise<Map<number, Balance[]>> {
  const out = new Map<number, Balance[]>();
  if (!userIds.length) return out;
  const key = String(year);
  const [types, own, usage] = await Promise.all([
    listTypes(db),
    db
      .select()
      .from(leaveAllowances)
      .where(and(inArray(leaveAllowances.userId, userIds), eq(leaveAllowances.year, year))),
    db
      .select({
        userId: leaveRequests.userId,
        typeId: leaveRequests.typeId,
        status: leaveRequests.status,
        days: sql<number>`coalesce(sum((${leaveRequests.daysByYear} ->> ${key})::float8), 0)`,
      })
      .from(leaveRequests)
      .where(
        and(
          inArray(leaveRequests.userId, userIds),
          inArray(leaveRequests.status, ['pending', 'approved']),
          sql`${leaveRequests.daysByYear} ? ${key}`,
        ),
      )
      .groupBy(leaveRequests.userId, leaveRequests.typeId, leaveRequests.status),
  ]);
  for (const userId of userIds) {
    out.set(
      userId,
      types.map((type) => {
        const mine = own.find((a) => a.userId === userId && a.typeId === type.id);
        const sum = (status: string) =>
          Number(usage.find((u) => u.userId === userId && u.typeId === type.id && u.status === status)?.days ?? 0);
        const allowance = mine?.allowance ?? type.allowance;
        const carriedOver = mine?.carriedOver ?? 0;
        const used = sum('approved');
        const pending = sum('pending');
        return {
          typeId: type.id,
          name: type.name,
          color: type.color,
          deducts: type.deducts,
          year,
          allowance,
          ownAllowance: mine?.allowance != null,
          carriedOver,
          used,
          pending,
          remaining: type.deducts ? allowance + carriedOver - used - pending : 0,
        };
      }),
    );
  }
  return out;
}

/** The people among `userIds` (everyone when empty, at most 500) whose leave `viewer` sees, by name. */
export async function visibleEmployees(db: Executor, viewer: Viewer, userIds: number[], year: number) {
  const where = seesAll(viewer.user)
    ? undefined
    : or(eq(users.id, viewer.user.id), inArray(users.departmentId, [...viewer.approves, -1]));
  const people = await db
    .select({ id: users.id })
    .from(users)
    .where(and(where, userIds.length ? inArray(users.id, userIds) : undefined))
    .orderBy(asc(users.name), asc(users.id))
    .limit(500);
  return employeesLeave(
    db,
    people.map((p) => p.id),
    year,
  );
}

export async function employeesLeave(db: Executor, userIds: number[], year: number): Promise<EmployeeLeave[]> {
  if (!userIds.length) return [];
  const people = await db
    .select({ id: users.id, name: users.name, departmentId: users.departmentId, departmentName: departments.name })
    .from(users)
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .where(inArray(users.id, userIds))
    .orderBy(asc(users.name), asc(users.id));
  const balances = await balancesFor(
    db,
    people.map((p) => p.id),
    year,
  );
  return people.map((p) => ({
    userId: p.id,
    userName: p.name,
    departmentId: p.departmentId,
    departmentName: p.departmentName,
    year,
    balances: balances.get(p.id) ?? [],
  }));
}

export async function employeeLeave(db: Executor, userId: number, year: number): Promise<EmployeeLeave> {
  const [one] = await employeesLeave(db, [userId], year);
  if (!one) throw notFound('User');
  return one;
}

export async function updateEmployee(
  ctx: AppContext,
  userId: number,
  body: { year: number; types: { typeId: number; allowance: number | null; carriedOver: number }[] },
): Promise<EmployeeLeave> {
  await ctx.db.transaction(async (tx) => {
    const before = await employeeLeave(tx, userId, body.year);
    const known = new Set(before.balances.map((b) => b.typeId));
    const unknown = body.types.filter((t) => !known.has(t.typeId)).map((t) => t.typeId);
    if (unknown.length) throw badRequest('body.types', `names leave types that do not exist: ${unknown.join(', ')}`);
    const now = new Date();
    await tx
      .insert(leaveAllowances)
      .values(body.types.map((t) => ({ userId, year: body.year, ...t, updatedAt: now })))
      .onConflictDoUpdate({
        target: [leaveAllowances.userId, leaveAllowances.typeId, leaveAllowances.year],
        set: { allowance: sql`excluded.allowance`, carriedOver: sql`excluded.carried_over`, updatedAt: now },
      });
    auditChange(tx, {
      entity: 'leave-allowance',
      entityId: userId,
      before: before.balances,
      after: body,
    });
  });
  return employeeLeave(ctx.db, userId, body.year);
}

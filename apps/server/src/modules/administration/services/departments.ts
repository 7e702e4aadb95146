// Departments: roles and users belong to them; one that still has either is not deleted.
import type { Department, DepartmentBody } from '@backoffice/contract/modules/administration';
import { and, asc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { containsPattern, type PageParams, paged } from '../../../core/db/lists.js';
import { departments } from '../../../core/db/schema.js';
import { conflict, notFound } from '../../../core/errors.js';
import { rethrowUnique } from './shared.js';

const departmentColumns = {
  id: departments.id,
  name: departments.name,
  description: departments.description,
  // Written out: drizzle leaves columns unqualified in a one-table selection, and these correlate.
  rolesCount: sql<number>`(SELECT count(*)::int FROM roles r WHERE r.department_id = departments.id)`,
  usersCount: sql<number>`(SELECT count(*)::int FROM users u WHERE u.department_id = departments.id)`,
  createdAt: departments.createdAt,
};

const byName = [asc(sql`lower(${departments.name})`)];

function selectDepartments(db: Executor, where: SQL | undefined, order: SQL[] = [...byName, asc(departments.id)]) {
  return db
    .select(departmentColumns)
    .from(departments)
    .where(where)
    .orderBy(...order);
}

type DepartmentRow = Awaited<ReturnType<typeof selectDepartments>>[number];

// Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
const toDepartment = (row: DepartmentRow): Department => ({
  id: row.id,
  name: row.name,
  description: row.description,
  rolesCount: row.rolesCount,
  usersCount: row.usersCount,
  createdAt: row.createdAt.toISOString(),
});

const nameTaken = { departments_name_unique: { field: 'body.name', message: 'A department with this name exists' } };

export async function listDepartments(ctx: AppContext, q: PageParams & { search?: string; ids?: number[] }) {
  const where = and(
    q.search ? ilike(departments.name, containsPattern(q.search)) : undefined,
    q.ids ? (q.ids.length ? inArray(departments.id, q.ids) : sql`false`) : undefined,
  );
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) => selectDepartments(ctx.db, where, orderBy).limit(limit).offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(departments).where(where),
    order: { fallback: byName, tiebreak: departments.id },
    shape: (rows) => rows.map(toDepartment),
  });
}

export async function getDepartment(ctx: AppContext, id: number): Promise<Department> {
  return findDepartment(ctx.db, id);
}

async function findDepartment(db: Executor, id: number): Promise<Department> {
  const [row] = await selectDepartments(db, eq(departments.id, id));
  if (!row) throw notFound('Department');
  return toDepartment(row);
}

const ENTITY = 'department';

/** Names are unique regardless of case ("support" and "Support" would confuse every picker). */
async function assertNameFree(db: Executor, name: string, exceptId?: number) {
  const clash = await db
    .select({ id: departments.id })
    .from(departments)
    .where(
      and(eq(sql`lower(${departments.name})`, name.toLowerCase()), exceptId ? ne(departments.id, exceptId) : undefined),
    );
  if (clash.length) throw conflict(nameTaken.departments_name_unique.message, 'body.name');
}

export async function createDepartment(ctx: AppContext, body: DepartmentBody): Promise<Department> {
  await assertNameFree(ctx.db, body.name);
  return ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(departments)
        .values({ name: body.name, description: body.description ?? '' })
        .returning({ id: departments.id });
      const created = await findDepartment(tx, row!.id);
      auditChange(tx, { entity: ENTITY, entityId: created.id, after: created });
      return created;
    })
    .catch(rethrowUnique(nameTaken));
}

export async function updateDepartment(ctx: AppContext, id: number, body: Partial<DepartmentBody>) {
  const before = await getDepartment(ctx, id);
  if (body.name !== undefined) await assertNameFree(ctx.db, body.name, id);
  return ctx.db
    .transaction(async (tx) => {
      await tx
        .update(departments)
        .set({ name: body.name, description: body.description, updatedAt: new Date() })
        .where(eq(departments.id, id));
      const after = await findDepartment(tx, id);
      auditChange(tx, { entity: ENTITY, entityId: id, before, after });
      return after;
    })
    .catch(rethrowUnique(nameTaken));
}

export async function deleteDepartment(ctx: AppContext, id: number): Promise<Department> {
  const before = await getDepartment(ctx, id);
  if (before.rolesCount || before.usersCount) {
    const parts = [
      before.rolesCount ? `${before.rolesCount} role${before.rolesCount === 1 ? '' : 's'}` : '',
      before.usersCount ? `${before.usersCount} user${before.usersCount === 1 ? '' : 's'}` : '',
    ].filter(Boolean);
    throw conflict(`The department still has ${parts.join(' and ')}; move them to another department first`, 'body.id');
  }
  // Roles and users reference departments with ON DELETE RESTRICT: one added meanwhile makes this a 409.
  await ctx.db.transaction(async (tx) => {
    await tx.delete(departments).where(eq(departments.id, id));
    auditChange(tx, { entity: ENTITY, entityId: id, before, after: null });
  });
  return before;
}

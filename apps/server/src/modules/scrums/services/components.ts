// Dev Scrum components (docs/scrum.md "Components"): names unique whatever their case; one an audit covers
// is retired, never deleted (409 with the count).
import type { ComponentBody, ComponentStatus, DevComponent } from '@backoffice/contract/modules/scrums';
import { and, asc, count, eq, ne, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { containsPattern, paged } from '../../../core/db/lists.js';
import { AppError, notFound } from '../../../core/errors.js';
import { scrumAuditComponents, scrumComponents } from '../schema.js';

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

/** How many audits cover the component: a correlated count beside each row. */
const auditsCovering = sql<number>`(SELECT count(*)::int FROM ${scrumAuditComponents} WHERE ${scrumAuditComponents.componentId} = ${scrumComponents.id})`;

const selectComponents = (db: Executor) =>
  db
    .select({
      id: scrumComponents.id,
      name: scrumComponents.name,
      status: scrumComponents.status,
      audits: auditsCovering,
      createdAt: scrumComponents.createdAt,
      updatedAt: scrumComponents.updatedAt,
    })
    .from(scrumComponents);

type Row = Awaited<ReturnType<ReturnType<typeof selectComponents>['execute']>>[number];

const shape = (row: Row): DevComponent => ({
  id: row.id,
  name: row.name,
  status: row.status as ComponentStatus,
  audits: Number(row.audits),
  createdAt: iso(row.createdAt),
  updatedAt: iso(row.updatedAt),
});

export async function componentById(db: Executor, id: number): Promise<DevComponent> {
  const [row] = await selectComponents(db).where(eq(scrumComponents.id, id));
  if (!row) throw notFound('Component');
  return shape(row);
}

export function listComponents(
  ctx: AppContext,
  q: { page: number; take: number; search?: string | undefined; status?: ComponentStatus | undefined },
) {
  const conditions: SQL[] = [];
  if (q.search) conditions.push(sql`${scrumComponents.name} ILIKE ${containsPattern(q.search)}`);
  if (q.status) conditions.push(eq(scrumComponents.status, q.status));
  const where = conditions.length ? and(...conditions) : undefined;
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      selectComponents(ctx.db)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(scrumComponents).where(where),
    order: { fallback: [asc(sql`lower(${scrumComponents.name})`)], tiebreak: scrumComponents.id },
    shape: (rows) => rows.map(shape),
  });
}

export async function listActiveComponents(db: Executor): Promise<DevComponent[]> {
  const rows = await selectComponents(db)
    .where(eq(scrumComponents.status, 'active'))
    .orderBy(asc(sql`lower(${scrumComponents.name})`), asc(scrumComponents.id));
  return rows.map(shape);
}

async function assertNameFree(db: Executor, name: string, except?: number) {
  const [clash] = await db
    .select({ id: scrumComponents.id })
    .from(scrumComponents)
    .where(
      and(
        eq(sql`lower(${scrumComponents.name})`, name.toLowerCase()),
        except ? ne(scrumComponents.id, except) : undefined,
      ),
    );
  if (clash) {
    throw new AppError('SCRUMS_COMPONENT_EXISTS', `A component named "${name}" exists`, [
      { field: 'body.name', message: 'is taken by another component' },
    ]);
  }
}

export function createComponent(ctx: AppContext, body: ComponentBody): Promise<DevComponent> {
  return ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, body.name);
    const [made] = await tx.insert(scrumComponents).values(body).returning({ id: scrumComponents.id });
    auditChange(tx, { entity: 'scrum-component', entityId: made!.id, after: body });
    return componentById(tx, made!.id);
  });
}

export function updateComponent(ctx: AppContext, id: number, body: Partial<ComponentBody>): Promise<DevComponent> {
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(scrumComponents).where(eq(scrumComponents.id, id)).for('update');
    if (!before) throw notFound('Component');
    if (body.name !== undefined) await assertNameFree(tx, body.name, id);
    const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length) {
      await tx
        .update(scrumComponents)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(scrumComponents.id, id));
    }
    const after = await componentById(tx, id);
    auditChange(tx, {
      entity: 'scrum-component',
      entityId: id,
      before: { name: before.name, status: before.status },
      after: { name: after.name, status: after.status },
    });
    return after;
  });
}

/** Deletes a component no audit covers; one that is covered is refused with how many cover it. */
export function deleteComponent(ctx: AppContext, id: number) {
  return ctx.db.transaction(async (tx) => {
    // Locked first, so that no audit takes it up between the count and the delete.
    const [before] = await tx.select().from(scrumComponents).where(eq(scrumComponents.id, id)).for('update');
    if (!before) throw notFound('Component');
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(scrumAuditComponents)
      .where(eq(scrumAuditComponents.componentId, id));
    if (n > 0) {
      throw new AppError(
        'SCRUMS_COMPONENT_IN_USE',
        `Component "${before.name}" is covered by ${n} ${n === 1 ? 'audit' : 'audits'}: retire it instead`,
        undefined,
        { audits: n },
      );
    }
    await tx.delete(scrumComponents).where(eq(scrumComponents.id, id));
    auditChange(tx, { entity: 'scrum-component', entityId: id, before: { name: before.name, status: before.status } });
    return { id };
  });
}

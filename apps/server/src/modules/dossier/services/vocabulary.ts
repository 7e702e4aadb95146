// The feedback vocabulary (docs/dossier.md "Feedback"): categories and types, seeded and editable. Names
// are unique whatever their case; one in use by a feedback is renamed, never deleted (409 with the count).
import type {
  DossierFeedbackCategory,
  DossierFeedbackType,
  FeedbackCategoryBody,
  FeedbackTone,
  FeedbackTypeBody,
} from '@backoffice/contract/modules/dossier';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { AppError, conflict, notFound } from '../../../core/errors.js';
import { dossierFeedbackCategories, dossierFeedbacks, dossierFeedbackTypes } from '../schema/feedbacks.js';

/** The two vocabularies, told apart once: their table, their feedback column, their words. */
const kinds = {
  category: {
    table: dossierFeedbackCategories,
    used: dossierFeedbacks.categoryId,
    noun: 'Feedback category',
    entity: 'dossier-feedback-category',
  },
  type: {
    table: dossierFeedbackTypes,
    used: dossierFeedbacks.typeId,
    noun: 'Feedback type',
    entity: 'dossier-feedback-type',
  },
} as const;
type Kind = keyof typeof kinds;

async function assertNameFree(db: Executor, kind: Kind, name: string, except?: number) {
  const { table, noun } = kinds[kind];
  const [clash] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(sql`lower(${table.name})`, name.toLowerCase()), except ? ne(table.id, except) : undefined));
  if (clash) throw conflict(`A ${noun.toLowerCase()} with this name exists`, 'body.name');
}

async function one(db: Executor, kind: Kind, id: number) {
  const { table, noun } = kinds[kind];
  const [row] = await db.select().from(table).where(eq(table.id, id));
  if (!row) throw notFound(noun);
  return row;
}

// Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
// The row is also the audit row's `after`: a new object.
const typeOf = (row: { id: number; name: string; tone: string }): DossierFeedbackType => ({
  id: row.id,
  name: row.name,
  tone: row.tone as FeedbackTone,
});

export async function categoryById(db: Executor, id: number): Promise<DossierFeedbackCategory> {
  return one(db, 'category', id);
}

export async function typeById(db: Executor, id: number): Promise<DossierFeedbackType> {
  return typeOf((await one(db, 'type', id)) as { id: number; name: string; tone: string });
}

export function createCategory(ctx: AppContext, body: FeedbackCategoryBody): Promise<DossierFeedbackCategory> {
  return ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, 'category', body.name);
    const [created] = await tx.insert(dossierFeedbackCategories).values({ name: body.name }).returning();
    auditChange(tx, { entity: kinds.category.entity, entityId: created!.id, after: created });
    return created!;
  });
}

export function updateCategory(ctx: AppContext, id: number, body: FeedbackCategoryBody) {
  return ctx.db.transaction(async (tx) => {
    const before = await one(tx, 'category', id);
    await assertNameFree(tx, 'category', body.name, id);
    const [updated] = await tx
      .update(dossierFeedbackCategories)
      .set({ name: body.name })
      .where(eq(dossierFeedbackCategories.id, id))
      .returning();
    auditChange(tx, { entity: kinds.category.entity, entityId: id, before, after: updated });
    return updated!;
  });
}

export function createType(ctx: AppContext, body: FeedbackTypeBody): Promise<DossierFeedbackType> {
  return ctx.db.transaction(async (tx) => {
    await assertNameFree(tx, 'type', body.name);
    const [created] = await tx.insert(dossierFeedbackTypes).values(body).returning();
    auditChange(tx, { entity: kinds.type.entity, entityId: created!.id, after: created });
    return typeOf(created!);
  });
}

export function updateType(ctx: AppContext, id: number, body: FeedbackTypeBody): Promise<DossierFeedbackType> {
  return ctx.db.transaction(async (tx) => {
    const before = await one(tx, 'type', id);
    await assertNameFree(tx, 'type', body.name, id);
    const [updated] = await tx
      .update(dossierFeedbackTypes)
      .set(body)
      .where(eq(dossierFeedbackTypes.id, id))
      .returning();
    auditChange(tx, { entity: kinds.type.entity, entityId: id, before, after: updated });
    return typeOf(updated!);
  });
}

/** Deletes a category or type no feedback uses; one in use is refused with how many use it. */
export function deleteWord(ctx: AppContext, kind: Kind, id: number) {
  const { table, used, noun, entity } = kinds[kind];
  return ctx.db.transaction(async (tx) => {
    // Locked first, so that no feedback takes it up between the count and the delete.
    const [before] = await tx.select().from(table).where(eq(table.id, id)).for('update');
    if (!before) throw notFound(noun);
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(dossierFeedbacks).where(eq(used, id));
    if (n > 0) {
      throw new AppError(
        'DOSSIER_VOCABULARY_IN_USE',
        `${noun} "${before.name}" is used by ${n} ${n === 1 ? 'feedback' : 'feedbacks'}: rename it instead`,
      );
    }
    await tx.delete(table).where(eq(table.id, id));
    auditChange(tx, { entity, entityId: id, before });
    return { id };
  });
}

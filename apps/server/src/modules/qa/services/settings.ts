// The scorecard's settings — score types, score grades and tags — kept alike: a name unique whatever
// its case (a 409 naming `body.name`), every change audited.
import type { ScoreGrade, ScoreType, Tag } from '@backoffice/contract/modules/qa';
import { and, asc, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { AppError, notFound } from '../../../core/errors.js';
import { qaScoreGrades, qaScoreTypes, qaTags } from '../schema/scorecard.js';

type Stamped = { createdAt: Date; updatedAt: Date };
const stamps = <R extends Stamped>(row: R) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

interface Setting<Row extends Stamped & { id: number; name: string }, Body, Reply> {
  table: PgTable & { id: PgColumn; name: PgColumn };
  entity: string;
  noun: string;
  order: SQL[];
  toReply: (row: Row) => Reply;
  /** Another test than the name's (a grade's shortcut key), inside the transaction. */
  check?: (tx: Executor, body: Body, id: number | null) => Promise<void>;
}

function settings<Row extends Stamped & { id: number; name: string }, Body extends { name: string }, Reply>(
  s: Setting<Row, Body, Reply>,
) {
  const { table, entity, noun } = s;
  const assertFree = async (tx: Executor, body: Body, id: number | null) => {
    const sameName = sql`lower(${table.name}) = lower(${body.name})`;
    const [taken] = await tx
      .select({ id: table.id })
      .from(table)
      .where(id === null ? sameName : and(sameName, ne(table.id, id)));
    if (taken) {
      const message = `A ${noun.toLowerCase()} named "${body.name}" already exists`;
      throw new AppError('QA_NAME_TAKEN', message, [{ field: 'body.name', message }]);
    }
    await s.check?.(tx, body, id);
  };
  const find = async (db: Executor, id: number, lock = false) => {
    const query = db.select().from(table).where(eq(table.id, id));
    const [row] = (await (lock ? query.for('update') : query)) as Row[];
    if (!row) throw notFound(noun);
    return row;
  };
  return {
    async list(ctx: AppContext, where?: SQL): Promise<Reply[]> {
      const rows = (await ctx.db
        .select()
        .from(table)
        .where(where)
        .orderBy(...s.order)) as Row[];
      return rows.map(s.toReply);
    },
    get: async (ctx: AppContext, id: number) => s.toReply(await find(ctx.db, id)),
    create: (ctx: AppContext, body: Body) =>
      ctx.db.transaction(async (tx) => {
        await assertFree(tx, body, null);
        const [row] = (await tx
          .insert(table)
          .values(body as never)
          .returning()) as Row[];
        const reply = s.toReply(row!);
        auditChange(tx, { entity, entityId: row!.id, after: reply });
        return reply;
      }),
    update: (ctx: AppContext, id: number, body: Body) =>
      ctx.db.transaction(async (tx) => {
        const before = await find(tx, id, true);
        await assertFree(tx, body, id);
        const [row] = (await tx
          .update(table)
          .set({ ...body, updatedAt: new Date() } as never)
          .where(eq(table.id, id))
          .returning()) as Row[];
        const reply = s.toReply(row!);
        auditChange(tx, { entity, entityId: id, before: s.toReply(before), after: reply });
        return reply;
      }),
    remove: (ctx: AppContext, id: number) =>
      ctx.db.transaction(async (tx) => {
        const before = await find(tx, id, true);
        await tx.delete(table).where(eq(table.id, id));
        auditChange(tx, { entity, entityId: id, before: s.toReply(before) });
        return { id };
      }),
  };
}

export const scoreTypes = settings<
  typeof qaScoreTypes.$inferSelect,
  Omit<ScoreType, 'id' | 'createdAt' | 'updatedAt'>,
  ScoreType
>({
  table: qaScoreTypes,
  entity: 'qa-score-type',
  noun: 'Score type',
  order: [asc(qaScoreTypes.position), asc(qaScoreTypes.id)],
  toReply: stamps,
});

export const scoreGrades = settings<
  typeof qaScoreGrades.$inferSelect,
  Omit<ScoreGrade, 'id' | 'createdAt' | 'updatedAt'>,
  ScoreGrade
>({
  table: qaScoreGrades,
  entity: 'qa-score-grade',
  noun: 'Score grade',
  order: [desc(qaScoreGrades.value), asc(qaScoreGrades.id)],
  toReply: stamps,
  // One grade per shortcut key: the review screen gives a grade by its key.
  async check(tx, body, id) {
    if (body.shortcut === null) return;
    const sameKey = eq(qaScoreGrades.shortcut, body.shortcut);
    const [taken] = await tx
      .select({ name: qaScoreGrades.name })
      .from(qaScoreGrades)
      .where(id === null ? sameKey : and(sameKey, ne(qaScoreGrades.id, id)));
    if (taken) {
      const message = `The key ${body.shortcut} already gives "${taken.name}"`;
      throw new AppError('QA_NAME_TAKEN', message, [{ field: 'body.shortcut', message }]);
    }
  },
});

export const tags = settings<typeof qaTags.$inferSelect, Omit<Tag, 'id' | 'createdAt' | 'updatedAt'>, Tag>({
  table: qaTags,
  entity: 'qa-tag',
  noun: 'Tag',
  order: [asc(sql`lower(${qaTags.name})`), asc(qaTags.id)],
  toReply: stamps,
});

export const activeTags = (ctx: AppContext) => tags.list(ctx, eq(qaTags.active, true));

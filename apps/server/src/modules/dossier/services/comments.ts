// QC comments in agents' dossiers (docs/dossier.md "Comments") and the review categories they are filed
// under. The dossier's chat and ticket comments and QC v1's dossier comments are the same rows.
import type {
  CommentKind,
  DossierComment,
  ReviewCategory,
  ReviewCategoryBody,
} from '@backoffice/contract/modules/dossier';
import { asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditChange } from '../../../core/audit.js';
import { timeZoneOf } from '../../../core/company-time.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { type PageParams, paged, placeholderFilters } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { badRequest, conflict, notFound } from '../../../core/errors.js';
import { dossierAgents } from '../schema/agents.js';
import { dossierComments, dossierReviewCategories } from '../schema/comments.js';

const authors = alias(users, 'dossier_comment_authors');

const commentColumns = {
  id: dossierComments.id,
  kind: dossierComments.kind,
  userId: dossierComments.userId,
  userName: users.name,
  authorId: dossierComments.authorId,
  authorName: authors.name,
  categoryId: dossierComments.categoryId,
  categoryName: dossierReviewCategories.name,
  conversationId: dossierComments.conversationId,
  content: dossierComments.content,
  createdAt: dossierComments.createdAt,
  updatedAt: dossierComments.updatedAt,
};

function selectComments(db: Executor, where: SQL | undefined) {
  return db
    .select(commentColumns)
    .from(dossierComments)
    .innerJoin(users, eq(users.id, dossierComments.userId))
    .leftJoin(authors, eq(authors.id, dossierComments.authorId))
    .leftJoin(dossierReviewCategories, eq(dossierReviewCategories.id, dossierComments.categoryId))
    .where(where);
}

type CommentRow = Awaited<ReturnType<typeof selectComments>>[number];

// Onto the rest of the row: not a spread (docs/performance.md "Object spread").
const toComment = ({ createdAt, updatedAt, kind, ...row }: CommentRow): DossierComment =>
  Object.assign(row, {
    kind: kind as CommentKind,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  });

export interface CommentFilters extends PageParams {
  kind?: CommentKind | undefined;
  userId?: number | undefined;
  /** Days written, inclusive, in the company's time zone. */
  from?: string | undefined;
  to?: string | undefined;
  categoryId?: number | undefined;
}

/** The comments, newest first: of a kind (or both), one agent, days written, a category. */
export async function listComments(ctx: AppContext, q: CommentFilters) {
  // Built once per set of filters present (core/db/lists.ts `PreparedList`); their values are placeholders.
  const { add, bind, done, equals } = placeholderFilters();
  if (q.kind) equals('kind', q.kind, dossierComments.kind);
  if (q.userId !== undefined) equals('userId', q.userId, dossierComments.userId);
  if (q.categoryId !== undefined) equals('categoryId', q.categoryId, dossierComments.categoryId);
  const tz = () => bind('timeZone', timeZoneOf(ctx));
  if (q.from) {
    add(
      'from',
      q.from,
      sql`${dossierComments.createdAt} >= (${sql.placeholder('from')}::date)::timestamp AT TIME ZONE ${tz()}`,
    );
  }
  if (q.to) {
    add(
      'to',
      q.to,
      sql`${dossierComments.createdAt} < ((${sql.placeholder('to')}::date + 1)::timestamp AT TIME ZONE ${tz()})`,
    );
  }
  const { key, where, values, keepPlan } = done();
  const newest = [desc(dossierComments.createdAt)];
  return paged(ctx.db, q, {
    prepared: {
      key: `dossier.comments\u0000${key}`,
      values,
      keepPlan,
      rows: (orderBy) => selectComments(ctx.db, where).orderBy(...orderBy) as never,
      count: () => ctx.db.select({ one: sql`1` }).from(dossierComments).where(where),
    },
    order: { fallback: newest, tiebreak: dossierComments.id, tiebreakDirection: 'DESC' },
    shape: (rows: CommentRow[]) => rows.map(toComment),
  });
}

async function findComment(db: Executor, id: number): Promise<DossierComment> {
  const [row] = await selectComments(db, eq(dossierComments.id, id));
  if (!row) throw notFound('Comment');
  return toComment(row);
}

/** The agent a comment is about, when they have a dossier. */
export async function findDossierAgent(db: Executor, userId: number) {
  const [row] = await db
    .select({ id: users.id, name: users.name })
    .from(dossierAgents)
    .innerJoin(users, eq(users.id, dossierAgents.userId))
    .where(eq(dossierAgents.userId, userId));
  return row ?? null;
}

export interface NewComment {
  kind: CommentKind;
  userId: number;
  categoryId?: number | null | undefined;
  conversationId?: number | null | undefined;
  content: string;
}

/** Writes a comment (the route's policy has found the agent's dossier); the audit row leaves its text out. */
export async function createComment(
  ctx: AppContext,
  author: { id: number },
  body: NewComment,
  field = 'body.categoryId',
): Promise<DossierComment> {
  return ctx.db.transaction(async (tx) => {
    if (body.categoryId != null) {
      const [category] = await tx
        .select({ id: dossierReviewCategories.id })
        .from(dossierReviewCategories)
        .where(eq(dossierReviewCategories.id, body.categoryId));
      if (!category) throw badRequest(field, 'is not a review category');
    }
    const [row] = await tx
      .insert(dossierComments)
      .values({
        kind: body.kind,
        userId: body.userId,
        authorId: author.id,
        categoryId: body.categoryId ?? null,
        conversationId: body.conversationId ?? null,
        content: body.content,
      })
      .returning({ id: dossierComments.id });
    const created = await findComment(tx, row!.id);
    auditChange(tx, { entity: 'dossier-comment', entityId: created.id, after: created });
    return created;
  });
}

export async function listReviewCategories(db: Executor): Promise<ReviewCategory[]> {
  return db
    .select({ id: dossierReviewCategories.id, name: dossierReviewCategories.name })
    .from(dossierReviewCategories)
    .orderBy(asc(sql`lower(${dossierReviewCategories.name})`), asc(dossierReviewCategories.id));
}

const NAME_TAKEN = 'A review category with this name exists';

/** Names are unique whatever their case ("tone" and "Tone" would be one chip twice). */
export async function createReviewCategory(ctx: AppContext, body: ReviewCategoryBody): Promise<ReviewCategory> {
  return ctx.db.transaction(async (tx) => {
    const clash = await tx
      .select({ id: dossierReviewCategories.id })
      .from(dossierReviewCategories)
      .where(eq(sql`lower(${dossierReviewCategories.name})`, body.name.toLowerCase()));
    if (clash.length) throw conflict(NAME_TAKEN, 'body.name');
    const [created] = await tx
      .insert(dossierReviewCategories)
      .values({ name: body.name })
      .onConflictDoNothing()
      .returning({ id: dossierReviewCategories.id, name: dossierReviewCategories.name });
    if (!created) throw conflict(NAME_TAKEN, 'body.name');
    auditChange(tx, { entity: 'dossier-review-category', entityId: created.id, after: created });
    return created;
  });
}

// Dossier feedback (docs/dossier.md "Feedback"): who reads and who writes an agent's feedback, and the
// feedback itself. Readers: dossier:feedback:read holders, the manager of the agent's current team and
// administrators see every feedback; the agent sees their shared ones only — a private one is absent from
// their list and its count, 404 by id, and never notified. Writers: the manager of the agent's current
// team, dossier:user:update holders and administrators (with the call's own scope).
import { hasScopes } from '@backoffice/contract';
import type {
  CreateFeedbackBody,
  DossierFeedback,
  FeedbackTone,
  FeedbackVisibility,
  UpdateFeedbackBody,
} from '@backoffice/contract/modules/dossier';
import { dossierScreens } from '@backoffice/contract/modules/dossier.paths';
import { asc, desc, eq, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { type ListOrder, paged, placeholderFilters } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { badRequest, forbidden, notFound } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import { dossierFeedbackCategories, dossierFeedbacks, dossierFeedbackTypes } from '../schema/feedbacks.js';
import { hasDossier, managerOf } from './agents.js';

const iso = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).toISOString();

/** Whether the caller reads every feedback of the agent (private ones too). */
export async function readsAllOf(db: Executor, user: AuthUser, agentId: number): Promise<boolean> {
  if (user.isAdmin || hasScopes(user.scopes, ['dossier:feedback:read'])) return true;
  return (await managerOf(db, agentId)) === user.id;
}

/** Whether the caller may write the agent's feedback (beyond the call's own scope). */
export async function writesFor(db: Executor, user: AuthUser, agentId: number): Promise<boolean> {
  if (user.isAdmin || hasScopes(user.scopes, ['dossier:user:update'])) return true;
  return (await managerOf(db, agentId)) === user.id;
}

export async function assertWrites(db: Executor, user: AuthUser, agentId: number): Promise<void> {
  if (!(await writesFor(db, user, agentId))) {
    throw forbidden('You write feedback only for the agents of the team you manage');
  }
}

/** An agent's feedback as the caller may read it: `all` with the private ones, else shared only. */
export interface AgentFeedbackAccess {
  userId: number;
  all: boolean;
}

export async function agentAccess(db: Executor, user: AuthUser, agentId: number): Promise<AgentFeedbackAccess | null> {
  if (!(await hasDossier(db, agentId))) return null;
  if (await readsAllOf(db, user, agentId)) return { userId: agentId, all: true };
  return agentId === user.id ? { userId: agentId, all: false } : null;
}

const selectFeedbacks = (db: Executor) =>
  db
    .select({
      id: dossierFeedbacks.id,
      userId: dossierFeedbacks.userId,
      authorId: dossierFeedbacks.authorId,
      authorName: users.name,
      categoryId: dossierFeedbacks.categoryId,
      categoryName: dossierFeedbackCategories.name,
      typeId: dossierFeedbacks.typeId,
      typeName: dossierFeedbackTypes.name,
      typeTone: dossierFeedbackTypes.tone,
      content: dossierFeedbacks.content,
      visibility: dossierFeedbacks.visibility,
      createdAt: dossierFeedbacks.createdAt,
      updatedAt: dossierFeedbacks.updatedAt,
    })
    .from(dossierFeedbacks)
    .innerJoin(dossierFeedbackCategories, eq(dossierFeedbackCategories.id, dossierFeedbacks.categoryId))
    .innerJoin(dossierFeedbackTypes, eq(dossierFeedbackTypes.id, dossierFeedbacks.typeId))
    .leftJoin(users, eq(users.id, dossierFeedbacks.authorId));

type Row = Awaited<ReturnType<ReturnType<typeof selectFeedbacks>['execute']>>[number];

function shape(row: Row): DossierFeedback {
  return {
    id: row.id,
    userId: row.userId,
    author: row.authorId === null ? null : { id: row.authorId, name: row.authorName ?? '' },
    category: { id: row.categoryId, name: row.categoryName },
    type: { id: row.typeId, name: row.typeName, tone: row.typeTone as FeedbackTone },
    content: row.content,
    visibility: row.visibility as FeedbackVisibility,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export async function feedbackById(db: Executor, id: number): Promise<DossierFeedback | null> {
  const [row] = await selectFeedbacks(db).where(eq(dossierFeedbacks.id, id));
  return row ? shape(row) : null;
}

/** The feedback the caller may read (`dossier.feedback`): null when absent or hidden. */
export async function findVisibleFeedback(db: Executor, user: AuthUser, id: number): Promise<DossierFeedback | null> {
  const feedback = await feedbackById(db, id);
  if (!feedback) return null;
  if (await readsAllOf(db, user, feedback.userId)) return feedback;
  return feedback.userId === user.id && feedback.visibility === 'shared' ? feedback : null;
}

export async function listAgentFeedbacks(
  ctx: AppContext,
  access: AgentFeedbackAccess,
  q: {
    page: number;
    take: number;
    visibility?: FeedbackVisibility | undefined;
    typeId?: number | undefined;
    categoryId?: number | undefined;
  },
) {
  // Built once per set of filters present (core/db/lists.ts `PreparedList`); their values are placeholders.
  const { equals, done } = placeholderFilters();
  equals('userId', access.userId, dossierFeedbacks.userId);
  // The agent's own view: shared only, whatever the query asks (the private ones are not counted either).
  const visibility = access.all ? q.visibility : 'shared';
  if (visibility) equals('visibility', visibility, dossierFeedbacks.visibility);
  if (q.typeId !== undefined) equals('typeId', q.typeId, dossierFeedbacks.typeId);
  if (q.categoryId !== undefined) equals('categoryId', q.categoryId, dossierFeedbacks.categoryId);
  const { key, where, values, keepPlan } = done();
  const order: ListOrder<string> = {
    fallback: [desc(dossierFeedbacks.createdAt)],
    tiebreak: dossierFeedbacks.id,
    tiebreakDirection: 'DESC',
  };
  return paged(ctx.db, q, {
    prepared: {
      key: `dossier.feedbacks\u0000${key}`,
      values,
      keepPlan,
      rows: (orderBy) =>
        selectFeedbacks(ctx.db)
          .where(where)
          .orderBy(...orderBy) as never,
      count: () => ctx.db.select({ one: sql`1` }).from(dossierFeedbacks).where(where),
    },
    order,
    shape: (rows: Row[]) => rows.map(shape),
  });
}

export function listCategories(db: Executor) {
  return db.select().from(dossierFeedbackCategories).orderBy(asc(dossierFeedbackCategories.name));
}

export async function listTypes(db: Executor) {
  const rows = await db.select().from(dossierFeedbackTypes).orderBy(asc(dossierFeedbackTypes.name));
  // Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
  return rows.map((r) => Object.assign(r, { tone: r.tone as FeedbackTone }));
}

async function assertRefs(db: Executor, body: { categoryId?: number | undefined; typeId?: number | undefined }) {
  if (body.categoryId !== undefined) {
    const [c] = await db
      .select({ id: dossierFeedbackCategories.id })
      .from(dossierFeedbackCategories)
      .where(eq(dossierFeedbackCategories.id, body.categoryId));
    if (!c) throw badRequest('body.categoryId', 'is not a feedback category');
  }
  if (body.typeId !== undefined) {
    const [t] = await db
      .select({ id: dossierFeedbackTypes.id })
      .from(dossierFeedbackTypes)
      .where(eq(dossierFeedbackTypes.id, body.typeId));
    if (!t) throw badRequest('body.typeId', 'is not a feedback type');
  }
}

async function tellAgent(ctx: AppContext, author: AuthUser, feedback: DossierFeedback) {
  // Only a shared feedback reaches its agent; nobody is told of their own writing.
  if (feedback.visibility !== 'shared' || feedback.userId === author.id) return;
  await notify(ctx, [feedback.userId], {
    level: 'info',
    title: `New ${feedback.type.name.toLowerCase()} feedback from ${author.name}`,
    body: feedback.category.name,
    link: dossierScreens.feedback.href({ userId: feedback.userId, feedbackId: feedback.id }),
  });
}

export async function createFeedback(ctx: AppContext, user: AuthUser, body: CreateFeedbackBody) {
  const feedback = await ctx.db.transaction(async (tx) => {
    if (!(await hasDossier(tx, body.userId))) throw badRequest('body.userId', 'has no dossier');
    await assertRefs(tx, body);
    const [made] = await tx
      .insert(dossierFeedbacks)
      .values({
        userId: body.userId,
        authorId: user.id,
        categoryId: body.categoryId,
        typeId: body.typeId,
        content: body.content,
        visibility: body.visibility,
      })
      .returning({ id: dossierFeedbacks.id });
    const id = made!.id;
    auditChange(tx, {
      entity: 'dossier-feedback',
      entityId: id,
      after: { userId: body.userId, categoryId: body.categoryId, typeId: body.typeId, visibility: body.visibility },
    });
    return (await feedbackById(tx, id))!;
  });
  await tellAgent(ctx, user, feedback);
  return feedback;
}

export async function updateFeedback(
  ctx: AppContext,
  user: AuthUser,
  before: DossierFeedback,
  body: UpdateFeedbackBody,
) {
  const feedback = await ctx.db.transaction(async (tx) => {
    await assertRefs(tx, body);
    const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length) {
      await tx
        .update(dossierFeedbacks)
        .set({ ...changes, updatedAt: sql`now()` })
        .where(eq(dossierFeedbacks.id, before.id));
    }
    const after = await feedbackById(tx, before.id);
    if (!after) throw notFound('Feedback');
    auditChange(tx, {
      entity: 'dossier-feedback',
      entityId: before.id,
      before: { categoryId: before.category.id, typeId: before.type.id, visibility: before.visibility },
      after: { categoryId: after.category.id, typeId: after.type.id, visibility: after.visibility },
    });
    return after;
  });
  // Made shared now: the agent hears of it for the first time.
  if (before.visibility === 'private') await tellAgent(ctx, user, feedback);
  return feedback;
}

export async function deleteFeedback(ctx: AppContext, feedback: DossierFeedback) {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(dossierFeedbacks).where(eq(dossierFeedbacks.id, feedback.id));
    auditChange(tx, {
      entity: 'dossier-feedback',
      entityId: feedback.id,
      before: { userId: feedback.userId, visibility: feedback.visibility },
    });
  });
  return { id: feedback.id };
}

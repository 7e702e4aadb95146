// Saved views: a person's own and the shared ones of a screen (docs/ui.md "Saved views").
import type { SavedView } from '@backoffice/contract/modules/views';
import { MAX_VIEWS_PER_SCREEN } from '@backoffice/contract/modules/views';
import { and, asc, count, eq, or } from 'drizzle-orm';
import type { AuthUser } from '../../core/auth/sessions.js';
import type { AppContext } from '../../core/context.js';
import { users } from '../../core/db/schema.js';
import { AppError } from '../../core/errors.js';
import { savedViews } from './schema.js';

type Row = typeof savedViews.$inferSelect;

const toView = (row: Row, ownerName: string): SavedView => ({
  id: row.id,
  screen: row.screen,
  name: row.name,
  query: row.query,
  shared: row.shared,
  ownerId: row.ownerId,
  ownerName,
  createdAt: row.createdAt.toISOString(),
});

/** A page is where the person is, not part of what they filter: it is never kept. */
const withoutPage = (query: string) => {
  const params = new URLSearchParams(query);
  params.delete('page');
  return params.toString();
};

export async function listViews(ctx: AppContext, user: AuthUser, screen: string): Promise<SavedView[]> {
  const rows = await ctx.db
    .select({ view: savedViews, ownerName: users.name })
    .from(savedViews)
    .innerJoin(users, eq(users.id, savedViews.ownerId))
    .where(and(eq(savedViews.screen, screen), or(eq(savedViews.ownerId, user.id), eq(savedViews.shared, true))))
    .orderBy(asc(savedViews.name), asc(savedViews.id));
  return rows.map((r) => toView(r.view, r.ownerName));
}

export async function createView(
  ctx: AppContext,
  user: Pick<AuthUser, 'id' | 'name'>,
  body: { screen: string; name: string; query: string; shared: boolean },
): Promise<SavedView> {
  const row = await ctx.db.transaction(async (tx) => {
    const [kept] = await tx
      .select({ n: count() })
      .from(savedViews)
      .where(and(eq(savedViews.ownerId, user.id), eq(savedViews.screen, body.screen)));
    if ((kept?.n ?? 0) >= MAX_VIEWS_PER_SCREEN) {
      throw new AppError(
        'VIEWS_TOO_MANY',
        `You keep ${MAX_VIEWS_PER_SCREEN} views of this screen already: delete one first`,
      );
    }
    const [made] = await tx
      .insert(savedViews)
      .values({ ...body, query: withoutPage(body.query), ownerId: user.id })
      .returning();
    return made!;
  });
  return toView(row, user.name);
}

export async function deleteView(ctx: AppContext, id: number): Promise<{ id: number }> {
  await ctx.db.delete(savedViews).where(eq(savedViews.id, id));
  return { id };
}

/** The view, when the caller may change it: their own (an administrator: any). */
export async function viewFor(ctx: AppContext, user: AuthUser, id: number): Promise<Row | null> {
  const [row] = await ctx.db.select().from(savedViews).where(eq(savedViews.id, id));
  if (!row) return null;
  return row.ownerId === user.id || user.isAdmin ? row : null;
}

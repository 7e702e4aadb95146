// A person's notifications (core/notify.ts sends them): read and marked read by their owner, or by
// someone with users:users:read (policy.ts).
import type { Notification } from '@backoffice/contract/modules/employees';
import { and, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import { countCapped, type PageParams, paged } from '../../../core/db/lists.js';
import { notifications } from '../../../core/db/schema.js';

type NotificationRow = typeof notifications.$inferSelect;

function toNotification(row: NotificationRow): Notification {
  return {
    _id: row.id,
    level: row.level,
    title: row.title,
    body: row.body,
    date: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
    link: row.link,
  };
}

export async function listNotifications(
  ctx: AppContext,
  actor: AuthUser,
  q: PageParams & { userId?: number; unread?: boolean; before?: number },
) {
  // Another user's only with users:users:read: policy `employees.notificationsOf` (policy.ts).
  const userId = q.userId ?? actor.id;
  const mine: SQL = eq(notifications.userId, userId);
  // `before` (the last one shown) pages by cursor: what arrives meanwhile does not shift the pages.
  const where = and(
    mine,
    q.unread ? isNull(notifications.readAt) : undefined,
    q.before === undefined ? undefined : lt(notifications.id, q.before),
  );
  const [page, unread] = await Promise.all([
    paged(ctx.db, q, {
      rows: ({ orderBy, limit, offset }) =>
        ctx.db
          .select()
          .from(notifications)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
      count: ctx.db.select({ one: sql`1` }).from(notifications).where(where),
      // Newest first.
      order: { fallback: [], tiebreak: notifications.id, tiebreakDirection: 'DESC' },
      shape: (rows) => rows.map(toNotification),
    }),
    countCapped(
      ctx.db,
      ctx.db
        .select({ one: sql`1` })
        .from(notifications)
        .where(and(mine, isNull(notifications.readAt))),
    ),
  ]);
  return { ...page, unread: unread.total };
}

/** Marks a notification read; marking it again keeps the first time. */
export async function markNotificationRead(ctx: AppContext, row: NotificationRow): Promise<Notification> {
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(notifications)
      .set({ readAt: sql`COALESCE(${notifications.readAt}, now())` })
      .where(eq(notifications.id, row.id))
      .returning();
    const after = toNotification(updated!);
    auditChange(tx, { entity: 'notification', entityId: row.id, before: toNotification(row), after });
    return after;
  });
}

/** Marks every unread notification of the user read, in one statement; returns how many there were. */
export function markAllNotificationsRead(ctx: AppContext, actor: AuthUser): Promise<{ marked: number }> {
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(notifications)
      .set({ readAt: sql`now()` })
      .where(and(eq(notifications.userId, actor.id), isNull(notifications.readAt)))
      .returning({ id: notifications.id });
    const result = { marked: rows.length };
    auditChange(tx, { entity: 'notification', entityId: actor.id, after: result });
    return result;
  });
}

// Notifications and dialogs any module sends (spec §4): `notify` stores a notification per user and
// pushes it to their sockets, newest first in the bell; `dialog` pushes the spec's dialog event.
import type { Notification } from '@backoffice/contract/modules/employees';
import type { dialogEvent } from '@backoffice/contract/realtime';
import type { z } from 'zod';
import type { AppContext } from './context.js';
import { notifications } from './db/schema.js';

export interface NotificationMessage {
  level: 'success' | 'info' | 'warning' | 'error';
  title: string;
  body?: string;
  /** The app path of what it is about (`/dns/zone/7`): clicking it in the bell goes there and marks it read. */
  link?: string | null;
  /** For the bell only, no toast: when a socket event already shows the spec's own message for it. */
  quiet?: boolean;
}

/**
 * Stores one notification for each user (one statement) and emits `notification` to each user's
 * sockets on every instance. Returns what was stored, one per user.
 */
export async function notify(
  ctx: AppContext,
  userIds: readonly number[],
  message: NotificationMessage,
): Promise<Notification[]> {
  // The bell navigates inside the app: a full URL or `//host` would send people elsewhere.
  if (message.link != null && !/^\/(?![/\\])/.test(message.link)) {
    throw new Error(`A notification link is an app path starting with one "/", not ${JSON.stringify(message.link)}`);
  }
  const ids = [...new Set(userIds)];
  if (!ids.length) return [];
  const rows = await ctx.db
    .insert(notifications)
    .values(
      ids.map((userId) => ({
        userId,
        level: message.level,
        title: message.title,
        body: message.body ?? '',
        link: message.link ?? null,
      })),
    )
    .returning({ id: notifications.id, userId: notifications.userId, createdAt: notifications.createdAt });
  for (const row of rows) {
    ctx.realtime.emitToUser(row.userId, 'notification', {
      id: row.id,
      level: message.level,
      title: message.title,
      body: message.body ?? '',
      date: row.createdAt.toISOString(),
      link: message.link ?? null,
      ...(message.quiet ? { quiet: true } : {}),
    });
  }
  return rows.map((row) => ({
    _id: row.id,
    level: message.level,
    title: message.title,
    body: message.body ?? '',
    date: row.createdAt.toISOString(),
    readAt: null,
    link: message.link ?? null,
  }));
}

/** Shows a dialog (success, error or info) in every open tab of these users; nothing is stored. */
export function dialog(ctx: AppContext, userIds: readonly number[], event: z.input<typeof dialogEvent>): void {
  ctx.realtime.emitToUsers([...new Set(userIds)], 'dialog', event);
}

import type { Notification } from '@backoffice/contract/modules/employees';
import { localDate } from '../../../core/dates';
import type { ListedNotification } from '../../../core/notification-list';
import type { NotificationLevel } from '../../../core/notifications';

/** One line of the notification bell's list. */
export interface BellItem {
  id: number;
  level: NotificationLevel;
  title: string;
  body: string;
  /** Local `YYYY-MM-DD` (spec §4). */
  day: string;
  /** When it was created (ISO instant), shown as "5 min ago". */
  at: string;
  read: boolean;
  /** Where clicking it goes: an app path, or null (then a click only marks it read). */
  link: string | null;
}

/** Only a path inside the app is followed; anything else (`https://…`, `//host`) is not a link here. */
export function appLink(link: string | null | undefined): string | null {
  return link && /^\/(?![/\\])/.test(link) ? link : null;
}

export interface BellState {
  items: BellItem[];
  unread: number;
}

/**
 * The bell's list: the server's pages (newest first), with the notifications that arrived over the
 * socket since the last fetch on top (those older than the pages loaded wait for "Load older"). A pushed notification is stored before it is sent, so the next
 * fetch holds it too: ids decide, and each one shows once. `readHere` holds ids marked read in this tab
 * whose refetch has not come back yet.
 */
export function bellState(
  server: readonly Notification[],
  serverUnread: number,
  live: readonly ListedNotification[],
  readHere: ReadonlySet<number> = new Set(),
): BellState {
  const seen = new Set<number>();
  const items: BellItem[] = [];
  let unread = serverUnread;

  // The server's pages cover every id from the newest down to the oldest loaded (they follow a
  // cursor). A pushed one below that belongs to an older page, not to the top of the list.
  const oldestLoaded = server.length ? Math.min(...server.map((s) => s._id)) : 0;
  for (const n of live) {
    const id = Number(n.id);
    if (!Number.isInteger(id) || seen.has(id) || id < oldestLoaded || server.some((s) => s._id === id)) continue;
    seen.add(id);
    const read = n.read || readHere.has(id);
    if (!read) unread += 1;
    items.push({
      id,
      level: n.level,
      title: n.title,
      body: n.body,
      day: n.date,
      at: n.at,
      read,
      link: appLink(n.link),
    });
  }
  // The server pages by id; the list shows creation time, newest first (spec §4), whatever the ids say.
  const newestFirst = [...server].sort((a, b) => (a.date === b.date ? b._id - a._id : a.date < b.date ? 1 : -1));
  for (const n of newestFirst) {
    if (seen.has(n._id)) continue;
    seen.add(n._id);
    const read = n.readAt !== null || readHere.has(n._id);
    if (n.readAt === null && read) unread -= 1;
    items.push({
      id: n._id,
      level: n.level,
      title: n.title,
      body: n.body,
      day: localDate(new Date(n.date)),
      at: n.date,
      read,
      link: appLink(n.link),
    });
  }
  return { items, unread: Math.max(0, unread) };
}

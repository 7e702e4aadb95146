import { localDate } from './dates';
import type { NotificationLevel } from './notifications';
import { session } from './session';
import { createStore } from './store';

export interface ListedNotification {
  id: string | number;
  level: NotificationLevel;
  title: string;
  body: string;
  /** Local `YYYY-MM-DD` of arrival (spec §4). */
  date: string;
  /** The instant of arrival (ISO), for "5 min ago". */
  at: string;
  read: boolean;
  /** The app path of what it is about, when the server gave one. */
  link?: string | null;
}

/** Notifications that carry an id, newest first (spec §4, §9). */
export const notificationList = createStore<ListedNotification[]>([]);

export function addToNotificationList(entry: Omit<ListedNotification, 'date' | 'at' | 'read'>, at = new Date()): void {
  const listed: ListedNotification = { ...entry, date: localDate(at), at: at.toISOString(), read: false };
  notificationList.set((list) => {
    const rest = list.filter((n) => n.id !== entry.id);
    // Dates are days; a stable sort keeps arrival order (newest first) within a day.
    return [listed, ...rest].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? 1 : -1));
  });
}

export function markAllNotificationsRead(): void {
  notificationList.set((list) => (list.some((n) => !n.read) ? list.map((n) => ({ ...n, read: true })) : list));
}

session.onSignOut(() => notificationList.set([]));

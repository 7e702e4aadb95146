import { beforeEach, describe, expect, it } from 'vitest';
import { addToNotificationList, markAllNotificationsRead, notificationList } from './notification-list';

describe('notification list', () => {
  beforeEach(() => notificationList.set([]));

  it('keeps the newest first, dated YYYY-MM-DD in local time', () => {
    addToNotificationList({ id: 1, level: 'info', title: 'Old', body: '' }, new Date(2026, 0, 5, 23, 30));
    addToNotificationList({ id: 2, level: 'success', title: 'New', body: '' }, new Date(2026, 0, 6, 8, 0));
    addToNotificationList({ id: 3, level: 'error', title: 'Newer', body: '' }, new Date(2026, 0, 6, 9, 0));
    expect(notificationList.get().map((n) => [n.id, n.date])).toEqual([
      [3, '2026-01-06'],
      [2, '2026-01-06'],
      [1, '2026-01-05'],
    ]);
    expect(notificationList.get()[0]!.at).toBe(new Date(2026, 0, 6, 9, 0).toISOString());
  });

  it('replaces a notification that arrives again with the same id', () => {
    addToNotificationList({ id: 'a', level: 'info', title: 'First', body: '' });
    addToNotificationList({ id: 'a', level: 'info', title: 'Second', body: '' });
    expect(notificationList.get().map((n) => n.title)).toEqual(['Second']);
  });

  it('marks everything read', () => {
    addToNotificationList({ id: 1, level: 'info', title: 'x', body: '' });
    markAllNotificationsRead();
    expect(notificationList.get().every((n) => n.read)).toBe(true);
  });
});

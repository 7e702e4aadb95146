import { afterEach, describe, expect, it } from 'vitest';
import { notificationList } from './notification-list';
import { notificationQueue } from './notifications';
import { socketHandlers } from './socket';

afterEach(() => {
  notificationQueue.set([]);
  notificationList.set([]);
});

describe('the notification event', () => {
  it('shows a toast and adds an entry with an id to the bell', () => {
    socketHandlers.notification({
      id: 7,
      level: 'success',
      title: 'Review done',
      body: 'Chat 42',
      date: '2026-11-23T10:00:00Z',
    });
    expect(notificationQueue.get().map((n) => n.title)).toEqual(['Review done']);
    expect(notificationList.get().map((n) => n.id)).toEqual([7]);
  });

  it('adds a quiet one to the bell without a toast (its cause already showed the spec message)', () => {
    socketHandlers.notification({ id: 8, level: 'info', title: 'Your role changed', body: '', quiet: true });
    expect(notificationQueue.get()).toEqual([]);
    expect(notificationList.get().map((n) => n.title)).toEqual(['Your role changed']);
  });
});

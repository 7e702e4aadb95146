import type { Notification } from '@backoffice/contract/modules/employees';
import { describe, expect, it } from 'vitest';
import { localDate } from '../../../core/dates';
import type { ListedNotification } from '../../../core/notification-list';
import { appLink, bellState } from './bell-items';

const stored = (id: number, date: string, readAt: string | null = null): Notification => ({
  _id: id,
  level: 'info',
  title: `Stored ${id}`,
  body: '',
  date,
  readAt,
  link: null,
});
const pushed = (id: number | string, date = '2026-03-02'): ListedNotification => ({
  id,
  level: 'warning',
  title: `Pushed ${id}`,
  body: 'b',
  date,
  at: `${date}T09:00:00.000Z`,
  read: false,
});

describe('bellState', () => {
  it('shows the server list newest first, dated in local time, with the server unread count', () => {
    const at = '2026-03-01T23:30:00.000Z';
    const state = bellState([stored(2, at), stored(1, '2026-02-27T08:00:00.000Z', at)], 1, []);
    expect(state.items.map((i) => [i.id, i.read])).toEqual([
      [2, false],
      [1, true],
    ]);
    expect(state.items[0]!.day).toBe(localDate(new Date(at)));
    expect(state.items[0]!.day).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(state.unread).toBe(1);
  });

  it('puts a pushed notification on top and counts it until the server list holds it', () => {
    const server = [stored(4, '2026-03-01T10:00:00.000Z')];
    const before = bellState(server, 1, [pushed(5)]);
    expect(before.items.map((i) => i.id)).toEqual([5, 4]);
    expect(before.unread).toBe(2);

    // After the refetch the server has it: it shows once, counted once.
    const after = bellState([stored(5, '2026-03-02T09:00:00.000Z'), ...server], 2, [pushed(5)]);
    expect(after.items.map((i) => i.id)).toEqual([5, 4]);
    expect(after.unread).toBe(2);
  });

  it('counts what this tab marked read before the server confirms it', () => {
    const state = bellState(
      [stored(2, '2026-03-01T10:00:00.000Z'), stored(1, '2026-03-01T09:00:00.000Z')],
      2,
      [pushed(3)],
      new Set([1, 3]),
    );
    expect(state.items.filter((i) => i.read).map((i) => i.id)).toEqual([3, 1]);
    expect(state.unread).toBe(1);
  });

  it('orders by creation time even when ids say otherwise (imported or back-dated ones)', () => {
    const state = bellState(
      [
        stored(9, '2026-03-01T10:00:00.000Z'),
        stored(8, '2026-03-03T10:00:00.000Z'),
        stored(7, '2026-03-01T10:00:00.000Z'),
      ],
      0,
      [],
    );
    expect(state.items.map((i) => i.id)).toEqual([8, 9, 7]);
  });

  it('ignores pushed notifications without a numeric id and duplicates', () => {
    const state = bellState([], 0, [pushed('x'), pushed(7), pushed(7)]);
    expect(state.items.map((i) => i.id)).toEqual([7]);
    expect(state.unread).toBe(1);
  });

  it('leaves a pushed notification older than the loaded pages to the page that holds it', () => {
    // 20 newer ones came since: the first page no longer holds 4 and 5, which were pushed earlier.
    const page = Array.from({ length: 3 }, (_, i) => stored(8 - i, '2026-03-02T10:00:00.000Z'));
    const state = bellState(page, 3, [pushed(9), pushed(5), pushed(4)]);
    expect(state.items.map((i) => i.id)).toEqual([9, 8, 7, 6]);
    expect(state.unread).toBe(4);
  });

  it('carries the link of a stored and of a pushed notification', () => {
    const state = bellState([{ ...stored(1, '2026-03-01T10:00:00.000Z'), link: '/dns/zone/7' }], 1, [
      { ...pushed(2), link: '/profile' },
      pushed(3),
    ]);
    expect(state.items.map((i) => [i.id, i.link])).toEqual([
      [2, '/profile'],
      [3, null],
      [1, '/dns/zone/7'],
    ]);
  });
});

describe('appLink', () => {
  it('follows paths inside the app only', () => {
    expect(appLink('/dns/zone/7')).toBe('/dns/zone/7');
    expect(appLink('/profile?tab=1#sessions')).toBe('/profile?tab=1#sessions');
    for (const outside of [
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      'profile',
      '',
      null,
      undefined,
    ]) {
      expect(appLink(outside)).toBeNull();
    }
  });
});

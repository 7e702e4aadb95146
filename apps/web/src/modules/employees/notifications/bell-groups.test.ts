import { describe, expect, it } from 'vitest';
import { groupAlike } from './bell-groups';
import type { BellItem } from './bell-items';

const item = (id: number, over: Partial<BellItem> = {}): BellItem => ({
  id,
  level: 'info',
  title: 'New sign-in to your account',
  body: `Sign-in ${id}`,
  day: '2026-11-20',
  at: '2026-11-20T10:00:00.000Z',
  read: false,
  link: '/profile#sessions',
  ...over,
});

const shape = (items: BellItem[]) => groupAlike(items).map((r) => [r.head.id, r.alike.map((a) => a.id)]);

describe('groupAlike', () => {
  it('folds notices of one title and screen on one day under the newest', () => {
    expect(shape([item(5), item(4), item(3)])).toEqual([[5, [4, 3]]]);
  });

  it('keeps the row where its newest one is, others in their order', () => {
    const other = item(4, { title: 'Your permissions changed', link: null });
    expect(shape([item(5), other, item(3), item(2, { title: 'Event changed' })])).toEqual([
      [5, [3]],
      [4, []],
      [2, []],
    ]);
  });

  it('reads the screen from the link without its query', () => {
    const a = item(3, { title: 'Leave request to decide', link: '/leaves/all?pending=1&request=7' });
    const b = item(2, { title: 'Leave request to decide', link: '/leaves/all?pending=1&request=6' });
    const elsewhere = item(1, { title: 'Leave request to decide', link: '/leaves/my' });
    expect(shape([a, b, elsewhere])).toEqual([
      [3, [2]],
      [1, []],
    ]);
  });

  it('never folds another title, another day, or a read one with an unread one', () => {
    expect(
      shape([
        item(4),
        item(3, { title: 'Your role changed' }),
        item(2, { day: '2026-11-19', at: '2026-11-19T10:00:00.000Z' }),
        item(1, { read: true }),
      ]),
    ).toEqual([
      [4, []],
      [3, []],
      [2, []],
      [1, []],
    ]);
  });

  it('folds notices without a link by their title', () => {
    const plain = (id: number) => item(id, { title: 'Event cancelled', link: null });
    expect(shape([plain(2), plain(1)])).toEqual([[2, [1]]]);
  });
});

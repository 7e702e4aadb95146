import type { Notification } from '@backoffice/contract/modules/employees';
import * as employees from '@backoffice/contract/modules/employees';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type FakeAnswer, renderScreen, signInAs } from '../../../test/render';
import NotificationBell from './notification-bell';

const note = (id: number, over: Partial<Notification> = {}): Notification => ({
  _id: id,
  level: 'info',
  title: `Notification ${id}`,
  body: '',
  date: `2026-11-${String(10 + id).padStart(2, '0')}T12:00:00.000Z`,
  readAt: null,
  link: null,
  ...over,
});

/** Three notifications, newest first: a feedback (linked, unread), a plain one (unread), a read one. */
const three = () => [
  note(3, { title: 'New feedback', body: 'Rita gave you feedback', link: '/qc-v2/chat-feedbacks/40' }),
  note(2, { title: 'Role changed', level: 'warning' }),
  note(1, { title: 'Welcome', readAt: '2026-11-11T13:00:00.000Z' }),
];

/** The bell in the app bar; the server's list follows what was marked read. */
const open = (options: { markOne?: () => FakeAnswer; stored?: Notification[] } = {}) => {
  signInAs([]);
  const stored = options.stored ?? three();
  const rendered = renderScreen(<NotificationBell />, {
    path: '/',
    handlers: [
      [
        employees.listNotifications,
        (request) => {
          const items = request.query.get('unread') === 'true' ? stored.filter((n) => n.readAt === null) : stored;
          return {
            items,
            total: items.length,
            page: 1,
            take: 20,
            unread: stored.filter((n) => n.readAt === null).length,
          };
        },
      ],
      [
        employees.markNotificationRead,
        options.markOne ??
          ((request) => {
            const n = stored.find((s) => s._id === Number(request.params.id))!;
            n.readAt = '2026-11-20T10:00:00.000Z';
            return n;
          }),
      ],
      [
        employees.markAllNotificationsRead,
        () => {
          const marked = stored.filter((n) => n.readAt === null);
          for (const n of marked) n.readAt = '2026-11-20T10:00:00.000Z';
          return { marked: marked.length };
        },
      ],
    ],
  });
  const sentTo = (endpoint: { name: string }) => rendered.sent.filter((s) => s.endpoint === endpoint.name);
  return { ...rendered, sentTo };
};

const items = () => within(screen.getByRole('list', { name: 'Notifications' })).getAllByTestId('notification-item');

describe('the notification bell', () => {
  it('counts the unread ones', async () => {
    open();
    expect(await screen.findByRole('button', { name: 'Notifications, 2 unread' })).toBeVisible();
  });

  it('lists them newest first with their day, the unread ones marked', async () => {
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items().map((i) => i.textContent)).toEqual([
      expect.stringContaining('New feedback'),
      expect.stringContaining('Role changed'),
      expect.stringContaining('Welcome'),
    ]);
    expect(items()[0]).toHaveTextContent('Rita gave you feedback');
    expect(within(items()[0]!).getByTestId('notification-date')).toHaveTextContent('2026-11-13');
    expect(items().map((i) => i.dataset.unread ?? 'read')).toEqual(['true', 'true', 'read']);
    expect(screen.getByText('2 unread')).toBeVisible();
  });

  it('opening one follows its link and marks it read', async () => {
    const { user, router, sentTo } = open();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(items()[0]).toHaveAttribute('href', '/qc-v2/chat-feedbacks/40');
    await user.click(items()[0]!);
    expect(router.state.location.pathname).toBe('/qc-v2/chat-feedbacks/40');
    expect(sentTo(employees.markNotificationRead).map((s) => s.request.params)).toEqual([{ id: '3' }]);
  });

  it('one without a link is marked read where it is', async () => {
    const { user, router, sentTo } = open();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    await user.click(items()[1]!);
    await waitFor(() => expect(items()[1]).not.toHaveAttribute('data-unread'));
    expect(sentTo(employees.markNotificationRead).map((s) => s.request.params)).toEqual([{ id: '2' }]);
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: /Notifications, 1 unread/, hidden: true })).toBeInTheDocument();
  });

  it('a mark the server refuses is taken back', async () => {
    const { user } = open({
      markOne: () => ({ fail: { statusCode: 500, error: 'Error', code: 'INTERNAL', message: 'Down' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    await user.click(items()[1]!);
    await waitFor(() => expect(items()[1]).toHaveAttribute('data-unread', 'true'));
  });

  it('marks all read at once', async () => {
    const { user, sentTo } = open();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(sentTo(employees.markAllNotificationsRead)).toHaveLength(1));
    await waitFor(() => expect(items().map((i) => i.dataset.unread ?? 'read')).toEqual(['read', 'read', 'read']));
    expect(screen.queryByRole('button', { name: 'Mark all as read' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Notifications', hidden: true })).toBeInTheDocument();
  });

  it('says when each came, "5 min ago", with the full instant kept on the element', async () => {
    const at = new Date(Date.now() - 5 * 60_000).toISOString();
    const { user } = open({ stored: [note(7, { title: 'Fresh', date: at })] });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await waitFor(() => expect(items()).toHaveLength(1));
    const time = items()[0]!.querySelector('time')!;
    expect(time).toHaveTextContent('5 min ago');
    expect(time).toHaveAttribute('datetime', at);
    // The spec's day stays beside it.
    expect(within(items()[0]!).getByTestId('notification-date')).toHaveTextContent(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('shows all of them, or the unread ones only, asking the server for those', async () => {
    const { user, sentTo } = open();
    await user.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await waitFor(() => expect(items()).toHaveLength(3));
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Unread' }));
    expect(screen.getByRole('button', { name: 'Unread' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(items()).toHaveLength(2));
    expect(items().every((i) => i.dataset.unread === 'true')).toBe(true);
    expect(sentTo(employees.listNotifications).at(-1)!.request.query.get('unread')).toBe('true');
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(items()).toHaveLength(3));
  });

  it('folds alike notices into one row that opens, each still counted and opened on its own', async () => {
    const signIn = (id: number) =>
      note(id, {
        title: 'New sign-in to your account',
        body: `Device ${id}`,
        link: '/profile#sessions',
        date: '2026-11-20T10:00:00.000Z',
      });
    const { user, sentTo, router } = open({
      stored: [
        signIn(6),
        signIn(5),
        note(4, { title: 'Your role changed', date: '2026-11-20T09:00:00.000Z' }),
        signIn(3),
        signIn(2),
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Notifications, 5 unread' }));
    const rows = await screen.findAllByTestId('notification-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Device 6');
    const more = within(rows[0]!).getByRole('button', { name: '… and 3 more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(within(rows[0]!).getByText('Device 5')).not.toBeVisible();
    expect(rows[1]).toHaveTextContent('Your role changed');

    await user.click(more);
    expect(within(rows[0]!).getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(rows[0]!).getByText('Device 2')).toBeVisible());
    // Each folded notice is its own: a click marks that one read and goes where it links.
    await user.click(within(rows[0]!).getByText('Device 3'));
    expect(sentTo(employees.markNotificationRead).map((s) => s.request.params)).toEqual([{ id: '3' }]);
    expect(router.state.location.pathname).toBe('/profile');
  });
});

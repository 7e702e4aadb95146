// The buttons modules bring to the bell (module.tsx `notificationActions`), through the real module
// declarations: leave's Approve and Reject. QC's Accept and Take: qa/components/notice-actions.test.tsx.
import type { Notification } from '@backoffice/contract/modules/employees';
import * as employees from '@backoffice/contract/modules/employees';
import * as leave from '@backoffice/contract/modules/leave';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { notificationQueue } from '../../../core/notifications';
import { pendingLeaveRequest } from '../../../test/fixtures';
import { type FakeAnswer, failure, type Handlers, renderScreen, signInAs } from '../../../test/render';
import NotificationBell from './notification-bell';

const note = (id: number, over: Partial<Notification>): Notification => ({
  _id: id,
  level: 'info',
  title: `Notification ${id}`,
  body: '',
  date: '2026-11-20T12:00:00.000Z',
  readAt: null,
  link: null,
  ...over,
});

const waiting = pendingLeaveRequest({ id: 12, from: '2026-12-21', to: '2026-12-23', days: 3 });

const toDecide = note(5, {
  title: 'Leave request to decide',
  body: 'Amara Okafor: Vacation, 21–23 Dec 2026 (3 days).',
  link: `/leaves/all?pending=1&request=${waiting.id}`,
});

/** The bell with these notices; `handlers` answer the modules' calls. */
function bell(scopes: string[], given: Notification[], handlers: Handlers) {
  signInAs(scopes);
  const stored = given.map((n) => ({ ...n }));
  const rendered = renderScreen(<NotificationBell />, {
    path: '/',
    handlers: [
      [
        employees.listNotifications,
        () => ({
          items: stored,
          total: stored.length,
          page: 1,
          take: 20,
          unread: stored.filter((n) => n.readAt === null).length,
        }),
      ],
      [
        employees.markNotificationRead,
        (request) => {
          const n = stored.find((s) => s._id === Number(request.params.id))!;
          n.readAt = '2026-11-20T13:00:00.000Z';
          return n;
        },
      ],
      ...handlers,
    ],
  });
  const sentTo = (endpoint: { name: string }) => rendered.sent.filter((s) => s.endpoint === endpoint.name);
  return { ...rendered, sentTo };
}

const notice = (title: string) =>
  within(screen.getByRole('list', { name: 'Notifications' }))
    .getAllByTestId('notification-item')
    .find((i) => i.textContent?.includes(title))!;

/** Leave's calls: the requests waiting for the reader, and the decision (`decide` answers it). */
const leaveCalls = (decide: () => FakeAnswer): Handlers => {
  let pending = [waiting];
  return [
    [leave.pendingRequests, () => pending],
    [
      leave.reviewRequest,
      () => {
        const answer = decide();
        if (!(answer && typeof answer === 'object' && 'fail' in answer)) pending = [];
        return answer;
      },
    ],
  ];
};

beforeEach(() => notificationQueue.set([]));

describe('deciding in the bell', () => {
  it('approves a leave request where it is told: the endpoint gets the decision, the notice is read', async () => {
    const { user, sentTo, router } = bell(
      ['calendar:leave:create'],
      [toDecide],
      leaveCalls(() => waiting),
    );
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(sentTo(employees.markNotificationRead)).toHaveLength(1));
    expect(sentTo(leave.reviewRequest).map((s) => [s.request.params, s.request.body])).toEqual([
      [{ id: '12' }, { isApproved: true }],
    ]);
    expect(sentTo(employees.markNotificationRead)[0]!.request.params).toEqual({ id: '5' });
    await waitFor(() => expect(notice('Leave request to decide')).not.toHaveAttribute('data-unread'));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(notificationQueue.get().map((n) => [n.level, n.title, n.body])).toEqual([
      ['success', 'Approved', 'Amara Okafor, 21–23 Dec 2026'],
    ]);
    // Deciding does not leave the list.
    expect(router.state.location.pathname).toBe('/');
  });

  it('rejects one too', async () => {
    const { user, sentTo } = bell(
      ['calendar:leave:create'],
      [toDecide],
      leaveCalls(() => waiting),
    );
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(sentTo(employees.markNotificationRead)).toHaveLength(1));
    expect(sentTo(leave.reviewRequest)[0]!.request.body).toEqual({ isApproved: false });
  });

  it('shows the server’s refusal under the notice and leaves it unread', async () => {
    const refused = failure(409, 'LEAVE_DECIDED', 'This request is already rejected');
    const { user, sentTo } = bell(
      ['calendar:leave:create'],
      [toDecide],
      leaveCalls(() => refused),
    );
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This request is already rejected');
    expect(sentTo(employees.markNotificationRead)).toHaveLength(0);
    expect(notice('Leave request to decide')).toHaveAttribute('data-unread', 'true');
    expect(notificationQueue.get()).toEqual([]);
  });

  it('offers nothing to a reader whose scopes do not allow it, or once the request no longer waits', async () => {
    const without = bell(
      [],
      [toDecide],
      leaveCalls(() => waiting),
    );
    await without.user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await screen.findByText('Leave request to decide');
    expect(without.sentTo(leave.pendingRequests)).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    without.unmount();

    const decided = bell(['calendar:leave:create'], [toDecide], [[leave.pendingRequests, () => []]]);
    await decided.user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await waitFor(() => expect(decided.sentTo(leave.pendingRequests)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('decides a waiting cancellation through its own endpoint', async () => {
    const cancelling = {
      ...waiting,
      status: 'approved' as const,
      cancellation: {
        id: 31,
        status: 'pending' as const,
        requestedAt: '2026-11-20T10:00:00.000Z',
        reviewedByName: null,
        reviewedAt: null,
      },
    };
    const { user, sentTo } = bell(
      ['calendar:leave:create'],
      [{ ...toDecide, title: 'Leave cancellation to decide' }],
      [
        [leave.pendingRequests, () => [cancelling]],
        [leave.reviewCancellation, () => ({ ...cancelling, status: 'cancelled' })],
      ],
    );
    await user.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    await user.click(await screen.findByRole('button', { name: 'Approve cancellation' }));
    await waitFor(() => expect(sentTo(employees.markNotificationRead)).toHaveLength(1));
    expect(sentTo(leave.reviewCancellation).map((s) => [s.request.params, s.request.body])).toEqual([
      [{ id: '31' }, { isApproved: true }],
    ]);
  });
});

import type { ReplyOf } from '@backoffice/contract/http';
import { listNotifications } from '@backoffice/contract/modules/employees';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { employeeKeys } from './keys';

export const NOTIFICATIONS_PAGE = 20;

export type NotificationsPage = ReplyOf<typeof listNotifications>;

export function getNotifications(page: number, signal?: AbortSignal): Promise<NotificationsPage> {
  return call(listNotifications, { query: { page, take: NOTIFICATIONS_PAGE }, signal });
}

/** The signed-in user's notifications, newest first, a page at a time (the bell's "Show older"). */
export function notificationsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: employeeKeys.notifications,
    queryFn: ({ pageParam, signal }) => getNotifications(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.take < last.total ? last.page + 1 : undefined),
  });
}

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}

/** Every unread notification id (for "mark all read"), up to the largest page the server gives. */
export async function getUnreadIds(signal?: AbortSignal): Promise<number[]> {
  const reply = await call(listNotifications, { query: { page: 1, take: 100, unread: 'true' }, signal });
  return reply.items.map((n) => n._id);
}

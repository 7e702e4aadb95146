import { listNotifications } from '@backoffice/contract/modules/employees';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { endpointKey } from '../../../core/endpoint-query';

export const NOTIFICATIONS_PAGE = 20;

/** The signed-in user's notifications, newest first, a page at a time (the bell's "Show older"). */
export function useNotifications() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: endpointKey(listNotifications, { query: { take: NOTIFICATIONS_PAGE } }),
      queryFn: ({ pageParam, signal }) =>
        call(listNotifications, { query: { page: pageParam, take: NOTIFICATIONS_PAGE }, signal }),
      initialPageParam: 1,
      getNextPageParam: (last) => (last.page * last.take < last.total ? last.page + 1 : undefined),
    }),
  );
}

/** Every unread notification id (for "mark all read"), up to the largest page the server gives. */
export async function getUnreadIds(signal?: AbortSignal): Promise<number[]> {
  const reply = await call(listNotifications, { query: { page: 1, take: 100, unread: 'true' }, signal });
  return reply.items.map((n) => n._id);
}

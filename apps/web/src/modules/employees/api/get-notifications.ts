import { listNotifications } from '@backoffice/contract/modules/employees';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { endpointKey } from '../../../core/endpoint-query';

export const NOTIFICATIONS_PAGE = 20;

/**
 * The signed-in user's notifications, newest first, a page at a time (the bell's "Load older"). Older
 * pages follow a cursor, the id of the last one shown, so notifications that arrive meanwhile do not
 * shift them. `unread`: the unread ones only (the bell's "Unread" tab).
 */
export function useNotifications({ unread = false }: { unread?: boolean } = {}) {
  const filter = unread ? { unread: 'true' as const } : {};
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: endpointKey(listNotifications, { query: { take: NOTIFICATIONS_PAGE, ...filter } }),
      queryFn: ({ pageParam, signal }) =>
        call(listNotifications, {
          query: { take: NOTIFICATIONS_PAGE, ...filter, ...(pageParam === null ? {} : { before: pageParam }) },
          signal,
        }),
      initialPageParam: null as number | null,
      getNextPageParam: (last) => {
        const oldest = last.items.at(-1);
        return oldest && last.total > last.items.length ? oldest._id : undefined;
      },
    }),
  );
}

import { listNotifications, markNotificationRead } from '@backoffice/contract/modules/employees';
import { call } from '../../../core/api';
import { endpointMutation, mutationHook } from '../../../core/endpoint-query';
import { getUnreadIds } from './get-notifications';

const refreshList = { invalidates: [listNotifications], invalidateOnError: true };

export const useMarkNotificationRead = endpointMutation(markNotificationRead, refreshList);

/** There is no bulk call: each unread one is marked, a few at a time. */
export async function markAllNotificationsRead(): Promise<void> {
  const ids = await getUnreadIds();
  for (let i = 0; i < ids.length; i += 6) {
    await Promise.all(ids.slice(i, i + 6).map((id) => call(markNotificationRead, { params: { id } })));
  }
}

export const useMarkAllNotificationsRead = mutationHook(markAllNotificationsRead, refreshList);

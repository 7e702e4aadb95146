import { markNotificationRead as markReadEndpoint, type Notification } from '@backoffice/contract/modules/employees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/api';
import { getUnreadIds } from './get-notifications';
import { employeeKeys } from './keys';

export function markNotificationRead(id: number): Promise<Notification> {
  return call(markReadEndpoint, { params: { id } });
}

export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.notifications }),
  });
}

/** There is no bulk call: each unread one is marked, a few at a time. */
export async function markAllNotificationsRead(): Promise<void> {
  const ids = await getUnreadIds();
  for (let i = 0; i < ids.length; i += 6) await Promise.all(ids.slice(i, i + 6).map(markNotificationRead));
}

export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onSettled: () => queryClient.invalidateQueries({ queryKey: employeeKeys.notifications }),
  });
}

import { listNotifications, markAllNotificationsRead } from '@backoffice/contract/modules/employees';
import { endpointMutation } from '../../../core/endpoint-query';
import { markAllNotificationsRead as markAllListedRead } from '../../../core/notification-list';

/** Every unread notification of the user, in one call; the pushed ones of this tab follow. */
export const useMarkAllNotificationsRead = endpointMutation(markAllNotificationsRead, {
  invalidates: [listNotifications],
  invalidateOnError: true,
  onSuccess: () => markAllListedRead(),
});

import { listNotifications, markNotificationRead } from '@backoffice/contract/modules/employees';
import { endpointMutation } from '../../../core/endpoint-query';

export const useMarkNotificationRead = endpointMutation(markNotificationRead, {
  invalidates: [listNotifications],
  invalidateOnError: true,
});

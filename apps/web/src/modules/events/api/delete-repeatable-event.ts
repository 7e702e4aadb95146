import { deleteRepeatableEvent, listRepeatableEvents } from '@backoffice/contract/modules/events';
import { endpointMutation } from '../../../core/endpoint-query';
import { occurrenceCalls } from './answers';

export const useDeleteRepeatableEvent = endpointMutation(deleteRepeatableEvent, {
  invalidates: [listRepeatableEvents, ...occurrenceCalls],
});

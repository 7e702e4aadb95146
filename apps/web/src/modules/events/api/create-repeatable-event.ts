import { createRepeatableEvent, listRepeatableEvents } from '@backoffice/contract/modules/events';
import { endpointMutation } from '../../../core/endpoint-query';
import { occurrenceCalls } from './answers';

export const useCreateRepeatableEvent = endpointMutation(createRepeatableEvent, {
  invalidates: [listRepeatableEvents, ...occurrenceCalls],
});

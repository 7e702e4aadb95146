import { getEvent, listEvents, updateEvent } from '@backoffice/contract/modules/events';
import { endpointMutation } from '../../../core/endpoint-query';
import { occurrenceCalls } from './answers';

export const useUpdateEvent = endpointMutation(updateEvent, {
  invalidates: [listEvents, getEvent, ...occurrenceCalls],
});

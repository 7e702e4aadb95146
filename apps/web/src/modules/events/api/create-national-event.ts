import { createNationalEvent, listNationalEvents } from '@backoffice/contract/modules/events';
import { endpointMutation } from '../../../core/endpoint-query';
import { occurrenceCalls } from './answers';

export const useCreateNationalEvent = endpointMutation(createNationalEvent, {
  invalidates: [listNationalEvents, ...occurrenceCalls],
});

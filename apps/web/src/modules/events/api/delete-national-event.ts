import { deleteNationalEvent, listNationalEvents } from '@backoffice/contract/modules/events';
import { endpointMutation } from '../../../core/endpoint-query';
import { occurrenceCalls } from './answers';

export const useDeleteNationalEvent = endpointMutation(deleteNationalEvent, {
  invalidates: [listNationalEvents, ...occurrenceCalls],
});

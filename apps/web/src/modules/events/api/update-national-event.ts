import { getNationalEvent, listNationalEvents, updateNationalEvent } from '@backoffice/contract/modules/events';
import { endpointMutation } from '../../../core/endpoint-query';
import { occurrenceCalls } from './answers';

export const useUpdateNationalEvent = endpointMutation(updateNationalEvent, {
  invalidates: [listNationalEvents, getNationalEvent, ...occurrenceCalls],
});

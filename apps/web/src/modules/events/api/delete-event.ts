import { deleteEvent, listEvents } from '@backoffice/contract/modules/events';
import { endpointMutation } from '../../../core/endpoint-query';
import { occurrenceCalls } from './answers';

export const useDeleteEvent = endpointMutation(deleteEvent, { invalidates: [listEvents, ...occurrenceCalls] });

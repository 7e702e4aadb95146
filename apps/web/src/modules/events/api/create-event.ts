import { createEvent, listEvents } from '@backoffice/contract/modules/events';
import { endpointMutation } from '../../../core/endpoint-query';
import { occurrenceCalls } from './answers';

export const useCreateEvent = endpointMutation(createEvent, { invalidates: [listEvents, ...occurrenceCalls] });

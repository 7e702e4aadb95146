import {
  getEvent,
  getRepeatableEvent,
  listRepeatableEvents,
  updateRepeatableEvent,
} from '@backoffice/contract/modules/events';
import { endpointMutation } from '../../../core/endpoint-query';
import { occurrenceCalls } from './answers';

export const useUpdateRepeatableEvent = endpointMutation(updateRepeatableEvent, {
  invalidates: [listRepeatableEvents, getRepeatableEvent, getEvent, ...occurrenceCalls],
});

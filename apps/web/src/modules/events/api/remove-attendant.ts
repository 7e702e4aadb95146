import {
  getEvent,
  listAttendants,
  listEvents,
  listRepeatableEvents,
  removeAttendant,
  userAttendant,
} from '@backoffice/contract/modules/events';
import { endpointMutation } from '../../../core/endpoint-query';
import { occurrenceCalls } from './answers';

export const useRemoveAttendant = endpointMutation(removeAttendant, {
  invalidates: [listAttendants, userAttendant, getEvent, listEvents, listRepeatableEvents, ...occurrenceCalls],
});

import {
  addAttendant,
  getEvent,
  listAttendants,
  listEvents,
  listRepeatableEvents,
  userAttendant,
} from '@backoffice/contract/modules/events';
import { endpointMutation } from '../../../core/endpoint-query';
import { occurrenceCalls } from './answers';

export const useAddAttendant = endpointMutation(addAttendant, {
  invalidates: [listAttendants, userAttendant, getEvent, listEvents, listRepeatableEvents, ...occurrenceCalls],
});

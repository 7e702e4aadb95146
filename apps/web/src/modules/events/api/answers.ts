import {
  calendarRange,
  monthEvents,
  quarterEvents,
  rangeEvents,
  yearEvents,
} from '@backoffice/contract/modules/events';

/** Every call answering occurrences: a change to any event, holiday or attendant changes them. */
export const occurrenceCalls = [calendarRange, rangeEvents, monthEvents, quarterEvents, yearEvents];

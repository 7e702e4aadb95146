import { monthEvents, quarterEvents, rangeEvents, yearEvents } from '@backoffice/contract/modules/events';

/** Every call answering occurrences: a change to any event, holiday or attendant changes them. */
export const occurrenceCalls = [rangeEvents, monthEvents, quarterEvents, yearEvents];

// Readable words for holiday rules and recurrence rules.
import type { NationalEvent } from '@backoffice/contract/modules/events';
import { MOVABLE_METHOD_INFO } from '@backoffice/contract/rules/holidays';
import { MONTH_NAMES } from '../../../core/dates';

/** The months' names, January first (core/dates.ts writes month headings with them). */
export const MONTHS = MONTH_NAMES;
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const NTH: Record<number, string> = { 1: 'first', 2: 'second', 3: 'third', 4: 'fourth', 5: 'fifth', [-1]: 'last' };

const days = (n: number) => `${Math.abs(n)} day${Math.abs(n) === 1 ? '' : 's'}`;
const offsetWords = (offset: number) =>
  offset === 0 ? '' : offset > 0 ? `, ${days(offset)} after` : `, ${days(offset)} before`;

/** "25 December", "Western Easter, 2 days before", "the last Monday of May". */
export function holidayRule(
  h: Pick<NationalEvent, 'method' | 'month' | 'day' | 'weekday' | 'nth' | 'offset' | 'fromYear'>,
) {
  let words: string;
  if (h.method === 'fixed') words = `${h.day} ${MONTHS[(h.month ?? 1) - 1]}`;
  else if (h.method === 'nth-weekday') {
    words = `the ${NTH[h.nth ?? 1]} ${WEEKDAYS[(h.weekday ?? 1) - 1]} of ${MONTHS[(h.month ?? 1) - 1]}${offsetWords(h.offset)}`;
  } else words = `${MOVABLE_METHOD_INFO[h.method].label}${offsetWords(h.offset)}`;
  return h.fromYear ? `${words}, from ${h.fromYear}` : words;
}

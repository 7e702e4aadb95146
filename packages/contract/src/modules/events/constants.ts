// The event calendar's limits, which the topics' schemas check and the server keeps to.
/** The longest a normal event (or one occurrence of a repeatable event) lasts, in days. */
export const MAX_EVENT_DAYS = 31;
/** The longest range one range call answers, in days (a year view). */
export const MAX_RANGE_DAYS = 366;
/** Years the calendar answers for. */
export const MIN_YEAR = 1970;
export const MAX_YEAR = 2100;

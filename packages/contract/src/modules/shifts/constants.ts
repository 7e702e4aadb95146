// The shift calendar's limits, which the topics' schemas check and the server keeps to.
/** Automations look this many weeks ahead at most. */
export const AUTOMATION_MAX_WEEKS = 8;
/** Less rest than this between two shifts of one person is allowed but flagged. */
export const MIN_REST_HOURS = 11;
/** The longest range one list call answers. */
export const MAX_RANGE_DAYS = 62;

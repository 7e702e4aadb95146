// Event calendar: events, national and repeatable events, birthdays, attendants and attendance
// (spec §2 "Calendar", §3 "Event", §7 "Event calendar under /event-calendar"). Decisions where the spec
// is silent: docs/events.md. The shapes and calls by topic: events/*.ts.
import { definePolicies } from '../policies.js';

export * from './events/attendants.js';
export * from './events/birthdays.js';
export * from './events/constants.js';
export * from './events/events.js';
export * from './events/national-events.js';
export * from './events/occurrences.js';
export { declaredScopes } from './events.scopes.js';

export const declaredPolicies = definePolicies({
  'events.attendant': {
    kind: 'request',
    description:
      'signing oneself up (or changing or leaving one’s own place) needs calendar:events:read; anyone else’s needs calendar:events:create',
  },
});

export const errorCodes = {
  EVENTS_FULL: 409,
  EVENTS_SIGN_UP_CLOSED: 409,
  EVENTS_ALREADY_ATTENDING: 409,
} as const;

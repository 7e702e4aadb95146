import { screen } from '../screens.js';

/** The event calendar's screens (spec §2 /calendar/events*): the web's routes and links and the server's notification links. */
export const eventsScreens = {
  /** `?event=&date=` opens one event on its day. */
  calendar: screen('/calendar/events'),
  /** `?tab=repeatable|national` opens that tab. */
  manage: screen('/calendar/events/manage'),
  newEvent: screen('/calendar/events/event'),
  event: screen('/calendar/events/event/:eventId'),
  newNational: screen('/calendar/events/national-event'),
  national: screen('/calendar/events/national-event/:eventId'),
  newRepeatable: screen('/calendar/events/repeatable-event'),
  repeatable: screen('/calendar/events/repeatable-event/:eventId'),
  attendants: screen('/calendar/events/event/:eventId/attendant'),
  /** Spelled so in the spec (§2). */
  signUp: screen('/calendar/events/event/:eventId/singup'),
};

import { screen } from '../screens.js';

/** The shift calendar's screens (spec §2 /calendar/shifts*): the web's routes and links and the server's notification links. */
export const shiftsScreens = {
  /** `?date=` opens the day, `?view=mine|calendar` the view. */
  calendar: screen('/calendar/shifts'),
  manage: screen('/calendar/shifts/manage'),
  types: screen('/calendar/shifts/type'),
  type: screen('/calendar/shifts/type/:shiftTypeId'),
  automations: screen('/calendar/shifts/automation'),
  automation: screen('/calendar/shifts/automation/:id'),
};

import { screen } from '../screens.js';

/** The leave screens (spec §2 /leaves/*): the web's routes and links and the server's notification links. */
export const leaveScreens = {
  new: screen('/leaves/new'),
  my: screen('/leaves/my'),
  /** Everyone's leave on the calendar; `?pending=1` opens the requests waiting for the caller. */
  all: screen('/leaves/all'),
  employees: screen('/leaves/employees'),
  employee: screen('/leaves/employee/:userId'),
  archive: screen('/leaves/archive'),
  approvers: screen('/leaves/approvers'),
};

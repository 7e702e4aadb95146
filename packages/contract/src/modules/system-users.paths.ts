import { screen } from '../screens.js';

/** The system users screens (spec §2 "/system-users"): the web's routes and links. */
export const systemUsersScreens = {
  list: screen('/system-users'),
  create: screen('/system-users/create'),
  edit: screen('/system-users/edit/:systemUserId'),
};

import { screen } from '../screens.js';

/** The employees screens: the web's routes and links and the server's notification links. */
export const employeesScreens = {
  /** The signed-in user's own profile (its sessions among it). */
  profile: screen('/profile'),
};

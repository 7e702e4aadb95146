import { screen } from '../screens.js';

/** The IP set screens (spec §2 /ipset/sets*): the web's routes and links. */
export const ipsetScreens = {
  sets: screen('/ipset/sets'),
  createSet: screen('/ipset/sets/create'),
  /** A set by name, or by id for one named `create` (the server accepts either). */
  set: screen('/ipset/sets/:setName'),
};

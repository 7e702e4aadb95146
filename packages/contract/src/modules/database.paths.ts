import { screen } from '../screens.js';

/** The database screens (spec §2 "/databases"): the web's routes and links. */
export const databaseScreens = {
  databases: screen('/databases/list'),
  newDatabase: screen('/databases/create'),
  users: screen('/databases/users/list'),
  newUser: screen('/databases/users/create'),
  editUser: screen('/databases/users/edit/:userId'),
};

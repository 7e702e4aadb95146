import { screen } from '../screens.js';

/** The administration screens (spec §2 /users, /roles, /departments): the web's routes and links. */
export const administrationScreens = {
  users: screen('/users'),
  createUser: screen('/users/create'),
  editUser: screen('/users/edit/:userId'),
  roles: screen('/roles'),
  createRole: screen('/roles/create'),
  editRole: screen('/roles/edit/:roleId'),
  departments: screen('/departments'),
  createDepartment: screen('/departments/create'),
  editDepartment: screen('/departments/edit/:departmentId'),
  /** Who can do what (issue 35): holders of a scope or screen, a user's effective scopes. */
  permissions: screen('/permissions'),
  /** The same questions for a past instant, replayed from the audit log. */
  permissionHistory: screen('/permissions/history'),
};

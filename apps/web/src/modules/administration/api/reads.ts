import {
  getDepartment,
  getRole,
  getUser,
  listDepartments,
  listRoles,
  listUsers,
  rolesOfDepartment,
  usersOfDepartment,
  usersOfDepartments,
} from '@backoffice/contract/modules/administration';
import { profilesByUserIds } from '@backoffice/contract/modules/employees';

// What a change in this module makes stale, wherever it is cached (the DNS department picker reads
// departments too). The records show one another: roles and departments count their users, users
// and roles name their department, so most changes reach all of them.
export const departmentReads = [listDepartments, getDepartment, usersOfDepartments];
export const everyRead = [
  ...departmentReads,
  listRoles,
  getRole,
  rolesOfDepartment,
  listUsers,
  getUser,
  usersOfDepartment,
  profilesByUserIds,
];

import { administrationScreens as screens } from '@backoffice/contract/modules/administration.paths';

/** Links to the administration screens (their patterns: the contract's `administrationScreens`, which module.tsx routes). */
export const administrationPaths = {
  users: () => screens.users.href(),
  createUser: () => screens.createUser.href(),
  editUser: (userId: number) => screens.editUser.href({ userId }),
  roles: () => screens.roles.href(),
  createRole: () => screens.createRole.href(),
  editRole: (roleId: number) => screens.editRole.href({ roleId }),
  departments: () => screens.departments.href(),
  createDepartment: () => screens.createDepartment.href(),
  editDepartment: (departmentId: number) => screens.editDepartment.href({ departmentId }),
  permissions: () => screens.permissions.href(),
  permissionHistory: () => screens.permissionHistory.href(),
};

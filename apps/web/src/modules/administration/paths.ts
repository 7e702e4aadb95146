/** Links to the administration screens (spec §2 paths; module.tsx declares the routes). */
export const administrationPaths = {
  users: () => '/users',
  createUser: () => '/users/create',
  editUser: (userId: number) => `/users/edit/${userId}`,
  roles: () => '/roles',
  createRole: () => '/roles/create',
  editRole: (roleId: number) => `/roles/edit/${roleId}`,
  departments: () => '/departments',
  createDepartment: () => '/departments/create',
  editDepartment: (departmentId: number) => `/departments/edit/${departmentId}`,
};

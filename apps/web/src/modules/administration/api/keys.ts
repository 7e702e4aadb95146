// Query keys of the module: a mutation invalidates by the prefix of what it changed.
export const adminKeys = {
  all: ['administration'] as const,
  users: ['administration', 'users'] as const,
  roles: ['administration', 'roles'] as const,
  departments: ['administration', 'departments'] as const,
  scopes: ['administration', 'scopes'] as const,
};

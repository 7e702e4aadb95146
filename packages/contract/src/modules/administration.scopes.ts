// The administration module's scopes, apart from its endpoints: the scope catalogue (every signed-in page) reads
// this file only (scripts/generate-registries.mjs, scopes.generated.ts).
import { defineScopes } from '../scopes.js';

/** The user form picks a role and a department from their lists, and returns to the user list. */
const userFormReads = ['users:users:read', 'users:roles:read', 'users:departments:read'] as const;
/** The role editor reads the scope catalogue (users:roles:read) and picks the department. */
const roleEditorReads = ['users:roles:read', 'users:departments:read'] as const;

/** Administration's scopes (spec §6 `users:…`; docs/administration.md says which call needs which). */
export const declaredScopes = defineScopes({
  groups: {
    users: 'Administration',
    'users:users': 'Users',
    'users:roles': 'User roles',
    'users:departments': 'Departments',
    'users:scopes': 'Scope catalogue',
  },
  scopes: {
    'users:users:read': {
      label: 'Read users',
      description: "See the user list and open accounts, and read other people's profiles and notifications.",
    },
    'users:users:create': {
      label: 'Create users',
      description: 'Create accounts and profiles for other people.',
      dependsOn: userFormReads,
    },
    'users:users:update': {
      label: 'Edit users',
      description:
        "Change accounts (name, e-mail, password, role, department), move users between roles, force them to log out and edit other people's profiles.",
      dependsOn: userFormReads,
    },
    'users:users:delete': {
      label: 'Delete users',
      description: "Delete accounts (never one's own).",
      dependsOn: ['users:users:read'],
    },
    'users:roles:read': {
      label: 'Read roles',
      description: 'See roles and the scopes they hold, with the scope catalogue the role editor shows.',
    },
    'users:roles:create': {
      label: 'Create roles',
      description: 'Create roles, with scopes the holder itself holds.',
      dependsOn: roleEditorReads,
    },
    'users:roles:update': {
      label: 'Edit roles',
      description: 'Rename roles and change their scopes, within the scopes the holder itself holds.',
      dependsOn: roleEditorReads,
    },
    'users:roles:delete': {
      label: 'Delete roles',
      description: 'Delete roles that no user holds.',
      dependsOn: ['users:roles:read'],
    },
    'users:departments:read': { label: 'Read departments', description: 'See departments and open them.' },
    'users:departments:create': {
      label: 'Create departments',
      description: 'Create departments.',
      dependsOn: ['users:departments:read'],
    },
    'users:departments:update': {
      label: 'Edit departments',
      // Spec §2 gives editing a cloud server this scope (docs/hosting.md "Scopes").
      description: 'Rename departments. The spec also makes it the scope for editing cloud servers.',
      dependsOn: ['users:departments:read'],
    },
    'users:departments:delete': {
      label: 'Delete departments',
      description: 'Delete departments that have no roles and no users.',
      dependsOn: ['users:departments:read'],
    },
    'users:scopes:sync': {
      label: 'Sync scopes',
      description: 'Make the stored scope catalogue equal to the scopes the modules declare.',
      // Its button is on the role list.
      dependsOn: ['users:roles:read'],
    },
  },
});

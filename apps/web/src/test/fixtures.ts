// Records as the server sends them, for the fake network of screen tests: the fields a test looks at
// are given, the rest are the plainest values.
import type { User } from '@backoffice/contract/modules/administration';
import type { Server } from '@backoffice/contract/modules/hosting';

/** A page of a list reply holding `items` and nothing more. */
export function pageOf<T>(items: T[], take = 25) {
  return { items, total: items.length, page: 1, take };
}

/** A user without a role, a department or a picture. */
export function userRecord(fields: Pick<User, 'id' | 'name' | 'username' | 'email' | 'createdAt'>): User {
  return {
    isAdmin: false,
    roleId: null,
    departmentId: null,
    role: null,
    department: null,
    profileId: null,
    ...fields,
  };
}

/** A web server that is Up since `at`, checks nothing and holds no websites. */
export function serverRecord(fields: Pick<Server, 'id' | 'name' | 'address' | 'location'>, at: string): Server {
  return {
    type: 'web',
    status: 'Up',
    statusChangedAt: at,
    statusReason: '',
    services: [],
    check: { kind: 'none' },
    notes: '',
    websiteCount: 0,
    createdAt: at,
    updatedAt: at,
    ...fields,
  };
}

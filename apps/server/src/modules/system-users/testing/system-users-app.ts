// What the system users tests share: an app with the people they act as and servers made by the
// administrator through hosting's calls.
import * as hosting from '@backoffice/contract/modules/hosting';
import * as api from '@backoffice/contract/modules/system-users';
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

export interface SystemUsersApp {
  t: TestApp;
  admin: TestUser;
  /** Reads system users and servers, changes nothing. */
  reader: TestUser;
  /** Creates, edits and deletes system users (each change its own scope). */
  operator: TestUser;
  newServer(name: string): Promise<hosting.Server>;
  create(body: api.SystemUserInput): Promise<api.SystemUser>;
}

let servers = 0;

export async function startSystemUsersApp(): Promise<SystemUsersApp> {
  const t = await createTestApp();
  const admin = await t.createUser({ isAdmin: true });
  const reader = await t.createUser({ scopes: ['system:user:read', 'server:server:read'] });
  const operator = await t.createUser({
    scopes: [
      'system:user:read',
      'system:user:create',
      'system:user:update',
      'system:user:delete',
      'server:server:read',
    ],
  });
  return {
    t,
    admin,
    reader,
    operator,
    newServer: (name) =>
      t.callOk(admin, hosting.createServer, {
        body: { name, type: 'web', address: `10.9.${Math.floor(++servers / 250)}.${servers % 250}` },
      }),
    create: (body) => t.callOk(operator, api.createSystemUser, { body }),
  };
}

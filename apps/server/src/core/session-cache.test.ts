// The per-instance session cache (core/auth/sessions.ts) across two instances sharing Redis: a
// session cached on one instance follows a change made on the other at its very next call.
import * as auth from '@backoffice/contract/modules/auth';
import * as system from '@backoffice/contract/modules/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { testRedisUrl } from '../test/sockets.js';
import type { BusEvent } from './bus.js';

let one: TestApp;
let two: TestApp;

beforeAll(async () => {
  one = await createTestApp({ config: { redisUrl: testRedisUrl } });
  two = await createTestApp({ database: one.database, config: { redisUrl: testRedisUrl } });
});
afterAll(async () => {
  await two.close();
  await one.close();
});

/** Resolves when instance two has heard an event of this type (its session cache heard it first). */
function heardOnTwo(type: BusEvent['type']): Promise<void> {
  return new Promise((resolve) => two.app.ctx.bus.subscribe((event) => event.type === type && resolve()));
}

describe('the session cache across instances', () => {
  it('drops a role scope taken away on one instance from the sessions cached on the other', async () => {
    const u = await one.createUser({ scopes: ['audit:log:read'] });
    // Instance two has the session cached, with the scope.
    expect((await two.call(u, system.auditLog)).statusCode).toBe(200);
    const heard = heardOnTwo('roles.changed');
    await one.database.pool.query('DELETE FROM role_scopes WHERE role_id = $1', [u.roleId]);
    one.app.ctx.bus.publish({ type: 'roles.changed', roleIds: [u.roleId!] });
    await heard;
    expect((await two.call(u, system.auditLog)).statusCode).toBe(403);
  });

  it('drops a changed user from the sessions cached on the other instance', async () => {
    const u = await one.createUser({ scopes: [] });
    expect((await two.callOk(u, auth.me)).name).not.toBe('Renamed Person');
    const heard = heardOnTwo('users.changed');
    await one.database.pool.query("UPDATE users SET name = 'Renamed Person' WHERE id = $1", [u.id]);
    one.app.ctx.bus.publish({ type: 'users.changed', userIds: [u.id] });
    await heard;
    expect((await two.callOk(u, auth.me)).name).toBe('Renamed Person');
  });
});

import * as auth from '@backoffice/contract/modules/auth';
import * as system from '@backoffice/contract/modules/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';

let t: TestApp;
let keeper: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  keeper = await t.createUser({ scopes: ['integration:keys:manage'] });
});
afterAll(() => t.close());

const ping = (key: string) =>
  t.app.inject({ method: 'GET', url: '/api/integrations/ping', headers: { authorization: `Bearer ${key}` } });

describe('integration keys', () => {
  it('shows a new key once, answers the integration API with it, and refuses it once revoked', async () => {
    const made = await t.callOk(keeper, system.createIntegrationKey, { body: { name: 'Chat system' } });
    expect(made.key).toMatch(/^bo_int_[\w-]{32}$/);
    expect(made.key.startsWith(made.prefix)).toBe(true);
    const listed = await t.callOk(keeper, system.listIntegrationKeys);
    expect(listed[0]).toMatchObject({ id: made.id, name: 'Chat system', revokedAt: null });
    expect(JSON.stringify(listed)).not.toContain(made.key);
    // Only its hash is kept, and the audit log holds no key either.
    const stored = await t.database.pool.query('SELECT key_hash FROM integration_keys WHERE id = $1', [made.id]);
    expect(stored.rows[0].key_hash).not.toContain(made.key);
    const audit = await t.database.pool.query("SELECT after FROM audit_log WHERE entity = 'integration-key'");
    expect(JSON.stringify(audit.rows)).not.toContain(made.key);

    const ok = await ping(made.key);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ name: 'Chat system' });
    expect((await t.callOk(keeper, system.listIntegrationKeys))[0]!.lastUsedAt).not.toBeNull();

    const revoked = await t.callOk(keeper, system.revokeIntegrationKey, { params: { id: made.id } });
    expect(revoked.revokedAt).not.toBeNull();
    const refused = await ping(made.key);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({
      code: 'TOKEN_INVALID',
      message: 'The integration key is unknown or revoked',
    });
  });

  it('refuses a key anywhere but the integration API, a user session there, and a made-up key', async () => {
    const made = await t.callOk(keeper, system.createIntegrationKey, { body: { name: 'Ticket system' } });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${made.key}` },
    });
    expect(me.statusCode).toBe(401);
    expect((await t.call(keeper, auth.me)).statusCode).toBe(200);
    const session = await ping(keeper.token);
    expect(session.statusCode).toBe(401);
    expect(session.json().message).toMatch(/takes an integration key/);
    expect((await ping(`${made.key}x`)).statusCode).toBe(401);
  });

  it('is managed with integration:keys:manage only', async () => {
    const other = await t.createUser();
    expect((await t.call(other, system.listIntegrationKeys)).statusCode).toBe(403);
    expect((await t.call(other, system.createIntegrationKey, { body: { name: 'x' } })).statusCode).toBe(403);
    const bad = await t.call(keeper, system.createIntegrationKey, { body: { name: ' ' } });
    expect(bad.json().details[0].field).toBe('body.name');
    expect((await t.call(keeper, system.revokeIntegrationKey, { params: { id: 999999 } })).statusCode).toBe(404);
  });
});

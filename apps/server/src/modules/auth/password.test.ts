// POST /auth/password: everyone changes their own password; the other sessions end.
import type { BodyOf } from '@backoffice/contract';
import * as auth from '@backoffice/contract/modules/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { LOGIN_LIMITS } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (user: TestUser | null, body: BodyOf<typeof auth.changePassword>) =>
  t.call(user, auth.changePassword, { body });

/** A second session of the same user, as another browser would hold. */
async function secondSession(user: TestUser): Promise<TestUser> {
  const res = await t.signIn(user.username, user.password);
  expect(res.statusCode).toBe(200);
  return { ...user, token: res.json().jwt };
}

describe('POST /auth/password', () => {
  it('changes the password without any scope, keeps this session and ends the others', async () => {
    const me = await t.createUser({ scopes: [] });
    const elsewhere = await secondSession(me);
    const res = await change(me, { currentPassword: me.password, newPassword: 'a brand new passphrase' });
    expect(res.statusCode).toBe(200);
    expect(res.reply()).toEqual({ success: true, signedOutSessions: 1 });

    expect((await t.call(me, auth.me)).statusCode).toBe(200);
    expect((await t.call(elsewhere, auth.me)).statusCode).toBe(401);
    expect((await t.signIn(me.username, me.password)).statusCode).toBe(401);
    expect((await t.signIn(me.username, 'a brand new passphrase')).statusCode).toBe(200);

    const { rows } = await t.database.pool.query(
      "SELECT user_id, entity, entity_id, after FROM audit_log WHERE route = '/api/auth/password' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]).toMatchObject({ user_id: me.id, entity: 'user', entity_id: String(me.id) });
    expect(JSON.stringify(rows[0].after)).not.toContain('brand new');
  });

  it('refuses a wrong current password with a 400 on that field, and changes nothing', async () => {
    const me = await t.createUser();
    const res = await change(me, { currentPassword: 'not-my-password', newPassword: 'another long passphrase' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'body.currentPassword', message: 'The current password is not right' }],
    });
    expect((await t.signIn(me.username, me.password)).statusCode).toBe(200);
  });

  it('names the field and the reason for a short, missing or unchanged password', async () => {
    const me = await t.createUser();
    const cases: [unknown, string, RegExp][] = [
      [{ currentPassword: me.password, newPassword: 'short' }, 'body.newPassword', /at least 12/],
      [{ currentPassword: me.password, newPassword: 'x'.repeat(1001) }, 'body.newPassword', /at most 1000/],
      [{ currentPassword: '', newPassword: 'a long enough one' }, 'body.currentPassword', /current password/],
      [{ newPassword: 'a long enough one' }, 'body.currentPassword', /./],
      [{ currentPassword: me.password }, 'body.newPassword', /./],
      [{ currentPassword: me.password, newPassword: me.password }, 'body.newPassword', /other than the current/],
    ];
    for (const [payload, field, message] of cases) {
      // Missing fields among them: sent as written.
      const res = await t.call(me, auth.changePassword, { rawBody: payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const detail = res.json().details.find((d: { field: string }) => d.field === field);
      expect(detail?.message, `${field} in ${res.body}`).toMatch(message);
    }
    expect((await t.signIn(me.username, me.password)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const res = await change(null, { currentPassword: 'whatever-it-is', newPassword: 'a long enough one' });
    expect(res.statusCode).toBe(401);
  });

  it('counts wrong current passwords towards the sign-in limit of the account', async () => {
    const me = await t.createUser();
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      expect((await change(me, { currentPassword: `guess-${i}`, newPassword: 'a long enough one' })).statusCode).toBe(
        400,
      );
    }
    const limited = await change(me, { currentPassword: me.password, newPassword: 'a long enough one' });
    expect(limited.statusCode).toBe(429);
    expect((await t.signIn(me.username, me.password)).statusCode).toBe(429);
  });
});

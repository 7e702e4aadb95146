import { TOKEN_INVALID_MESSAGE } from '@backoffice/contract';
import * as auth from '@backoffice/contract/modules/auth';
import * as system from '@backoffice/contract/modules/system';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { LOGIN_LIMITS } from './service.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /auth/token', () => {
  it('signs in by username or email and returns the session user without secrets', async () => {
    const u = await t.createUser({ scopes: ['dns:zone:read'] });
    for (const login of [u.username, `${u.username}@example.test`, u.username.toUpperCase()]) {
      const res = await t.signIn(login, u.password);
      expect(res.statusCode).toBe(200);
      const reply = res.reply();
      if ('challenge' in reply) throw new Error('no second factor was due');
      const { jwt, user } = reply;
      expect(jwt.split('.')).toHaveLength(3);
      expect(user).toMatchObject({ id: u.id, username: u.username, scopes: ['dns:zone:read'], isAdmin: false });
      expect(user.wsKey).toMatch(/^[\w-]{20,}$/);
      expect(JSON.stringify(user)).not.toMatch(/argon2|password/i);
    }
  });

  it('refuses a wrong password and an unknown user with the same answer', async () => {
    const u = await t.createUser();
    const wrong = await t.signIn(u.username, 'not-the-password');
    const unknown = await t.signIn('nobody-here', 'whatever-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 'INVALID_CREDENTIALS', message: 'Invalid username or password' });
    }
  });

  it('rate limits repeated failures per account, even with the right password', async () => {
    const u = await t.createUser();
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      expect((await t.signIn(u.username, 'wrong-password')).statusCode).toBe(401);
    }
    const blocked = await t.signIn(u.username, u.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().code).toBe('RATE_LIMITED');
  });

  it('rate limits per address across accounts', async () => {
    const ip = '203.0.113.9';
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      await t.call(null, auth.signIn, { remoteAddress: ip, body: { user: `someone${i}`, password: 'wrong-password' } });
    }
    const u = await t.createUser();
    const res = await t.call(null, auth.signIn, {
      remoteAddress: ip,
      body: { user: u.username, password: u.password },
    });
    expect(res.statusCode).toBe(429);
  });
});

describe('sessions', () => {
  it('validates a live token and refuses garbage', async () => {
    const u = await t.createUser();
    const ok = await t.call(u, auth.validate);
    expect(ok.reply()).toEqual({ valid: true });
    const bad = await t.call(null, auth.validate, { headers: { authorization: 'Bearer abc.def.ghi' } });
    expect(bad.reply()).toEqual({ valid: false });
    const none = await t.call(null, auth.validate);
    expect(none.reply()).toEqual({ valid: false });
  });

  it('revokes the session on logout: the very next call gets 401 with the issuer message', async () => {
    const u = await t.createUser();
    expect((await t.call(u, auth.me)).statusCode).toBe(200);
    expect((await t.call(u, auth.logout)).statusCode).toBe(200);
    const after = await t.call(u, auth.me);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toMatchObject({ code: 'TOKEN_INVALID', message: TOKEN_INVALID_MESSAGE });
    expect((await t.call(u, auth.validate)).reply()).toEqual({ valid: false });
  });

  it('answers an expired token with TOKEN_EXPIRED and data.expired', async () => {
    const u = await t.createUser();
    const me = await t.call(u, auth.me);
    expect(me.statusCode).toBe(200);
    const key = new TextEncoder().encode('test-secret-test-secret-test-secret-0123');
    const { rows } = await t.database.pool.query('SELECT id FROM sessions WHERE user_id = $1', [u.id]);
    const expired = await new SignJWT({ sid: rows[0].id })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(u.id))
      .setIssuer('backoffice')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 7200)
      .setExpirationTime(Math.floor(Date.now() / 1000) - 3600)
      .sign(key);
    const res = await t.call(null, auth.me, { headers: { authorization: `Bearer ${expired}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_EXPIRED', data: { expired: true } });
  });

  it('refuses a token signed with another secret', async () => {
    const forged = await new SignJWT({ sid: '00000000-0000-0000-0000-000000000000' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('backoffice')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another-secret-another-secret-another'));
    const res = await t.call(null, auth.me, { headers: { authorization: `Bearer ${forged}` } });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_INVALID');
  });

  it('uses a role scope change from the moment it is published', async () => {
    const u = await t.createUser({ scopes: [] });
    expect((await t.call(u, system.auditLog)).statusCode).toBe(403);
    await t.database.pool.query("INSERT INTO role_scopes (role_id, scope) VALUES ($1, 'audit:log:read')", [u.roleId]);
    t.app.ctx.bus.publish({ type: 'roles.changed', roleIds: [u.roleId!] });
    expect((await t.call(u, system.auditLog)).statusCode).toBe(200);
    const me = await t.call(u, auth.me);
    expect(me.reply().scopes).toEqual(['audit:log:read']);
  });

  it('grants every scope of a held wildcard and passes admins everywhere', async () => {
    const wild = await t.createUser({ scopes: ['audit:*'] });
    expect((await t.call(wild, system.auditLog)).statusCode).toBe(200);
    const admin = await t.createUser({ isAdmin: true });
    expect((await t.call(admin, system.auditLog)).statusCode).toBe(200);
  });
});

// The sign-in limit under a burst, security events in the audit log, the password policy at every
// door, no caching of API answers, and a broken multipart body answered as a client error.
import * as administration from '@backoffice/contract/modules/administration';
import * as auth from '@backoffice/contract/modules/auth';
import * as employees from '@backoffice/contract/modules/employees';
import * as system from '@backoffice/contract/modules/system';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventBudget } from '../../core/audit.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';

let t: TestApp;
let admin: TestUser;
let auditor: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ isAdmin: true });
  auditor = await t.createUser({ scopes: ['audit:log:read'] });
});
afterAll(() => t.close());

let address = 0;
/** Each test signs in from an address of its own, so the per-address limit of one does not reach another. */
const nextAddress = () => `198.51.100.${++address}`;

const signInFrom = (remoteAddress: string, user: string, password: string, headers: Record<string, string> = {}) =>
  t.call(null, auth.signIn, { body: { user, password }, remoteAddress, headers });

async function securityEvents(filter: { event?: system.SecurityEvent } = {}) {
  const res = await t.call(auditor, system.auditLog, { query: { kind: 'security', take: 100, ...filter } });
  expect(res.statusCode, res.body).toBe(200);
  return res.reply().items;
}

describe('the sign-in limit', () => {
  it('evaluates at most 5 of 100 parallel attempts; the right password inside the burst is refused', async () => {
    const victim = await t.createUser();
    const from = nextAddress();
    const attempts = Array.from({ length: 100 }, (_, i) =>
      signInFrom(from, victim.username, i === 79 ? victim.password : `wrong-password-${i}`),
    );
    const results = await Promise.all(attempts);
    const statuses = results.map((r) => r.statusCode);
    const evaluated = statuses.filter((s) => s !== 429).length;
    expect(evaluated).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 401)).toHaveLength(evaluated);
    expect(statuses[79]).toBe(429);
    expect(results[79]!.json().message).toBe('Too many failed sign-in attempts. Try again in 15 minutes.');
    // Still locked afterwards, from another address too: the limit is the account's.
    expect((await signInFrom(nextAddress(), victim.username, victim.password)).statusCode).toBe(429);
  });

  it('counts the account, not what was typed: username and e-mail share five attempts', async () => {
    const victim = await t.createUser();
    const from = nextAddress();
    for (let i = 0; i < 3; i++)
      expect((await signInFrom(from, victim.username, 'nope-nope-nope')).statusCode).toBe(401);
    const email = `${victim.username}@example.test`;
    for (let i = 0; i < 2; i++)
      expect((await signInFrom(from, email.toUpperCase(), 'nope-nope-nope')).statusCode).toBe(401);
    expect((await signInFrom(from, email, victim.password)).statusCode).toBe(429);
    expect((await signInFrom(from, victim.username, victim.password)).statusCode).toBe(429);
  });

  it('clears the count on a success', async () => {
    const victim = await t.createUser();
    const from = nextAddress();
    for (let i = 0; i < 4; i++) await signInFrom(from, victim.username, 'nope-nope-nope');
    expect((await signInFrom(from, victim.username, victim.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++)
      expect((await signInFrom(from, victim.username, 'nope-nope-nope')).statusCode).toBe(401);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: rotating it does not dodge the per-address limit', async () => {
    const from = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await signInFrom(from, `nobody-${from}-${i}`, 'wrong-password', {
        'x-forwarded-for': `203.0.113.${i}`,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    const events = await securityEvents({ event: 'sign-in.failed' });
    const mine = events.filter((e) => e.username?.startsWith(`nobody-${from}-`));
    expect(mine.length).toBeGreaterThan(0);
    for (const e of mine) expect([e.ip, e.peer]).toEqual([from, from]);
  });
});

describe('security events in the audit log', () => {
  it('keeps a failed sign-in (with the account it named), a limited one, a refused token and a refused call', async () => {
    const victim = await t.createUser();
    const from = nextAddress();
    for (let i = 0; i < 5; i++) await signInFrom(from, victim.username, 'wrong-password');
    await signInFrom(from, victim.username, 'wrong-password');
    const failed = (await securityEvents({ event: 'sign-in.failed' })).filter((e) => e.ip === from);
    expect(failed).toHaveLength(5);
    expect(failed[0]).toMatchObject({ userId: victim.id, username: victim.username, statusCode: 401 });
    const limited = (await securityEvents({ event: 'sign-in.limited' })).filter((e) => e.ip === from);
    expect(limited).toHaveLength(1);
    expect(limited[0]).toMatchObject({ userId: victim.id, statusCode: 429, route: '/api/auth/token' });

    const garbage = await t.call(null, auth.me, {
      headers: { authorization: 'Bearer not-a-token' },
      remoteAddress: from,
    });
    expect(garbage.statusCode).toBe(401);
    const plain = await t.createUser();
    expect((await t.call(plain, system.auditLog)).statusCode).toBe(403);
    const refused = await securityEvents({ event: 'access.refused' });
    expect(refused.find((e) => e.userId === plain.id)).toMatchObject({
      username: plain.username,
      route: '/api/audit-log',
      statusCode: 403,
    });
    expect(
      (await securityEvents({ event: 'token.refused' })).some((e) => e.ip === from && e.route === '/api/auth/me'),
    ).toBe(true);
  });

  it('keeps changes and security events apart under the kind filter', async () => {
    const changes = await t.call(auditor, system.auditLog, { query: { kind: 'changes', take: 100 } });
    expect(changes.reply().items.every((e) => e.event === null)).toBe(true);
    const security = await securityEvents();
    expect(security.length).toBeGreaterThan(0);
    expect(security.every((e) => e.event !== null)).toBe(true);
    const bad = await t.call(auditor, system.auditLog, { rawQuery: 'event=made-up' });
    expect(bad.statusCode).toBe(400);
  });

  it('writes at most 10 entries a minute for one user refused again and again', async () => {
    const flooder = await t.createUser();
    const calls: Promise<unknown>[] = [];
    for (let i = 0; i < 60; i++) calls.push(t.call(flooder, system.auditLog));
    await Promise.all(calls);
    const written = (await securityEvents({ event: 'access.refused' })).filter((e) => e.userId === flooder.id);
    expect(written.length).toBeGreaterThan(0);
    expect(written.length).toBeLessThanOrEqual(EventBudget.PER_KEY);
  });

  it('counts what a budget leaves out and reports it with the next entry', () => {
    const budget = new EventBudget();
    const minute = 60_000 * 1_000;
    for (let i = 0; i < EventBudget.PER_KEY; i++) expect(budget.take('k', minute).written).toBe(true);
    for (let i = 0; i < 7; i++) expect(budget.take('k', minute + 10).written).toBe(false);
    expect(budget.take('k', minute + 60_000)).toEqual({ written: true, suppressed: 7 });
    // The instance-wide cap holds across keys.
    let written = 0;
    for (let i = 0; i < 1_000; i++) if (budget.take(`key-${i}`, minute + 120_000).written) written++;
    expect(written).toBe(EventBudget.PER_INSTANCE);
  });
});

describe('the password policy', () => {
  const create = (password: string, username = `pp${Math.random().toString(36).slice(2, 9)}`) =>
    t.call(admin, administration.createUser, {
      body: { username, email: `${username}@example.test`, name: 'Katherine Johnson', password },
    });

  it.each([
    ['123456789012', 'This password is a simple sequence of letters or digits; choose another'],
    ['passwordpassword', 'This password just repeats the same characters; choose another'],
    ['aaaaaaaaaaaa', 'This password just repeats the same characters; choose another'],
    ['1qaz2wsx3edc', 'This is one of the most common passwords; choose another'],
    ['password2024!', 'This is a common password with digits or symbols added; choose another'],
    ['katherine-rocket-42', 'A password must not contain your name, username or e-mail address'],
  ])('refuses %s on creation, naming the field and the reason', async (password, reason) => {
    const res = await create(password);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().details).toEqual([{ field: 'body.password', message: reason }]);
  });

  it('refuses the username repeated, and a weak password set by an administrator or by oneself', async () => {
    const repeated = await create('hopperhopperhopper', 'hopper');
    expect(repeated.json().details[0]).toEqual({
      field: 'body.password',
      message: 'A password must not contain your name, username or e-mail address',
    });
    const user = await t.createUser();
    const reset = await t.call(admin, administration.updateUser, {
      params: { id: user.id },
      body: { userData: { password: `${user.username}-2024` } },
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json().details[0].field).toBe('body.userData.password');
    const own = await t.call(user, auth.changePassword, {
      body: { currentPassword: user.password, newPassword: 'qwertyuiop12' },
    });
    expect(own.statusCode).toBe(400);
    expect(own.json().details[0]).toEqual({
      field: 'body.newPassword',
      message: 'This is one of the most common passwords; choose another',
    });
    // Still the old password.
    expect((await t.signIn(user.username, user.password)).statusCode).toBe(200);
  });

  it('accepts a long passphrase', async () => {
    expect((await create('mauve otter lantern 1987')).statusCode).toBe(201);
  });
});

describe('answers of the API', () => {
  it('are never cached: sign-in, the session user, lists and errors all say no-store', async () => {
    const who = await t.createUser();
    const requests: [string, () => Promise<LightMyRequestResponse>][] = [
      ['sign-in', () => t.call(null, auth.signIn, { body: { user: who.username, password: who.password } })],
      ['me', () => t.call(who, auth.me)],
      ['users', () => t.call(admin, administration.listUsers)],
      ['profile', () => t.call(admin, employees.getProfile, { params: { id: who.id } })],
      ['audit log', () => t.call(auditor, system.auditLog)],
      ['me without a token', () => t.call(null, auth.me)],
    ];
    for (const [label, send] of requests) {
      const res = await send();
      expect(res.headers['cache-control'], label).toBe('no-store');
    }
  });

  it('answer a malformed multipart body with 400, never 500', async () => {
    const who = await t.createUser();
    const bodies: [string, string][] = [
      ['multipart/form-data', 'no boundary at all'],
      ['multipart/form-data; boundary=XYZ', '--XYZ\r\nContent-Disposition: form-data; name="data"\r\n\r\n{"per'],
      [
        'multipart/form-data; boundary=XYZ',
        '--XYZ\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      ],
    ];
    for (const [type, payload] of bodies) {
      const res = await t.call(who, employees.updateProfile, {
        params: { id: who.id },
        headers: { 'content-type': type },
        rawBody: payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'body' }] });
    }
  });
});

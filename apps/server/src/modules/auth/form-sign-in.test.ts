// The sign-in page's HTML form (issue 34, docs/auth.md "The sign-in form"): a real form post before the
// app's JavaScript, checked as the sign-in call is, answered with a redirect and a one-time code.
import * as auth from '@backoffice/contract/modules/auth';
import * as system from '@backoffice/contract/modules/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { FORM_COOKIE } from './form-sign-in.js';
import { LOGIN_LIMITS } from './service.js';
import { codeAt, confirmWithStepBefore } from './testing/totp.js';

let t: TestApp;
let auditor: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  auditor = await t.createUser({ scopes: ['audit:log:read'] });
});
afterAll(() => t.close());

let address = 0;
/** Each test posts from an address of its own, so the per-address limit of one does not reach another. */
const nextAddress = () => `198.51.100.${++address}`;

/** `light-my-request` asks for `localhost:80`: the app's own origin, as a browser writes it. */
const OWN_ORIGIN = 'http://localhost';
const SAME_ORIGIN = { origin: OWN_ORIGIN, 'sec-fetch-site': 'same-origin' };
// A session token's shape (a JWT's header and payload), not the three letters alone: a random one-time code may hold them.
const JWT_SHAPE = /eyJ[\w-]+\.eyJ[\w-]+\./;

function postForm(fields: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN, ip = nextAddress()) {
  return t.as(null, {
    method: 'POST',
    url: '/api/auth/token/form',
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    remoteAddress: ip,
  });
}

/** The one-time code of a redirect to /login, and the cookie that goes with it. */
function handoffOf(res: Awaited<ReturnType<typeof postForm>>) {
  expect(res.statusCode, res.body).toBe(303);
  const location = new URL(String(res.headers.location), 'http://localhost');
  expect(location.pathname).toBe('/login');
  const code = location.searchParams.get(auth.SIGN_IN_HANDOFF_PARAM);
  expect(code).toMatch(/^[\w-]{43}$/);
  const setCookie = String(res.headers['set-cookie']);
  expect(setCookie).toMatch(
    new RegExp(`^${FORM_COOKIE}=[\\w-]+; Path=/api/auth/token/form; Max-Age=60; HttpOnly; SameSite=Strict$`),
  );
  return { code: code!, cookie: setCookie.split(';')[0]! };
}

const exchange = (code: string, cookie?: string, ip?: string) =>
  t.call(null, auth.signInFormSession, {
    body: { code },
    ...(cookie ? { headers: { cookie } } : {}),
    ...(ip ? { remoteAddress: ip } : {}),
  });

async function auditRows(entity: string, entityId: number) {
  const { rows } = await t.database.pool.query<{ after: unknown; route: string; username: string | null }>(
    'SELECT after, route, username FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id',
    [entity, String(entityId)],
  );
  return rows;
}

async function securityEvents(event: system.SecurityEvent, ip: string) {
  const res = await t.call(auditor, system.auditLog, { query: { kind: 'security', take: 100, event } });
  expect(res.statusCode, res.body).toBe(200);
  return res.reply().items.filter((e) => e.ip === ip);
}

describe('a form sign-in', () => {
  it('redirects with a one-time code (no token in the answer) that the same browser exchanges once for a listed session', async () => {
    const u = await t.createUser();
    const ip = nextAddress();
    const res = await postForm({ user: u.username, password: u.password }, SAME_ORIGIN, ip);
    const { code, cookie } = handoffOf(res);
    expect(res.body).not.toMatch(JWT_SHAPE);
    expect(res.body).not.toContain(u.password);

    const taken = await exchange(code, cookie, ip);
    expect(taken.statusCode, taken.body).toBe(200);
    const reply = taken.reply();
    if ('challenge' in reply) throw new Error('no second factor was due');
    expect(reply.user).toMatchObject({ id: u.id, username: u.username });
    // The exchange clears the browser's cookie.
    expect(String(taken.headers['set-cookie'])).toMatch(new RegExp(`^${FORM_COOKIE}=; .*Max-Age=0`));
    // A session like any other: it answers, and it is listed among the person's.
    const headers = { authorization: `Bearer ${reply.jwt}` };
    const sessions = await t.as(null, { method: 'GET', url: '/api/auth/sessions', headers });
    expect(sessions.statusCode).toBe(200);
    expect(sessions.json()).toEqual(expect.arrayContaining([expect.objectContaining({ current: true, ip })]));
    // Its audit row, as the sign-in call writes it, marked as the form's; never the password.
    const rows = await auditRows('session', u.id);
    expect(rows.at(-1)).toMatchObject({
      route: '/api/auth/token/form/session',
      after: { username: u.username, form: true },
    });
    expect(JSON.stringify(rows)).not.toContain(u.password);
    // Once only.
    const again = await exchange(code, cookie, ip);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'AUTH_FORM_HANDOFF_INVALID' });
  });

  it('gives nothing to another browser: a code without its cookie, or with another one, is refused', async () => {
    const u = await t.createUser();
    const first = handoffOf(await postForm({ user: u.username, password: u.password }));
    expect((await exchange(first.code)).statusCode).toBe(401);
    const second = handoffOf(await postForm({ user: u.username, password: u.password }));
    const other = handoffOf(await postForm({ user: u.username, password: u.password }));
    const refused = await exchange(second.code, other.cookie);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'AUTH_FORM_HANDOFF_INVALID' });
  });

  it('sends a wrong password back to /login with the reason, never the password, and keeps the security event', async () => {
    const u = await t.createUser();
    const ip = nextAddress();
    const res = await postForm({ user: u.username, password: 'not-the-password' }, SAME_ORIGIN, ip);
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe(`/login?${auth.SIGN_IN_ERROR_PARAM}=invalid`);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.body).not.toContain('not-the-password');
    // An unknown person: the same answer.
    const unknown = await postForm({ user: 'nobody-here', password: 'whatever' }, SAME_ORIGIN, ip);
    expect(unknown.headers.location).toBe(res.headers.location);
    const events = await securityEvents('sign-in.failed', ip);
    expect(events).toHaveLength(2);
    expect(events.find((e) => e.userId === u.id)).toMatchObject({
      username: u.username,
      statusCode: 401,
      route: '/api/auth/token/form',
    });
    // No change row for the refusal (the request body is never copied).
    const { rows } = await t.database.pool.query(
      `SELECT 1 FROM audit_log WHERE route = '/api/auth/token/form' AND event IS NULL AND ip = $1`,
      [ip],
    );
    expect(rows).toHaveLength(0);
  });

  it('is held by the same per-account limit as the sign-in call, then told as the call tells it', async () => {
    const u = await t.createUser();
    const ip = nextAddress();
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) {
      const res = await postForm({ user: u.username, password: 'wrong-password' }, SAME_ORIGIN, ip);
      expect(res.headers.location).toBe(`/login?${auth.SIGN_IN_ERROR_PARAM}=invalid`);
    }
    const held = await postForm({ user: u.username, password: u.password }, SAME_ORIGIN, ip);
    expect(held.statusCode).toBe(303);
    expect(held.headers.location).toBe(`/login?${auth.SIGN_IN_ERROR_PARAM}=limited`);
    expect(held.headers['set-cookie']).toBeUndefined();
    expect(await securityEvents('sign-in.limited', ip)).toEqual([
      expect.objectContaining({ userId: u.id, statusCode: 429, route: '/api/auth/token/form' }),
    ]);
    // The form and the call share one allowance, and the page's words are the call's own.
    const call = await t.call(null, auth.signIn, { body: { user: u.username, password: u.password } });
    expect(call.statusCode).toBe(429);
    expect(call.json().message).toBe(auth.SIGN_IN_FORM_ERRORS.limited);
    const other = await t.createUser();
    const wrong = await t.call(null, auth.signIn, { body: { user: other.username, password: 'wrong-password' } });
    expect(wrong.json().message).toBe(auth.SIGN_IN_FORM_ERRORS.invalid);
  });

  it('counts against the per-address limit too', async () => {
    const ip = nextAddress();
    for (let i = 0; i < LOGIN_LIMITS.perAddress; i++) {
      await t.call(null, auth.signIn, { remoteAddress: ip, body: { user: `someone${i}`, password: 'wrong-password' } });
    }
    const u = await t.createUser();
    const held = await postForm({ user: u.username, password: u.password }, SAME_ORIGIN, ip);
    expect(held.headers.location).toBe(`/login?${auth.SIGN_IN_ERROR_PARAM}=limited`);
  });

  it('asks a person with a second factor for it: the code is exchanged for the challenge, the session comes after', async () => {
    const u = await t.createUser();
    const { secret } = await t.callOk(u, auth.startTotp);
    await confirmWithStepBefore(t, u, secret);
    const ip = nextAddress();
    const { code, cookie } = handoffOf(await postForm({ user: u.username, password: u.password }, SAME_ORIGIN, ip));
    const taken = await exchange(code, cookie, ip);
    expect(taken.statusCode, taken.body).toBe(200);
    const challenge = taken.reply();
    if (!('challenge' in challenge)) throw new Error('a session was answered where a second factor was due');
    expect(challenge).toMatchObject({ step: 'verify', methods: ['totp', 'recovery'] });
    expect((await auditRows('sign-in', u.id)).at(-1)).toMatchObject({
      after: { secondFactor: 'verify', form: true },
    });
    const session = await t.callOk(null, auth.verifyChallenge, {
      body: { challenge: challenge.challenge, method: 'totp', code: codeAt(secret) },
      remoteAddress: ip,
    });
    expect(session.user.id).toBe(u.id);
  });
});

describe('a form post from another site (sign-in CSRF)', () => {
  it('is refused by its Origin, and nothing is counted or handed out', async () => {
    const u = await t.createUser();
    const ip = nextAddress();
    for (const origin of ['https://evil.example', 'http://localhost:8080', 'https://localhost']) {
      const res = await postForm({ user: u.username, password: u.password }, { origin }, ip);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'FORBIDDEN' });
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // The attempt limit was not touched: five wrong passwords still leave the sixth try.
    const { rows } = await t.database.pool.query('SELECT 1 FROM login_failures WHERE ip = $1', [ip]);
    expect(rows).toHaveLength(0);
    expect(await securityEvents('access.refused', ip)).toHaveLength(3);
  });

  it('is refused by its Sec-Fetch-Site (cross-site or same-site), whatever Origin claims', async () => {
    const u = await t.createUser();
    for (const site of ['cross-site', 'same-site']) {
      const res = await postForm({ user: u.username, password: u.password }, { 'sec-fetch-site': site });
      expect(res.statusCode).toBe(403);
      const claimed = await postForm(
        { user: u.username, password: u.password },
        { 'sec-fetch-site': site, origin: OWN_ORIGIN },
      );
      expect(claimed.statusCode).toBe(403);
    }
  });

  it('takes `Origin: null` (the page sends no referrer) only with Sec-Fetch-Site same-origin; a Referer of another site is refused', async () => {
    const u = await t.createUser();
    const fields = { user: u.username, password: u.password };
    expect((await postForm(fields, { origin: 'null' })).statusCode).toBe(403);
    expect((await postForm(fields, { origin: 'null', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    handoffOf(await postForm(fields, { origin: 'null', 'sec-fetch-site': 'same-origin' }));
    expect((await postForm(fields, { referer: 'https://evil.example/login' })).statusCode).toBe(403);
    handoffOf(await postForm(fields, { referer: `${OWN_ORIGIN}/login` }));
  });
});

describe('form bodies', () => {
  it('are taken by the form endpoint only: the JSON sign-in call refuses one (415)', async () => {
    const u = await t.createUser();
    const res = await t.as(null, {
      method: 'POST',
      url: '/api/auth/token',
      payload: new URLSearchParams({ user: u.username, password: u.password }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...SAME_ORIGIN },
    });
    expect(res.statusCode).toBe(415);
    expect(res.body).not.toMatch(JWT_SHAPE);
  });

  it('names the missing field (400), as the call does', async () => {
    const res = await postForm({ user: 'someone' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([expect.objectContaining({ field: 'body.password' })]);
  });
});

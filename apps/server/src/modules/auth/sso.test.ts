// Single sign-on (OpenID Connect) against a real provider (oidc-provider) run in the test, driven with
// real HTTP: the browser's redirects are followed by hand (docs/auth.md "Single sign-on").
import { randomBytes } from 'node:crypto';
import * as auth from '@backoffice/contract/modules/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../../core/config.js';
import { createTestApp, type TestApp, testConfig } from '../../test/helpers.js';
import { startTestProvider, type TestAccount, type TestProvider } from './testing/oidc-provider.js';

const HOST = 'backoffice.test';
const CALLBACK = `http://${HOST}/api/auth/sso/callback`;

let provider: TestProvider;
let t: TestApp;
const oidcEnv = () => ({
  OIDC_ISSUER: provider.issuer,
  OIDC_CLIENT_ID: provider.clientId,
  OIDC_CLIENT_SECRET: provider.clientSecret,
  OIDC_NAME: 'Example ID',
});

beforeAll(async () => {
  provider = await startTestProvider([CALLBACK]);
  t = await createTestApp({ env: oidcEnv() });
});
afterAll(async () => {
  await t?.close();
  await provider?.close();
});

let people = 0;
const account = (email: string, extra: Partial<TestAccount> = {}): TestAccount => ({
  sub: `sub-${++people}-${randomBytes(3).toString('hex')}`,
  email,
  email_verified: true,
  name: 'Ada Lovelace',
  ...extra,
});

const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130';

/**
 * The browser's cookie for the back office: set at the start of a sign-in, sent with the callback and
 * the exchange. Tests that play a second browser clear it.
 */
const browser = { cookie: '' };

/** A GET of the browser at the back office (its host named, so the redirect URI is the registered one). */
const browse = (app: TestApp, url: string, remoteAddress = '127.0.0.1') =>
  app.app.inject({
    method: 'GET',
    url,
    headers: { host: HOST, 'user-agent': USER_AGENT, ...(browser.cookie ? { cookie: browser.cookie } : {}) },
    remoteAddress,
  });

/** Starts a sign-in: the provider's authorization URL the browser is sent to (and the browser's cookie). */
async function start(app: TestApp): Promise<URL> {
  const res = await browse(app, '/api/auth/sso/start');
  expect(res.statusCode).toBe(302);
  const set = String(res.headers['set-cookie'] ?? '');
  expect(set).toMatch(/^bo_sso=[\w-]+; Path=\/api\/auth\/sso; Max-Age=600; HttpOnly; SameSite=Lax$/);
  browser.cookie = set.split(';')[0]!;
  return new URL(res.headers.location as string);
}

/** Follows the provider's redirects (its cookies kept) until it sends the browser back to us. */
async function atProvider(authorization: URL, who: TestAccount): Promise<URL> {
  provider.signInAs(who);
  const jar = new Map<string, string>();
  let url = authorization.href;
  for (let hop = 0; hop < 10; hop++) {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: { cookie: [...jar].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const location = res.headers.get('location');
    if (!location) throw new Error(`the provider answered ${res.status}: ${await res.text()}`);
    const next = new URL(location, url);
    if (next.href.startsWith(CALLBACK)) return next;
    url = next.href;
  }
  throw new Error('too many redirects at the provider');
}

/** The callback with the provider's answer: where the back office sends the browser next. */
async function callback(app: TestApp, back: URL, remoteAddress?: string): Promise<URL> {
  const res = await browse(app, `${back.pathname}${back.search}`, remoteAddress);
  expect(res.statusCode).toBe(302);
  expect(res.headers['content-type']).toMatch(/^text\/plain/);
  return new URL(res.headers.location as string, `http://${HOST}`);
}

/** The whole flow up to /login: the one-time code the web app exchanges. */
async function handoffFor(app: TestApp, who: TestAccount): Promise<string> {
  const login = await callback(app, await atProvider(await start(app), who));
  expect(login.pathname).toBe('/login');
  const code = login.searchParams.get(auth.SSO_HANDOFF_PARAM);
  if (!code) throw new Error(`no one-time code: ${login.href}`);
  return code;
}

const exchange = (app: TestApp, code: string) =>
  app.call(null, auth.ssoSession, {
    body: { code },
    headers: { 'user-agent': USER_AGENT, ...(browser.cookie ? { cookie: browser.cookie } : {}) },
  });

const emailOf = (username: string) => `${username}@example.test`;

describe('the sign-in button', () => {
  it('says single sign-on is configured, with its name', async () => {
    expect(await t.callOk(null, auth.ssoInfo)).toEqual({ enabled: true, name: 'Example ID' });
  });

  it('says it is not when the settings are absent', async () => {
    const plain = await createTestApp();
    try {
      expect(await plain.callOk(null, auth.ssoInfo)).toEqual({ enabled: false, name: null });
      const res = await browse(plain, '/api/auth/sso/start');
      expect(res.headers.location).toBe('/login?sso_error=off');
    } finally {
      await plain.close();
    }
  });
});

describe('single sign-on', () => {
  it('sends the browser to the provider with PKCE (S256), a state and a nonce', async () => {
    const url = await start(t);
    expect(url.origin).toBe(provider.issuer);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(CALLBACK);
    // The state is kept only as its hash.
    const kept = await t.database.pool.query<{ state_hash: string }>('SELECT state_hash FROM auth_sso_states');
    expect(kept.rows.map((r) => r.state_hash)).not.toContain(url.searchParams.get('state'));
  });

  it('signs an existing person in (e-mail matched whatever its case) into a listed session', async () => {
    const user = await t.createUser();
    const code = await handoffFor(t, account(emailOf(user.username).toUpperCase()));
    const res = await exchange(t, code);
    expect(res.statusCode).toBe(200);
    const { jwt, user: sessionUser } = res.reply();
    expect(sessionUser.id).toBe(user.id);
    const sessions = await t.callOk({ ...user, token: jwt }, auth.listSessions);
    expect(sessions.find((s) => s.current)).toMatchObject({ device: expect.stringContaining('Chrome') });
    const audit = await t.database.pool.query<{ after: Record<string, unknown>; username: string }>(
      `SELECT after, username FROM audit_log WHERE entity = 'session' AND entity_id = $1 AND route = '/api/auth/sso/session'`,
      [String(user.id)],
    );
    expect(audit.rows).toEqual([{ after: { username: user.username, singleSignOn: true }, username: user.username }]);
    // Never a token or a claim in the row.
    expect(JSON.stringify(audit.rows)).not.toContain(code);
  });

  it('ends our session when the person signs out', async () => {
    const user = await t.createUser();
    const { jwt } = (await exchange(t, await handoffFor(t, account(emailOf(user.username))))).reply();
    const signedIn = { ...user, token: jwt };
    await t.callOk(signedIn, auth.logout);
    expect((await t.call(signedIn, auth.me)).statusCode).toBe(401);
  });

  it('refuses a state it did not hand out', async () => {
    const login = await callback(t, new URL(`${CALLBACK}?code=abc&state=${randomBytes(16).toString('base64url')}`));
    expect(login.search).toBe('?sso_error=state');
  });

  it('refuses a callback replayed: the state is used once', async () => {
    const user = await t.createUser();
    const back = await atProvider(await start(t), account(emailOf(user.username)));
    expect((await callback(t, back)).searchParams.get(auth.SSO_HANDOFF_PARAM)).toBeTruthy();
    expect((await callback(t, back)).search).toBe('?sso_error=state');
  });

  it('refuses a callback in another browser than the one that started (a sign-in CSRF)', async () => {
    const user = await t.createUser();
    const back = await atProvider(await start(t), account(emailOf(user.username)));
    browser.cookie = '';
    expect((await callback(t, back)).search).toBe('?sso_error=state');
  });

  it('gives the session only to the browser that started the sign-in', async () => {
    const user = await t.createUser();
    const code = await handoffFor(t, account(emailOf(user.username)));
    const started = browser.cookie;
    browser.cookie = '';
    const elsewhere = await exchange(t, code);
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toMatchObject({ code: 'AUTH_SSO_HANDOFF_INVALID' });
    browser.cookie = started;
  });

  it('refuses a replayed code under a fresh state (the provider refuses it)', async () => {
    const user = await t.createUser();
    const back = await atProvider(await start(t), account(emailOf(user.username)));
    await callback(t, back);
    const fresh = await start(t);
    const replay = new URL(back.href);
    replay.searchParams.set('state', fresh.searchParams.get('state')!);
    expect((await callback(t, replay)).search).toBe('?sso_error=code');
  });

  it('refuses an e-mail the provider has not verified', async () => {
    const user = await t.createUser();
    const res = await exchange(t, await handoffFor(t, account(emailOf(user.username), { email_verified: false })));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'AUTH_SSO_REFUSED', message: expect.stringContaining('not verified') });
  });

  it('refuses a person with no account here, and makes none', async () => {
    const email = `nobody-${randomBytes(4).toString('hex')}@example.test`;
    const res = await exchange(t, await handoffFor(t, account(email)));
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'AUTH_SSO_REFUSED', message: expect.stringContaining('no account') });
    const found = await t.database.pool.query('SELECT id FROM users WHERE email = $1', [email]);
    expect(found.rows).toHaveLength(0);
    const events = await t.database.pool.query(
      `SELECT event FROM audit_log WHERE route = '/api/auth/sso/session' AND event = 'sign-in.failed'`,
    );
    expect(events.rows.length).toBeGreaterThan(0);
  });

  it('comes back to /login with the reason when the person refused at the provider', async () => {
    const url = await start(t);
    const state = url.searchParams.get('state')!;
    const login = await callback(t, new URL(`${CALLBACK}?error=access_denied&state=${state}`));
    expect(login.search).toBe('?sso_error=refused');
  });

  it('takes a one-time code once', async () => {
    const user = await t.createUser();
    const code = await handoffFor(t, account(emailOf(user.username)));
    expect((await exchange(t, code)).statusCode).toBe(200);
    const again = await exchange(t, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'AUTH_SSO_HANDOFF_INVALID' });
  });

  it('does not take a one-time code past its minute', async () => {
    const user = await t.createUser();
    const code = await handoffFor(t, account(emailOf(user.username)));
    await t.database.pool.query(`UPDATE auth_sso_handoffs SET expires_at = now() - interval '1 second'`);
    const res = await exchange(t, code);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'AUTH_SSO_HANDOFF_INVALID' });
  });

  it('holds a burst of bad callbacks from one address like bad passwords', async () => {
    const address = '10.9.8.7';
    for (let i = 0; i < 30; i++) {
      expect((await callback(t, new URL(`${CALLBACK}?code=x&state=bad${i}`), address)).search).toBe('?sso_error=state');
    }
    const user = await t.createUser();
    const back = await atProvider(await start(t), account(emailOf(user.username)));
    expect((await callback(t, back, address)).search).toBe('?sso_error=limited');
    // The held callback used nothing up: from another address the same answer still goes through.
    expect((await callback(t, back)).searchParams.get(auth.SSO_HANDOFF_PARAM)).toBeTruthy();
  });

  it('comes back with "unavailable" when the provider does not answer', async () => {
    const down = await createTestApp({
      env: { OIDC_ISSUER: 'http://127.0.0.1:9', OIDC_CLIENT_ID: 'x', OIDC_CLIENT_SECRET: 'y' },
    });
    try {
      const res = await browse(down, '/api/auth/sso/start');
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe('/login?sso_error=unavailable');
    } finally {
      await down.close();
    }
  });
});

describe('OIDC_CREATE_USERS', () => {
  it('makes an account with no role for a person the provider vouches for', async () => {
    const creating = await createTestApp({ env: { ...oidcEnv(), OIDC_CREATE_USERS: 'true' } });
    try {
      const email = `new-${randomBytes(4).toString('hex')}@example.test`;
      const res = await exchange(creating, await handoffFor(creating, account(email, { preferred_username: 'ada.l' })));
      expect(res.statusCode).toBe(200);
      const { user } = res.reply();
      expect(user).toMatchObject({ username: 'ada.l', name: 'Ada Lovelace', isAdmin: false, scopes: [] });
      const row = await creating.database.pool.query('SELECT role_id, email FROM users WHERE id = $1', [user.id]);
      expect(row.rows).toEqual([{ role_id: null, email }]);
      // Its password is nobody's: a password sign-in cannot guess it.
      expect((await creating.signIn('ada.l', '')).statusCode).toBe(400);
    } finally {
      await creating.close();
    }
  });
});

describe('settings', () => {
  it('stops the start naming a bad OIDC_ISSUER', () => {
    expect(() => testConfig({}, { OIDC_ISSUER: 'not a url', OIDC_CLIENT_ID: 'a', OIDC_CLIENT_SECRET: 'b' })).toThrow(
      new ConfigError('Invalid OIDC_ISSUER: must be a URL starting with https:// (or http://)'),
    );
  });

  it('stops the start naming the missing one of the three', () => {
    expect(() => testConfig({}, { OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'a' })).toThrow(
      new ConfigError('Invalid OIDC_CLIENT_SECRET: is required with the other OIDC_ settings'),
    );
  });

  it('stops the start naming a bad OIDC_CREATE_USERS', () => {
    expect(() => testConfig({}, { OIDC_CREATE_USERS: 'maybe' })).toThrow(
      new ConfigError('Invalid OIDC_CREATE_USERS: must be true or false'),
    );
  });
});

describe('groups → roles', () => {
  const group = () => `group-${randomBytes(4).toString('hex')}`;

  it('gives the role its group maps to at sign-in', async () => {
    const admin = await t.createUser({ isAdmin: true });
    const holder = await t.createUser({ scopes: ['ipset:ipset:read'] });
    const ops = group();
    const set = await t.callOk(admin, auth.setRoleSsoGroups, {
      params: { id: holder.roleId! },
      body: { groups: [ops] },
    });
    expect(set.groups).toEqual([{ id: expect.any(Number), group: ops, writtenBy: admin.username }]);
    const person = await t.createUser();
    const { user } = (
      await exchange(t, await handoffFor(t, account(emailOf(person.username), { groups: [ops] })))
    ).reply();
    expect(user.scopes).toContain('ipset:ipset:read');
    const row = await t.database.pool.query('SELECT role_id FROM users WHERE id = $1', [person.id]);
    expect(row.rows[0].role_id).toBe(holder.roleId);
  });

  it('refuses a mapping to a role beyond the writer’s own scopes', async () => {
    const writer = await t.createUser({ scopes: ['users:roles:update', 'users:roles:read'] });
    const bigger = await t.createUser({ scopes: ['ipset:ipset:read'] });
    const res = await t.call(writer, auth.setRoleSsoGroups, {
      params: { id: bigger.roleId! },
      body: { groups: [group()] },
    });
    expect(res.statusCode).toBe(403);
  });

  it('does not apply a mapping once its writer could no longer grant the role', async () => {
    const writer = await t.createUser({ scopes: ['users:roles:update', 'users:roles:read', 'ipset:ipset:read'] });
    const target = await t.createUser({ scopes: ['ipset:ipset:read'] });
    const ops = group();
    await t.callOk(writer, auth.setRoleSsoGroups, { params: { id: target.roleId! }, body: { groups: [ops] } });
    await t.database.pool.query(`DELETE FROM role_scopes WHERE role_id = $1 AND scope = 'ipset:ipset:read'`, [
      writer.roleId,
    ]);
    const person = await t.createUser();
    const { user } = (
      await exchange(t, await handoffFor(t, account(emailOf(person.username), { groups: [ops] })))
    ).reply();
    expect(user.scopes).not.toContain('ipset:ipset:read');
    const row = await t.database.pool.query('SELECT role_id FROM users WHERE id = $1', [person.id]);
    expect(row.rows[0].role_id).toBe(person.roleId);
  });

  it('maps one group to one role: a group of another role is a 409 naming it', async () => {
    const admin = await t.createUser({ isAdmin: true });
    const first = await t.createUser();
    const second = await t.createUser();
    const ops = group();
    await t.callOk(admin, auth.setRoleSsoGroups, { params: { id: first.roleId! }, body: { groups: [ops] } });
    const res = await t.call(admin, auth.setRoleSsoGroups, {
      params: { id: second.roleId! },
      body: { groups: ['x-1', ops] },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ details: [{ field: 'body.groups.1' }] });
  });

  it('reads a role’s groups with users:roles:read; 404 for no such role', async () => {
    const reader = await t.createUser({ scopes: ['users:roles:read'] });
    expect(await t.callOk(reader, auth.getRoleSsoGroups, { params: { id: reader.roleId! } })).toEqual({ groups: [] });
    expect((await t.call(reader, auth.getRoleSsoGroups, { params: { id: 999_999 } })).statusCode).toBe(404);
  });
});

// Lasting sessions (docs/architecture.md "Sessions"): each use slides a session, which ends after
// SESSION_IDLE_DAYS without use or SESSION_MAX_DAYS after sign-in; the profile page lists one's own
// sessions and signs them out. The clock is moved through the rows, never waited for.
import * as auth from '@backoffice/contract/modules/auth';
import * as employees from '@backoffice/contract/modules/employees';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../core/config.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { listen, openSocket, testRedisUrl } from '../../test/sockets.js';

const DAY_MS = 24 * 60 * 60 * 1000;
const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

const sessionIdOf = (user: TestUser) => decodeJwt(user.token).sid as string;

/** Another sign-in of the same person: a second session, as another device would have it. */
async function signInAgain(t: TestApp, user: TestUser, userAgent = CHROME_LINUX, ip = '203.0.113.7') {
  const res = await t.call(null, auth.signIn, {
    body: { user: user.username, password: user.password },
    headers: { 'user-agent': userAgent },
    remoteAddress: ip,
  });
  const reply = res.reply();
  if ('challenge' in reply) throw new Error('a second factor was due');
  const { jwt, user: sessionUser } = reply;
  return { ...user, token: jwt, wsKey: sessionUser.wsKey };
}

interface Row {
  created_at: Date;
  last_used_at: Date;
  expires_at: Date;
  revoked_at: Date | null;
}

async function rowOf(t: TestApp, user: TestUser): Promise<Row> {
  const { rows } = await t.database.pool.query<Row>(
    'SELECT created_at, last_used_at, expires_at, revoked_at FROM sessions WHERE id = $1',
    [sessionIdOf(user)],
  );
  return rows[0]!;
}

/** Moves a session's clock: sets its columns to `now() - <interval>` (or + for a future end). */
async function setRow(t: TestApp, user: TestUser, sets: string): Promise<void> {
  await t.database.pool.query(`UPDATE sessions SET ${sets} WHERE id = $1`, [sessionIdOf(user)]);
  // The row was changed behind the app's back: drop what this instance remembers of the session.
  t.app.ctx.bus.publish({ type: 'users.changed', userIds: [user.id] });
}

const near = (actual: Date, expected: number, slackMs = 10_000) =>
  expect(
    Math.abs(actual.getTime() - expected),
    `${actual.toISOString()} vs ${new Date(expected).toISOString()}`,
  ).toBeLessThan(slackMs);

describe('session lifetime settings', () => {
  it('default to 7 idle days and 30 days at most, and read SESSION_IDLE_DAYS / SESSION_MAX_DAYS', () => {
    expect(loadConfig({})).toMatchObject({ sessionIdleDays: 7, sessionMaxDays: 30 });
    expect(loadConfig({ SESSION_IDLE_DAYS: '2', SESSION_MAX_DAYS: '14' })).toMatchObject({
      sessionIdleDays: 2,
      sessionMaxDays: 14,
    });
  });

  it('refuses a bad value with one line naming the variable', () => {
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '0' })).toThrow(
      new ConfigError('Invalid SESSION_IDLE_DAYS: must be a whole number from 1 to 365'),
    );
    expect(() => loadConfig({ SESSION_MAX_DAYS: '1.5' })).toThrow(/^Invalid SESSION_MAX_DAYS: /);
    expect(() => loadConfig({ SESSION_IDLE_DAYS: '10', SESSION_MAX_DAYS: '5' })).toThrow(
      /^Invalid SESSION_IDLE_DAYS: must not exceed SESSION_MAX_DAYS \(5\)/,
    );
  });
});

describe('sliding sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs tokens for the longest lifetime; the row ends the session after the idle days', async () => {
    const u = await t.createUser();
    const { exp, iat } = decodeJwt(u.token);
    expect(exp! - iat!).toBe(30 * 24 * 60 * 60);
    const row = await rowOf(t, u);
    near(row.expires_at, row.created_at.getTime() + 7 * DAY_MS, 1_000);
  });

  it('renews a session used a minute or more after its last use, in the background; the token stays', async () => {
    const u = await t.createUser();
    await setRow(t, u, "last_used_at = now() - interval '2 minutes', expires_at = now() + interval '1 hour'");
    expect((await t.call(u, auth.me)).statusCode).toBe(200);
    await t.app.ctx.sessions.settled();
    const renewed = await rowOf(t, u);
    near(renewed.last_used_at, Date.now());
    near(renewed.expires_at, Date.now() + 7 * DAY_MS);
    // The same token goes on working.
    expect((await t.call(u, auth.me)).statusCode).toBe(200);
  });

  it('does not write the row again within the minute', async () => {
    const u = await t.createUser();
    await setRow(t, u, "last_used_at = now() - interval '30 seconds', expires_at = now() + interval '1 hour'");
    const before = await rowOf(t, u);
    for (let i = 0; i < 3; i++) expect((await t.call(u, auth.me)).statusCode).toBe(200);
    await t.app.ctx.sessions.settled();
    expect(await rowOf(t, u)).toEqual(before);
  });

  it('ends a session after the idle days without use: TOKEN_EXPIRED, and it leaves the list', async () => {
    const u = await t.createUser();
    const other = await signInAgain(t, u);
    await setRow(t, u, "last_used_at = now() - interval '7 days 1 minute'");
    const res = await t.call(u, auth.me);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'TOKEN_EXPIRED', data: { expired: true } });
    expect((await t.call(u, auth.validate)).reply()).toEqual({ valid: false });
    const listed = await t.callOk(other, auth.listSessions);
    expect(listed.map((s) => s.id)).toEqual([sessionIdOf(other)]);
  });

  it('keeps a session used within the idle days alive', async () => {
    const u = await t.createUser();
    await setRow(t, u, "last_used_at = now() - interval '6 days 23 hours', created_at = now() - interval '20 days'");
    expect((await t.call(u, auth.me)).statusCode).toBe(200);
    await t.app.ctx.sessions.settled();
    near((await rowOf(t, u)).expires_at, Date.now() + 7 * DAY_MS);
  });

  it('ends a session the max days after its sign-in, however recently it was used', async () => {
    const u = await t.createUser();
    // Two minutes before the end: a use renews it only up to the end.
    await setRow(
      t,
      u,
      "created_at = now() - interval '30 days' + interval '2 minutes', last_used_at = now() - interval '2 minutes'",
    );
    expect((await t.call(u, auth.me)).statusCode).toBe(200);
    await t.app.ctx.sessions.settled();
    const capped = await rowOf(t, u);
    near(capped.expires_at, capped.created_at.getTime() + 30 * DAY_MS, 1_000);

    await setRow(t, u, "created_at = now() - interval '30 days 1 second', last_used_at = now()");
    const res = await t.call(u, auth.me);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_EXPIRED');
  });

  it('prunes sessions that ended (by idle days too) more than a day ago, and keeps live ones', async () => {
    const ended = await t.createUser();
    const live = await t.createUser();
    await setRow(t, ended, "last_used_at = now() - interval '9 days'");
    await t.app.ctx.sessions.prune();
    expect(await rowOf(t, ended)).toBeUndefined();
    expect(await rowOf(t, live)).toBeDefined();
  });

  it('refuses the socket of an ended session', async () => {
    const u = await t.createUser();
    const base = await listen(t);
    await setRow(t, u, "last_used_at = now() - interval '8 days'");
    await expect(openSocket(base, u.wsKey)).rejects.toThrow(/unauthorized/);
  });
});

describe('one’s own sessions: list and sign out', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the live sessions of the caller only, the current one first, with device and address', async () => {
    const first = await t.createUser();
    const second = await signInAgain(t, first, FIREFOX_WINDOWS, '198.51.100.4');
    const stranger = await t.createUser();
    const listed = await t.callOk(first, auth.listSessions);
    expect(listed).toHaveLength(2);
    expect(listed[0]).toMatchObject({ id: sessionIdOf(first), current: true });
    expect(listed[1]).toMatchObject({
      id: sessionIdOf(second),
      current: false,
      device: 'Firefox on Windows',
      userAgent: FIREFOX_WINDOWS,
      ip: '198.51.100.4',
    });
    near(new Date(listed[1]!.signedInAt), Date.now());
    near(new Date(listed[1]!.expiresAt), Date.now() + 7 * DAY_MS);
    expect(listed.map((s) => s.id)).not.toContain(sessionIdOf(stranger));
    // From the other device, that one is the current.
    const fromSecond = await t.callOk(second, auth.listSessions);
    expect(fromSecond.map((s) => [s.id, s.current])).toEqual([
      [sessionIdOf(second), true],
      [sessionIdOf(first), false],
    ]);
  });

  it('signs out one session: its next call gets 401, the others go on; audited', async () => {
    const mine = await t.createUser();
    const laptop = await signInAgain(t, mine);
    expect((await t.call(laptop, auth.me)).statusCode).toBe(200);
    expect(await t.callOk(mine, auth.revokeSession, { body: { id: sessionIdOf(laptop) } })).toEqual({
      success: true,
    });
    const refused = await t.call(laptop, auth.me);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('TOKEN_INVALID');
    expect((await t.call(mine, auth.me)).statusCode).toBe(200);
    expect((await t.callOk(mine, auth.listSessions)).map((s) => s.id)).toEqual([sessionIdOf(mine)]);
    const { rows } = await t.database.pool.query(
      "SELECT user_id, method, route, before FROM audit_log WHERE entity = 'session' AND entity_id = $1",
      [sessionIdOf(laptop)],
    );
    expect(rows).toEqual([
      {
        user_id: mine.id,
        method: 'DELETE',
        route: '/api/auth/sessions',
        before: expect.objectContaining({ device: 'Chrome on Linux', current: false }),
      },
    ]);
    // Signed out already: there is nothing to sign out.
    expect((await t.call(mine, auth.revokeSession, { body: { id: sessionIdOf(laptop) } })).statusCode).toBe(404);
  });

  it('signs out everywhere else: every other session ends, the current one stays', async () => {
    const mine = await t.createUser();
    const phone = await signInAgain(t, mine);
    const tablet = await signInAgain(t, mine);
    expect(await t.callOk(mine, auth.revokeOtherSessions)).toEqual({ signedOutSessions: 2 });
    expect((await t.call(phone, auth.me)).statusCode).toBe(401);
    expect((await t.call(tablet, auth.me)).statusCode).toBe(401);
    expect((await t.call(mine, auth.me)).statusCode).toBe(200);
    expect(await t.callOk(mine, auth.revokeOtherSessions)).toEqual({ signedOutSessions: 0 });
  });

  it("answers 404 for another user's session, administrators' included, and leaves it alive", async () => {
    const victim = await t.createUser();
    const other = await t.createUser();
    const admin = await t.createUser({ isAdmin: true });
    for (const caller of [other, admin]) {
      const res = await t.call(caller, auth.revokeSession, { body: { id: sessionIdOf(victim) } });
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Session not found' });
    }
    expect((await t.call(victim, auth.me)).statusCode).toBe(200);
    const unknown = await t.call(victim, auth.revokeSession, { body: { id: '7d1f5a2e-3c4b-4d5e-8f60-718293a4b5c6' } });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses bad input and missing tokens', async () => {
    const u = await t.createUser();
    const bad = await t.call(u, auth.revokeSession, { rawBody: { id: 'not-a-session' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([expect.objectContaining({ field: 'body.id', message: 'is not a session id' })]);
    const missing = await t.call(u, auth.revokeSession, { rawBody: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details.map((d: { field: string }) => d.field)).toEqual(['body.id']);
    expect((await t.call(null, auth.listSessions)).statusCode).toBe(401);
    expect((await t.call(null, auth.revokeOtherSessions)).statusCode).toBe(401);
  });

  it('puts a sign-in from a device not seen on the account before in the bell, linking to the sessions', async () => {
    const u = await t.createUser();
    expect((await t.callOk(u, employees.listNotifications)).total).toBe(0);
    await signInAgain(t, u, FIREFOX_WINDOWS, '198.51.100.9');
    const { items } = await t.callOk(u, employees.listNotifications);
    expect(items).toEqual([
      expect.objectContaining({
        level: 'info',
        title: 'New sign-in to your account',
        body: expect.stringMatching(
          /^Firefox on Windows from 198\.51\.100\.9, a device not seen on your account before\. /,
        ),
        link: '/profile',
        readAt: null,
      }),
    ]);
  });

  it('tells nothing of a sign-in from a device and address already seen, however many sessions are open', async () => {
    const u = await t.createUser();
    await signInAgain(t, u, FIREFOX_WINDOWS, '198.51.100.10');
    const told = (await t.callOk(u, employees.listNotifications)).total;
    await signInAgain(t, u, FIREFOX_WINDOWS, '198.51.100.10');
    await signInAgain(t, u, FIREFOX_WINDOWS, '198.51.100.10');
    expect((await t.callOk(u, employees.listNotifications)).total).toBe(told);
  });

  it('tells of a known device signing in from a new address', async () => {
    const u = await t.createUser();
    await signInAgain(t, u, FIREFOX_WINDOWS, '198.51.100.11');
    const before = (await t.callOk(u, employees.listNotifications)).total;
    await signInAgain(t, u, FIREFOX_WINDOWS, '198.51.100.12');
    const { items, total } = await t.callOk(u, employees.listNotifications);
    expect(total).toBe(before + 1);
    expect(items[0]?.body).toMatch(
      /^Firefox on Windows from 198\.51\.100\.12, an address not seen on your account before\. /,
    );
  });

  it("tells nothing of an account's first sign-in, from a device and address never seen", async () => {
    // createUser signs the new account in through POST /auth/token: its first sign-in.
    const u = await t.createUser();
    expect((await t.callOk(u, employees.listNotifications)).total).toBe(0);
  });
});

describe('signing sessions out across two instances sharing Redis', () => {
  let one: TestApp;
  let two: TestApp;
  let baseTwo: string;

  beforeAll(async () => {
    one = await createTestApp({ config: { redisUrl: testRedisUrl } });
    two = await createTestApp({ database: one.database, config: { redisUrl: testRedisUrl } });
    await listen(one);
    baseTwo = await listen(two);
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  /** Resolves when instance two closes the session's socket: the bus message has reached it. */
  async function closedOnTwo(user: TestUser): Promise<() => Promise<string>> {
    const socket = await openSocket(baseTwo, user.wsKey);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    return () => closed;
  }

  it('one session signed out on one instance is refused on the other at its next call', async () => {
    const desk = await one.createUser();
    const laptop = await signInAgain(one, desk);
    // Instance two has the laptop's session cached.
    expect((await two.call(laptop, auth.me)).statusCode).toBe(200);
    const closed = await closedOnTwo(laptop);
    expect((await one.call(desk, auth.revokeSession, { body: { id: sessionIdOf(laptop) } })).statusCode).toBe(200);
    expect(await closed()).toBe('io server disconnect');
    const refused = await two.call(laptop, auth.me);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('TOKEN_INVALID');
    expect((await two.call(desk, auth.me)).statusCode).toBe(200);
  });

  it('"everywhere else" on one instance is refused on the other at the next call', async () => {
    const desk = await one.createUser();
    const phone = await signInAgain(one, desk);
    const tablet = await signInAgain(one, desk);
    for (const u of [phone, tablet]) expect((await two.call(u, auth.me)).statusCode).toBe(200);
    const phoneClosed = await closedOnTwo(phone);
    const tabletClosed = await closedOnTwo(tablet);
    expect(await one.callOk(desk, auth.revokeOtherSessions)).toEqual({ signedOutSessions: 2 });
    await Promise.all([phoneClosed(), tabletClosed()]);
    expect((await two.call(phone, auth.me)).statusCode).toBe(401);
    expect((await two.call(tablet, auth.me)).statusCode).toBe(401);
    expect((await two.call(desk, auth.me)).statusCode).toBe(200);
  });
});

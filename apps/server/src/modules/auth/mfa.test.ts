// The second factor (issue 32, docs/auth.md): codes computed by `otpauth` against the server's clock.
import * as auth from '@backoffice/contract/modules/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { LOGIN_LIMITS } from './service.js';
import { codeAt, confirmWithStepBefore } from './testing/totp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A person with one-time codes turned on from the profile: their secret and recovery codes. */
async function enrolled(app = t, options: Parameters<TestApp['createUser']>[0] = {}) {
  const user = await app.createUser(options);
  const { secret } = await app.callOk(user, auth.startTotp);
  // The code of the step before: the step of "now" stays free for the sign-in a test makes next.
  const { recoveryCodes } = await confirmWithStepBefore(app, user, secret);
  return { user, secret, recoveryCodes };
}

async function challengeOf(app: TestApp, user: TestUser, ip?: string) {
  const res = await app.call(null, auth.signIn, {
    body: { user: user.username, password: user.password },
    ...(ip ? { remoteAddress: ip } : {}),
  });
  expect(res.statusCode).toBe(200);
  const reply = res.reply();
  if (!('challenge' in reply)) throw new Error('a session was answered where a second factor was due');
  return reply;
}

async function auditRows(entity: string, entityId: number) {
  const { rows } = await t.database.pool.query<{ after: unknown; before: unknown; username: string | null }>(
    'SELECT before, after, username FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id',
    [entity, String(entityId)],
  );
  return rows;
}

describe('enrolment from the profile', () => {
  it('answers a secret with its otpauth URI and an SVG QR code, and turns on with a first code', async () => {
    const user = await t.createUser();
    const setup = await t.callOk(user, auth.startTotp);
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.uri).toMatch(new RegExp(`^otpauth://totp/Back%20Office:${user.username}\\?.*secret=${setup.secret}`));
    expect(setup.qrSvg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect((await t.callOk(user, auth.getMfa)).totp.enabled).toBe(false);
    const { recoveryCodes } = await t.callOk(user, auth.confirmTotp, { body: { code: codeAt(setup.secret) } });
    expect(recoveryCodes).toHaveLength(auth.RECOVERY_CODE_COUNT);
    expect(new Set(recoveryCodes).size).toBe(auth.RECOVERY_CODE_COUNT);
    for (const code of recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    const status = await t.callOk(user, auth.getMfa);
    expect(status).toMatchObject({ totp: { enabled: true }, recoveryCodesLeft: 10, required: false });
  });

  it('refuses a wrong first code and stays off', async () => {
    const user = await t.createUser();
    const { secret } = await t.callOk(user, auth.startTotp);
    const wrong = String((Number(codeAt(secret)) + 1) % 1_000_000).padStart(6, '0');
    const res = await t.call(user, auth.confirmTotp, { body: { code: wrong } });
    // Signed in, a wrong code is bad input on its field (a 401 would read as an ended session).
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'body.code', message: 'That code is not right, or it was already used' },
    ]);
    expect((await t.callOk(user, auth.getMfa)).totp.enabled).toBe(false);
  });

  it('refuses a code that is not six digits with a 400 naming the field', async () => {
    const user = await t.createUser();
    await t.callOk(user, auth.startTotp);
    const res = await t.call(user, auth.confirmTotp, { body: { code: '12ab' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({
      field: 'body.code',
      message: 'Enter the 6-digit code from your authenticator app',
    });
  });

  it('audits the enrolment without the secret or the recovery codes', async () => {
    const { user, secret, recoveryCodes } = await enrolled();
    const rows = await auditRows('mfa', user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.after).toEqual({ totp: 'enabled', recoveryCodes: 10 });
    const { rows: all } = await t.database.pool.query<{ row: string }>(
      'SELECT row_to_json(a)::text AS row FROM audit_log a WHERE user_id = $1',
      [user.id],
    );
    for (const { row } of all) {
      expect(row).not.toContain(secret);
      for (const code of recoveryCodes) expect(row).not.toContain(code);
    }
  });

  it('refuses to start another app while one is on', async () => {
    const { user } = await enrolled();
    const res = await t.call(user, auth.startTotp);
    expect(res.statusCode).toBe(409);
  });
});

describe('signing in with a second factor', () => {
  it('answers a challenge instead of the session, and the code completes it into a listed session', async () => {
    const { user, secret } = await enrolled();
    const challenge = await challengeOf(t, user);
    expect(challenge).toMatchObject({ step: 'verify', methods: ['totp', 'recovery'] });
    expect(challenge).not.toHaveProperty('jwt');
    const session = await t.callOk(null, auth.verifyChallenge, {
      body: { challenge: challenge.challenge, method: 'totp', code: codeAt(secret) },
    });
    expect(session.user.id).toBe(user.id);
    const signedIn = { ...user, token: session.jwt };
    const sessions = await t.callOk(signedIn, auth.listSessions);
    expect(sessions.find((s) => s.current)).toBeDefined();
    expect(sessions.length).toBe(2);
  });

  it('accepts a code one step off either way (clock skew), not two', async () => {
    const { user, secret } = await enrolled();
    const ahead = await challengeOf(t, user);
    const okAhead = await t.call(null, auth.verifyChallenge, {
      body: { challenge: ahead.challenge, method: 'totp', code: codeAt(secret, Date.now() + 30_000) },
    });
    expect(okAhead.statusCode).toBe(200);
    const far = await challengeOf(t, user);
    const tooOld = await t.call(null, auth.verifyChallenge, {
      body: { challenge: far.challenge, method: 'totp', code: codeAt(secret, Date.now() - 90_000) },
    });
    expect(tooOld.statusCode).toBe(401);
    expect(tooOld.json()).toMatchObject({ code: 'AUTH_INVALID_CODE' });
  });

  it('refuses a used code again (a replay), and an older one', async () => {
    const { user, secret } = await enrolled();
    const code = codeAt(secret);
    const first = await challengeOf(t, user);
    expect(
      (await t.call(null, auth.verifyChallenge, { body: { challenge: first.challenge, method: 'totp', code } }))
        .statusCode,
    ).toBe(200);
    const second = await challengeOf(t, user);
    const replay = await t.call(null, auth.verifyChallenge, {
      body: { challenge: second.challenge, method: 'totp', code },
    });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({
      code: 'AUTH_INVALID_CODE',
      message: 'That code is not right, or it was already used',
    });
  });

  it('uses a challenge once, and refuses an unknown one', async () => {
    const { user, secret } = await enrolled();
    const challenge = await challengeOf(t, user);
    await t.callOk(null, auth.verifyChallenge, {
      body: { challenge: challenge.challenge, method: 'totp', code: codeAt(secret) },
    });
    const again = await t.call(null, auth.verifyChallenge, {
      body: { challenge: challenge.challenge, method: 'totp', code: codeAt(secret, Date.now() + 30_000) },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ code: 'AUTH_CHALLENGE_INVALID' });
    const unknown = await t.call(null, auth.verifyChallenge, {
      body: { challenge: 'made-up', method: 'totp', code: '123456' },
    });
    expect(unknown.json()).toMatchObject({ code: 'AUTH_CHALLENGE_INVALID' });
  });

  it('refuses an expired challenge', async () => {
    const { user, secret } = await enrolled();
    const challenge = await challengeOf(t, user);
    await t.database.pool.query(
      `UPDATE auth_challenges SET expires_at = now() - interval '1 second' WHERE user_id = $1`,
      [user.id],
    );
    const res = await t.call(null, auth.verifyChallenge, {
      body: { challenge: challenge.challenge, method: 'totp', code: codeAt(secret) },
    });
    expect(res.json()).toMatchObject({ code: 'AUTH_CHALLENGE_INVALID' });
  });

  it('signs in once with each recovery code, tells the person, and audits its use', async () => {
    const { user, recoveryCodes } = await enrolled();
    const challenge = await challengeOf(t, user);
    const res = await t.callOk(null, auth.verifyChallenge, {
      body: { challenge: challenge.challenge, method: 'recovery', code: recoveryCodes[3]!.toUpperCase() },
    });
    expect(res.recoveryCodesLeft).toBe(9);
    const again = await challengeOf(t, user);
    const reused = await t.call(null, auth.verifyChallenge, {
      body: { challenge: again.challenge, method: 'recovery', code: recoveryCodes[3]! },
    });
    expect(reused.statusCode).toBe(401);
    const { rows } = await t.database.pool.query<{ title: string }>(
      'SELECT title FROM notifications WHERE user_id = $1',
      [user.id],
    );
    expect(rows.map((r) => r.title)).toContain('A recovery code was used to sign in');
    const audit = await auditRows('session', user.id);
    expect(audit.at(-1)!.after).toMatchObject({ secondFactor: 'recovery', recoveryCodesLeft: 9 });
    expect(JSON.stringify(audit)).not.toContain(recoveryCodes[3]!);
  });

  it('holds a burst of wrong codes like wrong passwords: the right code is then refused too', async () => {
    const { user, secret } = await enrolled();
    const ip = '198.51.100.44';
    const challenge = await challengeOf(t, user, ip);
    // The password step counted one attempt; the codes count the rest.
    const wrong = String((Number(codeAt(secret)) + 7) % 1_000_000).padStart(6, '0');
    const burst = await Promise.all(
      Array.from({ length: LOGIN_LIMITS.perAccount + 3 }, () =>
        t.call(null, auth.verifyChallenge, {
          remoteAddress: ip,
          body: { challenge: challenge.challenge, method: 'totp', code: wrong },
        }),
      ),
    );
    const statuses = burst.map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_LIMITS.perAccount - 1);
    expect(statuses.filter((s) => s === 429)).toHaveLength(4);
    const right = await t.call(null, auth.verifyChallenge, {
      remoteAddress: ip,
      body: { challenge: challenge.challenge, method: 'totp', code: codeAt(secret) },
    });
    expect(right.statusCode).toBe(429);
  });

  it('keeps the password-step attempt counted, so a known password buys no fresh guesses', async () => {
    const { user } = await enrolled();
    for (let i = 0; i < LOGIN_LIMITS.perAccount; i++) await challengeOf(t, user);
    const res = await t.signIn(user.username, user.password);
    expect(res.statusCode).toBe(429);
  });

  it('records a wrong code as the security event mfa.failed naming the account', async () => {
    const { user, secret } = await enrolled();
    const challenge = await challengeOf(t, user);
    const wrong = String((Number(codeAt(secret)) + 3) % 1_000_000).padStart(6, '0');
    await t.call(null, auth.verifyChallenge, { body: { challenge: challenge.challenge, method: 'totp', code: wrong } });
    const { rows } = await t.database.pool.query<{ user_id: number; after: unknown }>(
      `SELECT user_id, after FROM audit_log WHERE event = 'mfa.failed' AND user_id = $1`,
      [user.id],
    );
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows[0])).not.toContain(wrong);
  });
});

describe('turning it off and new recovery codes', () => {
  it('turns off with a current code', async () => {
    const { user, secret } = await enrolled();
    await t.callOk(user, auth.disableTotp, { body: { code: codeAt(secret) } });
    expect((await t.callOk(user, auth.getMfa)).totp.enabled).toBe(false);
    expect('jwt' in (await t.signIn(user.username, user.password)).reply()).toBe(true);
  });

  it('turns off with a recovery code', async () => {
    const { user, recoveryCodes } = await enrolled();
    await t.callOk(user, auth.disableTotp, { body: { code: recoveryCodes[0]! } });
    expect((await t.callOk(user, auth.getMfa)).totp.enabled).toBe(false);
  });

  it('refuses a wrong code and stays on', async () => {
    const { user } = await enrolled();
    const res = await t.call(user, auth.disableTotp, { body: { code: 'aaaaa-bbbbb' } });
    expect(res.statusCode).toBe(400);
    expect((await t.callOk(user, auth.getMfa)).totp.enabled).toBe(true);
  });

  it('makes new recovery codes for a current code: the old ones stop working', async () => {
    const { user, secret, recoveryCodes } = await enrolled();
    const fresh = await t.callOk(user, auth.regenerateRecoveryCodes, { body: { code: codeAt(secret) } });
    expect(fresh.recoveryCodes).toHaveLength(10);
    const challenge = await challengeOf(t, user);
    const old = await t.call(null, auth.verifyChallenge, {
      body: { challenge: challenge.challenge, method: 'recovery', code: recoveryCodes[0]! },
    });
    expect(old.statusCode).toBe(401);
    const ok = await t.call(null, auth.verifyChallenge, {
      body: { challenge: challenge.challenge, method: 'recovery', code: fresh.recoveryCodes[0]! },
    });
    expect(ok.statusCode).toBe(200);
  });
});

// A second factor required of a role or of administrators, and an administrator's reset (docs/auth.md).
import * as auth from '@backoffice/contract/modules/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser, testConfig } from '../../test/helpers.js';
import { codeAt, confirmWithStepBefore } from './testing/totp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signInReply(app: TestApp, user: TestUser) {
  const res = await app.call(null, auth.signIn, { body: { user: user.username, password: user.password } });
  expect(res.statusCode).toBe(200);
  return res.reply();
}

async function requireOfRole(user: TestUser) {
  const admin = await t.createUser({ isAdmin: true });
  await t.callOk(admin, auth.setRoleMfa, { params: { id: user.roleId! }, body: { required: true } });
}

describe('a role that requires a second factor', () => {
  it('asks its members without one to enrol at sign-in: a challenge, no session', async () => {
    const user = await t.createUser();
    await requireOfRole(user);
    const reply = await signInReply(t, user);
    expect(reply).toMatchObject({ step: 'enrol', methods: [] });
    expect(reply).not.toHaveProperty('jwt');
  });

  it('ends the sessions of members without one when it is turned on', async () => {
    const user = await t.createUser();
    expect((await t.call(user, auth.me)).statusCode).toBe(200);
    await requireOfRole(user);
    expect((await t.call(user, auth.me)).statusCode).toBe(401);
  });

  it('enrols at sign-in: the first code answers the session and ten recovery codes', async () => {
    const user = await t.createUser();
    await requireOfRole(user);
    const reply = await signInReply(t, user);
    if (!('challenge' in reply)) throw new Error('no challenge');
    const setup = await t.callOk(null, auth.startEnrolmentAtSignIn, { body: { challenge: reply.challenge } });
    const done = await t.callOk(null, auth.confirmEnrolmentAtSignIn, {
      body: { challenge: reply.challenge, code: codeAt(setup.secret) },
    });
    expect(done.user.id).toBe(user.id);
    expect(done.recoveryCodes).toHaveLength(10);
    const status = await t.callOk({ ...user, token: done.jwt }, auth.getMfa);
    expect(status).toMatchObject({ totp: { enabled: true }, required: true });
    // Next time: the code is asked for.
    expect(await signInReply(t, user)).toMatchObject({ step: 'verify' });
  });

  it('does not take a verify challenge for enrolment, nor an enrol challenge for a code', async () => {
    const user = await t.createUser();
    await requireOfRole(user);
    const reply = await signInReply(t, user);
    if (!('challenge' in reply)) throw new Error('no challenge');
    const wrongStep = await t.call(null, auth.verifyChallenge, {
      body: { challenge: reply.challenge, method: 'totp', code: '123456' },
    });
    expect(wrongStep.json()).toMatchObject({ code: 'AUTH_CHALLENGE_INVALID' });
  });

  it('refuses to turn the factor off while the role requires it', async () => {
    const user = await t.createUser();
    const { secret } = await t.callOk(user, auth.startTotp);
    await confirmWithStepBefore(t, user, secret);
    await requireOfRole(user);
    const res = await t.call(user, auth.disableTotp, { body: { code: codeAt(secret) } });
    expect(res.statusCode).toBe(409);
  });

  it('is changed only by whoever may edit the role (the granting rule), and audited', async () => {
    const target = await t.createUser({ scopes: ['dns:zone:read', 'dns:zone:update'] });
    const editor = await t.createUser({ scopes: ['users:roles:read', 'users:roles:update', 'dns:zone:read'] });
    const refused = await t.call(editor, auth.setRoleMfa, { params: { id: target.roleId! }, body: { required: true } });
    expect(refused.statusCode).toBe(403);
    const reader = await t.createUser({ scopes: ['users:roles:read'] });
    expect(
      (await t.call(reader, auth.setRoleMfa, { params: { id: target.roleId! }, body: { required: true } })).statusCode,
    ).toBe(403);
    expect(await t.callOk(reader, auth.getRoleMfa, { params: { id: target.roleId! } })).toEqual({ required: false });
    const admin = await t.createUser({ isAdmin: true });
    await t.callOk(admin, auth.setRoleMfa, { params: { id: target.roleId! }, body: { required: true } });
    expect(await t.callOk(reader, auth.getRoleMfa, { params: { id: target.roleId! } })).toEqual({ required: true });
    const { rows } = await t.database.pool.query(
      'SELECT before, after FROM audit_log WHERE entity = $1 AND entity_id = $2',
      ['role', String(target.roleId)],
    );
    expect(rows).toEqual([{ before: { requireMfa: false }, after: { requireMfa: true } }]);
  });

  it('answers 404 for a role that does not exist', async () => {
    const admin = await t.createUser({ isAdmin: true });
    const res = await t.call(admin, auth.setRoleMfa, { params: { id: 999_999 }, body: { required: true } });
    expect(res.statusCode).toBe(404);
  });
});

/** A passkey as the WebAuthn ceremony stores it (passkeys.test.ts and the browser test register real ones). */
async function givePasskey(user: TestUser, name = 'Work phone'): Promise<number> {
  const { rows } = await t.database.pool.query<{ id: number }>(
    `INSERT INTO auth_passkeys (user_id, credential_id, public_key, name) VALUES ($1, $2, 'key', $3) RETURNING id`,
    [user.id, `cred-${user.id}-${name}`, name],
  );
  return rows[0]!.id;
}

describe('a passkey meets the requirement', () => {
  it('sends a member with a passkey and no app to their passkey, not to enrolment', async () => {
    const user = await t.createUser();
    await givePasskey(user);
    await requireOfRole(user);
    expect(await signInReply(t, user)).toMatchObject({ step: 'verify', methods: ['passkey'] });
  });

  it('offers the passkey beside the codes to someone who has both', async () => {
    const user = await t.createUser();
    const { secret } = await t.callOk(user, auth.startTotp);
    await t.callOk(user, auth.confirmTotp, { body: { code: codeAt(secret) } });
    await givePasskey(user);
    expect(await signInReply(t, user)).toMatchObject({ step: 'verify', methods: ['totp', 'recovery', 'passkey'] });
  });

  it('keeps the sessions of members with a passkey when the requirement is turned on', async () => {
    const user = await t.createUser();
    await givePasskey(user);
    await requireOfRole(user);
    expect((await t.call(user, auth.me)).statusCode).toBe(200);
  });

  it('lets a member with a passkey turn the app off', async () => {
    const user = await t.createUser();
    const { secret } = await t.callOk(user, auth.startTotp);
    await confirmWithStepBefore(t, user, secret);
    await givePasskey(user);
    await requireOfRole(user);
    expect((await t.call(user, auth.disableTotp, { body: { code: codeAt(secret) } })).statusCode).toBe(200);
  });

  it('refuses to remove the last passkey of a member without an app, and keeps it', async () => {
    const user = await t.createUser();
    const first = await givePasskey(user, 'Phone');
    const second = await givePasskey(user, 'Laptop');
    await requireOfRole(user);
    expect((await t.call(user, auth.removePasskey, { body: { id: first } })).statusCode).toBe(200);
    const last = await t.call(user, auth.removePasskey, { body: { id: second } });
    expect(last.statusCode).toBe(409);
    expect(last.json().message).toMatch(/authenticator app before removing your last passkey/);
    expect(await t.callOk(user, auth.listPasskeys)).toHaveLength(1);
  });
});

describe('REQUIRE_MFA_FOR_ADMINS', () => {
  it('when on, asks an administrator without a second factor to enrol', async () => {
    const admin = await t.createUser({ isAdmin: true });
    const strict = await createTestApp({ database: t.database, env: { REQUIRE_MFA_FOR_ADMINS: 'true' } });
    try {
      expect(await signInReply(strict, admin)).toMatchObject({ step: 'enrol' });
      const person = await t.createUser();
      expect(await signInReply(strict, person)).toHaveProperty('jwt');
    } finally {
      await strict.close();
    }
  });

  it('when off, signs an administrator in with the password alone', async () => {
    const admin = await t.createUser({ isAdmin: true });
    expect(await signInReply(t, admin)).toHaveProperty('jwt');
  });

  it('when unset, is on for a new installation and off for one that predates the second factor', async () => {
    const admin = await t.createUser({ isAdmin: true });
    const unset = await createTestApp({ database: t.database, env: { REQUIRE_MFA_FOR_ADMINS: '' } });
    try {
      // The test database was migrated before it had users: a new installation.
      expect(await signInReply(unset, admin)).toMatchObject({ step: 'enrol' });
      await t.database.pool.query(`INSERT INTO auth_installation (key, value) VALUES ('admins-mfa-default', 'off')`);
      expect(await signInReply(unset, admin)).toHaveProperty('jwt');
    } finally {
      await t.database.pool.query(`DELETE FROM auth_installation WHERE key = 'admins-mfa-default'`);
      await unset.close();
    }
  });

  it('refuses a value that is not true or false at start', async () => {
    expect(() => testConfig({}, { REQUIRE_MFA_FOR_ADMINS: 'sometimes' })).toThrow(/REQUIRE_MFA_FOR_ADMINS/);
  });
});

describe("an administrator's reset", () => {
  async function personWithFactor() {
    const user = await t.createUser();
    const { secret } = await t.callOk(user, auth.startTotp);
    await t.callOk(user, auth.confirmTotp, { body: { code: codeAt(secret) } });
    return user;
  }

  it('removes the factor, ends every session of the person, tells them and is audited', async () => {
    const user = await personWithFactor();
    const admin = await t.createUser({ isAdmin: true });
    expect(await t.callOk(admin, auth.getUserMfa, { params: { id: user.id } })).toMatchObject({ enabled: true });
    const res = await t.callOk(admin, auth.resetUserMfa, { params: { id: user.id } });
    expect(res.signedOutSessions).toBe(1);
    expect((await t.call(user, auth.me)).statusCode).toBe(401);
    expect(await t.callOk(admin, auth.getUserMfa, { params: { id: user.id } })).toMatchObject({ enabled: false });
    expect(await signInReply(t, user)).toHaveProperty('jwt');
    const { rows } = await t.database.pool.query<{ title: string }>(
      'SELECT title FROM notifications WHERE user_id = $1',
      [user.id],
    );
    expect(rows.map((r) => r.title)).toContain('Your second factor was reset');
    const audit = await t.database.pool.query('SELECT after FROM audit_log WHERE entity = $1 AND entity_id = $2', [
      'mfa',
      String(user.id),
    ]);
    expect(audit.rows.at(-1)).toEqual({ after: { totp: 'reset', resetBy: admin.username } });
  });

  it('removes the person’s passkeys too (the lost phone may have held them)', async () => {
    const user = await personWithFactor();
    const admin = await t.createUser({ isAdmin: true });
    // A registered passkey as the WebAuthn ceremony stores it (passkeys.test.ts and the browser test
    // register real ones); the reset only has to find it by its person.
    const {
      rows: [passkey],
    } = await t.database.pool.query<{ id: number }>(
      `INSERT INTO auth_passkeys (user_id, credential_id, public_key, name) VALUES ($1, $2, 'key', 'Work phone') RETURNING id`,
      [user.id, `cred-${user.id}`],
    );
    expect(await t.callOk(admin, auth.getUserMfa, { params: { id: user.id } })).toMatchObject({ passkeys: 1 });
    const res = await t.callOk(admin, auth.resetUserMfa, { params: { id: user.id } });
    expect(res.passkeysRemoved).toBe(1);
    expect(await t.callOk(admin, auth.getUserMfa, { params: { id: user.id } })).toMatchObject({ passkeys: 0 });
    const audit = await t.database.pool.query(
      'SELECT before, after FROM audit_log WHERE entity = $1 AND entity_id = $2',
      ['passkey', String(passkey!.id)],
    );
    expect(audit.rows).toEqual([{ before: { name: 'Work phone' }, after: { removed: true, resetBy: admin.username } }]);
  });

  it('is refused on an administrator to someone who is not one', async () => {
    const target = await t.createUser({ isAdmin: true });
    const editor = await t.createUser({ scopes: ['users:users:read', 'users:users:update'] });
    const res = await t.call(editor, auth.resetUserMfa, { params: { id: target.id } });
    expect(res.statusCode).toBe(403);
  });

  it('needs users:users:update: a reader is refused', async () => {
    const user = await personWithFactor();
    const reader = await t.createUser({ scopes: ['users:users:read'] });
    expect((await t.call(reader, auth.resetUserMfa, { params: { id: user.id } })).statusCode).toBe(403);
    expect((await t.call(reader, auth.getUserMfa, { params: { id: user.id } })).statusCode).toBe(200);
  });
});

// Passkeys' server rules that need no authenticator (the registration and sign-in themselves run in
// Chromium's virtual authenticator: e2e/auth-passkeys.test.ts).
import * as auth from '@backoffice/contract/modules/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('passkeys', () => {
  it('offers registration for the host the browser asked, naming the person', async () => {
    const user = await t.createUser();
    const res = await t.call(user, auth.passkeyRegistrationOptions, { headers: { host: 'office.example.test' } });
    const options = res.reply() as { rp: { id: string }; user: { name: string }; challenge: string };
    expect(options.rp.id).toBe('office.example.test');
    expect(options.user.name).toBe(user.username);
    expect(options.challenge.length).toBeGreaterThan(20);
  });

  it('refuses a registration whose challenge it did not hand out', async () => {
    const user = await t.createUser();
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.create', challenge: 'made-up' })).toString(
      'base64url',
    );
    const res = await t.call(user, auth.addPasskey, {
      body: { name: 'Laptop', response: { id: 'x', rawId: 'x', type: 'public-key', response: { clientDataJSON } } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'body.response', message: 'This passkey set-up has expired: start again.' },
    ]);
    expect(await t.callOk(user, auth.listPasskeys)).toEqual([]);
  });

  it('refuses a sign-in with an unknown passkey, counted against the address limit', async () => {
    const options = (await t.callOk(null, auth.passkeySignInOptions)) as { challenge: string };
    const clientDataJSON = Buffer.from(JSON.stringify({ type: 'webauthn.get', challenge: options.challenge })).toString(
      'base64url',
    );
    const res = await t.call(null, auth.passkeySignIn, {
      body: {
        response: {
          id: 'unknown-credential',
          rawId: 'unknown-credential',
          type: 'public-key',
          response: { clientDataJSON },
        },
      },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'AUTH_PASSKEY_REFUSED' });
    const { rows } = await t.database.pool.query(
      `SELECT 1 FROM login_failures WHERE account = 'passkey:unknown-credential'`,
    );
    expect(rows).toHaveLength(1);
  });

  it("answers 404 for removing a passkey that is not the caller's", async () => {
    const user = await t.createUser();
    const res = await t.call(user, auth.removePasskey, { body: { id: 987_654 } });
    expect(res.statusCode).toBe(404);
  });
});

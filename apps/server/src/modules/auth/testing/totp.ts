// One-time codes in tests, computed by `otpauth` against the server's clock (auth/mfa/totp.ts).
import * as auth from '@backoffice/contract/modules/auth';
import * as OTPAuth from 'otpauth';
import { expect } from 'vitest';
import type { TestApp, TestUser } from '../../../test/helpers.js';
import { TOTP_PERIOD } from '../mfa/totp.js';

const STEP_MS = TOTP_PERIOD * 1000;

/** The code of `secret` for the step holding `timestamp`, as an authenticator app computes it. */
export const codeAt = (secret: string, timestamp = Date.now()) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: TOTP_PERIOD }).generate({
    timestamp,
  });

/**
 * Turns the factor on with the code of the step before now, so that the step of "now" stays unused for
 * the sign-in or the change a test makes next. The server takes one step either way of its own: a step
 * boundary passing between computing the code and the server checking it makes that code two steps old
 * (refused, rightly); then the code of the new step before is sent. A refusal within one step fails.
 */
export async function confirmWithStepBefore(app: TestApp, user: TestUser, secret: string) {
  for (;;) {
    const step = Math.floor(Date.now() / STEP_MS);
    const res = await app.call(user, auth.confirmTotp, { body: { code: codeAt(secret, (step - 1) * STEP_MS) } });
    if (res.statusCode === 200) return res.reply();
    if (Math.floor(Date.now() / STEP_MS) === step) {
      expect(res.statusCode, `auth.confirmTotp: ${res.body}`).toBe(200);
    }
  }
}

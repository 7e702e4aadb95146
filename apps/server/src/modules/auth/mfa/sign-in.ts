// The second step of a sign-in whose second factor is due: a code (or recovery code), or enrolment.
// Codes count against the same per-account and per-address limits as passwords (reserveAttempt).
import type { SessionReply, TotpSetup, VerifyChallengeBody } from '@backoffice/contract/modules/auth';
import type { AppContext } from '../../../core/context.js';
import { accountKey, clearAttempts, reserveAttempt, SESSIONS_LINK, startSession } from '../service.js';
import {
  type ChallengedUser,
  checkCode,
  confirmEnrolment,
  consumeChallenge,
  findChallenge,
  startEnrolment,
  tellOfRecoveryCodeUse,
} from './service.js';

export interface SignInMeta {
  ip: string;
  userAgent?: string;
  /** The person the challenge names, once known (for the security event of a refusal). */
  identified?: (user: { id: number; username: string }) => void;
}

/** Completes a `verify` challenge with a one-time code or a recovery code: the session. */
export async function verifyChallenge(
  ctx: AppContext,
  body: VerifyChallengeBody,
  meta: SignInMeta,
): Promise<SessionReply & { person: ChallengedUser; method: 'totp' | 'recovery'; recoveryCodesLeft?: number }> {
  const person = await findChallenge(ctx, body.challenge, 'verify');
  meta.identified?.(person);
  const account = accountKey(person.id);
  await reserveAttempt(ctx, account, meta.ip);
  const checked = await checkCode(ctx, person.id, body.method, body.code);
  await consumeChallenge(ctx, person.tokenHash);
  await clearAttempts(ctx, account);
  const session = await startSession(ctx, person.id, meta);
  if (checked.recoveryCodesLeft !== undefined) {
    await tellOfRecoveryCodeUse(ctx, person.id, checked.recoveryCodesLeft, SESSIONS_LINK);
  }
  return { ...session, person, ...checked };
}

/** At an `enrol` challenge: a new authenticator secret for the person to scan. */
export async function startEnrolmentAtSignIn(ctx: AppContext, challenge: string): Promise<TotpSetup> {
  const person = await findChallenge(ctx, challenge, 'enrol');
  return startEnrolment(ctx, person);
}

/** At an `enrol` challenge: the first code confirms the app; the session and the recovery codes. */
export async function confirmEnrolmentAtSignIn(
  ctx: AppContext,
  body: { challenge: string; code: string },
  meta: SignInMeta,
): Promise<SessionReply & { recoveryCodes: string[]; person: ChallengedUser }> {
  const person = await findChallenge(ctx, body.challenge, 'enrol');
  meta.identified?.(person);
  const account = accountKey(person.id);
  await reserveAttempt(ctx, account, meta.ip);
  const { recoveryCodes } = await confirmEnrolment(ctx, person, body.code);
  await consumeChallenge(ctx, person.tokenHash);
  await clearAttempts(ctx, account);
  const session = await startSession(ctx, person.id, meta);
  return { ...session, recoveryCodes, person };
}

// The end of a sign-in made by the pre-rendered HTML form before the app's JavaScript arrived (docs/auth.md
// "The sign-in form"): the server sent the browser back to /login with a one-time code (exchanged here for
// the session, or the second factor's challenge) or with the reason it refused. Loaded with the sign-in
// code (sign-in.ts), only when /login has one of them or the form is typed in.
import {
  type MfaChallenge,
  SIGN_IN_ERROR_PARAM,
  SIGN_IN_FORM_ERRORS,
  SIGN_IN_HANDOFF_PARAM,
  signInFormSession,
} from '@backoffice/contract/modules/auth';
import { call, errorMessage } from '../../core/api';
import { session } from '../../core/session';
import { takeAddressParams } from './address-params';

/** The sentence for a reason in the URL: the sign-in call's own words (an unknown one: the general one). */
export function describeFormError(reason: string): string {
  return Object.hasOwn(SIGN_IN_FORM_ERRORS, reason)
    ? SIGN_IN_FORM_ERRORS[reason as keyof typeof SIGN_IN_FORM_ERRORS]
    : SIGN_IN_FORM_ERRORS.invalid;
}

/**
 * Takes the code or the reason out of the address bar (a reload or a shared link must not replay it),
 * then exchanges the code. Answers the sentence to show, the challenge of a second factor, or null once
 * signed in (the guest-only guard then sends the browser on).
 */
export async function finishFormSignIn(): Promise<string | MfaChallenge | null> {
  const { [SIGN_IN_HANDOFF_PARAM]: code, [SIGN_IN_ERROR_PARAM]: reason } = takeAddressParams(
    SIGN_IN_HANDOFF_PARAM,
    SIGN_IN_ERROR_PARAM,
  );
  if (reason !== null) return describeFormError(reason);
  if (!code) return null;
  try {
    const reply = await call(signInFormSession, { body: { code } });
    if ('challenge' in reply) return reply;
    session.signIn(reply.jwt, reply.user);
    return null;
  } catch (error) {
    return errorMessage(error);
  }
}

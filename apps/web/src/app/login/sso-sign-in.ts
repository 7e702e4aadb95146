// The end of a single sign-on (docs/auth.md "Single sign-on"): the server sent the browser back to
// /login with a one-time code (exchanged here for the session) or with the reason it failed. Loaded
// with the sign-in code (sign-in.ts), only when /login has one of them or the form is typed in: no part
// of the sign-in screen's first load.
import { SSO_ERROR_PARAM, SSO_HANDOFF_PARAM, type SsoError, ssoSession } from '@backoffice/contract/modules/auth';
import { call, errorMessage } from '../../core/api';
import { session } from '../../core/session';
import { takeAddressParams } from './address-params';

const REASONS: Record<SsoError, string> = {
  state: 'That single sign-on expired or was already used. Try again.',
  refused: 'Your identity provider did not sign you in. Try again, or sign in with your password.',
  code: 'Your identity provider’s answer was not accepted. Try again.',
  unavailable: 'Your identity provider could not be reached. Try again in a moment, or sign in with your password.',
  limited: 'Too many failed sign-in attempts from here. Try again in 15 minutes.',
  off: 'Single sign-on is not set up here. Sign in with your password.',
};

/** The sentence the login page shows for a reason in the URL (an unknown one gets a general sentence). */
export function describeSsoError(reason: string): string {
  return (REASONS as Record<string, string>)[reason] ?? 'The single sign-on did not complete. Try again.';
}

/**
 * Takes the code or the reason out of the address bar (a reload or a shared link must not replay it),
 * then signs in with the code. Answers the sentence to show, or null once signed in (the guest-only
 * guard then sends the browser on).
 */
export async function finishSingleSignOn(): Promise<string | null> {
  const { [SSO_HANDOFF_PARAM]: code, [SSO_ERROR_PARAM]: reason } = takeAddressParams(
    SSO_HANDOFF_PARAM,
    SSO_ERROR_PARAM,
  );
  if (reason !== null) return describeSsoError(reason);
  if (!code) return null;
  try {
    const { jwt, user } = await call(ssoSession, { body: { code } });
    session.signIn(jwt, user);
    return null;
  } catch (error) {
    return errorMessage(error);
  }
}

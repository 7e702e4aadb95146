// "Sign in with a passkey": loaded only when it is pressed (the WebAuthn library is no part of the
// sign-in screen's first load, e2e/login-budget.test.ts).
import { passkeySignIn, passkeySignInOptions } from '@backoffice/contract/modules/auth';
import { startAuthentication } from '@simplewebauthn/browser';
import { call, errorMessage } from '../../core/api';
import { session } from '../../core/session';

/** Signs in with a passkey; answers the reason it did not, or null once signed in. */
export async function signInWithPasskey(): Promise<string | null> {
  try {
    const options = await call(passkeySignInOptions);
    const response = await startAuthentication({ optionsJSON: options as never });
    const { jwt, user } = await call(passkeySignIn, {
      body: { response: response as unknown as Record<string, unknown> },
    });
    session.signIn(jwt, user);
    return null;
  } catch (error) {
    if (error instanceof Error && error.name === 'NotAllowedError') return 'The passkey sign-in was cancelled.';
    return errorMessage(error);
  }
}

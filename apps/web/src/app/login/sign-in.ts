// The part of the sign-in screen that needs the contract's zod schemas. It loads when the user
// starts typing, so that the screen itself stays within its budget (zod alone is ~22 KB gzip).
import { type LoginBody, loginBody, type MfaChallenge, signIn } from '@backoffice/contract/modules/auth';
import { ApiRequestError, call, errorMessage } from '../../core/api';
import { contractResolver } from '../../core/contract-resolver';
import { session } from '../../core/session';

export const loginResolver = contractResolver<LoginBody>(loginBody);

/** The box a refused sign-in is told in: needed only once one is, so it comes with this code. */
export { default as SignInAlert } from '@mui/material/Alert';
/** And the end of a sign-in the HTML form made before this code arrived. */
export { finishFormSignIn } from './form-sign-in';
/** The end of a single sign-on (a one-time code or a reason on /login) comes with this code too. */
export { finishSingleSignOn } from './sso-sign-in';

export interface SignInFailure {
  /** For the alert above the form; null when every message belongs to a field. */
  message: string | null;
  fields: Partial<Record<keyof LoginBody, string>>;
}

function describe(error: unknown): SignInFailure {
  if (error instanceof ApiRequestError && error.body.details?.length) {
    const fields: SignInFailure['fields'] = {};
    let unplaced = false;
    for (const detail of error.body.details) {
      if (detail.field === 'user' || detail.field === 'password') fields[detail.field] = detail.message;
      else unplaced = true;
    }
    return { message: unplaced ? error.body.message : null, fields };
  }
  // 401 "Invalid username or password", 429 rate limit, network: the server's (or our) words.
  return { message: errorMessage(error), fields: {} };
}

/**
 * Signs in; the guest-only guard then sends the browser on (home, or where sign-in interrupted). A
 * second factor due answers its challenge instead: the screen asks for it (second-factor.tsx).
 */
export async function submitSignIn(body: LoginBody): Promise<SignInFailure | MfaChallenge | null> {
  try {
    const reply = await call(signIn, { body });
    if ('challenge' in reply) return reply;
    session.signIn(reply.jwt, reply.user);
    return null;
  } catch (error) {
    return describe(error);
  }
}

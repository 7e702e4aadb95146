import { z } from 'zod';
import { endpoint, isoInstant, policy, successReply } from '../http.js';
import { definePolicies } from '../policies.js';
import { sessionUser } from '../session.js';
import { mfaChallenge, sessionReply } from './auth/mfa.js';

export { type SessionUser, sessionUser } from '../session.js';
export * from './auth/mfa.js';

export const loginBody = z.object({
  user: z.string().trim().min(1, 'Enter your username or email').max(200),
  password: z.string().min(1, 'Enter your password').max(1000),
});
export type LoginBody = z.infer<typeof loginBody>;

export const MIN_PASSWORD_LENGTH = 12;

/** Every password a person chooses: on creation by an administrator, or their own change. */
export const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `A password is at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(1000, 'A password is at most 1000 characters');

export const signIn = endpoint({
  name: 'auth.signIn',
  method: 'POST',
  path: '/auth/token',
  access: 'public',
  summary:
    'Sign in with username (or email) and password: the session, or a challenge when a second factor is due (docs/auth.md)',
  body: loginBody,
  reply: z.union([sessionReply, mfaChallenge]),
});

// ---- The sign-in form without JavaScript (issue 34, docs/auth.md "The sign-in form") ----

/**
 * The refusals of a form sign-in, told on /login as `?signin_error=<reason>`: the sign-in call's own
 * messages (its 401 and its 429), word for word.
 */
export const SIGN_IN_FORM_ERRORS = {
  invalid: 'Invalid username or password',
  limited: 'Too many failed sign-in attempts. Try again in 15 minutes.',
} as const;
export type SignInFormError = keyof typeof SIGN_IN_FORM_ERRORS;

/** The query parameters of /login after a form sign-in: the one-time code, or the reason it failed. */
export const SIGN_IN_HANDOFF_PARAM = 'signin';
export const SIGN_IN_ERROR_PARAM = 'signin_error';

export const signInForm = endpoint({
  name: 'auth.signInForm',
  method: 'POST',
  path: '/auth/token/form',
  access: 'public',
  summary:
    "The pre-rendered sign-in page's HTML form (before the app's JavaScript): the same checks as the sign-in call, then a 303 to /login with a one-time code (or the reason it failed); refused from another site",
  form: true,
  body: loginBody,
  reply: z.string(),
  status: 303,
});

export const signInFormSession = endpoint({
  name: 'auth.signInFormSession',
  method: 'POST',
  path: '/auth/token/form/session',
  access: 'public',
  summary:
    'Exchange the one-time code of a form sign-in (good for a minute, once, in the browser that signed in) for the session, or the challenge of the second factor',
  body: z.object({ code: z.string().min(1, 'is required').max(200) }),
  reply: z.union([sessionReply, mfaChallenge]),
});

export const logout = endpoint({
  name: 'auth.logout',
  method: 'GET',
  path: '/auth/logout',
  access: 'signedIn',
  summary: 'Revoke the current session',
  reply: successReply,
});

export const validate = endpoint({
  name: 'auth.validate',
  method: 'GET',
  path: '/auth/validate',
  access: 'public',
  summary: 'Tell whether the bearer token is a live session',
  reply: z.object({ valid: z.boolean() }),
});

export const me = endpoint({
  name: 'auth.me',
  method: 'GET',
  path: '/auth/me',
  access: 'signedIn',
  summary: 'The session user of the bearer token, with its current scopes',
  reply: sessionUser,
});

export const changePasswordBody = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(1000),
    newPassword,
  })
  .refine((b) => b.newPassword !== b.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password other than the current one',
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** Beyond the spec: everyone changes their own password; their other sessions end (docs/administration.md). */
export const changePassword = endpoint({
  name: 'auth.changePassword',
  method: 'POST',
  path: '/auth/password',
  access: 'signedIn',
  summary: 'Change your own password (the current one is required); your other sessions are signed out',
  body: changePasswordBody,
  reply: z.object({ success: z.literal(true), signedOutSessions: z.number().int() }),
});

// ---- Sessions (docs/architecture.md "Sessions") ----

/** Each user reaches their own sessions only; anyone else's, administrators' included, do not exist (404). */
export const declaredPolicies = definePolicies({
  'auth.session': { kind: 'record', description: 'the session `id` must be a live session of the caller' },
});

/** One live session of the signed-in user: where and when it was used. */
export const sessionInfo = z.object({
  id: z.uuid(),
  /** The browser and system read from the user agent: "Chrome on Linux"; "Unknown device" without one. */
  device: z.string(),
  userAgent: z.string().nullable(),
  /** The address it signed in from. */
  ip: z.string().nullable(),
  signedInAt: isoInstant,
  /** Its last use, recorded at most once a minute. */
  lastUsedAt: isoInstant,
  /** When it ends unless it is used again (SESSION_IDLE_DAYS), never beyond SESSION_MAX_DAYS after sign-in. */
  expiresAt: isoInstant,
  /** The session of the token that asked. */
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfo>;

export const listSessions = endpoint({
  name: 'auth.listSessions',
  method: 'GET',
  path: '/auth/sessions',
  access: 'signedIn',
  summary: 'Your live sessions, the current one first, then by last use',
  reply: z.array(sessionInfo),
});

export const revokeSession = endpoint({
  name: 'auth.revokeSession',
  method: 'DELETE',
  path: '/auth/sessions',
  access: 'signedIn',
  record: policy('auth.session', { key: 'body.id' }),
  summary: 'Sign out one of your sessions (its next call gets 401, on every instance)',
  body: z.object({ id: z.uuid('is not a session id') }),
  reply: successReply,
});

export const revokeOtherSessions = endpoint({
  name: 'auth.revokeOtherSessions',
  method: 'DELETE',
  path: '/auth/sessions/others',
  access: 'signedIn',
  summary: 'Sign out everywhere else: every session of yours but the current one',
  reply: z.object({ signedOutSessions: z.number().int() }),
});

/** The auth module's own error codes (docs/auth.md). */
export const errorCodes = {
  /** A one-time code or recovery code that is wrong, already used, or outside the clock's window. */
  AUTH_INVALID_CODE: 401,
  /** A sign-in challenge that is unknown, used or over CHALLENGE_MINUTES old: sign in again. */
  AUTH_CHALLENGE_INVALID: 401,
  /** A passkey that is unknown, or whose signature or challenge does not check out. */
  AUTH_PASSKEY_REFUSED: 401,
  /** A single sign-on's one-time code that is unknown, used or over a minute old: sign in again. */
  AUTH_SSO_HANDOFF_INVALID: 401,
  /** The identity provider vouched for an e-mail it has not verified, or for a person with no account here. */
  AUTH_SSO_REFUSED: 401,
  /** A form sign-in's one-time code that is unknown, used, over a minute old or from another browser. */
  AUTH_FORM_HANDOFF_INVALID: 401,
} as const;
export * from './auth/passkeys.js';
export * from './auth/sso.js';

// The sign-in page's HTML form, for a sign-in before the app's JavaScript has arrived (issue 34;
// decisions in docs/auth.md "The sign-in form"). The form posts here; the password is checked as the
// sign-in call checks it (`checkPassword`); the browser is sent back to /login with a one-time code that
// the web app exchanges for the session (or the second factor's challenge), as a single sign-on's is:
// the token never travels in a page or a URL.
import { createHash, randomBytes } from 'node:crypto';
import {
  type LoginBody,
  type MfaChallenge,
  type SessionReply,
  SIGN_IN_ERROR_PARAM,
  SIGN_IN_HANDOFF_PARAM,
  type SignInFormError,
} from '@backoffice/contract/modules/auth';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../core/context.js';
import { users } from '../../core/db/schema.js';
import { AppError } from '../../core/errors.js';
import { issueChallenge, secondFactorDue } from './mfa/service.js';
import { formHandoffs } from './schema.js';
import { checkPassword, startSession } from './service.js';

/** How long the one-time code waits for the web app (its JavaScript may still be on its way). */
export const FORM_HANDOFF_MS = 60_000;
const LOGIN_PATH = '/login';

/**
 * The browser that posted the form gets a random cookie (HttpOnly, SameSite=Strict, the exchange's
 * path only, a minute); the one-time code is kept with its hash, so a code sent to someone else does
 * not sign them in (as the sender: a sign-in CSRF).
 */
export const FORM_COOKIE = 'bo_signin';
const COOKIE_PATH = '/api/auth/token/form';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const cookieFlags = (maxAge: number, secure: boolean) =>
  `Path=${COOKIE_PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;

/** The header that removes the cookie once the code is taken. */
export const clearFormCookie = (secure: boolean) => `${FORM_COOKIE}=; ${cookieFlags(0, secure)}`;

/** The form cookie of a request, if it sent one. */
export function formCookieOf(header: string | undefined): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === FORM_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

export const failedLocation = (reason: SignInFormError) => `${LOGIN_PATH}?${SIGN_IN_ERROR_PARAM}=${reason}`;

/**
 * The password step of a form sign-in: the same checks as the sign-in call (limits counted first, the
 * password, whether a second factor is due). Throws the call's own errors (401, 429) for the route to
 * turn into a redirect. Answers where the browser goes and the cookie it keeps.
 */
export async function signInWithForm(
  ctx: AppContext,
  body: LoginBody,
  meta: { ip: string; secure: boolean; identified?: (userId: number | null) => void },
): Promise<{ location: string; cookie: string }> {
  const { userId } = await checkPassword(ctx, body, meta);
  const code = randomBytes(32).toString('base64url');
  const browser = randomBytes(24).toString('base64url');
  await ctx.db.delete(formHandoffs).where(lt(formHandoffs.expiresAt, sql`now()`));
  await ctx.db.insert(formHandoffs).values({
    codeHash: sha256(code),
    userId,
    browserHash: sha256(browser),
    expiresAt: new Date(Date.now() + FORM_HANDOFF_MS),
  });
  return {
    location: `${LOGIN_PATH}?${SIGN_IN_HANDOFF_PARAM}=${encodeURIComponent(code)}`,
    cookie: `${FORM_COOKIE}=${browser}; ${cookieFlags(FORM_HANDOFF_MS / 1000, meta.secure)}`,
  };
}

export const FORM_HANDOFF_INVALID_MESSAGE = 'This sign-in has expired. Sign in again.';

/**
 * The web app takes the one-time code (once, within FORM_HANDOFF_MS, from the browser that posted the
 * form): the session, made by `startSession` like any other, or, when a second factor is due, its
 * challenge (the password attempt stayed counted: `checkPassword`).
 */
export async function takeFormHandoff(
  ctx: AppContext,
  code: string,
  meta: { browser: string | undefined; ip: string; userAgent?: string },
): Promise<{ person: { id: number; username: string }; result: SessionReply | MfaChallenge }> {
  const [handoff] = await ctx.db
    .delete(formHandoffs)
    .where(and(eq(formHandoffs.codeHash, sha256(code)), gt(formHandoffs.expiresAt, sql`now()`)))
    .returning();
  if (!handoff || !meta.browser || handoff.browserHash !== sha256(meta.browser)) {
    throw new AppError('AUTH_FORM_HANDOFF_INVALID', FORM_HANDOFF_INVALID_MESSAGE);
  }
  const [person] = await ctx.db
    .select({ id: users.id, username: users.username, isAdmin: users.isAdmin, roleId: users.roleId })
    .from(users)
    .where(eq(users.id, handoff.userId));
  // Deleted in the minute since (the row would have gone with it): as expired.
  if (!person) throw new AppError('AUTH_FORM_HANDOFF_INVALID', FORM_HANDOFF_INVALID_MESSAGE);
  const who = { id: person.id, username: person.username };
  const due = await secondFactorDue(ctx, person);
  if (due) return { person: who, result: await issueChallenge(ctx, person.id, due) };
  return { person: who, result: await startSession(ctx, person.id, meta) };
}

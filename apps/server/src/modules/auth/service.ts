import type {
  ChangePasswordBody,
  LoginBody,
  MfaChallenge,
  SessionInfo,
  SessionReply,
} from '@backoffice/contract/modules/auth';
import { employeesScreens } from '@backoffice/contract/modules/employees.paths';
import { and, asc, eq, gt, or, sql } from 'drizzle-orm';
import { assertAcceptablePassword } from '../../core/auth/password-policy.js';
import { hashPassword, verifyPassword } from '../../core/auth/passwords.js';
import type { SessionSummary } from '../../core/auth/session-rows.js';
import { type AuthUser, toSessionUser } from '../../core/auth/sessions.js';
import type { AppContext } from '../../core/context.js';
import { lockUntilCommit } from '../../core/db/locks.js';
import { loginFailures, users } from '../../core/db/schema.js';
import { AppError, badRequest } from '../../core/errors.js';
import { notify } from '../../core/notify.js';
import { rememberSignIn } from './known-sign-ins.js';
import { issueChallenge, type SecondFactorDue, secondFactorDue } from './mfa/service.js';
import { describeDevice } from './user-agent.js';

/** Failed sign-ins allowed in the window, per account and per address. */
export const LOGIN_LIMITS = { windowMinutes: 15, perAccount: 5, perAddress: 30 } as const;

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';

export async function signIn(
  ctx: AppContext,
  body: LoginBody,
  meta: { ip: string; userAgent?: string; identified?: (userId: number | null) => void },
): Promise<SessionReply | MfaChallenge> {
  const { userId, due } = await checkPassword(ctx, body, meta);
  if (due) return issueChallenge(ctx, userId, due);
  return startSession(ctx, userId, meta);
}

/**
 * The password step of every password sign-in (the sign-in call, the HTML form): the account by
 * username or e-mail, the attempt counted before argon2 runs, the password checked (401 otherwise),
 * and whether a second factor is due. Without one the account's counted attempts are cleared; with
 * one the attempt stays counted until the factor is given too (docs/auth.md), so a known password does
 * not buy fresh guesses at the code.
 */
export async function checkPassword(
  ctx: AppContext,
  body: LoginBody,
  meta: { ip: string; identified?: (userId: number | null) => void },
): Promise<{ userId: number; due: SecondFactorDue | null }> {
  const typed = body.user.toLowerCase();
  const [found] = await ctx.db
    .select({ id: users.id, passwordHash: users.passwordHash, isAdmin: users.isAdmin, roleId: users.roleId })
    .from(users)
    .where(or(eq(sql`lower(${users.username})`, typed), eq(sql`lower(${users.email})`, typed)))
    .orderBy(asc(users.id))
    .limit(1);
  meta.identified?.(found?.id ?? null);
  // Counted per account: its username and its e-mail share one allowance.
  const account = found ? accountKey(found.id) : `name:${typed}`;
  await reserveAttempt(ctx, account, meta.ip);
  if (!(await verifyPassword(found?.passwordHash, body.password)) || !found) {
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }
  const due = await secondFactorDue(ctx, found);
  if (!due) await clearAttempts(ctx, account);
  return { userId: found.id, due };
}

/**
 * The one way a sign-in becomes a session (password, password + second factor): the session is made by
 * `ctx.sessions` like any other (listed, revocable, sliding) and a new device is told.
 */
export async function startSession(
  ctx: AppContext,
  userId: number,
  meta: { ip: string; userAgent?: string },
): Promise<SessionReply> {
  const { jwt, user } = await ctx.sessions.create(userId, { ip: meta.ip, userAgent: meta.userAgent });
  await tellOfNewDevice(ctx, user, meta);
  return { jwt, user: toSessionUser(user) };
}

/** Where the profile page lists the sessions. */
export const SESSIONS_LINK = employeesScreens.profile.href();

/**
 * A sign-in from a device or an address the account has not signed in from before is put in the
 * person's bell, with a link to the list where it can be signed out. A sign-in from a known device
 * and address (every morning's, a script's) tells nothing, nor does an account's first sign-in.
 * Bell only, no toast: a sign-in is no emergency.
 */
async function tellOfNewDevice(ctx: AppContext, user: AuthUser, meta: { ip: string; userAgent?: string }) {
  const news = await rememberSignIn(ctx, user.id, meta);
  if (!news.known || (!news.newDevice && !news.newAddress)) return;
  const what = news.newDevice ? 'a device' : 'an address';
  await notify(ctx, [user.id], {
    level: 'info',
    title: 'New sign-in to your account',
    body: `${describeDevice(meta.userAgent)} from ${meta.ip}, ${what} not seen on your account before. Not you? Sign that session out on your profile and change your password.`,
    link: SESSIONS_LINK,
    quiet: true,
  });
}

export function toSessionInfo(session: SessionSummary, currentSessionId: string): SessionInfo {
  return {
    id: session.id,
    device: describeDevice(session.userAgent),
    userAgent: session.userAgent,
    ip: session.ip,
    signedInAt: session.createdAt.toISOString(),
    lastUsedAt: session.lastUsedAt.toISOString(),
    expiresAt: session.expiresAt.toISOString(),
    current: session.id === currentSessionId,
  };
}

/** The caller's live sessions: the current one first, then the most recently used. */
export async function listOwnSessions(ctx: AppContext, user: AuthUser): Promise<SessionInfo[]> {
  const sessions = (await ctx.sessions.listOf(user.id)).map((s) => toSessionInfo(s, user.sessionId));
  return sessions.sort((a, b) => Number(b.current) - Number(a.current));
}

/** Signs out one session of the caller's (the policy `auth.session` found it among theirs). */
export async function revokeOwnSession(ctx: AppContext, session: SessionSummary): Promise<void> {
  await ctx.sessions.revoke({ sessionId: session.id });
}

/** "Sign out everywhere else": every live session of the caller but the one asking. */
export async function revokeOtherSessions(ctx: AppContext, user: AuthUser): Promise<{ signedOutSessions: number }> {
  const revoked = await ctx.sessions.revoke({ userId: user.id, except: user.sessionId });
  return { signedOutSessions: revoked.length };
}

export const accountKey = (userId: number) => `user:${userId}`;

/**
 * Counts an attempt before its password is checked, in one step with the check of the limits: the
 * attempt is written as a failure first and cleared only by a success. So a burst of parallel
 * attempts cannot all pass the check while argon2 runs: at most `perAccount` of them are ever
 * evaluated. Two advisory locks (account, then address; always in that order, so no two attempts
 * wait for each other in a cycle) make check-and-insert one step across connections and instances;
 * argon2 runs after they are released.
 */
export async function reserveAttempt(ctx: AppContext, account: string, ip: string): Promise<void> {
  const allowed = await ctx.db.transaction(async (tx) => {
    await lockUntilCommit(tx, LOCK_SPACE, account);
    await lockUntilCommit(tx, LOCK_SPACE + 1, ip);
    const [counts] = await tx
      .select({
        account: sql<number>`count(*) FILTER (WHERE ${eq(loginFailures.account, account)})::int`,
        address: sql<number>`count(*) FILTER (WHERE ${eq(loginFailures.ip, ip)})::int`,
      })
      .from(loginFailures)
      .where(
        and(
          gt(loginFailures.at, sql`now() - make_interval(mins => ${LOGIN_LIMITS.windowMinutes})`),
          or(eq(loginFailures.account, account), eq(loginFailures.ip, ip)),
        ),
      );
    if (counts!.account >= LOGIN_LIMITS.perAccount || counts!.address >= LOGIN_LIMITS.perAddress) return false;
    await tx.insert(loginFailures).values({ account, ip });
    return true;
  });
  if (!allowed) {
    throw new AppError(
      'RATE_LIMITED',
      `Too many failed sign-in attempts. Try again in ${LOGIN_LIMITS.windowMinutes} minutes.`,
    );
  }
}

/** Advisory lock keys of the sign-in limit (an arbitrary pair of the two-int form). */
const LOCK_SPACE = 0x5b1;

/** A success clears the account's counted attempts (its failures and the one just made). */
export async function clearAttempts(ctx: AppContext, account: string): Promise<void> {
  await ctx.db.delete(loginFailures).where(eq(loginFailures.account, account));
}

export async function isValidToken(ctx: AppContext, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  try {
    await ctx.sessions.resolve(token);
    return true;
  } catch {
    return false;
  }
}

export async function signOut(ctx: AppContext, user: AuthUser): Promise<void> {
  await ctx.sessions.revoke({ sessionId: user.sessionId });
}

/**
 * A person changes their own password. The current one is checked like a sign-in (failures count
 * towards the same per-account limit, so a borrowed session cannot guess it), and every other
 * session of theirs ends: whoever else held one must sign in with the new password.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  user: AuthUser,
  body: ChangePasswordBody,
  meta: { ip: string; onWrongPassword?: () => void },
): Promise<{ signedOutSessions: number }> {
  // A weak new password is refused before the current one is tried: it costs no attempt.
  assertAcceptablePassword(body.newPassword, user, 'body.newPassword');
  const account = accountKey(user.id);
  await reserveAttempt(ctx, account, meta.ip);
  const [stored] = await ctx.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, user.id));
  if (!(await verifyPassword(stored?.passwordHash, body.currentPassword))) {
    meta.onWrongPassword?.();
    throw badRequest('body.currentPassword', 'The current password is not right');
  }
  await clearAttempts(ctx, account);
  await ctx.db
    .update(users)
    .set({ passwordHash: await hashPassword(body.newPassword), updatedAt: sql`now()` })
    .where(eq(users.id, user.id));
  const revoked = await ctx.sessions.revoke({ userId: user.id, except: user.sessionId });
  return { signedOutSessions: revoked.length };
}

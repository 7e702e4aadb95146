import type { ChangePasswordBody, LoginBody, SessionInfo } from '@backoffice/contract/modules/auth';
import { employeesScreens } from '@backoffice/contract/modules/employees.paths';
import { sql } from 'drizzle-orm';
import { assertAcceptablePassword } from '../../core/auth/password-policy.js';
import { hashPassword, verifyPassword } from '../../core/auth/passwords.js';
import { type AuthUser, type SessionSummary, toSessionUser } from '../../core/auth/sessions.js';
import type { AppContext } from '../../core/context.js';
import { AppError, badRequest } from '../../core/errors.js';
import { notify } from '../../core/notify.js';
import { rememberSignIn } from './known-sign-ins.js';
import { describeDevice } from './user-agent.js';

/** Failed sign-ins allowed in the window, per account and per address. */
export const LOGIN_LIMITS = { windowMinutes: 15, perAccount: 5, perAddress: 30 } as const;

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';

export async function signIn(
  ctx: AppContext,
  body: LoginBody,
  meta: { ip: string; userAgent?: string; identified?: (userId: number | null) => void },
) {
  const typed = body.user.toLowerCase();
  const { rows } = await ctx.pool.query<{ id: number; password_hash: string }>(
    'SELECT id, password_hash FROM users WHERE lower(username) = $1 OR lower(email) = $1 ORDER BY id LIMIT 1',
    [typed],
  );
  const found = rows[0];
  meta.identified?.(found?.id ?? null);
  // Counted per account: its username and its e-mail share one allowance.
  const account = found ? accountKey(found.id) : `name:${typed}`;
  await reserveAttempt(ctx, account, meta.ip);
  if (!(await verifyPassword(found?.password_hash, body.password)) || !found) {
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }
  await clearAttempts(ctx, account);
  const { jwt, user } = await ctx.sessions.create(found.id, { ip: meta.ip, userAgent: meta.userAgent });
  await tellOfNewDevice(ctx, user, meta);
  return { jwt, user: toSessionUser(user) };
}

/** Where the profile page lists the sessions. */
const SESSIONS_LINK = employeesScreens.profile.href();

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

const accountKey = (userId: number) => `user:${userId}`;

/**
 * Counts an attempt before its password is checked, in one step with the check of the limits: the
 * attempt is written as a failure first and cleared only by a success. So a burst of parallel
 * attempts cannot all pass the check while argon2 runs: at most `perAccount` of them are ever
 * evaluated. Two advisory locks (account, then address; always in that order, so no two attempts
 * wait for each other in a cycle) make check-and-insert one step across connections and instances;
 * argon2 runs after they are released.
 */
async function reserveAttempt(ctx: AppContext, account: string, ip: string): Promise<void> {
  const allowed = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE}, hashtext(${account}))`);
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${LOCK_SPACE + 1}, hashtext(${ip}))`);
    const { rows } = await tx.execute<{ account: number; address: number }>(
      sql`SELECT count(*) FILTER (WHERE account = ${account})::int AS account,
                 count(*) FILTER (WHERE ip = ${ip})::int AS address
            FROM login_failures
           WHERE at > now() - make_interval(mins => ${LOGIN_LIMITS.windowMinutes})
             AND (account = ${account} OR ip = ${ip})`,
    );
    const counts = rows[0]!;
    if (counts.account >= LOGIN_LIMITS.perAccount || counts.address >= LOGIN_LIMITS.perAddress) return false;
    await tx.execute(sql`INSERT INTO login_failures (account, ip) VALUES (${account}, ${ip})`);
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
async function clearAttempts(ctx: AppContext, account: string): Promise<void> {
  await ctx.pool.query('DELETE FROM login_failures WHERE account = $1', [account]);
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
  const { rows } = await ctx.pool.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
    user.id,
  ]);
  if (!(await verifyPassword(rows[0]?.password_hash, body.currentPassword))) {
    meta.onWrongPassword?.();
    throw badRequest('body.currentPassword', 'The current password is not right');
  }
  await clearAttempts(ctx, account);
  await ctx.pool.query('UPDATE users SET password_hash = $1, updated_at = now() WHERE id = $2', [
    await hashPassword(body.newPassword),
    user.id,
  ]);
  const revoked = await ctx.sessions.revoke({ userId: user.id, except: user.sessionId });
  return { signedOutSessions: revoked.length };
}

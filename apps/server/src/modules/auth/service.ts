import type { LoginBody } from '@backoffice/contract';
import type { ChangePasswordBody } from '@backoffice/contract/modules/auth';
import { hashPassword, verifyPassword } from '../../core/auth/passwords.js';
import { type AuthUser, toSessionUser } from '../../core/auth/sessions.js';
import type { AppContext } from '../../core/context.js';
import { AppError, badRequest } from '../../core/errors.js';

/** Failed sign-ins allowed in the window, per account and per address. */
export const LOGIN_LIMITS = { windowMinutes: 15, perAccount: 5, perAddress: 30 } as const;

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid username or password';

export async function signIn(ctx: AppContext, body: LoginBody, meta: { ip: string; userAgent?: string }) {
  const account = body.user.toLowerCase();
  await assertNotRateLimited(ctx, account, meta.ip);
  const { rows } = await ctx.pool.query<{ id: number; password_hash: string }>(
    'SELECT id, password_hash FROM users WHERE lower(username) = $1 OR lower(email) = $1 ORDER BY id LIMIT 1',
    [account],
  );
  const found = rows[0];
  if (!(await verifyPassword(found?.password_hash, body.password)) || !found) {
    await recordLoginFailure(ctx, account, meta.ip);
    throw new AppError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
  }
  await ctx.pool.query('DELETE FROM login_failures WHERE account = $1', [account]);
  const { jwt, user } = await ctx.sessions.create(found.id, meta);
  return { jwt, user: toSessionUser(user) };
}

/** A wrong password, counted against the account and the address by `assertNotRateLimited`. */
async function recordLoginFailure(ctx: AppContext, account: string, ip: string): Promise<void> {
  await ctx.pool.query('INSERT INTO login_failures (account, ip) VALUES ($1, $2)', [account, ip]);
}

async function assertNotRateLimited(ctx: AppContext, account: string, ip: string): Promise<void> {
  const { rows } = await ctx.pool.query<{ account: number; address: number }>(
    `SELECT count(*) FILTER (WHERE account = $1) AS account, count(*) FILTER (WHERE ip = $2) AS address
       FROM login_failures
      WHERE at > now() - make_interval(mins => $3) AND (account = $1 OR ip = $2)`,
    [account, ip, LOGIN_LIMITS.windowMinutes],
  );
  const counts = rows[0]!;
  if (counts.account >= LOGIN_LIMITS.perAccount || counts.address >= LOGIN_LIMITS.perAddress) {
    throw new AppError(
      'RATE_LIMITED',
      `Too many failed sign-in attempts. Try again in ${LOGIN_LIMITS.windowMinutes} minutes.`,
    );
  }
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
  meta: { ip: string },
): Promise<{ signedOutSessions: number }> {
  const account = user.username.toLowerCase();
  await assertNotRateLimited(ctx, account, meta.ip);
  const { rows } = await ctx.pool.query<{ password_hash: string }>('SELECT password_hash FROM users WHERE id = $1', [
    user.id,
  ]);
  if (!(await verifyPassword(rows[0]?.password_hash, body.currentPassword))) {
    await recordLoginFailure(ctx, account, meta.ip);
    throw badRequest('body.currentPassword', 'The current password is not right');
  }
  await ctx.pool.query('UPDATE users SET password_hash = $1, updated_at = now() WHERE id = $2', [
    await hashPassword(body.newPassword),
    user.id,
  ]);
  const revoked = await ctx.sessions.revoke({ userId: user.id, except: user.sessionId });
  return { signedOutSessions: revoked.length };
}

// The second factor: enrolment, the sign-in challenge, recovery codes, the requirement of roles and
// administrators, and an administrator's reset (docs/auth.md).
import { randomBytes } from 'node:crypto';
import {
  CHALLENGE_MINUTES,
  type ChallengeMethod,
  type MfaChallenge,
  type MfaStatus,
  recoveryCode,
  totpCode,
} from '@backoffice/contract/modules/auth';
import { and, count, eq, gt, isNotNull, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import { assertMayActOnUser, assertMayEditRole, findTarget } from '../../../core/auth/grants.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { roles, users } from '../../../core/db/schema.js';
import { AppError, badRequest, conflict, notFound } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import {
  authInstallation,
  mfaRequiredRoles,
  passkeyChallenges,
  passkeys,
  recoveryCodes,
  signInChallenges,
  totpFactors,
} from '../schema.js';
import { authSettings } from '../settings.js';
import { hashRecoveryCode, hashToken, matchingStep, newRecoveryCodes, newTotpSecret, totpSetupOf } from './totp.js';

export const INVALID_CODE_MESSAGE = 'That code is not right, or it was already used';
const CHALLENGE_INVALID_MESSAGE = 'This sign-in has expired. Sign in again with your password.';

export const invalidCode = () => new AppError('AUTH_INVALID_CODE', INVALID_CODE_MESSAGE);

/**
 * For a signed-in person (the profile's card), a wrong code is bad input on the field: a 400 naming
 * `body.code`, never a 401 that reads as an ended session. At sign-in it stays a 401 AUTH_INVALID_CODE.
 */
export async function codeAsField<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AppError && error.code === 'AUTH_INVALID_CODE')
      throw badRequest('body.code', INVALID_CODE_MESSAGE);
    throw error;
  }
}

// ---- Who must use a second factor ----

/** REQUIRE_MFA_FOR_ADMINS, or when unset: on unless the installation predates the second factor. */
export async function adminsRequireMfa(ctx: AppContext): Promise<boolean> {
  const set = authSettings.of(ctx).requireMfaForAdmins;
  if (set !== null) return set;
  const [row] = await ctx.db
    .select({ value: authInstallation.value })
    .from(authInstallation)
    .where(eq(authInstallation.key, 'admins-mfa-default'));
  return row?.value !== 'off';
}

export async function isMfaRequired(
  ctx: AppContext,
  person: { isAdmin: boolean; roleId: number | null },
): Promise<boolean> {
  if (person.isAdmin && (await adminsRequireMfa(ctx))) return true;
  if (person.roleId === null) return false;
  const [row] = await ctx.db
    .select({ roleId: mfaRequiredRoles.roleId })
    .from(mfaRequiredRoles)
    .where(eq(mfaRequiredRoles.roleId, person.roleId));
  return row !== undefined;
}

async function confirmedTotp(db: Executor, userId: number) {
  const [row] = await db
    .select()
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.confirmedAt)));
  return row;
}

async function recoveryCodesLeft(db: Executor, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function hasTotp(db: Executor, userId: number): Promise<boolean> {
  return Boolean(await confirmedTotp(db, userId));
}

export async function hasPasskey(db: Executor, userId: number): Promise<boolean> {
  const [row] = await db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).limit(1);
  return row !== undefined;
}

export interface SecondFactorDue {
  step: 'verify' | 'enrol';
  methods: ChallengeMethod[];
}

/**
 * The second factor due at a sign-in whose password was right: none (the session is answered as
 * always), `verify` (the person has one-time codes, or a requirement their passkey meets: they finish
 * with the passkey) or `enrol` (one is required and they have neither).
 */
export async function secondFactorDue(
  ctx: AppContext,
  person: { id: number; isAdmin: boolean; roleId: number | null },
): Promise<SecondFactorDue | null> {
  if (await confirmedTotp(ctx.db, person.id)) {
    const methods: ChallengeMethod[] = ['totp', 'recovery'];
    if (await hasPasskey(ctx.db, person.id)) methods.push('passkey');
    return { step: 'verify', methods };
  }
  if (!(await isMfaRequired(ctx, person))) return null;
  return (await hasPasskey(ctx.db, person.id))
    ? { step: 'verify', methods: ['passkey'] }
    : { step: 'enrol', methods: [] };
}

// ---- Challenges ----

export async function issueChallenge(
  ctx: AppContext,
  userId: number,
  { step, methods }: SecondFactorDue,
): Promise<MfaChallenge> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + CHALLENGE_MINUTES * 60_000);
  // A person's older challenges (an abandoned sign-in) and everyone's expired ones go.
  await ctx.db
    .delete(signInChallenges)
    .where(or(eq(signInChallenges.userId, userId), lt(signInChallenges.expiresAt, sql`now()`)));
  await ctx.db.insert(signInChallenges).values({ tokenHash: hashToken(token), userId, step, expiresAt });
  return {
    challenge: token,
    step,
    methods,
    expiresAt: expiresAt.toISOString(),
  };
}

export interface ChallengedUser {
  id: number;
  username: string;
  tokenHash: string;
}

/** The person of a live challenge of this step, else 401 AUTH_CHALLENGE_INVALID. */
export async function findChallenge(ctx: AppContext, token: string, step: 'verify' | 'enrol'): Promise<ChallengedUser> {
  const tokenHash = hashToken(token);
  const [row] = await ctx.db
    .select({ id: users.id, username: users.username })
    .from(signInChallenges)
    .innerJoin(users, eq(users.id, signInChallenges.userId))
    .where(
      and(
        eq(signInChallenges.tokenHash, tokenHash),
        eq(signInChallenges.step, step),
        gt(signInChallenges.expiresAt, sql`now()`),
      ),
    );
  if (!row) throw new AppError('AUTH_CHALLENGE_INVALID', CHALLENGE_INVALID_MESSAGE);
  return { ...row, tokenHash };
}

/** Uses a challenge up: only one of two requests completing it at once gets the session. */
export async function consumeChallenge(ctx: AppContext | { db: Executor }, tokenHash: string): Promise<void> {
  const gone = await ctx.db
    .delete(signInChallenges)
    .where(eq(signInChallenges.tokenHash, tokenHash))
    .returning({ userId: signInChallenges.userId });
  if (!gone.length) throw new AppError('AUTH_CHALLENGE_INVALID', CHALLENGE_INVALID_MESSAGE);
}

// ---- Checking codes ----

/**
 * Accepts a one-time code of the person's confirmed authenticator once: the step it belongs to is
 * recorded in the same statement that checks it is newer than the last one used, so a replay (even
 * two requests at once) and an older code are refused.
 */
async function useTotpCode(db: Executor, secret: { userId: number; secret: string }, code: string): Promise<boolean> {
  const step = matchingStep(secret.secret, code);
  if (step === null) return false;
  const taken = await db
    .update(totpFactors)
    .set({ lastStep: step })
    .where(and(eq(totpFactors.userId, secret.userId), or(isNull(totpFactors.lastStep), lt(totpFactors.lastStep, step))))
    .returning({ userId: totpFactors.userId });
  return taken.length > 0;
}

/** Uses one unused recovery code of the person's (each works once). */
async function useRecoveryCode(db: Executor, userId: number, code: string): Promise<boolean> {
  const parsed = recoveryCode.safeParse(code);
  if (!parsed.success) return false;
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, hashRecoveryCode(parsed.data)),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return used.length > 0;
}

/**
 * Checks a second-factor code of a person who has one: `totp` (six digits) or `recovery`. A code
 * that is not right throws AUTH_INVALID_CODE (the caller counted the attempt against the limits).
 */
export async function checkCode(
  ctx: AppContext,
  userId: number,
  method: 'totp' | 'recovery',
  code: string,
): Promise<{ method: 'totp' | 'recovery'; recoveryCodesLeft?: number }> {
  const factor = await confirmedTotp(ctx.db, userId);
  if (!factor) throw invalidCode();
  if (method === 'totp') {
    const parsed = totpCode.safeParse(code);
    if (!parsed.success || !(await useTotpCode(ctx.db, factor, parsed.data))) throw invalidCode();
    return { method };
  }
  if (!(await useRecoveryCode(ctx.db, userId, code))) throw invalidCode();
  return { method, recoveryCodesLeft: await recoveryCodesLeft(ctx.db, userId) };
}

/** Six digits are read as a one-time code, anything else as a recovery code. */
export const methodOfCode = (code: string): 'totp' | 'recovery' =>
  /^\d{3}\s?\d{3}$/.test(code.trim()) ? 'totp' : 'recovery';

// ---- Enrolment ----

/** A new secret for the person, replacing one not confirmed yet; refused while one is on. */
export async function startEnrolment(ctx: AppContext, person: { id: number; username: string }) {
  if (await confirmedTotp(ctx.db, person.id)) {
    throw conflict('One-time codes are already on for your account: turn them off first to set up another app');
  }
  const secret = newTotpSecret();
  await ctx.db
    .insert(totpFactors)
    .values({ userId: person.id, secret })
    .onConflictDoUpdate({
      target: totpFactors.userId,
      set: { secret, lastStep: null, createdAt: sql`now()` },
      setWhere: isNull(totpFactors.confirmedAt),
    });
  return totpSetupOf(secret, person.username);
}

/**
 * Confirms the app set up by `startEnrolment` with its first code: one-time codes are on, and ten new
 * recovery codes (the reply's, shown once) replace any earlier ones. Audited in its transaction.
 */
export async function confirmEnrolment(
  ctx: AppContext,
  person: { id: number; username: string },
  code: string,
): Promise<{ recoveryCodes: string[] }> {
  const [pending] = await ctx.db
    .select()
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, person.id), isNull(totpFactors.confirmedAt)));
  if (!pending) throw conflict('Start setting up an authenticator app first', 'code');
  const step = matchingStep(pending.secret, code);
  if (step === null) throw invalidCode();
  const codes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    const confirmed = await tx
      .update(totpFactors)
      .set({ confirmedAt: sql`now()`, lastStep: step })
      .where(
        and(eq(totpFactors.userId, person.id), isNull(totpFactors.confirmedAt), eq(totpFactors.secret, pending.secret)),
      )
      .returning({ userId: totpFactors.userId });
    if (!confirmed.length) throw conflict('This setup was replaced by another: scan the new code', 'code');
    await replaceRecoveryCodes(tx, person.id, codes);
    auditChange(tx, {
      entity: 'mfa',
      entityId: person.id,
      after: { totp: 'enabled', recoveryCodes: codes.length },
      actor: { id: person.id, username: person.username },
    });
  });
  return { recoveryCodes: codes };
}

async function replaceRecoveryCodes(tx: Executor, userId: number, codes: string[]): Promise<void> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashRecoveryCode(c) })));
}

export async function mfaStatusOf(ctx: AppContext, user: AuthUser): Promise<MfaStatus> {
  const factor = await confirmedTotp(ctx.db, user.id);
  return {
    totp: { enabled: Boolean(factor), enabledAt: factor?.confirmedAt?.toISOString() ?? null },
    recoveryCodesLeft: factor ? await recoveryCodesLeft(ctx.db, user.id) : 0,
    required: await isMfaRequired(ctx, user),
  };
}

/** Turns one-time codes off (the code was checked): the secret and the recovery codes go. */
export async function disableTotp(ctx: AppContext, user: AuthUser, how: 'totp' | 'recovery'): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await tx.delete(totpFactors).where(eq(totpFactors.userId, user.id));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id));
    auditChange(tx, {
      entity: 'mfa',
      entityId: user.id,
      before: { totp: 'enabled' },
      after: { totp: 'disabled', confirmedWith: how },
    });
  });
}

export async function assertMayDisable(ctx: AppContext, user: AuthUser): Promise<void> {
  if (!(await confirmedTotp(ctx.db, user.id))) throw conflict('One-time codes are not on for your account');
  if ((await isMfaRequired(ctx, user)) && !(await hasPasskey(ctx.db, user.id))) {
    throw conflict('Your role requires a second factor: it cannot be turned off (an administrator can reset it)');
  }
}

export async function regenerateRecoveryCodes(ctx: AppContext, user: AuthUser): Promise<{ recoveryCodes: string[] }> {
  const codes = newRecoveryCodes();
  await ctx.db.transaction(async (tx) => {
    await replaceRecoveryCodes(tx, user.id, codes);
    auditChange(tx, { entity: 'mfa', entityId: user.id, after: { recoveryCodes: 'regenerated' } });
  });
  return { recoveryCodes: codes };
}

/** Tells the person a recovery code was used to sign in to their account, and how many are left. */
export async function tellOfRecoveryCodeUse(ctx: AppContext, userId: number, left: number, link: string) {
  await notify(ctx, [userId], {
    level: left <= 2 ? 'warning' : 'info',
    title: 'A recovery code was used to sign in',
    body: `${left} recovery code${left === 1 ? '' : 's'} left. Not you? Sign that session out and change your password. You can make new codes on your profile.`,
    link,
  });
}

// ---- Administration ----

export async function roleRequirement(ctx: AppContext, roleId: number): Promise<{ required: boolean }> {
  const [role] = await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw notFound('Role');
  const [row] = await ctx.db.select().from(mfaRequiredRoles).where(eq(mfaRequiredRoles.roleId, roleId));
  return { required: row !== undefined };
}

/**
 * Requires (or stops requiring) a second factor of a role's members. Turning it on ends the sessions of
 * the members who have none: they enrol at their next sign-in and reach nothing else until they have.
 */
export async function setRoleRequirement(
  ctx: AppContext,
  actor: AuthUser,
  roleId: number,
  required: boolean,
): Promise<{ required: boolean; signedOut: number[] }> {
  const before = await roleRequirement(ctx, roleId);
  await assertMayEditRole(ctx.db, actor, roleId, 'change');
  if (before.required === required) return { required, signedOut: [] };
  await ctx.db.transaction(async (tx) => {
    if (required) await tx.insert(mfaRequiredRoles).values({ roleId }).onConflictDoNothing();
    else await tx.delete(mfaRequiredRoles).where(eq(mfaRequiredRoles.roleId, roleId));
    auditChange(tx, {
      entity: 'role',
      entityId: roleId,
      before: { requireMfa: before.required },
      after: { requireMfa: required },
    });
  });
  if (!required) return { required, signedOut: [] };
  // Members with neither an authenticator app nor a passkey (a passkey meets the requirement too: it
  // signs in alone, as both factors).
  const unenrolled = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.roleId, roleId),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(totpFactors)
            .where(and(eq(totpFactors.userId, users.id), isNotNull(totpFactors.confirmedAt))),
        ),
        notExists(ctx.db.select({ one: sql`1` }).from(passkeys).where(eq(passkeys.userId, users.id))),
      ),
    );
  const signedOut = unenrolled.map((m) => m.id).filter((id) => id !== actor.id);
  for (const userId of signedOut) await ctx.sessions.revoke({ userId });
  return { required, signedOut };
}

export async function userMfaOf(ctx: AppContext, userId: number) {
  const target = await findTarget(ctx.db, userId);
  if (!target) throw notFound('User');
  const factor = await confirmedTotp(ctx.db, userId);
  const [keys] = await ctx.db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  return {
    enabled: Boolean(factor),
    enabledAt: factor?.confirmedAt?.toISOString() ?? null,
    required: await isMfaRequired(ctx, target),
    passkeys: keys?.n ?? 0,
  };
}

/**
 * An administrator resets a person's second factor (a lost phone): the authenticator, the recovery
 * codes, the passkeys (the phone may have held them) and any sign-in under way go, every session of
 * theirs ends, and they are told. With a requirement they enrol again at their next sign-in.
 */
export async function resetUserMfa(
  ctx: AppContext,
  actor: AuthUser,
  userId: number,
): Promise<{ signedOutSessions: number; passkeysRemoved: number }> {
  const target = await findTarget(ctx.db, userId);
  if (!target) throw notFound('User');
  await assertMayActOnUser(ctx.db, actor, target, 'reset the second factor of');
  const had = await confirmedTotp(ctx.db, userId);
  const passkeysRemoved = await ctx.db.transaction(async (tx) => {
    await tx.delete(totpFactors).where(eq(totpFactors.userId, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.delete(signInChallenges).where(eq(signInChallenges.userId, userId));
    const removed = await tx
      .delete(passkeys)
      .where(eq(passkeys.userId, userId))
      .returning({ id: passkeys.id, name: passkeys.name });
    await tx.delete(passkeyChallenges).where(eq(passkeyChallenges.userId, userId));
    auditChange(tx, {
      entity: 'mfa',
      entityId: userId,
      before: { totp: had ? 'enabled' : 'none' },
      after: { totp: 'reset', resetBy: actor.username },
    });
    // Each passkey's removal as the person's own removal is written (passkeys.ts), naming the reset.
    for (const passkey of removed) {
      auditChange(tx, {
        entity: 'passkey',
        entityId: passkey.id,
        before: { name: passkey.name },
        after: { removed: true, resetBy: actor.username },
      });
    }
    return removed.length;
  });
  const revoked = await ctx.sessions.revoke({ userId }, { notice: 'forceLogout' });
  await notify(ctx, [userId], {
    level: 'warning',
    title: 'Your second factor was reset',
    body: `${actor.name} reset your sign-in second factor${passkeysRemoved ? ' and removed your passkeys' : ''}, and your sessions were ended. Set up your authenticator app again when you next sign in.`,
  });
  return { signedOutSessions: revoked.length, passkeysRemoved };
}

// Passkeys (WebAuthn) through @simplewebauthn/server (docs/auth.md "Passkeys"). The relying party is
// the host the browser asked (its origin checked against the request's own), so the app works under
// whatever name it is served; a passkey is bound to that name.
import type { Passkey, SessionReply } from '@backoffice/contract/modules/auth';
import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { and, desc, eq, gt, lt, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import { users } from '../../../core/db/schema.js';
import { AppError, badRequest, conflict, notFound } from '../../../core/errors.js';
import { passkeyChallenges, passkeys } from '../schema.js';
import { accountKey, clearAttempts, reserveAttempt, startSession } from '../service.js';
import { hasPasskey, hasTotp, isMfaRequired } from './service.js';

/** Where the browser is: the relying party's id (host name) and the expected origin. */
export interface RelyingParty {
  rpID: string;
  origin: string;
}

const CHALLENGE_MS = 5 * 60_000;
const refused = (why = 'This passkey was not accepted. Try again, or sign in with your password.') =>
  new AppError('AUTH_PASSKEY_REFUSED', why);

const toPasskey = (row: typeof passkeys.$inferSelect): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

export async function listPasskeys(ctx: AppContext, userId: number): Promise<Passkey[]> {
  const rows = await ctx.db.select().from(passkeys).where(eq(passkeys.userId, userId)).orderBy(desc(passkeys.id));
  return rows.map(toPasskey);
}

async function keepChallenge(ctx: AppContext, challenge: string, purpose: string, userId: number | null) {
  await ctx.db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, sql`now()`));
  await ctx.db
    .insert(passkeyChallenges)
    .values({ challenge, purpose, userId, expiresAt: new Date(Date.now() + CHALLENGE_MS) });
}

/** Uses a challenge up (once), answering its row, or null when it is unknown, used or expired. */
async function takeChallenge(ctx: AppContext, challenge: string, purpose: string) {
  const [row] = await ctx.db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challenge, challenge),
        eq(passkeyChallenges.purpose, purpose),
        gt(passkeyChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning();
  return row ?? null;
}

/** The challenge a response answers (clientDataJSON), to find its row. */
function challengeOf(response: { response?: { clientDataJSON?: unknown } }): string | null {
  const data = response.response?.clientDataJSON;
  if (typeof data !== 'string') return null;
  try {
    const parsed = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof parsed.challenge === 'string' ? parsed.challenge : null;
  } catch {
    return null;
  }
}

export async function registrationOptions(ctx: AppContext, user: AuthUser, rp: RelyingParty) {
  const existing = await ctx.db
    .select({ id: passkeys.credentialId, transports: passkeys.transports })
    .from(passkeys)
    .where(eq(passkeys.userId, user.id));
  const options = await generateRegistrationOptions({
    rpName: 'Back Office',
    rpID: rp.rpID,
    userName: user.username,
    userDisplayName: user.name,
    userID: new TextEncoder().encode(`bo-user-${user.id}`),
    attestationType: 'none',
    excludeCredentials: existing.map((c) => ({ id: c.id, transports: c.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
  });
  await keepChallenge(ctx, options.challenge, 'register', user.id);
  return options as unknown as Record<string, unknown>;
}

export async function addPasskey(
  ctx: AppContext,
  user: AuthUser,
  body: { name: string; response: Record<string, unknown> },
  rp: RelyingParty,
): Promise<Passkey> {
  const response = body.response as unknown as RegistrationResponseJSON;
  const challenge = challengeOf(response);
  const kept = challenge ? await takeChallenge(ctx, challenge, 'register') : null;
  // Signed in, a refusal is bad input on the field (a 401 would read as an ended session).
  const badPasskey = (why: string) => badRequest('body.response', why);
  if (!kept || kept.userId !== user.id) throw badPasskey('This passkey set-up has expired: start again.');
  let info: Extract<Awaited<ReturnType<typeof verifyRegistrationResponse>>, { verified: true }>['registrationInfo'];
  try {
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: kept.challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.rpID,
      requireUserVerification: false,
    });
    if (!verified.verified) throw badPasskey('The browser’s passkey could not be verified: try again.');
    info = verified.registrationInfo;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw badPasskey('The browser’s passkey could not be verified: try again.');
  }
  const { credential } = info;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(passkeys)
      .values({
        userId: user.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: credential.transports ?? [],
        name: body.name,
      })
      .returning();
    auditChange(tx, { entity: 'passkey', entityId: row!.id, after: { name: row!.name, added: true } });
    return toPasskey(row!);
  });
}

export async function removePasskey(ctx: AppContext, user: AuthUser, id: number): Promise<void> {
  const required = await isMfaRequired(ctx, user);
  await ctx.db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
      .returning();
    if (!gone) throw notFound('Passkey');
    // The last passkey of someone whose requirement it met, with no authenticator app: refused (409).
    if (required && !(await hasPasskey(tx, user.id)) && !(await hasTotp(tx, user.id))) {
      throw conflict(
        'Your role requires a second factor: set up an authenticator app before removing your last passkey',
      );
    }
    auditChange(tx, { entity: 'passkey', entityId: id, before: { name: gone.name }, after: { removed: true } });
  });
}

export async function signInOptions(ctx: AppContext, rp: RelyingParty) {
  const options = await generateAuthenticationOptions({ rpID: rp.rpID, userVerification: 'preferred' });
  await keepChallenge(ctx, options.challenge, 'sign-in', null);
  return options as unknown as Record<string, unknown>;
}

/**
 * Signs in with a passkey (a discoverable credential: the browser says whose). It counts as both
 * factors. Attempts count against the sign-in limits: of the account when the credential is known,
 * else of an unknown one, and of the address.
 */
export async function passkeySignIn(
  ctx: AppContext,
  body: { response: Record<string, unknown> },
  meta: { ip: string; userAgent?: string; rp: RelyingParty; identified?: (userId: number | null) => void },
): Promise<SessionReply & { passkey: { id: number; name: string }; username: string }> {
  const response = body.response as unknown as AuthenticationResponseJSON;
  const credentialId = typeof response.id === 'string' ? response.id : '';
  const [found] = credentialId
    ? await ctx.db
        .select({ passkey: passkeys, username: users.username })
        .from(passkeys)
        .innerJoin(users, eq(users.id, passkeys.userId))
        .where(eq(passkeys.credentialId, credentialId))
    : [];
  meta.identified?.(found?.passkey.userId ?? null);
  const account = found ? accountKey(found.passkey.userId) : `passkey:${credentialId.slice(0, 100)}`;
  await reserveAttempt(ctx, account, meta.ip);
  const challenge = challengeOf(response);
  const kept = challenge ? await takeChallenge(ctx, challenge, 'sign-in') : null;
  if (!found || !kept) throw refused();
  const key = found.passkey;
  let newCounter: number;
  try {
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: kept.challenge,
      expectedOrigin: meta.rp.origin,
      expectedRPID: meta.rp.rpID,
      credential: {
        id: key.credentialId,
        publicKey: new Uint8Array(Buffer.from(key.publicKey, 'base64url')),
        counter: key.counter,
        transports: key.transports as never,
      },
      requireUserVerification: false,
    });
    if (!verified.verified) throw refused();
    newCounter = verified.authenticationInfo.newCounter;
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw refused();
  }
  await ctx.db.update(passkeys).set({ counter: newCounter, lastUsedAt: sql`now()` }).where(eq(passkeys.id, key.id));
  await clearAttempts(ctx, account);
  const session = await startSession(ctx, key.userId, meta);
  return { ...session, passkey: { id: key.id, name: key.name }, username: found.username };
}

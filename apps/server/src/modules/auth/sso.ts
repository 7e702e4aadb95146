// Single sign-on with OpenID Connect through openid-client (a certified relying party library):
// authorization code with PKCE (S256), state and nonce kept server-side, the ID token validated by the
// library. Decisions in docs/auth.md "Single sign-on".
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  type SessionReply,
  SSO_ERROR_PARAM,
  SSO_HANDOFF_PARAM,
  type SsoError,
} from '@backoffice/contract/modules/auth';
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import * as oidc from 'openid-client';
import { auditChange } from '../../core/audit.js';
import { hashPassword } from '../../core/auth/passwords.js';
import type { AppContext } from '../../core/context.js';
import { profiles, users } from '../../core/db/schema.js';
import { AppError } from '../../core/errors.js';
import { ssoHandoffs, ssoStates } from './schema.js';
import { clearAttempts, reserveAttempt, startSession } from './service.js';
import { authSettings } from './settings.js';
import { roleFromGroups } from './sso-groups.js';

export type OidcSettings = NonNullable<ReturnType<typeof authSettings.of>['oidc']>;

const STATE_MS = 10 * 60_000;
export const HANDOFF_MS = 60_000;
export const CALLBACK_PATH = '/api/auth/sso/callback';
const LOGIN_PATH = '/login';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Where the browser goes after the callback: /login with the one-time code, or with the reason. */
export const loginWith = (param: string, value: string) => `${LOGIN_PATH}?${param}=${encodeURIComponent(value)}`;
const failed = (reason: SsoError) => ({ location: loginWith(SSO_ERROR_PARAM, reason), reason });

/**
 * The browser that starts a sign-in gets a random cookie (HttpOnly, SameSite=Lax, this path only,
 * 10 minutes); the state and the one-time code are kept with its hash, so that neither a callback URL
 * nor a one-time code sent to someone else signs them in (as the sender: a sign-in CSRF).
 */
export const BROWSER_COOKIE = 'bo_sso';
const COOKIE_PATH = '/api/auth/sso';

export function newBrowserCookie(secure: boolean): { value: string; header: string } {
  const value = randomBytes(24).toString('base64url');
  const flags = `Path=${COOKIE_PATH}; Max-Age=${STATE_MS / 1000}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
  return { value, header: `${BROWSER_COOKIE}=${value}; ${flags}` };
}

/** The header that removes the cookie once the session is made. */
export const clearBrowserCookie = (secure: boolean) =>
  `${BROWSER_COOKIE}=; Path=${COOKIE_PATH}; Max-Age=0; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;

/** The browser cookie of a request, if it sent one. */
export function browserCookieOf(header: string | undefined): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [name, ...value] = part.trim().split('=');
    if (name === BROWSER_COOKIE) return value.join('=') || undefined;
  }
  return undefined;
}

/** Why a single sign-on stopped: the reason the login page explains. */
class SsoFailure extends Error {
  constructor(readonly reason: SsoError) {
    super(reason);
  }
}

// The provider's metadata (discovery), per instance: fetched at the first sign-in, kept while the
// settings are the same; a failed discovery is not kept, so the next sign-in tries again.
const discovered = new Map<string, Promise<oidc.Configuration>>();

function configurationOf(settings: OidcSettings): Promise<oidc.Configuration> {
  const key = `${settings.issuer}\n${settings.clientId}\n${settings.clientSecret}`;
  let found = discovered.get(key);
  if (!found) {
    const insecure = new URL(settings.issuer).protocol === 'http:';
    found = oidc
      .discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        // An http:// issuer (a test's, a lab's) is the operator's explicit choice (README).
        ...(insecure ? { execute: [oidc.allowInsecureRequests] } : {}),
        timeout: 10,
      })
      .catch((error: unknown) => {
        discovered.delete(key);
        throw error;
      });
    discovered.set(key, found);
  }
  return found;
}

export function oidcSettings(ctx: AppContext): OidcSettings | null {
  return authSettings.of(ctx).oidc;
}

/**
 * Starts a sign-in at the identity provider: a state, a nonce and a PKCE verifier kept server-side
 * (the state by its hash), and the provider's authorization URL to send the browser to.
 */
export async function startSso(
  ctx: AppContext,
  origin: string,
  browser: string,
): Promise<{ location: string; reason?: SsoError }> {
  const settings = oidcSettings(ctx);
  if (!settings) return failed('off');
  let config: oidc.Configuration;
  try {
    config = await configurationOf(settings);
  } catch (error) {
    ctx.log.warn({ err: error }, 'single sign-on: the identity provider did not answer its discovery');
    return failed('unavailable');
  }
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const codeVerifier = oidc.randomPKCECodeVerifier();
  const redirectUri = `${origin}${CALLBACK_PATH}`;
  await ctx.db.delete(ssoStates).where(lt(ssoStates.expiresAt, sql`now()`));
  await ctx.db.insert(ssoStates).values({
    stateHash: sha256(state),
    nonce,
    codeVerifier,
    redirectUri,
    browserHash: sha256(browser),
    expiresAt: new Date(Date.now() + STATE_MS),
  });
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: 'openid email profile',
    code_challenge: await oidc.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  return { location: url.href };
}

/** A claim as text, when it is one. */
const text = (value: unknown, max = 320): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : null;

/**
 * The provider's redirect back. Counted against the sign-in limit of the address (each callback is an
 * attempt until it succeeds); the state is taken once; the code exchanged with the PKCE verifier; the
 * ID token checked by the library (signature, issuer, audience, expiry, nonce). What it vouches for
 * waits under a one-time code for the web app (`takeHandoff`).
 */
export async function finishSso(
  ctx: AppContext,
  query: { state?: string; code?: string; error?: string },
  search: string,
  meta: { ip: string; browser: string | undefined },
): Promise<{ location: string; reason?: SsoError }> {
  const settings = oidcSettings(ctx);
  if (!settings) return failed('off');
  // Each callback is its own "account" of the limit: only the address's allowance binds.
  const attempt = `sso:${randomUUID()}`;
  try {
    await reserveAttempt(ctx, attempt, meta.ip);
  } catch (error) {
    if (error instanceof AppError && error.code === 'RATE_LIMITED') return failed('limited');
    throw error;
  }
  try {
    const { claims, browserHash } = await exchange(ctx, settings, query, search, meta.browser);
    const code = randomBytes(32).toString('base64url');
    await ctx.db.delete(ssoHandoffs).where(lt(ssoHandoffs.expiresAt, sql`now()`));
    await ctx.db.insert(ssoHandoffs).values({
      codeHash: sha256(code),
      email: text(claims.email),
      emailVerified: claims.email_verified === true,
      name: text(claims.name, 200),
      preferredUsername: text(claims.preferred_username, 200),
      groups: groupsOf(claims[settings.groupsClaim]),
      browserHash,
      expiresAt: new Date(Date.now() + HANDOFF_MS),
    });
    await clearAttempts(ctx, attempt);
    return { location: loginWith(SSO_HANDOFF_PARAM, code) };
  } catch (error) {
    if (error instanceof SsoFailure) return failed(error.reason);
    throw error;
  }
}

function groupsOf(claim: unknown): string[] {
  if (!Array.isArray(claim)) return [];
  return claim.filter((g): g is string => typeof g === 'string' && g.length > 0 && g.length <= 200).slice(0, 200);
}

async function exchange(
  ctx: AppContext,
  settings: OidcSettings,
  query: { state?: string; code?: string; error?: string },
  search: string,
  browser: string | undefined,
): Promise<{ claims: oidc.IDToken; browserHash: string }> {
  // The provider refused (the person cancelled, or is not allowed this application): nothing to take.
  if (query.error || !query.state || !query.code) {
    if (query.state) await ctx.db.delete(ssoStates).where(eq(ssoStates.stateHash, sha256(query.state)));
    throw new SsoFailure(query.error ? 'refused' : 'state');
  }
  const [kept] = await ctx.db
    .delete(ssoStates)
    .where(and(eq(ssoStates.stateHash, sha256(query.state)), gt(ssoStates.expiresAt, sql`now()`)))
    .returning();
  // Another browser's state (a callback URL sent to someone else: a sign-in CSRF) is as unknown.
  if (!kept || !browser || kept.browserHash !== sha256(browser)) throw new SsoFailure('state');
  let config: oidc.Configuration;
  try {
    config = await configurationOf(settings);
  } catch (error) {
    ctx.log.warn({ err: error }, 'single sign-on: the identity provider did not answer its discovery');
    throw new SsoFailure('unavailable');
  }
  try {
    const tokens = await oidc.authorizationCodeGrant(config, new URL(`${kept.redirectUri}${search}`), {
      pkceCodeVerifier: kept.codeVerifier,
      expectedState: query.state,
      expectedNonce: kept.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new SsoFailure('code');
    return { claims, browserHash: kept.browserHash };
  } catch (error) {
    if (error instanceof SsoFailure) throw error;
    // Refused by the provider or not valid (a replayed code, a bad signature): the protocol's errors
    // carry a code; anything else is the provider not answering.
    const reason: SsoError = isProtocolError(error) ? 'code' : 'unavailable';
    ctx.log.warn({ reason, error: describeError(error) }, 'single sign-on: the code exchange failed');
    throw new SsoFailure(reason);
  }
}

function isProtocolError(error: unknown): boolean {
  return (
    error instanceof oidc.ResponseBodyError ||
    error instanceof oidc.AuthorizationResponseError ||
    error instanceof oidc.WWWAuthenticateChallengeError ||
    (error instanceof Error &&
      typeof (error as { code?: unknown }).code === 'string' &&
      String((error as { code?: unknown }).code).startsWith('OAUTH_'))
  );
}

/** The error's kind and code only: never a token or a claim in the log. */
function describeError(error: unknown) {
  if (!(error instanceof Error)) return { kind: typeof error };
  const { code, error: oauthError } = error as { code?: unknown; error?: unknown };
  return {
    kind: error.name,
    code: typeof code === 'string' ? code : undefined,
    oauth: typeof oauthError === 'string' ? oauthError : undefined,
  };
}

const refused = (message: string) => new AppError('AUTH_SSO_REFUSED', message);
export const HANDOFF_INVALID_MESSAGE = 'This single sign-on has expired. Sign in again.';

/**
 * The web app takes the one-time code (once, within HANDOFF_MS): the person is the account whose
 * e-mail the provider verified (case-insensitive), or, with OIDC_CREATE_USERS, a new one with no role.
 * A group mapping may give a role. Then the session, like any other.
 */
export async function takeHandoff(
  ctx: AppContext,
  code: string,
  meta: {
    browser: string | undefined;
    ip: string;
    userAgent?: string;
    identified?: (person: { id: number | null; username?: string }) => void;
  },
): Promise<SessionReply> {
  const [handoff] = await ctx.db
    .delete(ssoHandoffs)
    .where(and(eq(ssoHandoffs.codeHash, sha256(code)), gt(ssoHandoffs.expiresAt, sql`now()`)))
    .returning();
  if (!handoff || !meta.browser || handoff.browserHash !== sha256(meta.browser))
    throw new AppError('AUTH_SSO_HANDOFF_INVALID', HANDOFF_INVALID_MESSAGE);
  const settings = oidcSettings(ctx);
  if (!settings) throw refused('Single sign-on is not set up here.');
  if (!handoff.email || !handoff.emailVerified) {
    meta.identified?.({ id: null });
    throw refused(
      'Your identity provider has not verified your e-mail address, so it cannot sign you in here. Ask your administrator.',
    );
  }
  const email = handoff.email.toLowerCase();
  const [found] = await ctx.db
    .select({ id: users.id, username: users.username, roleId: users.roleId })
    .from(users)
    .where(eq(sql`lower(${users.email})`, email));
  meta.identified?.({ id: found?.id ?? null, username: found?.username });
  if (!found && !settings.createUsers) {
    throw refused(
      'There is no account here for the e-mail your identity provider gave. Ask an administrator to add you.',
    );
  }
  const role = await roleFromGroups(ctx, handoff.groups);
  const person = found ?? (await createPerson(ctx, handoff, email));
  if (role && role.id !== person.roleId) await giveRole(ctx, person, role);
  const session = await startSession(ctx, person.id, meta);
  // The session's row, in a transaction of its own: the account or role rows above are this request's too.
  const actor = { id: person.id, username: person.username };
  await ctx.db.transaction(async (tx) => {
    auditChange(tx, {
      entity: 'session',
      entityId: person.id,
      after: {
        username: person.username,
        singleSignOn: true,
        ...(found ? {} : { created: true }),
        ...(role ? { roleFromGroup: role.name } : {}),
      },
      actor,
    });
  });
  return session;
}

/** A new account with no role (OIDC_CREATE_USERS): its password is random and never told (SSO only). */
async function createPerson(
  ctx: AppContext,
  handoff: typeof ssoHandoffs.$inferSelect,
  email: string,
): Promise<{ id: number; username: string; roleId: number | null }> {
  const base = usernameFrom(handoff.preferredUsername ?? email.split('@')[0]!);
  const passwordHash = await hashPassword(randomBytes(32).toString('base64url'));
  return ctx.db.transaction(async (tx) => {
    let username = base;
    for (let n = 2; ; n++) {
      const [taken] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(sql`lower(${users.username})`, username.toLowerCase()));
      if (!taken) break;
      username = `${base.slice(0, 60)}${n}`;
    }
    const [row] = await tx
      .insert(users)
      .values({ username, email, name: handoff.name ?? username, passwordHash, roleId: null })
      .returning({ id: users.id, username: users.username, roleId: users.roleId });
    // Every person has a profile (as the administration's own creation makes): the name in two parts.
    const [firstName = '', ...rest] = (handoff.name ?? username).trim().split(/\s+/);
    await tx.insert(profiles).values({ userId: row!.id, firstName, lastName: rest.join(' ') });
    auditChange(tx, {
      entity: 'user',
      entityId: row!.id,
      after: { username, createdBy: 'single sign-on', roleId: null },
      actor: { id: row!.id, username },
    });
    return row!;
  });
}

/** Letters, digits, dots, dashes and underscores, as the username rule allows. */
function usernameFrom(value: string): string {
  const cleaned = value.replace(/[^a-zA-Z0-9._-]/g, '').slice(0, 64);
  return cleaned.length >= 3 ? cleaned : `user-${cleaned || randomBytes(3).toString('hex')}`;
}

async function giveRole(
  ctx: AppContext,
  person: { id: number; username: string; roleId: number | null },
  role: { id: number; name: string },
) {
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ roleId: role.id, updatedAt: sql`now()` }).where(eq(users.id, person.id));
    auditChange(tx, {
      entity: 'user',
      entityId: person.id,
      before: { roleId: person.roleId },
      after: { roleId: role.id, role: role.name, by: 'single sign-on group' },
      actor: { id: person.id, username: person.username },
    });
  });
  ctx.bus.publish({ type: 'users.changed', userIds: [person.id] });
}

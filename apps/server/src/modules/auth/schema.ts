// What the auth module keeps of its own: the devices and addresses each person has signed in from,
// so that only a sign-in from a new one is told (hashes, not the user agent or address themselves).
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cascadeRef, createdAt, roles, users } from '../../core/db/schema.js';

export const knownSignIns = pgTable(
  'auth_known_sign_ins',
  {
    userId: cascadeRef('user_id', () => users.id),
    /** `device` (the user agent) or `address` (the client's IP address). */
    kind: text('kind').notNull(),
    /** SHA-256 of the user agent or the address. */
    value: text('value').notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind, t.value] })],
);

// ---- The second factor (docs/auth.md) ----

/**
 * A person's authenticator (TOTP, RFC 6238): its secret, confirmed by a first code (`confirmedAt`
 * null: set up but not confirmed yet, not asked for at sign-in), and the last 30-second step a code
 * was accepted for, so that a code is used once (a replay, or an older code, is refused).
 */
export const totpFactors = pgTable('auth_totp', {
  userId: cascadeRef('user_id', () => users.id).primaryKey(),
  /** Base32 secret: the authenticator app holds the same; it must be readable to check codes. */
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Ten single-use recovery codes per person, kept as SHA-256 (they are 50 random bits each). */
export const recoveryCodes = pgTable(
  'auth_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('auth_recovery_codes_user_idx').on(t.userId)],
);

/**
 * A sign-in whose password was right and whose second factor is due: `verify` (type a code) or
 * `enrol` (set one up first). Kept by the SHA-256 of its token; used once, good for CHALLENGE_MINUTES.
 */
export const signInChallenges = pgTable(
  'auth_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    step: text('step').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_challenges_user_idx').on(t.userId)],
);

/** Roles whose members must use a second factor. */
export const mfaRequiredRoles = pgTable('auth_mfa_roles', {
  roleId: cascadeRef('role_id', () => roles.id).primaryKey(),
  createdAt: createdAt(),
});

/**
 * Facts about this installation the auth module keeps: `admins-mfa-default` is `off` on an
 * installation that had users before the second factor came (its migration writes it), so that
 * REQUIRE_MFA_FOR_ADMINS left unset turns it on only for new installations.
 */
export const authInstallation = pgTable('auth_installation', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/** Passkeys (WebAuthn credentials): several per person, each named; the public key and its counter. */
export const passkeys = pgTable(
  'auth_passkeys',
  {
    id: serial('id').primaryKey(),
    userId: cascadeRef('user_id', () => users.id),
    /** The credential id, base64url. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: text('transports').array().notNull().default([]),
    name: text('name').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('auth_passkeys_credential_uq').on(t.credentialId), index('auth_passkeys_user_idx').on(t.userId)],
);

/** A WebAuthn challenge handed out (to add a passkey: with its person; to sign in: without), used once. */
export const passkeyChallenges = pgTable('auth_passkey_challenges', {
  challenge: text('challenge').primaryKey(),
  userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

// ---- Single sign-on (OpenID Connect, docs/auth.md "Single sign-on") ----

/**
 * A sign-in sent to the identity provider: kept by the SHA-256 of its `state` (the only part that
 * travels through the browser), with its nonce, its PKCE verifier and the redirect URI it named. Used
 * once (deleted by the callback that takes it), good for 10 minutes.
 */
export const ssoStates = pgTable('auth_sso_states', {
  stateHash: text('state_hash').primaryKey(),
  nonce: text('nonce').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  /** SHA-256 of the browser cookie set at the start: the callback must come from the same browser. */
  browserHash: text('browser_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * What the identity provider vouched for, waiting for the web app to take it (a one-time code in the
 * redirect to /login, exchanged by a POST): kept by the SHA-256 of the code, used once, ~60 seconds.
 * The person is matched (or made) when it is taken, in that request's audited transaction.
 */
export const ssoHandoffs = pgTable('auth_sso_handoffs', {
  codeHash: text('code_hash').primaryKey(),
  /** The ID token's e-mail, and whether the provider says it verified it (`email_verified === true`). */
  email: text('email'),
  emailVerified: boolean('email_verified').notNull(),
  name: text('name'),
  preferredUsername: text('preferred_username'),
  /** The groups claim (OIDC_GROUPS_CLAIM), for the group → role mappings. */
  groups: text('groups').array().notNull().default([]),
  /** The same browser's cookie hash: the code is taken only by the browser that started the sign-in. */
  browserHash: text('browser_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A password sign-in made by the HTML form before the app's JavaScript (docs/auth.md "The sign-in
 * form"), waiting for the web app to take it: the password was right; the session (or the second
 * factor's challenge) is made when the one-time code is exchanged. Kept by the SHA-256 of the code,
 * used once, ~60 seconds, only by the browser that posted the form (its cookie's hash).
 */
export const formHandoffs = pgTable('auth_form_handoffs', {
  codeHash: text('code_hash').primaryKey(),
  userId: cascadeRef('user_id', () => users.id),
  browserHash: text('browser_hash').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/**
 * A provider's group that gives a role at SSO sign-in, and who wrote the mapping: it is applied only
 * while that administrator could still grant the role (docs/auth.md "Groups → roles").
 */
export const ssoGroupRoles = pgTable(
  'auth_sso_group_roles',
  {
    id: serial('id').primaryKey(),
    roleId: cascadeRef('role_id', () => roles.id),
    groupName: text('group_name').notNull(),
    writtenBy: integer('written_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_sso_group_roles_group_uq').on(t.groupName),
    index('auth_sso_group_roles_role_idx').on(t.roleId),
  ],
);

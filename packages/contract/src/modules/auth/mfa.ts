// The second factor (issue 32; decisions in docs/auth.md): one-time codes (TOTP, RFC 6238) with
// recovery codes, the sign-in challenge that `POST /auth/token` answers when one is due, the
// requirement of a role, and an administrator's reset.
import { z } from 'zod';
import { endpoint, idParams, isoInstant, scopes, successReply } from '../../http.js';
import { sessionUser } from '../../session.js';

/** The session a completed sign-in answers (as `POST /auth/token` always has for password-only accounts). */
export const sessionReply = z.object({ jwt: z.string(), user: sessionUser });
export type SessionReply = z.infer<typeof sessionReply>;

export const MFA_METHODS = ['totp', 'recovery'] as const;
export type MfaMethod = (typeof MFA_METHODS)[number];

/**
 * What a `verify` step can be answered with: a code (`POST /auth/token/verify`), or a passkey — which
 * signs in alone (`POST /auth/passkeys/sign-in`), so a person whose requirement a passkey meets is
 * sent there.
 */
export const CHALLENGE_METHODS = [...MFA_METHODS, 'passkey'] as const;
export type ChallengeMethod = (typeof CHALLENGE_METHODS)[number];

/**
 * What `POST /auth/token` answers instead of the session when a second factor is due: `verify` (type a
 * code), or `enrol` (the person's role or the administrator flag requires one they have not set up: they
 * enrol now and reach nothing else until they have). The challenge is good for CHALLENGE_MINUTES, once.
 */
export const mfaChallenge = z.object({
  challenge: z.string(),
  step: z.enum(['verify', 'enrol']),
  /** What the person can answer the `verify` step with. */
  methods: z.array(z.enum(CHALLENGE_METHODS)),
  expiresAt: isoInstant,
});
export type MfaChallenge = z.infer<typeof mfaChallenge>;

export const CHALLENGE_MINUTES = 5;
export const RECOVERY_CODE_COUNT = 10;

/** Six digits as the authenticator app shows them (spaces allowed: "123 456"). */
export const totpCode = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app'));

/** A recovery code as printed ("abcde-fghij"); case, spaces and the dash are forgiven. */
export const recoveryCode = z
  .string()
  .transform((v) => v.toLowerCase().replace(/[\s-]+/g, ''))
  .pipe(z.string().regex(/^[a-z2-7]{10}$/, 'Enter one of your recovery codes (10 letters and digits)'));

/** A code that is either: six digits are a one-time code, anything else is read as a recovery code. */
export const anyCode = z.string().trim().min(1, 'Enter a code').max(100);

const challengeToken = z.string().min(1, 'The sign-in has no challenge: start again').max(200);

export const verifyChallengeBody = z.object({
  challenge: challengeToken,
  method: z.enum(MFA_METHODS),
  code: anyCode,
});
export type VerifyChallengeBody = z.infer<typeof verifyChallengeBody>;

export const verifyChallenge = endpoint({
  name: 'auth.verifyChallenge',
  method: 'POST',
  path: '/auth/token/verify',
  access: 'public',
  summary: 'Complete a sign-in with a one-time code or a recovery code: answers the session',
  body: verifyChallengeBody,
  reply: sessionReply.extend({ recoveryCodesLeft: z.number().int().optional() }),
});

/** A new authenticator: the secret as a QR code (SVG) and as text to type in, and the otpauth URI. */
export const totpSetup = z.object({
  secret: z.string(),
  uri: z.string(),
  qrSvg: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetup>;

export const startEnrolmentAtSignIn = endpoint({
  name: 'auth.startEnrolmentAtSignIn',
  method: 'POST',
  path: '/auth/token/enrol',
  access: 'public',
  summary: 'At a sign-in that requires a second factor: a new authenticator secret to scan',
  body: z.object({ challenge: challengeToken }),
  reply: totpSetup,
});

export const confirmEnrolmentAtSignIn = endpoint({
  name: 'auth.confirmEnrolmentAtSignIn',
  method: 'POST',
  path: '/auth/token/enrol/confirm',
  access: 'public',
  summary:
    'At a sign-in that requires a second factor: confirm the authenticator with a first code; answers the session and the recovery codes (shown once)',
  body: z
    .object({ challenge: challengeToken, code: totpCode })
    .meta({ examples: [{ challenge: 'c', code: '123456' }] }),
  reply: sessionReply.extend({ recoveryCodes: z.array(z.string()) }),
});

// ---- One's own second factor (the profile's Security card) ----

/** A current one-time code from the authenticator app. */
const codeBody = z.object({ code: totpCode }).meta({ examples: [{ code: '123456' }] });
/** Ten new recovery codes, shown once. */
const recoveryCodesReply = z.object({ recoveryCodes: z.array(z.string()) });

export const mfaStatus = z.object({
  totp: z.object({ enabled: z.boolean(), enabledAt: isoInstant.nullable() }),
  recoveryCodesLeft: z.number().int(),
  /** The person's role (or the administrator flag with REQUIRE_MFA_FOR_ADMINS) requires a second factor. */
  required: z.boolean(),
});
export type MfaStatus = z.infer<typeof mfaStatus>;

export const getMfa = endpoint({
  name: 'auth.getMfa',
  method: 'GET',
  path: '/auth/mfa',
  access: 'signedIn',
  summary: 'Your second factor: whether one-time codes are on, recovery codes left, whether it is required',
  reply: mfaStatus,
});

export const startTotp = endpoint({
  name: 'auth.startTotp',
  method: 'POST',
  path: '/auth/mfa/totp',
  access: 'signedIn',
  summary: 'Start setting up an authenticator app: a new secret (replacing one not yet confirmed)',
  reply: totpSetup,
});

export const confirmTotp = endpoint({
  name: 'auth.confirmTotp',
  method: 'POST',
  path: '/auth/mfa/totp/confirm',
  access: 'signedIn',
  summary:
    'Confirm the authenticator with its first code: one-time codes are on; answers ten recovery codes, shown once',
  body: codeBody,
  reply: recoveryCodesReply,
});

export const disableTotp = endpoint({
  name: 'auth.disableTotp',
  method: 'DELETE',
  path: '/auth/mfa/totp',
  access: 'signedIn',
  summary: 'Turn one-time codes off with a current code or a recovery code (refused while your role requires them)',
  body: z.object({ code: anyCode }),
  reply: successReply,
});

export const regenerateRecoveryCodes = endpoint({
  name: 'auth.regenerateRecoveryCodes',
  method: 'POST',
  path: '/auth/mfa/recovery-codes',
  access: 'signedIn',
  summary: 'New recovery codes for a current one-time code: the old ones stop working; shown once',
  body: codeBody,
  reply: recoveryCodesReply,
});

// ---- Administration: a role's requirement, a person's reset ----

export const roleMfa = z.object({ required: z.boolean() });

export const getRoleMfa = endpoint({
  name: 'auth.getRoleMfa',
  method: 'GET',
  path: '/auth/roles/{id}/mfa',
  access: scopes('users:roles:read'),
  // Any role or person the scope reaches (the granting rule refuses changes beyond the caller's).
  record: 'any',
  summary: "Whether the role's members must use a second factor",
  params: idParams,
  reply: roleMfa,
});

export const setRoleMfa = endpoint({
  name: 'auth.setRoleMfa',
  method: 'PUT',
  path: '/auth/roles/{id}/mfa',
  access: scopes('users:roles:update'),
  // Any role or person the scope reaches (the granting rule refuses changes beyond the caller's).
  record: 'any',
  summary:
    "Require (or stop requiring) a second factor of the role's members: those without one enrol at their next sign-in",
  params: idParams,
  body: roleMfa,
  reply: roleMfa,
});

export const userMfa = z.object({
  enabled: z.boolean(),
  enabledAt: isoInstant.nullable(),
  required: z.boolean(),
  /** How many passkeys the person has (a reset removes them too). */
  passkeys: z.number().int(),
});

export const getUserMfa = endpoint({
  name: 'auth.getUserMfa',
  method: 'GET',
  path: '/auth/users/{id}/mfa',
  access: scopes('users:users:read'),
  // Any role or person the scope reaches (the granting rule refuses changes beyond the caller's).
  record: 'any',
  summary: 'Whether a person has a second factor, and whether one is required of them',
  params: idParams,
  reply: userMfa,
});

export const resetUserMfa = endpoint({
  name: 'auth.resetUserMfa',
  method: 'DELETE',
  path: '/auth/users/{id}/mfa',
  access: scopes('users:users:update'),
  // Any role or person the scope reaches (the granting rule refuses changes beyond the caller's).
  record: 'any',
  summary:
    "Reset a person's second factor (a lost phone): the authenticator app, recovery codes and passkeys are removed, they are told and all their sessions end",
  params: idParams,
  reply: z.object({
    success: z.literal(true),
    signedOutSessions: z.number().int(),
    passkeysRemoved: z.number().int(),
  }),
});

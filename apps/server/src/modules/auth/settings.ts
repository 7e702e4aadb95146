// The auth module's settings from the environment (docs/auth.md "Settings"). Read with
// `authSettings.of(ctx)`.
import { z } from 'zod';
import { moduleSettings } from '../../core/module.js';

const flag = z
  .string()
  .optional()
  .transform((v, ctx): boolean | null => {
    const value = v?.trim().toLowerCase() ?? '';
    if (value === '') return null;
    if (['true', '1', 'on', 'yes'].includes(value)) return true;
    if (['false', '0', 'off', 'no'].includes(value)) return false;
    ctx.addIssue({ code: 'custom', message: 'must be true or false' });
    return z.NEVER;
  });

/** A setting that may be unset or empty (both: not set). */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), schema.optional());

const env = z
  .object({
    /**
     * Administrators must use a second factor. Unset: on for an installation made with this version,
     * off for one upgraded from before it (the `auth_installation` row its migration wrote).
     */
    REQUIRE_MFA_FOR_ADMINS: flag,
    /** Single sign-on (OpenID Connect, docs/auth.md "Single sign-on"): the identity provider's issuer URL. */
    OIDC_ISSUER: optional(
      z.string().refine((v) => {
        try {
          return ['https:', 'http:'].includes(new URL(v).protocol);
        } catch {
          return false;
        }
      }, 'must be a URL starting with https:// (or http://)'),
    ),
    OIDC_CLIENT_ID: optional(z.string().max(500, 'must be at most 500 characters')),
    OIDC_CLIENT_SECRET: optional(z.string().max(2000, 'must be at most 2000 characters')),
    /** Make an account (with no role) for a person the provider vouches for and who has none here. */
    OIDC_CREATE_USERS: flag,
    /** The provider's name on the sign-in button: "Continue with <name>". */
    OIDC_NAME: optional(z.string().max(60, 'must be at most 60 characters')),
    /** The ID token claim that lists the person's groups (group → role mappings). */
    OIDC_GROUPS_CLAIM: optional(z.string().max(100, 'must be at most 100 characters')),
  })
  .superRefine((e, ctx) => {
    // All three or none: a half-configured provider stops the start rather than showing a button that fails.
    const set = {
      OIDC_ISSUER: e.OIDC_ISSUER,
      OIDC_CLIENT_ID: e.OIDC_CLIENT_ID,
      OIDC_CLIENT_SECRET: e.OIDC_CLIENT_SECRET,
    };
    const given = Object.values(set).some(Boolean);
    for (const [name, value] of Object.entries(set)) {
      if (given && !value)
        ctx.addIssue({ code: 'custom', path: [name], message: 'is required with the other OIDC_ settings' });
    }
  })
  .transform((e) => ({
    requireMfaForAdmins: e.REQUIRE_MFA_FOR_ADMINS,
    oidc: e.OIDC_ISSUER
      ? {
          issuer: e.OIDC_ISSUER,
          clientId: e.OIDC_CLIENT_ID!,
          clientSecret: e.OIDC_CLIENT_SECRET!,
          createUsers: e.OIDC_CREATE_USERS ?? false,
          name: e.OIDC_NAME ?? 'single sign-on',
          groupsClaim: e.OIDC_GROUPS_CLAIM ?? 'groups',
        }
      : null,
  }));

export const authSettings = moduleSettings('auth', env);
export type AuthSettings = z.output<typeof env>;

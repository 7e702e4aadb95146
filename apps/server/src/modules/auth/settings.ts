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

const env = z
  .object({
    /**
     * Administrators must use a second factor. Unset: on for an installation made with this version,
     * off for one upgraded from before it (the `auth_installation` row its migration wrote).
     */
    REQUIRE_MFA_FOR_ADMINS: flag,
  })
  .transform((e) => ({ requireMfaForAdmins: e.REQUIRE_MFA_FOR_ADMINS }));

export const authSettings = moduleSettings('auth', env);
export type AuthSettings = z.output<typeof env>;

// The SMS module's settings from the environment, validated at start with the core ones. Read with
// `smsSettings.of(ctx)` (docs/sms.md "Settings").
import { z } from 'zod';
import { moduleSettings } from '../../core/module.js';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const env = z
  .object({
    /** The HTTP provider's endpoint: each message is POSTed there as JSON. Unset: the outbox provider. */
    SMS_API_URL: optional(
      z
        .string()
        .url()
        .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://'),
    ),
    /** Sent as `Authorization: Bearer <token>` to SMS_API_URL when set. */
    SMS_API_TOKEN: optional(z.string().min(1)),
    /** Messages (one per recipient) a person may send within SMS_RATE_MINUTES (default 30). */
    SMS_RATE_MAX: optional(z.coerce.number().int().min(1).max(100_000)),
    /** The rate limit's window in minutes (default 10). */
    SMS_RATE_MINUTES: optional(
      z.coerce
        .number()
        .int()
        .min(1)
        .max(24 * 60),
    ),
    /** Delivery attempts of a message before it is failed (default 4). */
    SMS_MAX_ATTEMPTS: optional(z.coerce.number().int().min(1).max(20)),
  })
  .transform((e) => ({
    apiUrl: e.SMS_API_URL ?? null,
    apiToken: e.SMS_API_TOKEN ?? null,
    rateMax: e.SMS_RATE_MAX ?? 30,
    rateMinutes: e.SMS_RATE_MINUTES ?? 10,
    maxAttempts: e.SMS_MAX_ATTEMPTS ?? 4,
  }));

export const smsSettings = moduleSettings('sms', env);
export type SmsSettings = z.output<typeof env>;

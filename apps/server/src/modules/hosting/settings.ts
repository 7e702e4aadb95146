// Hosting's settings from the environment, validated at start with the core ones. Read with
// `hostingSettings.of(ctx)`.
import { z } from 'zod';
import { moduleSettings } from '../../core/module.js';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const env = z
  .object({
    /** The CDN provider's API (clear cache, xdn on/off); unset: requests are only recorded. */
    CDN_API_URL: optional(
      z
        .string()
        .url()
        .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://'),
    ),
    CDN_API_TOKEN: optional(z.string().min(1)),
  })
  .superRefine((e, ctx) => {
    if (e.CDN_API_URL && !e.CDN_API_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['CDN_API_TOKEN'], message: 'must be set together with CDN_API_URL' });
    }
  })
  .transform((e) => ({
    cdn: e.CDN_API_URL && e.CDN_API_TOKEN ? { url: e.CDN_API_URL.replace(/\/+$/, ''), token: e.CDN_API_TOKEN } : null,
  }));

export const hostingSettings = moduleSettings('hosting', env);

// Hosting's settings from the environment, validated at start with the core ones. Read with
// `hostingSettings.of(ctx)`.
import { z } from 'zod';
import { moduleSettings } from '../../core/module.js';
import { parseCidrList } from './targets.js';

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
    /**
     * Internal ranges the status check may connect to after all (`10.0.0.0/8,192.168.0.0/16`): a
     * comma list of CIDRs. Unset, it connects to public addresses only (targets.ts).
     */
    SERVER_CHECK_ALLOW_PRIVATE: optional(
      z.string().transform((value, ctx) => {
        try {
          return parseCidrList(value);
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
          return z.NEVER;
        }
      }),
    ),
  })
  .superRefine((e, ctx) => {
    if (e.CDN_API_URL && !e.CDN_API_TOKEN) {
      ctx.addIssue({ code: 'custom', path: ['CDN_API_TOKEN'], message: 'must be set together with CDN_API_URL' });
    }
  })
  .transform((e) => ({
    cdn: e.CDN_API_URL && e.CDN_API_TOKEN ? { url: e.CDN_API_URL.replace(/\/+$/, ''), token: e.CDN_API_TOKEN } : null,
    /** The internal ranges the status check may reach anyway (none by default). */
    checkAllow: e.SERVER_CHECK_ALLOW_PRIVATE ?? [],
  }));

export const hostingSettings = moduleSettings('hosting', env);

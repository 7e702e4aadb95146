// The DNS module's settings from the environment, validated at start with the core ones (a bad
// value stops the start with one line naming the variable). Read with `dnsSettings.of(ctx)`.
import { z } from 'zod';
import { moduleSettings } from '../../core/module.js';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const env = z
  .object({
    PDNS_API_URL: optional(
      z
        .string()
        .url()
        .refine((v) => /^https?:\/\//.test(v), 'must start with http:// or https://'),
    ),
    PDNS_API_KEY: optional(z.string().min(1)),
    PDNS_SERVER_ID: optional(z.string().regex(/^[\w.-]+$/, 'must be a PowerDNS server id such as localhost')),
    /** Comma-separated default name servers of new zones. */
    DNS_NAMESERVERS: optional(z.string()),
    /** SOA contact, as an e-mail address (hostmaster@example.com) or a DNS name. */
    DNS_HOSTMASTER: optional(z.string()),
  })
  .superRefine((e, ctx) => {
    if (e.PDNS_API_URL && !e.PDNS_API_KEY) {
      ctx.addIssue({ code: 'custom', path: ['PDNS_API_KEY'], message: 'must be set together with PDNS_API_URL' });
    }
    if (e.PDNS_API_KEY && !e.PDNS_API_URL) {
      ctx.addIssue({ code: 'custom', path: ['PDNS_API_URL'], message: 'must be set together with PDNS_API_KEY' });
    }
  })
  .transform((e) => {
    const nameservers = e.DNS_NAMESERVERS?.split(',')
      .map((s) => s.trim())
      .filter(Boolean);
    return {
      /** Null when PowerDNS is not configured: changes are kept here only. */
      powerDns:
        e.PDNS_API_URL && e.PDNS_API_KEY
          ? {
              url: e.PDNS_API_URL.replace(/\/+$/, '').replace(/\/api\/v1$/, ''),
              key: e.PDNS_API_KEY,
              serverId: e.PDNS_SERVER_ID ?? 'localhost',
            }
          : null,
      nameservers: nameservers?.length ? nameservers : null,
      hostmaster: e.DNS_HOSTMASTER?.trim() || null,
    };
  });

export const dnsSettings = moduleSettings('dns', env);
export type DnsSettings = z.output<typeof env>;
export type PowerDnsSettings = NonNullable<DnsSettings['powerDns']>;

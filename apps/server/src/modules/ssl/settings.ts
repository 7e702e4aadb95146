// SSL's settings from the environment, validated at start with the core ones. Read with
// `sslSettings.of(ctx)`.
import { z } from 'zod';
import { moduleSettings } from '../../core/module.js';

const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const env = z
  .object({
    /** The ACME directory orders go to (default: Let's Encrypt's production directory). */
    ACME_DIRECTORY_URL: optional(
      z
        .string()
        .url()
        .refine((v) => v.startsWith('https://'), 'must start with https://'),
    ),
    /** A PEM file of CA certificates to trust for the ACME server besides the system's (a private or test CA). */
    ACME_CA_FILE: optional(z.string().min(1)),
    /** How often a failed ACME request (5xx, 429, no answer) is sent again (default 3). */
    ACME_HTTP_RETRIES: optional(z.coerce.number().int().min(0).max(10)),
    /** 32 bytes, base64: the key that encrypts certificates' private keys at rest. Unset: a key file in DATA_DIR/secrets. */
    SSL_KEY_ENCRYPTION_KEY: optional(
      z
        .string()
        .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be 32 bytes in base64 (openssl rand -base64 32)'),
    ),
  })
  .transform((e) => ({
    directoryUrl: e.ACME_DIRECTORY_URL ?? 'https://acme-v02.api.letsencrypt.org/directory',
    caFile: e.ACME_CA_FILE ?? null,
    retries: e.ACME_HTTP_RETRIES ?? 3,
    encryptionKey: e.SSL_KEY_ENCRYPTION_KEY ? Buffer.from(e.SSL_KEY_ENCRYPTION_KEY, 'base64') : null,
  }));

export const sslSettings = moduleSettings('ssl', env);
export type SslSettings = z.output<typeof env>;

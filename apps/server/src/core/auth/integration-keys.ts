// Integration keys: how other systems (the chat and ticket systems) call the endpoints whose access
// is `integration`. A key is `bo_int_` and 32 random characters; only its SHA-256 is stored, so a
// database dump holds no usable key. The guard (core/http.ts) takes a key there and nothing else; a
// key sent anywhere else is no session token and gets the usual 401.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { integrationKeys } from '../db/schema.js';
import { AppError } from '../errors.js';

export const INTEGRATION_KEY_PREFIX = 'bo_int_';

export interface IntegrationCaller {
  keyId: number;
  name: string;
}

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key: the secret (shown once) and what is stored of it. */
export function newKey(): { key: string; prefix: string; keyHash: string } {
  const key = `${INTEGRATION_KEY_PREFIX}${randomBytes(24).toString('base64url')}`;
  return { key, prefix: key.slice(0, INTEGRATION_KEY_PREFIX.length + 6), keyHash: hashKey(key) };
}

const refused = (message: string) => new AppError('TOKEN_INVALID', message);

/** The system a bearer key belongs to; a missing, unknown or revoked key is a 401. */
export async function resolveIntegration(ctx: AppContext, token: string | undefined): Promise<IntegrationCaller> {
  if (!token?.startsWith(INTEGRATION_KEY_PREFIX)) {
    throw refused('This call takes an integration key (Authorization: Bearer bo_int_…), not a user session');
  }
  const [row] = await ctx.db
    .select({ id: integrationKeys.id, name: integrationKeys.name })
    .from(integrationKeys)
    .where(and(eq(integrationKeys.keyHash, hashKey(token)), isNull(integrationKeys.revokedAt)));
  if (!row) throw refused('The integration key is unknown or revoked');
  // The last use, kept to the minute: the key screen shows which keys are still in use.
  const minuteAgo = new Date(Date.now() - 60_000);
  await ctx.db
    .update(integrationKeys)
    .set({ lastUsedAt: new Date() })
    .where(
      and(
        eq(integrationKeys.id, row.id),
        or(isNull(integrationKeys.lastUsedAt), lt(integrationKeys.lastUsedAt, minuteAgo)),
      ),
    );
  return { keyId: row.id, name: row.name };
}

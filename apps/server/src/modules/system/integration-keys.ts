// Managing the integration keys (core/auth/integration-keys.ts): made with a name, the key shown
// once; revoked, never deleted (the audit log and the screen keep which system had which key).
import type { IntegrationKey } from '@backoffice/contract/modules/system';
import { desc, eq } from 'drizzle-orm';
import { auditChange } from '../../core/audit.js';
import { newKey } from '../../core/auth/integration-keys.js';
import type { AuthUser } from '../../core/auth/sessions.js';
import type { AppContext } from '../../core/context.js';
import type { Executor } from '../../core/db/database.js';
import { integrationKeys, users } from '../../core/db/schema.js';
import { notFound } from '../../core/errors.js';

async function viewKeys(db: Executor, id?: number): Promise<IntegrationKey[]> {
  const rows = await db
    .select({ key: integrationKeys, createdByName: users.name })
    .from(integrationKeys)
    .leftJoin(users, eq(users.id, integrationKeys.createdById))
    .where(id === undefined ? undefined : eq(integrationKeys.id, id))
    .orderBy(desc(integrationKeys.id));
  return rows.map(({ key, createdByName }) => ({
    id: key.id,
    name: key.name,
    prefix: key.prefix,
    createdByName,
    createdAt: key.createdAt.toISOString(),
    lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
    revokedAt: key.revokedAt?.toISOString() ?? null,
  }));
}

export const listIntegrationKeys = (ctx: AppContext) => viewKeys(ctx.db);

export async function createIntegrationKey(ctx: AppContext, actor: AuthUser, name: string) {
  const { key, prefix, keyHash } = newKey();
  const id = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(integrationKeys)
      .values({ name, prefix, keyHash, createdById: actor.id })
      .returning({ id: integrationKeys.id });
    // The audit keeps the name and prefix, never the key.
    auditChange(tx, { entity: 'integration-key', entityId: row!.id, after: { name, prefix } });
    return row!.id;
  });
  const [made] = await viewKeys(ctx.db, id);
  return { ...made!, key };
}

export async function revokeIntegrationKey(ctx: AppContext, id: number): Promise<IntegrationKey> {
  await ctx.db.transaction(async (tx) => {
    const [before] = await tx.select().from(integrationKeys).where(eq(integrationKeys.id, id)).for('update');
    if (!before) throw notFound('Integration key');
    if (before.revokedAt) return;
    const revokedAt = new Date();
    await tx.update(integrationKeys).set({ revokedAt }).where(eq(integrationKeys.id, id));
    auditChange(tx, {
      entity: 'integration-key',
      entityId: id,
      before: { name: before.name, prefix: before.prefix, revokedAt: null },
      after: { name: before.name, prefix: before.prefix, revokedAt: revokedAt.toISOString() },
    });
  });
  const [key] = await viewKeys(ctx.db, id);
  return key!;
}

// The PHP module list websites choose from: the list with how many websites use each, additions, and
// the check of a website's modules against it.
import { asc, inArray, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { badRequest, conflict } from '../../../core/errors.js';
import { hostingPhpModules, hostingWebsites } from '../schema.js';

/** Every module must be on the PHP module list (Origin vhosts → PHP modules). */
export async function checkModules(db: Executor, modules: string[], phpVersion: string | null): Promise<string[]> {
  const unique = [...new Set(modules)].sort();
  if (unique.length && !phpVersion) throw badRequest('body.phpModules', 'PHP modules need a PHP version');
  if (!unique.length) return unique;
  const known = await db
    .select({ name: hostingPhpModules.name })
    .from(hostingPhpModules)
    .where(inArray(hostingPhpModules.name, unique));
  const missing = unique.filter((m) => !known.some((k) => k.name === m));
  if (missing.length) {
    throw badRequest(
      'body.phpModules',
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} not on the PHP module list`,
    );
  }
  return unique;
}

export async function listPhpModules(ctx: AppContext) {
  const rows = await ctx.db
    .select({
      id: hostingPhpModules.id,
      name: hostingPhpModules.name,
      websiteCount: sql<number>`(SELECT count(*)::int FROM ${hostingWebsites} WHERE ${hostingPhpModules.name} = ANY(${hostingWebsites.phpModules}))`,
    })
    .from(hostingPhpModules)
    .orderBy(asc(hostingPhpModules.name));
  return rows;
}

export async function addPhpModule(ctx: AppContext, name: string) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(hostingPhpModules)
      .values({ name })
      .onConflictDoNothing({ target: hostingPhpModules.name })
      .returning();
    if (!row) throw conflict(`${name} is on the list already`, 'body.name');
    const module = { id: row.id, name: row.name, websiteCount: 0 };
    auditChange(tx, { entity: 'hosting.php-module', entityId: row.id, after: module });
    return module;
  });
}

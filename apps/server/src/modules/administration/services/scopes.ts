// The scope catalogue (spec §3 "Scope entry"): the scopes the modules declare in their contract
// (`declaredScopes`), written to the `scopes` table by POST /auth/scopes/sync. Endpoints can only
// require declared scopes (the contract's `Scope` type and its test), so they add nothing.
import { SCOPE_CATALOGUE, scopeInfo, scopeMatches } from '@backoffice/contract';
import { asc, inArray } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AppContext } from '../../../core/context.js';
import { scopeCatalogue } from '../../../core/db/schema.js';
import { AppError } from '../../../core/errors.js';

/** Every scope the server knows, sorted. */
export function knownScopes(): string[] {
  return [...SCOPE_CATALOGUE];
}

/**
 * Refuses scopes no module declares (a typo grants nothing and is hard to spot later). A wildcard
 * must match at least one known scope.
 */
export function assertKnownScopes(scopes: readonly string[], field: string): void {
  const known = knownScopes();
  const details = scopes.flatMap((scope, i) =>
    known.includes(scope) || (scope.includes('*') && known.some((k) => scopeMatches(scope, k)))
      ? []
      : [{ field: `${field}.${i}`, message: `Unknown scope "${scope}"` }],
  );
  if (details.length) throw new AppError('VALIDATION_FAILED', `${details[0]!.field}: ${details[0]!.message}`, details);
}

/** Makes the table equal to the known scopes; roles keep what they hold (role_scopes are strings). */
export async function syncScopes(ctx: AppContext) {
  const known = knownScopes();
  return ctx.db.transaction(async (tx) => {
    const existing = await tx.select().from(scopeCatalogue);
    const have = new Set(existing.map((e) => e.scope));
    const added = known.filter((scope) => !have.has(scope));
    const removed = existing.map((e) => e.scope).filter((scope) => !known.includes(scope));
    if (added.length)
      await tx
        .insert(scopeCatalogue)
        .values(added.map((scope) => ({ scope })))
        .onConflictDoNothing();
    if (removed.length) await tx.delete(scopeCatalogue).where(inArray(scopeCatalogue.scope, removed));
    auditChange(tx, { entity: 'scopes', after: { added, removed } });
    return { added, removed, total: known.length };
  });
}

/**
 * The catalogue with each scope's label and description; an empty one (a fresh install) is filled
 * first, so the role editor is never blank.
 */
export async function listScopes(ctx: AppContext) {
  const read = () => ctx.db.select().from(scopeCatalogue).orderBy(asc(scopeCatalogue.scope));
  let rows = await read();
  if (!rows.length) {
    await syncScopes(ctx);
    rows = await read();
  }
  return rows.map((row) => ({ ...row, ...scopeInfo(row.scope) }));
}

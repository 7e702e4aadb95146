// Who holds a scope, by its meaning: a wildcard on either side matches (spec §5). The administrator
// flag does not count: it bypasses checks, it does not make someone a reviewer or a certificate
// keeper. Used to tell the people a scope makes responsible (QC managers, certificate keepers) and by
// the user lookup `GET /auth/users/scopes/{scope}`.
import { scopeMatches } from '@backoffice/contract';
import { inArray } from 'drizzle-orm';
import type { Executor } from '../db/database.js';
import { roleScopes, users } from '../db/schema.js';

/** The roles whose scopes hold `required`. */
export async function rolesHolding(db: Executor, required: string): Promise<number[]> {
  const held = await db.select({ roleId: roleScopes.roleId, scope: roleScopes.scope }).from(roleScopes);
  return [...new Set(held.filter((h) => scopeMatches(required, h.scope)).map((h) => h.roleId))];
}

/** The users whose role holds `required`. */
export async function usersHolding(db: Executor, required: string): Promise<number[]> {
  const roles = await rolesHolding(db, required);
  if (!roles.length) return [];
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.roleId, roles));
  return rows.map((r) => r.id);
}

// Who may do what with a kind's reports (docs/tracker.md "Who sees what"): the kind's scopes, read from the
// contract's table, so bug reports and feature requests are granted independently.
import { hasScopes, scopeMatches } from '@backoffice/contract';
import { REPORT_KIND_INFO, type ReportKind } from '@backoffice/contract/modules/bug-report';
import { eq, inArray } from 'drizzle-orm';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { Executor } from '../../../core/db/database.js';
import { roleScopes, users } from '../../../core/db/schema.js';

export type KindScope = keyof (typeof REPORT_KIND_INFO)['bug']['scopes'];

export const scopeOf = (kind: ReportKind, what: KindScope): string => REPORT_KIND_INFO[kind].scopes[what];

export const may = (user: AuthUser, kind: ReportKind, what: KindScope) =>
  hasScopes(user.scopes, [scopeOf(kind, what)], user.isAdmin);

/** Deleted reports are seen (and restored) by holders of the kind's delete scope. */
export const seesDeleted = (user: AuthUser, kind: ReportKind) => may(user, kind, 'delete');

/** Notes are staff-internal: holders of the kind's notes read scope. */
export const readsNotes = (user: AuthUser, kind: ReportKind) => may(user, kind, 'notesRead');

/** The users among `ids` who hold the kind's scope (administrators do), by their role's scopes. */
export async function usersWith(
  db: Executor,
  ids: readonly number[],
  kind: ReportKind,
  what: KindScope,
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const required = scopeOf(kind, what);
  const rows = await db
    .select({ id: users.id, isAdmin: users.isAdmin, scope: roleScopes.scope })
    .from(users)
    .leftJoin(roleScopes, eq(roleScopes.roleId, users.roleId))
    .where(inArray(users.id, [...new Set(ids)]));
  return new Set(
    rows.filter((r) => r.isAdmin || (r.scope !== null && scopeMatches(required, r.scope))).map((r) => r.id),
  );
}

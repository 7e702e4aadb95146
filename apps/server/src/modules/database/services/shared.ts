// What the databases and users services share (docs/database.md "Who manages what", "Drift"): which
// records a caller reaches, the sync status and provisioning status as the API shows them, and the undo
// of a MariaDB change whose commit failed.
import type { DatabaseProvisioning, DatabaseSync, DatabaseSyncState } from '@backoffice/contract/modules/database';
import { eq, isNull, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { MariaDbTarget } from '../settings.js';
import { mariaTarget } from './mariadb.js';

/**
 * The records a caller reaches: an administrator all; anyone else those of their own department (a
 * caller without a department: those made by callers without one). Undefined: no condition.
 */
export function reachable(user: Pick<AuthUser, 'isAdmin' | 'departmentId'>, department: PgColumn): SQL | undefined {
  if (user.isAdmin) return undefined;
  return user.departmentId === null ? isNull(department) : eq(department, user.departmentId);
}

export function reaches(user: Pick<AuthUser, 'isAdmin' | 'departmentId'>, departmentId: number | null): boolean {
  return user.isAdmin || user.departmentId === departmentId;
}

export function provisioningOf(ctx: AppContext): DatabaseProvisioning {
  const target = mariaTarget(ctx);
  return target
    ? { enabled: true, message: `Databases and users are created on the MariaDB server at ${target.label}.` }
    : {
        enabled: false,
        message:
          'Provisioning is off (MARIADB_URL is not set): databases and users are kept as records only, and nothing is created on a MariaDB server.',
      };
}

export interface SyncColumns {
  syncState: string | null;
  syncCheckedAt: Date | null;
  syncMessage: string | null;
}

export function syncOf(target: MariaDbTarget | null, row: SyncColumns): DatabaseSync {
  if (!target) return { state: 'records-only', checkedAt: null, message: null };
  if (!row.syncState) return { state: 'unchecked', checkedAt: null, message: null };
  return {
    state: row.syncState as DatabaseSyncState,
    checkedAt: row.syncCheckedAt?.toISOString() ?? null,
    message: row.syncMessage,
  };
}

/** The sync columns of a record just provisioned: in sync as of now (none without a server). */
export const freshSync = (target: MariaDbTarget | null): SyncColumns =>
  target
    ? { syncState: 'in-sync', syncCheckedAt: new Date(), syncMessage: null }
    : { syncState: null, syncCheckedAt: null, syncMessage: null };

/**
 * Undoes a MariaDB change whose commit here failed. If the undo fails too, it is logged (MariaDB's
 * text only) and the next drift check shows the record out of sync.
 */
export async function undo(ctx: AppContext, what: string, work: () => Promise<unknown>): Promise<void> {
  await work().catch((error: unknown) =>
    ctx.log.error({ reason: (error as Error).message }, `MariaDB: could not ${what} after a failed change`),
  );
}

/** The unique-violation code of PostgreSQL, under drizzle's wrapper or not. */
export function isUniqueViolation(error: unknown): boolean {
  const pg = error as { code?: string; cause?: { code?: string } };
  return (pg.code ?? pg.cause?.code) === '23505';
}

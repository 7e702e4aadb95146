// What the database topics share and the module does not export: the sync status of a record and the
// provisioning status of a list (docs/database.md "Provisioning", "Drift").
import { z } from 'zod';
import { isoInstant, pageQuery } from '../../http.js';

/**
 * How a record compares with the MariaDB server, as the last check found it: `records-only` when
 * provisioning is off (MARIADB_URL unset), `unchecked` before any check, `missing` when the database
 * or one of the user's accounts is gone, `differs` when a user's privileges are not what is kept,
 * `unreachable` when the check could not reach the server.
 */
export const databaseSyncStates = [
  'records-only',
  'unchecked',
  'in-sync',
  'missing',
  'differs',
  'unreachable',
] as const;
export const databaseSyncState = z.enum(databaseSyncStates);
export type DatabaseSyncState = z.infer<typeof databaseSyncState>;

export const databaseSync = z.object({
  state: databaseSyncState,
  checkedAt: isoInstant.nullable(),
  /** What differs, in a sentence (the missing hosts, the privileges found). */
  message: z.string().nullable(),
});
export type DatabaseSync = z.infer<typeof databaseSync>;

/** Whether changes reach a MariaDB server, said in the lists' replies and on their screens. */
export const databaseProvisioning = z.object({
  enabled: z.boolean(),
  message: z.string(),
});
export type DatabaseProvisioning = z.infer<typeof databaseProvisioning>;

export const databaseListQuery = pageQuery.extend({ search: z.string().trim().max(80).optional() });

export const person = z.object({ id: z.number().int(), name: z.string() }).nullable();

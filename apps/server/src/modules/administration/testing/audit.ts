// The audit rows of this module's records, for its tests.
import type { TestApp } from '../../../test/helpers.js';

/** The audit entries of a record, oldest first (written with the change, so there when the reply is). */
export async function auditOf(t: TestApp, entity: string, entityId: number | string | null) {
  const { rows } = await t.database.pool.query(
    `SELECT method, route, before, after, user_id AS "userId"
       FROM audit_log WHERE entity = $1 AND entity_id IS NOT DISTINCT FROM $2 ORDER BY id`,
    [entity, entityId === null ? null : String(entityId)],
  );
  return rows as { method: string; route: string; before: unknown; after: unknown; userId: number | null }[];
}

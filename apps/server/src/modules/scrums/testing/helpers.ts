// Helpers of the scrums tests: what the tables hold, read straight from them.
import type { TestApp } from '../../../test/helpers.js';

export async function notificationsOf(
  t: TestApp,
  userId: number,
): Promise<{ title: string; body: string | null; link: string | null }[]> {
  const { rows } = await t.database.pool.query(
    'SELECT title, body, link FROM notifications WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  return rows;
}

/** How many rows each of the audits' tables holds. */
export async function counts(t: TestApp): Promise<Record<string, number>> {
  const { rows } = await t.database.pool.query(
    `SELECT (SELECT count(*)::int FROM scrum_audits) AS audits,
            (SELECT count(*)::int FROM scrum_findings) AS findings,
            (SELECT count(*)::int FROM scrum_follow_ups) AS "followUps",
            (SELECT count(*)::int FROM scrum_audit_components) AS covered`,
  );
  return rows[0];
}

/** The audit-log rows of an entity's record, as text. */
export async function auditLogOf(t: TestApp, entity: string, id: number): Promise<string[]> {
  const { rows } = await t.database.pool.query(
    "SELECT coalesce(before::text, '') || ' ' || coalesce(after::text, '') AS row FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id",
    [entity, String(id)],
  );
  return rows.map((r: { row: string }) => r.row);
}

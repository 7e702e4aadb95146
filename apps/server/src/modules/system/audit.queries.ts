// The audit log's one statement the query builder cannot write as fast (measured:
// bench/raw-statements.ts, docs/performance.md "Raw statements kept").
import { sql } from 'drizzle-orm';
import type { Executor } from '../../core/db/database.js';
import { auditLog } from '../../core/db/schema.js';

type EntityRow = {
  entity: string;
};

/**
 * The distinct entity names, read by skipping through audit_log_entity_idx (one index descent per
 * name) instead of scanning the table: a handful of names over millions of rows. The builder's
 * `SELECT DISTINCT entity` reads every row's.
 */
export async function auditEntityNames(db: Executor): Promise<string[]> {
  const result = await db.execute<EntityRow>(sql`
    WITH RECURSIVE names AS (
      SELECT min(${auditLog.entity}) AS entity FROM ${auditLog}
      UNION ALL
      SELECT (SELECT min(${auditLog.entity}) FROM ${auditLog} WHERE ${auditLog.entity} > names.entity)
        FROM names WHERE names.entity IS NOT NULL
    )
    SELECT entity FROM names WHERE entity IS NOT NULL`);
  return result.rows.map((r) => r.entity);
}

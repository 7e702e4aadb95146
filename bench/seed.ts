// Fills `audit_log` (the real, migrated table) with N realistic rows in ONE statement, then ANALYZE.
import type pg from 'pg';

/** Twelve routes of a back office and the entity each one changes. */
const ROUTES = [
  ['/api/users', 'user'],
  ['/api/users/:id', 'user'],
  ['/api/roles/:id', 'role'],
  ['/api/departments/:id', 'department'],
  ['/api/tickets/:id', 'ticket'],
  ['/api/tickets/:id/comments', 'ticket'],
  ['/api/shifts/:id', 'shift'],
  ['/api/escalations/:id', 'escalation'],
  ['/api/dns/zones/:id/records', 'dnsRecord'],
  ['/api/certificates/:id', 'certificate'],
  ['/api/feedback/:id', 'feedback'],
  ['/api/auth/token', 'session'],
] as const;

const sqlArray = (values: readonly string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]`;

/**
 * One row every 30 s back from now, ids ascending with time (as the audit hook writes them); 120 users,
 * 12 routes, 4 methods, 20,000 entity ids; `before` on changes, `after` on everything but deletes
 * (a few hundred bytes of jsonb each, like a real edit).
 */
export const SEED_SQL = `
INSERT INTO audit_log (at, user_id, username, method, route, entity, entity_id, status_code, before, after, ip)
SELECT now() - make_interval(secs => ($1::int - g) * 30),
       v.u, 'agent' || v.u, v.method,
       (${sqlArray(ROUTES.map((r) => r[0]))})[v.k],
       (${sqlArray(ROUTES.map((r) => r[1]))})[v.k],
       (1 + (g::bigint * 7919) % 20000)::text,
       CASE v.method WHEN 'POST' THEN 201 ELSE 200 END,
       CASE WHEN v.method = 'POST' THEN NULL ELSE jsonb_build_object(
         'name', 'Record ' || (g % 20000), 'status', (ARRAY['open', 'pending', 'closed'])[1 + g % 3],
         'priority', g % 5, 'assigneeId', 1 + (g * 17) % 120, 'updatedAt', now() - make_interval(days => g % 400)) END,
       CASE WHEN v.method = 'DELETE' THEN NULL ELSE jsonb_build_object(
         'name', 'Record ' || (g % 20000), 'status', (ARRAY['open', 'pending', 'closed'])[1 + (g + 1) % 3],
         'priority', (g + 1) % 5, 'assigneeId', 1 + (g * 23) % 120, 'note', md5(g::text) || ' ' || md5((g + 7)::text),
         'tags', jsonb_build_array('t' || g % 7, 't' || g % 11)) END,
       '10.' || (g % 250) || '.' || ((g / 250) % 250) || '.' || (1 + g % 13)
  FROM generate_series(1, $1::int) g
 CROSS JOIN LATERAL (SELECT 1 + (g * 31) % 120 AS u, 1 + (g * 13) % ${ROUTES.length} AS k,
                            (ARRAY['POST', 'PUT', 'PATCH', 'DELETE'])[1 + g % 4] AS method) v`;

export interface SeedResult {
  rows: number;
  insertMs: number;
  /** `ANALYZE`, or `VACUUM ANALYZE` with BENCH_VACUUM=1. */
  maintenance: 'ANALYZE' | 'VACUUM ANALYZE';
  analyzeMs: number;
  tableBytes: number;
}

/**
 * Seeds, then ANALYZE as the embedded server's scheduled job does. `vacuum` runs VACUUM ANALYZE instead,
 * the state a PostgreSQL autovacuum leaves behind: only then is the visibility map set and a count can
 * be an index-only scan.
 */
export async function seedAuditLog(pool: pg.Pool, rows: number, vacuum = false): Promise<SeedResult> {
  const maintenance = vacuum ? 'VACUUM ANALYZE' : 'ANALYZE';
  const t0 = performance.now();
  await pool.query(SEED_SQL, [rows]);
  const t1 = performance.now();
  await pool.query(`${maintenance} audit_log`);
  const t2 = performance.now();
  const size = await pool.query<{ bytes: number }>("SELECT pg_total_relation_size('audit_log') AS bytes");
  return { rows, insertMs: t1 - t0, maintenance, analyzeMs: t2 - t1, tableBytes: size.rows[0]!.bytes };
}

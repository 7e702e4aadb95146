// What the audit log tests share: an app in a company time zone other than UTC, a person who may
// read the log, and audit rows written straight into the table at chosen instants.
import { createTestApp, type TestApp, type TestUser } from '../../../test/helpers.js';

/** The company time zone of the audit tests' app: days and times are read in it. */
export const TZ = 'Europe/Berlin';

export interface AuditApp {
  t: TestApp;
  /** Holds audit:log:read and nothing else. */
  reader: TestUser;
}

/** The app in {@link TZ} and its reader. */
export async function startAuditApp(): Promise<AuditApp> {
  const t = await createTestApp({ config: { timeZone: TZ } });
  const reader = await t.createUser({ scopes: ['audit:log:read'] });
  return { t, reader };
}

/** An audit row as a test writes it; what it leaves out is the writers' plainest value. */
export interface AuditRow {
  at: string;
  userId?: number;
  /** By default `user<userId>`, or none without a user. */
  username?: string;
  method?: string;
  entity?: string;
  entityId?: string;
  before?: unknown;
  after?: unknown;
  event?: string | null;
}

/** Writes audit rows as the writers would, at chosen instants; returns their ids in the given order. */
export async function insertAuditRows<const R extends readonly AuditRow[]>(
  t: TestApp,
  rows: R,
): Promise<{ [K in keyof R]: number }> {
  const ids: number[] = [];
  for (const row of rows) {
    const inserted = await t.database.pool.query<{ id: string }>(
      `INSERT INTO audit_log (at, user_id, username, method, route, entity, entity_id, status_code, before, after, ip, event)
       VALUES ($1, $2, $3, $4, '/api/test', $5, $6, 200, $7, $8, '10.0.0.1', $9) RETURNING id`,
      [
        row.at,
        row.userId ?? null,
        row.username ?? (row.userId ? `user${row.userId}` : null),
        row.method ?? 'POST',
        row.entity ?? null,
        row.entityId ?? null,
        row.before === undefined ? null : JSON.stringify(row.before),
        row.after === undefined ? null : JSON.stringify(row.after),
        row.event ?? null,
      ],
    );
    ids.push(Number(inserted.rows[0]!.id));
  }
  return ids as { [K in keyof R]: number };
}

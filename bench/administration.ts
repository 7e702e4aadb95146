// `npm run bench:administration`: permissions you can see (issue 35) at 10,000 users and a million audit
// rows, against a ceiling doing the same work. Seeds BENCH_USERS (default 10,000) people in 50 roles
// (wildcards among their scopes, one in fifty an administrator) and BENCH_ROWS (default 1,000,000) audit
// rows over the last year: 2 % of them role and user changes (moves between roles, flag changes, role
// scope edits), the rest other modules' changes and security events. Then measures with autocannon on
// loopback:
//   (1) who holds dns:zone:read now, page 1 (GET /api/auth/permissions/holders?scopes=dns:zone:read);
//   (2) a person's effective scopes now (GET /api/auth/permissions/users/{id});
//   (3) who held it 30 days ago (`at`: the role and user changes since then undone, about 1,800);
//   (4) who held it 360 days ago (about 20,000 changes undone);
//   (5) a person's scopes 360 days ago.
// (a) a bare Fastify route running the same SQL on the bare pool and the same replay and shaping (the
// service's pure functions: permission-state.ts, permission-history.ts), against (b) our whole stack with a
// bearer token (users:roles:read). Prints the figures and the ratios.
import { COUNT_CAP } from '@backoffice/contract';
import { PgDialect } from 'drizzle-orm/pg-core';
import Fastify from 'fastify';
import type pg from 'pg';
import { cappedTotal, rememberedCount } from '../apps/server/src/core/db/lists.js';
import {
  type PermissionChange,
  replay,
  usersTouched,
} from '../apps/server/src/modules/administration/services/permission-history.js';
import { pastHoldersQuery } from '../apps/server/src/modules/administration/services/permission-history.queries.js';
import {
  holderOf,
  type PermissionState,
  passes,
  permissionsOf,
  type StateRole,
  type StateUser,
} from '../apps/server/src/modules/administration/services/permission-state.js';
import { benchModule, type ModuleBench, seedPeople } from './harness.js';

const USERS = Number(process.env.BENCH_USERS ?? 10_000);
const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROLES = 50;
const SCOPE = 'dns:zone:read';
/** The instants asked, fixed at start so that both sides answer for the same one. */
const DAYS_AGO = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const RECENT = DAYS_AGO(30);
const OLD = DAYS_AGO(360);

const ROLE_SCOPES = [
  ['dns:zone:read', 'ipset:ipset:read'],
  ['dns:*'],
  ['ipset:*', 'users:users:read'],
  ['qa:chat:read', 'qa:chat:review', 'qa:tag:read'],
  ['users:roles:read', 'users:departments:read'],
];

async function seed(pool: pg.Pool) {
  const started = performance.now();
  const password = await seedPeople(pool, 'bench', USERS, ['users:roles:read']);
  const roleIds: number[] = [];
  for (let i = 0; i < ROLES; i++) {
    const { rows } = await pool.query<{ id: number }>(
      "INSERT INTO roles (name, created_at) VALUES ($1, now() - interval '2 years') RETURNING id",
      [`Bench role ${i}`],
    );
    roleIds.push(rows[0]!.id);
    for (const scope of ROLE_SCOPES[i % ROLE_SCOPES.length]!) {
      await pool.query('INSERT INTO role_scopes (role_id, scope) VALUES ($1, $2)', [rows[0]!.id, scope]);
    }
  }
  // Everyone but the caller (bench1) into one of the roles; one in fifty an administrator; all made long ago.
  await pool.query(
    `UPDATE users u SET role_id = ($1::int[])[1 + u.id % $2], is_admin = (u.id % 50 = 7),
            created_at = now() - interval '2 years'
      WHERE username LIKE 'bench%' AND username <> 'bench1'`,
    [roleIds, ROLES],
  );
  await pool.query("UPDATE roles SET created_at = now() - interval '2 years'");
  await pool.query("UPDATE users SET created_at = now() - interval '2 years' WHERE username = 'bench1'");
  const changes = Math.round(ROWS * 0.02);
  const roleChanges = Math.round(changes / 40);
  // Other modules' changes and security events, spread over the year.
  await pool.query(
    `INSERT INTO audit_log (at, user_id, username, method, route, entity, entity_id, status_code, before, after, event)
     SELECT now() - (g % 525600) * interval '1 minute', 1, 'bench1',
            CASE WHEN g % 10 = 0 THEN 'POST' ELSE 'PATCH' END, '/api/dns/zones/{id}',
            CASE WHEN g % 10 = 0 THEN NULL ELSE (ARRAY['dns-zone','leave-request','qa-review','shift'])[1 + g % 4] END,
            (g % 5000)::text, CASE WHEN g % 10 = 0 THEN 401 ELSE 200 END,
            CASE WHEN g % 10 = 0 THEN NULL ELSE '{"name":"before"}'::jsonb END,
            CASE WHEN g % 10 = 0 THEN NULL ELSE '{"name":"after"}'::jsonb END,
            CASE WHEN g % 10 = 0 THEN 'sign-in.failed' END
       FROM generate_series(1, $1::int) g`,
    [ROWS - changes],
  );
  // Users moved between roles and flagged, as services/users.ts records them (the whole account before and after),
  // spread over the year (`g % 525600` minutes put all 19,500 in the last two weeks: 30 days back undid them all).
  await pool.query(
    `INSERT INTO audit_log (at, user_id, username, method, route, entity, entity_id, status_code, before, after)
     SELECT now() - (g::bigint * 27 % 525600) * interval '1 minute', 1, 'bench1', 'PATCH', '/api/auth/users/{id}', 'user', u.id::text, 200,
            jsonb_build_object('id', u.id, 'username', u.username, 'name', u.name, 'isAdmin', g % 97 = 0,
                               'roleId', ($3::int[])[1 + g % $4], 'departmentId', NULL),
            jsonb_build_object('id', u.id, 'username', u.username, 'name', u.name, 'isAdmin', false,
                               'roleId', ($3::int[])[1 + (g + 1) % $4], 'departmentId', NULL)
       FROM generate_series(1, $1::int) g
       JOIN (SELECT id, username, name, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'bench%') u
         ON u.n = 1 + (g::bigint * 7919) % $2::int`,
    [changes - roleChanges, USERS, roleIds, ROLES],
  );
  // Role scope edits (services/roles.ts: the whole role before and after).
  await pool.query(
    `INSERT INTO audit_log (at, user_id, username, method, route, entity, entity_id, status_code, before, after)
     SELECT now() - (g * 211 % 525600) * interval '1 minute', 1, 'bench1', 'PATCH', '/api/auth/roles/{id}', 'role', r.id::text, 200,
            jsonb_build_object('id', r.id, 'name', r.name, 'scopes', CASE WHEN g % 2 = 0 THEN '["dns:zone:read"]'::jsonb ELSE '["ipset:ipset:read"]'::jsonb END),
            jsonb_build_object('id', r.id, 'name', r.name, 'scopes', '["users:roles:read"]'::jsonb)
       FROM generate_series(1, $1::int) g
       JOIN roles r ON r.id = ($2::int[])[1 + g % $3]`,
    [roleChanges, roleIds, ROLES],
  );
  await pool.query('ANALYZE');
  return { username: 'bench1', password, seconds: (performance.now() - started) / 1000 };
}

/** The service's reads, as bare SQL on the pool. */
async function rolesOf(db: pg.Pool | pg.PoolClient): Promise<Map<number, StateRole>> {
  const [roles, scopes] = await Promise.all([
    db.query<{ id: number; name: string; created_at: Date }>('SELECT id, name, created_at FROM roles'),
    db.query<{ role_id: number; scope: string }>('SELECT role_id, scope FROM role_scopes ORDER BY scope'),
  ]);
  const map = new Map<number, StateRole>(
    roles.rows.map((r) => [r.id, { id: r.id, name: r.name, scopes: [], createdAt: r.created_at }]),
  );
  for (const s of scopes.rows) map.get(s.role_id)?.scopes.push(s.scope);
  return map;
}

interface UserRow {
  id: number;
  username: string;
  name: string;
  isAdmin: boolean;
  roleId: number | null;
  departmentId: number | null;
  createdAt: Date;
}
const USER_COLUMNS = `id, username, name, is_admin AS "isAdmin", role_id AS "roleId", department_id AS "departmentId", created_at AS "createdAt"`;

const CHANGES_SQL = (userId?: number) =>
  `SELECT id, at, entity, entity_id AS "entityId", before, after FROM audit_log
    WHERE ${userId === undefined ? "entity IN ('role', 'user')" : "(entity = 'role' OR (entity = 'user' AND entity_id = $2))"}
      AND at > $1 AND event IS NULL AND status_code < 400`;

/** The service's snapshot: a REPEATABLE READ read-only transaction on one connection. */
async function inSnapshot<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } finally {
    client.release();
  }
}

async function changesAfter(client: pg.PoolClient, at: string, userId?: number) {
  const [changes, start] = await Promise.all([
    client.query<PermissionChange>(CHANGES_SQL(userId), userId === undefined ? [at] : [at, String(userId)]),
    client.query<{ oldest: Date | null }>('SELECT min(at) AS oldest FROM audit_log'),
  ]);
  // Newest first, sorted as the service sorts them (permission-history.ts changesAfter).
  const newestFirst = changes.rows.map((c) => Object.assign(c, { id: Number(c.id) })).sort((a, b) => b.id - a.id);
  return { changes: newestFirst, start: start.rows[0]?.oldest ?? null };
}

const usersOf = (rows: UserRow[]) =>
  new Map<number, StateUser>(rows.map((u) => [u.id, Object.assign(u, { exists: true })]));

/** One person's roles and account at `at` (permission-history.ts stateAt). */
function personAt(pool: pg.Pool, at: string, userId: number) {
  return inSnapshot(pool, async (client) => {
    const roles = await rolesOf(client);
    const users = await client.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [userId]);
    const { changes, start } = await changesAfter(client, at, userId);
    const state: PermissionState = { roles, users: usersOf(users.rows) };
    return { state, history: replay(state, changes, new Date(at), start) };
  });
}

const dialect = new PgDialect();

/** A page of the holders at `at` (permission-history.ts holdersAt): only the touched users replayed. */
function holdersAt(pool: pg.Pool, at: string, take: number) {
  return inSnapshot(pool, async (client) => {
    const roles = await rolesOf(client);
    const { changes, start } = await changesAfter(client, at);
    const touched = usersTouched(changes);
    const users = await client.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = ANY($1::int[])`, [
      [...touched],
    ]);
    const state: PermissionState = { roles, users: usersOf(users.rows) };
    const when = new Date(at);
    const history = replay(state, changes, when, start);
    const query = pastHoldersQuery({ state, touched, at: when, required: [SCOPE], pattern: null });
    const page = dialect.sqlToQuery(query.rows(take, 0));
    const rows = await client.query<StateUser>(page.sql, page.params);
    const count = dialect.sqlToQuery(query.count);
    const counted = await client.query<{ n: number }>(count.sql, count.params);
    return { roles: state.roles, rows: rows.rows, total: counted.rows[0]!.n, history };
  });
}

function ceiling(pool: pg.Pool, person: number) {
  const bare = Fastify({ logger: false });
  const countOwner = {};
  bare.get('/holders', async () => {
    const roles = await rolesOf(pool);
    const passing = [...roles.values()].filter((r) => passes(r.scopes, false, [SCOPE])).map((r) => r.id);
    const where = 'WHERE (is_admin = true OR role_id = ANY($1::int[]))';
    const [rows, counted] = await Promise.all([
      pool.query<UserRow>(
        `SELECT ${USER_COLUMNS} FROM users ${where} ORDER BY lower(name) ASC, id ASC LIMIT 25 OFFSET 0`,
        [passing],
      ),
      rememberedCount(countOwner, passing.join(','), async () => {
        const { rows } = await pool.query(
          `SELECT count(*) AS n FROM (SELECT 1 FROM users ${where} LIMIT ${COUNT_CAP + 1}) c`,
          [passing],
        );
        return Number(rows[0].n);
      }),
    ]);
    return {
      items: rows.rows.map((u) => holderOf(roles, Object.assign(u, { exists: true }), [SCOPE])),
      ...cappedTotal(counted),
      page: 1,
      take: 25,
    };
  });
  bare.get('/user', async () => {
    const { rows } = await pool.query<UserRow>(`SELECT ${USER_COLUMNS} FROM users WHERE id = $1`, [person]);
    const state: PermissionState = { roles: await rolesOf(pool), users: new Map() };
    return permissionsOf(state, { ...(rows[0] as StateUser), exists: true });
  });
  const pastHolders = async (at: string) => {
    const { roles, rows, total, history } = await holdersAt(pool, at, 25);
    const items = rows.map((u) => holderOf(roles, u, [SCOPE]));
    return { items, total, totalCapped: false, page: 1, take: 25, history };
  };
  bare.get('/holders-recent', () => pastHolders(RECENT));
  bare.get('/holders-old', () => pastHolders(OLD));
  bare.get('/user-old', async () => {
    const { state, history } = await personAt(pool, OLD, person);
    return { ...permissionsOf(state, state.users.get(person)!), history };
  });
  return bare;
}

const personOf = async (pool: pg.Pool): Promise<number> =>
  (await pool.query("SELECT id FROM users WHERE username = 'bench10'")).rows[0].id;

const bench: ModuleBench = {
  seed,
  ceiling: async (pool) => ceiling(pool, await personOf(pool)),
  count: { sql: 'SELECT count(*)::int AS n FROM audit_log', noun: `audit rows, ${USERS.toLocaleString('en')} users` },
  cases: async (pool) => {
    const person = await personOf(pool);
    const q = (at: string) => `&at=${encodeURIComponent(at)}`;
    return [
      [`who holds ${SCOPE} now, page 1`, `/api/auth/permissions/holders?scopes=${SCOPE}`, '/holders'],
      ['a person’s effective scopes now', `/api/auth/permissions/users/${person}`, '/user'],
      [`who held ${SCOPE} 30 days ago`, `/api/auth/permissions/holders?scopes=${SCOPE}${q(RECENT)}`, '/holders-recent'],
      [`who held ${SCOPE} 360 days ago`, `/api/auth/permissions/holders?scopes=${SCOPE}${q(OLD)}`, '/holders-old'],
      ['a person’s scopes 360 days ago', `/api/auth/permissions/users/${person}?${q(OLD).slice(1)}`, '/user-old'],
    ];
  },
  seconds: SECONDS,
};

await benchModule('pglite', bench);
if (process.env.DATABASE_URL) await benchModule('postgres', bench);

// `npm run bench:dossier`: dossier comments at a million rows, against a ceiling doing the same work. Seeds
// BENCH_AGENTS (default 100,000) agents with dossiers and BENCH_ROWS (default 1,000,000) chat and ticket
// comments (about ten an agent, three review categories and some without one) into a fresh database (the
// embedded one; PostgreSQL too when DATABASE_URL is set), then measures with autocannon on loopback:
//   (1) an agent's chat comments, GET /api/dossier-controller/chat-comments?userId={id} (25, newest first, and the total);
//   (2) QC v1's dossier comments, GET /api/qa-controller/dossier/{id}/comments (both kinds, the same rows);
// (a) a bare Fastify route running the same SQL on the bare pool and shaping the same reply, against
// (b) our whole stack with a bearer token (a reviewer with dossier:comment:read). Prints the figures and the ratios.
import { COUNT_CAP } from '@backoffice/contract';
import type { DossierComment } from '@backoffice/contract/modules/dossier';
import Fastify from 'fastify';
import type pg from 'pg';
import { benchModule, type ModuleBench, seedPeople } from './harness.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const AGENTS = Number(process.env.BENCH_AGENTS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

async function seed(pool: pg.Pool) {
  const started = performance.now();
  const password = await seedPeople(pool, 'bench', AGENTS, ['dossier:comment:read']);
  await pool.query(`INSERT INTO dossier_agents (user_id) SELECT id FROM users WHERE username LIKE 'bench%'`);
  await pool.query(`INSERT INTO dossier_review_categories (name) VALUES ('Tone'), ('Product knowledge'), ('Process')`);
  await pool.query(
    `INSERT INTO dossier_comments (kind, user_id, author_id, category_id, conversation_id, content, created_at, updated_at)
     SELECT CASE WHEN g % 7 < 4 THEN 'chat' ELSE 'ticket' END, u.id, u.id,
            (SELECT id FROM dossier_review_categories ORDER BY id OFFSET (g % 4) LIMIT 1),
            CASE WHEN g % 3 = 0 THEN g END, 'Comment ' || g,
            now() - (g % 1000) * interval '1 hour', now() - (g % 1000) * interval '1 hour'
       FROM generate_series(1, $1::int) g
       JOIN (SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE username LIKE 'bench%') u
         ON u.n = 1 + (g::bigint * 7919) % $2::int`,
    [ROWS, AGENTS],
  );
  await pool.query('ANALYZE');
  return { username: 'bench1', password, seconds: (performance.now() - started) / 1000 };
}

interface Row {
  id: number;
  kind: 'chat' | 'ticket';
  user_id: number;
  user_name: string;
  author_id: number | null;
  author_name: string | null;
  category_id: number | null;
  category_name: string | null;
  conversation_id: number | null;
  content: string;
  created_at: Date;
  updated_at: Date;
}

const SELECT = `SELECT c.id, c.kind, c.user_id, u.name AS user_name, c.author_id, a.name AS author_name, c.category_id,
  rc.name AS category_name, c.conversation_id, c.content, c.created_at, c.updated_at
  FROM dossier_comments c JOIN users u ON u.id = c.user_id LEFT JOIN users a ON a.id = c.author_id
  LEFT JOIN dossier_review_categories rc ON rc.id = c.category_id`;

const shape = (r: Row): DossierComment => ({
  id: r.id,
  kind: r.kind,
  userId: r.user_id,
  userName: r.user_name,
  authorId: r.author_id,
  authorName: r.author_name,
  categoryId: r.category_id,
  categoryName: r.category_name,
  conversationId: r.conversation_id,
  content: r.content,
  createdAt: r.created_at.toISOString(),
  updatedAt: r.updated_at.toISOString(),
});

/** The service's SQL (the page and the capped count at once) and shaping, on the bare pool. */
function ceiling(pool: pg.Pool, agent: number) {
  const bare = Fastify({ logger: false });
  const page = async (where: string, params: unknown[]) => {
    const [rows, count] = await Promise.all([
      pool.query<Row>(`${SELECT} WHERE ${where} ORDER BY c.created_at DESC, c.id DESC LIMIT 25 OFFSET 0`, params),
      pool.query(
        `SELECT count(*)::int AS n FROM (SELECT 1 FROM dossier_comments c WHERE ${where} LIMIT ${COUNT_CAP + 1}) x`,
        params,
      ),
    ]);
    const n = count.rows[0].n as number;
    return {
      items: rows.rows.map(shape),
      total: Math.min(n, COUNT_CAP),
      totalCapped: n > COUNT_CAP,
      page: 1,
      take: 25,
    };
  };
  bare.get('/chat', () => page(`c.kind = 'chat' AND c.user_id = $1`, [agent]));
  // QC v1 names the agent in its path: the record policy finds their dossier first (404 without one).
  bare.get('/v1', async () => {
    await pool.query(
      'SELECT u.id, u.name FROM dossier_agents d JOIN users u ON u.id = d.user_id WHERE d.user_id = $1',
      [agent],
    );
    return page('c.user_id = $1', [agent]);
  });
  return bare;
}

/** The agent looked at: the tenth seeded person (the caller, bench1, is an agent too). */
const agentOf = async (pool: pg.Pool): Promise<number> =>
  (await pool.query("SELECT id FROM users WHERE username = 'bench10'")).rows[0].id;

const bench: ModuleBench = {
  seed,
  ceiling: async (pool) => ceiling(pool, await agentOf(pool)),
  count: { sql: 'SELECT count(*)::int AS n FROM dossier_comments', noun: 'comments' },
  cases: async (pool) => {
    const agent = await agentOf(pool);
    return [
      ['an agent’s chat comments, page 1', `/api/dossier-controller/chat-comments?userId=${agent}`, '/chat'],
      ['QC v1: an agent’s dossier comments', `/api/qa-controller/dossier/${agent}/comments`, '/v1'],
    ];
  },
  seconds: SECONDS,
};

await benchModule('pglite', bench);
if (process.env.DATABASE_URL) await benchModule('postgres', bench);

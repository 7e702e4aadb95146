// `npm run bench:qa`: the QC v2 review lists, and QC v1's reads of the same data, at a million chats, against
// a ceiling doing the same work.
// Seeds BENCH_ROWS (default 1,000,000) chats of 200 agents over three years, two messages each with a
// searchable transcript, a third of them reviewed by 20 reviewers (the review rows, agents and tags the
// archive shows; the archive reads no grades), into a fresh database (the embedded one; PostgreSQL too
// when DATABASE_URL is set), then measures with autocannon on loopback:
//   (1) the queue, GET /api/chat-controller-v2/chats/queue (claims the oldest waiting chat for the
//       caller — the same one on every call while the lease runs — with its transcript, the capped
//       waiting count, the next ten and the caller's deferred ones);
//   (2) the archive, GET /api/chat-controller-v2/chats/archive (25 newest reviews with their chats);
//   (3) full-text search in the archive, ?search=certificate&sortBy=score&direction=ASC;
// (a) a bare Fastify route running the same SQL on the bare pool and shaping the same reply (its
// capped counts remembered for 10 s like ours), against (b) our whole stack with a bearer token.
// The lease's end (`claim.until`, `claimedUntil`) differs by milliseconds between the two and is left
// out of the comparison of answers.
import { COUNT_CAP } from '@backoffice/contract';
import Fastify from 'fastify';
import type pg from 'pg';
import { benchModule, type ModuleBench, seedPeople } from './harness.js';

const ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const AGENTS = 200;
const REVIEWERS = 20;
const TOPICS = [
  'my certificate expired and browsers warn',
  'the invoice shows the wrong amount',
  'emails bounce from the mailbox',
  'the website is slow since the migration',
  'dns records point to the old server',
  'please cancel my subscription',
];

async function seed(pool: pg.Pool) {
  const started = performance.now();
  const password = await seedPeople(pool, 'bench', REVIEWERS, ['qa:chat:review', 'qa:chat:read']);
  await seedPeople(pool, 'agent', AGENTS, []);
  await pool.query(
    `INSERT INTO qa_chats (external_id, department, channel, customer_name, customer_email, started_at, ended_at,
                           message_count, agent_emails, queue_state, review_count)
     SELECT 'chat-' || g, CASE WHEN g % 4 = 0 THEN 'Billing' ELSE 'Support' END, 'chat', 'Customer ' || g,
            CASE WHEN g % 3 = 0 THEN NULL ELSE 'customer' || g || '@example.com' END,
            '2024-01-01'::timestamptz + (g * interval '90 seconds'), '2024-01-01'::timestamptz + (g * interval '90 seconds') + interval '10 minutes',
            2, ARRAY['agent' || (1 + g % ${AGENTS}) || '@example.test'],
            CASE WHEN g % 3 = 0 THEN 'reviewed' ELSE 'waiting' END, CASE WHEN g % 3 = 0 THEN 1 ELSE 0 END
       FROM generate_series(1, $1::int) g`,
    [ROWS],
  );
  await pool.query(
    `INSERT INTO qa_chat_messages (chat_id, position, author, author_kind, text, sent_at)
     SELECT c.id, p, CASE WHEN p = 0 THEN c.customer_name ELSE 'Agent' END, CASE WHEN p = 0 THEN 'customer' ELSE 'agent' END,
            CASE WHEN p = 0 THEN ($1::text[])[1 + c.id % 6] ELSE 'Let me check that for you, thanks for waiting.' END,
            c.started_at + p * interval '1 minute'
       FROM qa_chats c CROSS JOIN generate_series(0, 1) p`,
    [TOPICS],
  );
  await pool.query(
    `INSERT INTO qa_chat_agents (chat_id, user_id)
     SELECT c.id, u.id FROM qa_chats c JOIN users u ON lower(u.email) = c.agent_emails[1]`,
  );
  await pool.query(
    `UPDATE qa_chats c SET search = to_tsvector('english', concat_ws(' ', c.customer_name, c.customer_email, c.department,
       (SELECT string_agg(m.text, ' ' ORDER BY m.position) FROM qa_chat_messages m WHERE m.chat_id = c.id)))`,
  );
  await pool.query(
    `INSERT INTO qa_reviews (kind, chat_id, reviewer_id, score, critical_fails, conversation_at, created_at, updated_at)
     SELECT 'chat', c.id, r.id, (c.id * 37) % 101, CASE WHEN (c.id * 37) % 101 = 0 THEN 1 ELSE 0 END,
            c.started_at, c.started_at + interval '2 days', c.started_at + interval '2 days'
       FROM qa_chats c
       JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS n FROM users WHERE username LIKE 'bench%') r
         ON r.n = c.id % ${REVIEWERS}
      WHERE c.queue_state = 'reviewed'`,
  );
  await pool.query(
    `INSERT INTO qa_review_agents (review_id, user_id) SELECT r.id, a.user_id FROM qa_reviews r JOIN qa_chat_agents a ON a.chat_id = r.chat_id`,
  );
  await pool.query(`INSERT INTO qa_tags (name, color) VALUES ('Refund', '#546e7a'), ('SSL', '#2e7d32')`);
  await pool.query(
    `INSERT INTO qa_review_tags (review_id, tag_id) SELECT r.id, (SELECT min(id) FROM qa_tags) FROM qa_reviews r WHERE r.id % 7 = 0`,
  );
  await pool.query('ANALYZE');
  return { username: 'bench1', password, seconds: (performance.now() - started) / 1000 };
}

// ---- The ceiling: our SQL on the bare pool, shaped the same way ----

type Row = Record<string, unknown> & { id: number };
const iso = (v: unknown) => new Date(v as string).toISOString();
const ids = (list: readonly number[]) => `{${list.join(',')}}`;
const COLUMNS =
  'c.id, c.external_id, c.department, c.channel, c.customer_name, c.customer_email, c.started_at, c.ended_at, c.message_count, c.agent_emails, c.queue_state, c.review_count, c.claimed_by, c.claimed_until';

function group<T extends { owner: number }>(rows: T[]) {
  const map = new Map<number, Omit<T, 'owner'>[]>();
  for (const { owner, ...rest } of rows) {
    const list = map.get(owner) ?? [];
    list.push(rest);
    map.set(owner, list);
  }
  return map;
}

function ceiling(pool: pg.Pool, me: number) {
  const bare = Fastify({ logger: false });
  const remembered = new Map<string, { n: number; at: number }>();
  const capped = async (sql: string, params: unknown[]) => {
    const key = sql + JSON.stringify(params);
    const hit = remembered.get(key);
    let n: number;
    if (hit && Date.now() - hit.at < 10_000) n = hit.n;
    else {
      n = Number(
        (await pool.query(`SELECT count(*) AS n FROM (${sql} LIMIT ${COUNT_CAP + 1}) AS capped`, params)).rows[0].n,
      );
      if (n >= 1000) remembered.set(key, { n, at: Date.now() });
    }
    return { total: Math.min(n, COUNT_CAP), totalCapped: n > COUNT_CAP };
  };

  const summaries = async (rows: Row[]) => {
    const list = rows.map((r) => r.id);
    if (!list.length) return [];
    const claimers = [...new Set(rows.map((r) => r.claimed_by).filter((v): v is number => typeof v === 'number'))];
    const [agents, tags, names, known] = await Promise.all([
      pool.query(
        'SELECT a.chat_id AS owner, u.id, u.name FROM qa_chat_agents a JOIN users u ON u.id = a.user_id WHERE a.chat_id = ANY($1::int[]) ORDER BY u.name',
        [ids(list)],
      ),
      pool.query(
        'SELECT t.chat_id AS owner, g.id, g.name, g.color FROM qa_chat_tags t JOIN qa_tags g ON g.id = t.tag_id WHERE t.chat_id = ANY($1::int[]) ORDER BY g.name',
        [ids(list)],
      ),
      claimers.length
        ? pool.query('SELECT id, name FROM users WHERE id = ANY($1::int[])', [ids(claimers)])
        : Promise.resolve({ rows: [] as { id: number; name: string }[] }),
      pool.query(
        'SELECT a.chat_id AS owner, lower(u.email) AS email FROM qa_chat_agents a JOIN users u ON u.id = a.user_id WHERE a.chat_id = ANY($1::int[])',
        [ids(list)],
      ),
    ]);
    const byAgents = group(agents.rows);
    const byTags = group(tags.rows);
    const byKnown = group(known.rows);
    const now = new Date();
    return rows.map((r) => {
      const until = r.claimed_until ? new Date(r.claimed_until as string) : null;
      const claimed = r.claimed_by != null && until !== null && until > now && r.queue_state === 'waiting';
      const mine = new Set((byKnown.get(r.id) ?? []).map((e) => e.email));
      return {
        id: r.id,
        externalId: r.external_id,
        department: r.department,
        agents: byAgents.get(r.id) ?? [],
        unknownAgents: ((r.agent_emails as string[]) ?? []).filter((e) => !mine.has(e)),
        tags: byTags.get(r.id) ?? [],
        queueState: r.queue_state,
        reviewCount: Number(r.review_count),
        claim: claimed
          ? {
              reviewerId: Number(r.claimed_by),
              reviewerName: names.rows.find((u) => u.id === r.claimed_by)?.name ?? '',
              until: until!.toISOString(),
            }
          : null,
        channel: r.channel,
        customerName: r.customer_name,
        customerEmail: r.customer_email ?? null,
        startedAt: iso(r.started_at),
        endedAt: r.ended_at == null ? null : iso(r.ended_at),
        messageCount: Number(r.message_count),
      };
    });
  };

  const commentsOf = async (parent: string, list: number[], note = false) => {
    const map = new Map<number, unknown[]>();
    if (!list.length) return map;
    const { rows } = await pool.query(
      `SELECT c.id, c.parent_id, c.author_id, u.name AS author_name, c.content, c.notify_users, c.created_at, c.updated_at
         FROM qa_comments c JOIN users u ON u.id = c.author_id
        WHERE c.parent = $1 AND c.note = $2 AND c.parent_id = ANY($3::int[]) ORDER BY c.created_at, c.id`,
      [parent, note, ids(list)],
    );
    for (const r of rows) {
      const l = map.get(r.parent_id) ?? [];
      l.push({
        id: r.id,
        author: { id: r.author_id, name: r.author_name },
        content: r.content,
        notifyUsers: r.notify_users ?? [],
        createdAt: iso(r.created_at),
        updatedAt: iso(r.updated_at),
      });
      map.set(r.parent_id, l);
    }
    return map;
  };

  const reviewSummaries = async (where: string, params: unknown[]) => {
    const { rows } = await pool.query(
      `SELECT r.id, r.kind, r.chat_id, r.ticket_id, r.reviewer_id, u.name AS reviewer_name, r.score, r.critical_fails,
              r.send_stats, r.review_later, r.comment, r.created_at, r.updated_at, r.deleted_at
         FROM qa_reviews r JOIN users u ON u.id = r.reviewer_id WHERE ${where} ORDER BY r.created_at DESC, r.id DESC`,
      params,
    );
    if (!rows.length) return [];
    const list = rows.map((r) => r.id as number);
    const [agents, tags] = await Promise.all([
      pool.query(
        'SELECT a.review_id, u.id, u.name FROM qa_review_agents a JOIN users u ON u.id = a.user_id WHERE a.review_id = ANY($1::int[]) ORDER BY u.name',
        [ids(list)],
      ),
      pool.query(
        'SELECT t.review_id, g.id, g.name, g.color FROM qa_review_tags t JOIN qa_tags g ON g.id = t.tag_id WHERE t.review_id = ANY($1::int[]) ORDER BY g.name',
        [ids(list)],
      ),
    ]);
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      conversationId: r.chat_id ?? r.ticket_id,
      reviewer: { id: r.reviewer_id, name: r.reviewer_name },
      agents: agents.rows.filter((a) => a.review_id === r.id).map(({ id, name }) => ({ id, name })),
      tags: tags.rows.filter((t) => t.review_id === r.id).map(({ id, name, color }) => ({ id, name, color })),
      comment: r.comment,
      score: Number(r.score),
      criticalFails: Number(r.critical_fails),
      sendStats: r.send_stats,
      reviewLater: r.review_later,
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
      deletedAt: r.deleted_at ? iso(r.deleted_at) : null,
    }));
  };

  const detail = async (id: number) => {
    const { rows } = await pool.query(`SELECT ${COLUMNS} FROM qa_chats c WHERE c.id = $1`, [id]);
    const [[summary], lines, reviews, comments] = await Promise.all([
      summaries(rows as Row[]),
      pool.query(
        'SELECT id, position, author, author_kind, text, sent_at FROM qa_chat_messages WHERE chat_id = $1 ORDER BY position',
        [id],
      ),
      reviewSummaries('r.chat_id = $1', [id]),
      commentsOf('chat', [id]),
    ]);
    const lineComments = await commentsOf(
      'message',
      lines.rows.map((l) => l.id),
    );
    const notes = await commentsOf('chat', [id], true);
    // No review of a waiting chat has grades to read here beyond the summaries (none in the queue).
    return Object.assign(summary!, {
      comments: comments.get(id) ?? [],
      notes: notes.get(id) ?? [],
      reviews: reviews.map((r) => Object.assign(r, { scores: [], comments: [] })),
      messages: lines.rows.map((m) => ({
        id: m.id,
        position: Number(m.position),
        author: m.author,
        authorKind: m.author_kind,
        text: m.text,
        sentAt: iso(m.sent_at),
        comments: lineComments.get(m.id) ?? [],
      })),
    });
  };

  // The chat queue's settings (one row, or none while the defaults apply): read by every claim and list.
  const queueSettings = () => pool.query('SELECT departments, "order", lease_minutes FROM qa_queue_settings');

  bare.get('/queue', async () => {
    await queueSettings();
    const client = await pool.connect();
    let claimed: number | undefined;
    try {
      await client.query('BEGIN');
      const held = await client.query(
        `UPDATE qa_chats c SET claimed_until = now() + make_interval(mins => 15)
          WHERE c.id = (SELECT c.id FROM qa_chats c WHERE c.queue_state = 'waiting' AND c.claimed_by = $1
                          AND c.claimed_until >= now() AND TRUE AND TRUE ORDER BY c.started_at, c.id LIMIT 1)
          RETURNING c.id`,
        [me],
      );
      claimed = held.rows[0]?.id;
      if (claimed === undefined) {
        const next = await client.query(
          `UPDATE qa_chats c SET claimed_by = $1, claimed_until = now() + make_interval(mins => 15)
            WHERE c.id = (SELECT c.id FROM qa_chats c WHERE c.queue_state = 'waiting'
                            AND (c.claimed_until IS NULL OR c.claimed_until < now() OR c.claimed_by = $1) AND TRUE AND TRUE
                            ORDER BY c.started_at, c.id LIMIT 1 FOR UPDATE SKIP LOCKED)
            RETURNING c.id`,
          [me],
        );
        claimed = next.rows[0]?.id;
      }
      await client.query(
        `UPDATE qa_chats SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = $1 AND queue_state = 'waiting' AND id <> $2`,
        [me, claimed ?? 0],
      );
      await client.query('COMMIT');
    } finally {
      client.release();
    }
    const [next, count, upcoming, deferred] = await Promise.all([
      claimed === undefined ? null : detail(claimed),
      capped("SELECT 1 FROM qa_chats c WHERE c.queue_state = 'waiting' AND TRUE", []),
      pool
        .query(
          `SELECT ${COLUMNS} FROM qa_chats c WHERE c.queue_state = 'waiting' AND (c.claimed_until IS NULL OR c.claimed_until < now())
              AND TRUE AND TRUE AND c.id <> $1 ORDER BY c.started_at, c.id LIMIT 10`,
          [claimed ?? 0],
        )
        .then(({ rows }) => summaries(rows as Row[])),
      pool
        .query(
          `SELECT ${COLUMNS} FROM qa_reviews r JOIN qa_chats c ON c.id = r.chat_id
            WHERE r.reviewer_id = $1 AND r.kind = 'chat' AND r.review_later AND r.deleted_at IS NULL
            ORDER BY c.started_at, c.id LIMIT 50`,
          [me],
        )
        .then(({ rows }) => summaries(rows as Row[])),
    ]);
    return {
      next,
      claimedUntil: next?.claim?.until ?? null,
      waiting: count.total,
      waitingCapped: count.totalCapped,
      upcoming,
      deferred,
    };
  });

  const archive = async (where: string, params: unknown[], order: string) => {
    const from = `FROM qa_reviews r JOIN qa_chats c ON c.id = r.chat_id WHERE r.kind = 'chat' AND NOT r.review_later AND ${where}`;
    const [page, count] = await Promise.all([
      pool.query(`SELECT r.id AS review_id, ${COLUMNS} ${from} ORDER BY ${order} LIMIT 25 OFFSET 0`, params),
      capped(`SELECT 1 ${from}`, params),
    ]);
    const list = page.rows.map((r) => r.review_id as number);
    const [reviews, chats, replaced] = await Promise.all([
      list.length ? reviewSummaries('r.id = ANY($1::int[])', [ids(list)]) : [],
      summaries(page.rows as Row[]),
      // The reviews a manager's escalation review replaced in statistics (the archive's `replacedBy`).
      list.length
        ? pool.query(
            `SELECT er.review_id AS replaced, o.id AS review_id, e.id AS escalation_id
               FROM qa_escalation_reviews er JOIN qa_escalations e ON e.id = er.escalation_id
               JOIN qa_reviews o ON o.id = e.outcome_review_id
              WHERE e.status = 'reviewed' AND o.deleted_at IS NULL AND o.id <> er.review_id
                AND er.review_id = ANY($1::int[]) ORDER BY e.id`,
            [ids(list)],
          )
        : { rows: [] },
    ]);
    const replacedBy = new Map(
      replaced.rows.map((r) => [r.replaced, { reviewId: r.review_id, escalationId: r.escalation_id }]),
    );
    return {
      items: page.rows.map((row, i) => ({
        review: reviews.find((r) => r.id === row.review_id),
        chat: chats[i],
        replacedBy: replacedBy.get(row.review_id) ?? null,
      })),
      ...count,
      page: 1,
      take: 25,
    };
  };
  bare.get('/archive', () => archive('TRUE', [], 'r.created_at DESC, r.id DESC'));
  // QC v1's waiting chats: what the queue offers, newest first.
  bare.get('/unreviewed', async () => {
    await queueSettings();
    const from = "FROM qa_chats c WHERE c.queue_state = 'waiting'";
    const [page, count] = await Promise.all([
      pool.query(`SELECT ${COLUMNS} ${from} ORDER BY c.started_at DESC, c.id DESC LIMIT 25 OFFSET 0`),
      capped(`SELECT 1 ${from}`, []),
    ]);
    return { items: await summaries(page.rows as Row[]), ...count, page: 1, take: 25 };
  });
  bare.get('/search', () =>
    archive("c.search @@ websearch_to_tsquery('english', $1)", ['certificate'], 'r.score ASC, r.id ASC'),
  );
  return bare;
}

/** The lease's end differs by milliseconds between two calls: left out of the comparison. */
const withoutLease = (json: unknown) =>
  JSON.parse(JSON.stringify(json, (key, value) => (key === 'until' || key === 'claimedUntil' ? undefined : value)));

const bench: ModuleBench = {
  seed,
  ceiling: async (pool) =>
    ceiling(pool, (await pool.query("SELECT id FROM users WHERE username = 'bench1'")).rows[0].id),
  count: { sql: 'SELECT count(*)::int AS n FROM qa_chats', noun: 'chats' },
  cases: [
    ['the queue: the next chat claimed', '/api/chat-controller-v2/chats/queue', '/queue'],
    ['the archive, page 1', '/api/chat-controller-v2/chats/archive', '/archive'],
    [
      'full-text search in the archive, by score',
      '/api/chat-controller-v2/chats/archive?search=certificate&sortBy=score&direction=ASC',
      '/search',
    ],
    // QC v1: the same services through the older calls.
    ['v1 chat/last: the next chat claimed', '/api/qa-controller/chat/last', '/queue'],
    ['v1 chat/reviewed, page 1', '/api/qa-controller/chat/reviewed', '/archive'],
    ['v1 chat/unreviewed, page 1', '/api/qa-controller/chat/unreviewed', '/unreviewed'],
    [
      'v1 chat/search/{term}, by score',
      '/api/qa-controller/chat/search/certificate?sortBy=score&direction=ASC',
      '/search',
    ],
  ],
  normalize: withoutLease,
  seconds: SECONDS,
};

await benchModule('pglite', bench);
if (process.env.DATABASE_URL) await benchModule('postgres', bench);

// `npm run bench:ingestion`: conversations per second through `POST /api/integrations/chats` and
// `/tickets` (docs/qa.md "Conversations (ingestion)"), against a ceiling writing the same rows.
// Into a fresh database of each engine (the embedded one; PostgreSQL too when DATABASE_URL is set), with
// 200 agents, the chat and ticket systems send batches of 500 conversations of ten messages (or replies)
// each, one batch after another, as an integration does:
//   (1) new conversations (none of the batch is known yet: the INSERT path);
//   (2) the same batches sent again unchanged (every one known and as kept: read, nothing written — a
//       sender's retry, or a system sending every open conversation on a schedule);
//   (3) the same conversations sent again with one more message each (known and changed: upserted, their
//       messages written at their places — the ten kept left as they are, the eleventh inserted).
// (a) The ceiling is a bare Fastify route on the bare pool that parses the same body and writes the same
//     rows in one transaction with one multi-row statement per table (the conversations upserted on their
//     external id with their search document, messages or replies and agents as JSON records — at their
//     places, those no longer sent deleted — one audit row), answering the same reply; (b) ours is the whole stack with an integration key (guard,
//     zod, the ingestion service, audit). Slices of BENCH_BATCHES batches (default 8) alternate between the
//     two, three rounds; conversations per second = conversations sent / time of the slice. BENCH_SENDERS
//     (default 1) sends from that many connections at once. Both write into
//     the same tables (external ids of their own), so both see the tables grow alike.
// Goals (docs/performance.md "Ingestion"): ratio ≥ 0.8, and ≥ 5,000 conversations/s on PostgreSQL.
import { createHash, randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import type pg from 'pg';
import { newKey } from '../apps/server/src/core/auth/integration-keys.js';
import { enginesWanted, freshDatabase, seedPeople, startApp } from './harness.js';
import { benchName, type Engine, recordResult } from './results.js';

const BATCH = 500;
const MESSAGES = 10;
const AGENTS = 200;
const BATCHES = Number(process.env.BENCH_BATCHES ?? 8);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SENDERS = Number(process.env.BENCH_SENDERS ?? 1);
/** The search document holds the first this many characters of the transcript (services/ingest.ts). */
const SEARCH_CHARS = 100_000;
const LINES = [
  'Hello, my certificate expired this morning and browsers warn my visitors',
  'Thanks for waiting, I am checking the DNS records of your domain now',
  'The invoice shows the wrong amount for the renewal of the hosting plan',
  'Emails bounce from the mailbox since yesterday, can you look at it?',
  'The website is slow since the migration to the new server last week',
];

// ---- What the chat and ticket systems send ----

const at = (base: number, minutes: number) => new Date(base + minutes * 60_000).toISOString().replace('.000', '');
const agentEmail = (n: number) =>
  n % 10 === 9 ? `gone${n}@elsewhere.example` : `agent${1 + (n % AGENTS)}@example.test`;

/** A batch's conversations: number n of the run (its externalId `<prefix>-<n>`), starting at `base`. */
const batchOf = <T>(batch: number, make: (n: number, base: number) => T) =>
  Array.from({ length: BATCH }, (_, i) => {
    const n = batch * BATCH + i;
    return make(n, Date.UTC(2026, 0, 1) + n * 90_000);
  });

/** Ten lines (eleven when `grown`), the other side and the agent in turn, a minute apart. */
const linesOf = <K extends string>(
  n: number,
  base: number,
  other: [name: string, kind: string],
  text: K,
  grown: boolean,
) =>
  Array.from({ length: MESSAGES + (grown ? 1 : 0) }, (_, p) => ({
    author: p % 2 ? 'Agent' : other[0],
    authorKind: p % 2 ? 'agent' : other[1],
    sentAt: at(base, p),
    ...({ [text]: LINES[(n + p) % LINES.length]! } as Record<K, string>),
  }));

const chats = (prefix: string, batch: number, grown = false) =>
  batchOf(batch, (n, base) => ({
    externalId: `${prefix}-${n}`,
    department: n % 4 ? 'Support' : 'Billing',
    channel: 'chat',
    agents: [{ name: 'Agent', email: agentEmail(n) }],
    customer: { name: `Customer ${n}`, email: n % 3 ? `customer${n}@example.com` : null },
    startedAt: at(base, 0),
    endedAt: at(base, MESSAGES + 1),
    messages: linesOf(n, base, [`Customer ${n}`, 'customer'], 'text', grown),
  }));

const tickets = (prefix: string, batch: number, grown = false) =>
  batchOf(batch, (n, base) => ({
    externalId: `${prefix}-${n}`,
    subject: `Renewal of hosting plan ${n}`,
    department: 'Support',
    status: 'open',
    agents: [{ name: 'Agent', email: agentEmail(n) }],
    client: { name: `Client ${n}`, email: n % 3 ? `client${n}@example.com` : null, kind: 'Client', loggedInFlag: '0' },
    createdAt: at(base, 0),
    replies: linesOf(n, base, [`Client ${n}`, 'client'], 'body', grown),
  }));

type SentChat = ReturnType<typeof chats>[number];
type SentTicket = ReturnType<typeof tickets>[number];

// ---- The ceiling: the same rows, one multi-row statement per table, one transaction ----

interface Conversation {
  externalId: string;
  agents: { email: string }[];
}

interface Shape<T extends Conversation> {
  table: string;
  /** The conversation row: its columns with their types, the values of one, the columns of its search document. */
  columns: string;
  row(item: T): Record<string, unknown>;
  search: string;
  lines: {
    table: string;
    parent: string;
    text: string;
    rows(item: T): { author: string; authorKind: string; text: string; sentAt: string }[];
  };
  agents: { table: string; parent: string };
  entity: string;
}

const chatShape: Shape<SentChat> = {
  table: 'qa_chats',
  columns:
    'external_id text, department text, channel text, customer_name text, customer_email text, started_at timestamptz, ' +
    'ended_at timestamptz, message_count int, agent_emails text[]',
  row: (c) => ({
    external_id: c.externalId,
    department: c.department,
    channel: c.channel,
    customer_name: c.customer.name,
    customer_email: c.customer.email,
    started_at: c.startedAt,
    ended_at: c.endedAt,
    message_count: c.messages.length,
    agent_emails: c.agents.map((a) => a.email.toLowerCase()),
  }),
  search: 'x.customer_name, x.customer_email, x.department',
  lines: { table: 'qa_chat_messages', parent: 'chat_id', text: 'text', rows: (c) => c.messages },
  agents: { table: 'qa_chat_agents', parent: 'chat_id' },
  entity: 'qa-chat-batch',
};

const ticketShape: Shape<SentTicket> = {
  table: 'qa_tickets',
  columns:
    'external_id text, subject text, department text, status text, client_name text, client_email text, client_kind text, ' +
    'client_flag text, opened_at timestamptz, reply_count int, agent_emails text[]',
  row: (t) => ({
    external_id: t.externalId,
    subject: t.subject,
    department: t.department,
    status: t.status,
    client_name: t.client.name,
    client_email: t.client.email,
    client_kind: t.client.kind,
    client_flag: t.client.loggedInFlag,
    opened_at: t.createdAt,
    reply_count: t.replies.length,
    agent_emails: t.agents.map((a) => a.email.toLowerCase()),
  }),
  search: 'x.subject, x.client_name, x.client_email, x.department',
  lines: {
    table: 'qa_ticket_replies',
    parent: 'ticket_id',
    text: 'body',
    rows: (t) => t.replies.map((r) => ({ author: r.author, authorKind: r.authorKind, text: r.body, sentAt: r.sentAt })),
  },
  agents: { table: 'qa_ticket_agents', parent: 'ticket_id' },
  entity: 'qa-ticket-batch',
};

/**
 * A batch as the fastest plain SQL we know writes it: the rows of each table as one JSON parameter read by
 * json_to_recordset (5,000 lines: as fast as unnest of one array per column, and about 40 % faster than
 * a VALUES list of one parameter per value, measured on PostgreSQL 15), the search document computed in
 * the upsert.
 */
async function keepBare<T extends Conversation>(pool: pg.Pool, shape: Shape<T>, batch: T[]) {
  const items = [...new Map(batch.map((i) => [i.externalId, i])).values()];
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const emails = [...new Set(items.flatMap((i) => i.agents.map((a) => a.email.toLowerCase())))];
    const known = await client.query<{ id: number; email: string }>(
      'SELECT id, lower(email) AS email FROM users WHERE lower(email) = ANY($1::text[])',
      [emails],
    );
    const byEmail = new Map(known.rows.map((r) => [r.email, r.id]));
    // Each conversation's agents' users, once (its hash and its agent rows), as the endpoint does.
    const agentIds = new Map(
      items.map((i) => [
        i.externalId,
        [...new Set(i.agents.map((a) => byEmail.get(a.email.toLowerCase())).filter((id) => id !== undefined))],
      ]),
    );
    // What each conversation's rows are made of, hashed; the ones kept with the same hash are left as they are.
    const hashes = new Map(
      items.map((i) => [
        i.externalId,
        createHash('sha1')
          .update(`1\u0000${JSON.stringify(i)}\u0000${agentIds.get(i.externalId)!.join(',')}`)
          .digest('base64url'),
      ]),
    );
    const existing = await client.query<{ id: number; external_id: string; content_hash: string | null }>(
      `SELECT id, external_id, content_hash FROM ${shape.table}
        WHERE external_id IN (SELECT json_array_elements_text($1::json)) FOR UPDATE`,
      [JSON.stringify(items.map((i) => i.externalId))],
    );
    const unchanged = new Map(
      existing.rows.filter((r) => r.content_hash === hashes.get(r.external_id)).map((r) => [r.external_id, r.id]),
    );
    const written = items.filter((i) => !unchanged.has(i.externalId));
    const names = shape.columns.split(', ').map((c) => c.split(' ')[0]!);
    const rows = written.map((item) => {
      const lines = shape.lines.rows(item);
      // Onto the row made (a property after a spread is a slow runtime call in V8: docs/performance.md "Object spread").
      return Object.assign(shape.row(item), {
        content_hash: hashes.get(item.externalId),
        transcript: lines.length ? lines.map((m) => m.text).join(' ') : null,
      });
    });
    const kept = written.length
      ? await client.query<{ id: number; external_id: string; inserted: boolean }>(
          `INSERT INTO ${shape.table} (${names.join(', ')}, content_hash, search, updated_at)
           SELECT ${names.map((n) => `x.${n}`).join(', ')}, x.content_hash,
                  to_tsvector('english', concat_ws(' ', ${shape.search}, left(x.transcript, ${SEARCH_CHARS}))), now()
             FROM json_to_recordset($1::json) AS x(${shape.columns}, content_hash text, transcript text)
           ON CONFLICT (external_id) DO UPDATE SET ${[...names.slice(1), 'content_hash', 'search', 'updated_at'].map((c) => `${c} = excluded.${c}`).join(', ')}
           RETURNING id, external_id, (xmax = 0) AS inserted`,
          [JSON.stringify(rows)],
        )
      : { rows: [] };
    const byExternal = new Map(kept.rows.map((r) => [r.external_id, r]));
    const idOf = (externalId: string) => byExternal.get(externalId)!.id;
    // Known ones written at their places: the lines beyond those sent and the agents no longer named
    // deleted, then every line inserted or, at a kept place, updated where it differs; agents added.
    const again = written.filter((i) => !byExternal.get(i.externalId)!.inserted);
    if (again.length) {
      await client.query(
        `DELETE FROM ${shape.lines.table} l USING json_to_recordset($1::json) AS x(id int, count int)
          WHERE l.${shape.lines.parent} = x.id AND l.position >= x.count`,
        [JSON.stringify(again.map((i) => ({ id: idOf(i.externalId), count: shape.lines.rows(i).length })))],
      );
      await client.query(
        `DELETE FROM ${shape.agents.table} a USING json_to_recordset($1::json) AS x(id int, users int[])
          WHERE a.${shape.agents.parent} = x.id AND NOT (a.user_id = ANY (x.users))`,
        [JSON.stringify(again.map((i) => ({ id: idOf(i.externalId), users: agentIds.get(i.externalId) })))],
      );
    }
    const linesOf = (items: T[]) =>
      items.flatMap((item) =>
        shape.lines.rows(item).map((line, position) => ({
          parent: idOf(item.externalId),
          position,
          author: line.author,
          authorKind: line.authorKind,
          text: line.text,
          sentAt: line.sentAt,
        })),
      );
    // New conversations' lines plainly inserted, the known ones' at their places: inserted or, at a kept
    // place, updated where they differ. (An empty table's INSERT is not sent, as ours does not send it.)
    const t = shape.lines.text;
    for (const [lines, upsert] of [
      [linesOf(written.filter((i) => byExternal.get(i.externalId)!.inserted)), ''],
      [
        linesOf(again),
        `ON CONFLICT (${shape.lines.parent}, position) DO UPDATE
            SET author = excluded.author, author_kind = excluded.author_kind, ${t} = excluded.${t}, sent_at = excluded.sent_at
          WHERE (l.author, l.author_kind, l.${t}, l.sent_at)
                IS DISTINCT FROM (excluded.author, excluded.author_kind, excluded.${t}, excluded.sent_at)`,
      ],
    ] as const) {
      if (!lines.length) continue;
      await client.query(
        `INSERT INTO ${shape.lines.table} AS l (${shape.lines.parent}, position, author, author_kind, ${t}, sent_at)
         SELECT parent, position, "author", "authorKind", text, "sentAt"
           FROM json_to_recordset($1::json) AS x(parent int, position int, author text, "authorKind" text, text text, "sentAt" timestamptz)
         ${upsert}`,
        [JSON.stringify(lines)],
      );
    }
    const agents = written.flatMap((i) =>
      agentIds.get(i.externalId)!.map((user) => ({ parent: idOf(i.externalId), user })),
    );
    if (agents.length) {
      await client.query(
        `INSERT INTO ${shape.agents.table} (${shape.agents.parent}, user_id)
         SELECT parent, "user" FROM json_to_recordset($1::json) AS x(parent int, "user" int)
         ON CONFLICT DO NOTHING`,
        [JSON.stringify(agents)],
      );
    }
    const created = kept.rows.filter((r) => r.inserted).length;
    await client.query(
      `INSERT INTO audit_log (method, route, entity, entity_id, status_code, after) VALUES ('POST', $1, $2, '1', 200, $3)`,
      [
        `/api/integrations/${shape.table.slice(3)}`,
        shape.entity,
        { from: 'bench', received: items.length, created, updated: items.length - created, unchanged: unchanged.size },
      ],
    );
    await client.query('COMMIT');
    return {
      created,
      updated: items.length - created,
      ids: items.map((i) => ({
        externalId: i.externalId,
        id: byExternal.get(i.externalId)?.id ?? unchanged.get(i.externalId)!,
      })),
      unknownAgents: emails.filter((e) => !byEmail.has(e)).sort(),
    };
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  } finally {
    client.release();
  }
}

function ceiling(pool: pg.Pool) {
  const bare = Fastify({ logger: false, bodyLimit: 1024 * 1024 });
  bare.post('/chats', async (request) => keepBare(pool, chatShape, (request.body as { chats: SentChat[] }).chats));
  bare.post('/tickets', async (request) =>
    keepBare(pool, ticketShape, (request.body as { tickets: SentTicket[] }).tickets),
  );
  return bare;
}

// ---- Sending ----

interface Slice {
  seconds: number;
  latencies: number[];
}

/** Sends the batches from BENCH_SENDERS connections at once (default 1: one system sending batch after batch). */
async function sendAll(url: string, bodies: string[], headers: Record<string, string>): Promise<Slice> {
  const latencies: number[] = [];
  const started = performance.now();
  let next = 0;
  const sender = async () => {
    while (next < bodies.length) {
      const body = bodies[next++]!;
      const t0 = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`${url} answered ${res.status}: ${text.slice(0, 400)}`);
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: SENDERS }, sender));
  return { seconds: (performance.now() - started) / 1000, latencies };
}

const p99 = (xs: number[]) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.99) - 1)] ?? 0;
};

async function measure(engine: Engine) {
  const fresh = await freshDatabase(engine);
  try {
    const { pool } = fresh.database;
    const password = await seedPeople(pool, 'bench', 1, []);
    await seedPeople(pool, 'agent', AGENTS, []);
    const key = newKey();
    await pool.query('INSERT INTO integration_keys (name, prefix, key_hash) VALUES ($1, $2, $3)', [
      'Bench chat system',
      key.prefix,
      key.keyHash,
    ]);
    const { app, url } = await startApp(fresh.database, engine, 'bench1', password);
    const bare = ceiling(pool);
    const bareUrl = await bare.listen({ host: '127.0.0.1', port: 0 });
    const auth = { authorization: `Bearer ${key.key}` };
    const run = randomBytes(3).toString('hex');
    console.log(
      `${engine}: batches of ${BATCH} conversations of ${MESSAGES} messages, ${BATCHES} batches a slice, ${SENDERS} sender(s)`,
    );

    for (const [kind, make] of [
      ['chats', (prefix: string, b: number, grown = false) => JSON.stringify({ chats: chats(prefix, b, grown) })],
      ['tickets', (prefix: string, b: number, grown = false) => JSON.stringify({ tickets: tickets(prefix, b, grown) })],
    ] as const) {
      const bodies = (who: string, round: number, grown: boolean) =>
        Array.from({ length: BATCHES }, (_, b) => make(`${who}-${run}`, round * BATCHES + b, grown));
      const prepare = (grown: boolean) =>
        Array.from({ length: ROUNDS }, (_, round) => ({
          ceiling: bodies('ceiling', round, grown),
          ours: bodies('ours', round, grown),
        }));
      const prepared = prepare(false);
      const grownBodies = prepare(true);
      const size = Buffer.byteLength(prepared[0]!.ours[0]!);
      // Both answer a first batch alike (ids aside: each has its own rows), or the comparison means nothing.
      const probe = make(`probe-${run}`, 0);
      const [a, b] = await Promise.all([
        fetch(`${url}/api/integrations/${kind}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...auth },
          body: probe,
        }).then((r) => r.json()),
        fetch(`${bareUrl}/${kind}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: probe.replaceAll(`probe-${run}`, `probe-bare-${run}`),
        }).then((r) => r.json()),
      ]);
      const gist = (r: { created: number; updated: number; ids: unknown[]; unknownAgents: string[] }) =>
        JSON.stringify([r.created, r.updated, r.ids.length, r.unknownAgents]);
      if (gist(a) !== gist(b)) throw new Error(`the ceiling answers differently: ${gist(a)} / ${gist(b)}`);

      for (const path of ['new', 'sent again', 'sent again, one more message'] as const) {
        const slices: { ours: Slice[]; ceiling: Slice[] } = { ours: [], ceiling: [] };
        for (const { ceiling: theirs, ours } of path === 'sent again, one more message' ? grownBodies : prepared) {
          slices.ceiling.push(await sendAll(`${bareUrl}/${kind}`, theirs, {}));
          slices.ours.push(await sendAll(`${url}/api/integrations/${kind}`, ours, auth));
        }
        const rate = (xs: Slice[]) => (xs.length * BATCHES * BATCH) / xs.reduce((s, x) => s + x.seconds, 0);
        const [theirs, ours] = [rate(slices.ceiling), rate(slices.ours)];
        const ratio = ours / theirs;
        const [p99Theirs, p99Ours] = [
          p99(slices.ceiling.flatMap((s) => s.latencies)),
          p99(slices.ours.flatMap((s) => s.latencies)),
        ];
        const view = `${kind}, ${path} (conversations/s)`;
        console.log(
          `  ${view}, ${(size / 1024).toFixed(0)} KB a batch: ceiling ${theirs.toFixed(0)}/s (p99 ${p99Theirs.toFixed(0)} ms a batch), ` +
            `ours ${ours.toFixed(0)}/s (p99 ${p99Ours.toFixed(0)} ms)\n    ratio ${ratio.toFixed(2)} (target ≥ 0.8): ${ratio >= 0.8 ? 'PASS' : 'FAIL'}` +
            (engine === 'postgres' ? `; ≥ 5,000/s: ${ours >= 5000 ? 'PASS' : 'FAIL'}` : ''),
        );
        recordResult({
          bench: benchName(),
          view,
          engine,
          items: BATCH,
          rows: Number((await pool.query(`SELECT count(*)::int AS n FROM qa_${kind}`)).rows[0].n),
          ceilingRps: theirs,
          oursRps: ours,
          ratio,
          ceilingP99: p99Theirs,
          oursP99: p99Ours,
          errors: 0,
          goals: { minRatio: 0.8, minRps: 5000 },
        });
      }
    }
    await app.close();
    await bare.close();
  } finally {
    await fresh.dispose();
  }
}

for (const engine of enginesWanted()) await measure(engine);

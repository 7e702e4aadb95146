// Conversations sent by the chat and ticket systems (docs/qa.md "Conversations (ingestion)"): kept with
// their lines and agents, updated when sent again, refused field by field, only with an integration key.
import * as qa from '@backoffice/contract/modules/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/helpers.js';
import { emailOf, type QaApp, qaApp, REVIEWER, send } from './testing/qa-app.js';

let app: QaApp;
let agentEmail: string;
let user: TestUser;

const chat = (externalId: string, over: Record<string, unknown> = {}) => ({
  externalId,
  department: 'Support',
  agents: [
    { name: 'Agent', email: agentEmail },
    { name: 'Ghost', email: 'ghost@nowhere.example' },
  ],
  customer: { name: 'Client A', email: 'client@example.com' },
  startedAt: '2026-11-20T10:00:00Z',
  endedAt: '2026-11-20T10:12:00Z',
  messages: [
    { author: 'Client A', authorKind: 'customer', text: 'My site is down', sentAt: '2026-11-20T10:00:05Z' },
    { author: 'Agent', authorKind: 'agent', text: 'Let me check the DNS', sentAt: '2026-11-20T10:01:00Z' },
  ],
  ...over,
});

const ticket = (externalId: string, over: Record<string, unknown> = {}) => ({
  externalId,
  subject: 'Renewal',
  agents: [{ email: agentEmail }],
  client: { name: 'Client B', email: null, kind: 'Client', loggedInFlag: '0' },
  createdAt: '2026-11-21T09:00:00+01:00',
  replies: [{ author: 'Client B', authorKind: 'client', body: 'Please renew', sentAt: '2026-11-21T09:00:00+01:00' }],
  ...over,
});

const count = async (sql: string, params: unknown[] = []) => (await app.t.database.pool.query(sql, params)).rows[0];

beforeAll(async () => {
  app = await qaApp();
  user = await app.t.createUser();
  agentEmail = await emailOf(app.t, user);
});
afterAll(() => app.close());

describe('chats sent by the chat system', () => {
  it('keeps a batch of chats, naming the agent emails that name nobody', async () => {
    const first = await send(app, '/integrations/chats', { chats: [chat('c-1'), chat('c-2')] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ created: 2, updated: 0, unknownAgents: ['ghost@nowhere.example'] });
  });

  it('updates a chat sent again (same externalId), never doubles it, and keeps its new messages and agents', async () => {
    const first = await send(app, '/integrations/chats', { chats: [chat('again-1')] });
    const again = await send(app, '/integrations/chats', {
      chats: [
        chat('again-1', {
          messages: [{ author: 'Agent', authorKind: 'agent', text: 'Fixed', sentAt: '2026-11-20T10:05:00Z' }],
        }),
      ],
    });
    expect(again.json()).toMatchObject({ created: 0, updated: 1 });
    const id = again.json().ids[0].id;
    expect(id).toBe(first.json().ids[0].id);
    const rows = await count(
      `SELECT (SELECT count(*)::int FROM qa_chats WHERE external_id = 'again-1') AS chats,
              (SELECT count(*)::int FROM qa_chat_messages WHERE chat_id = $1) AS messages,
              (SELECT message_count FROM qa_chats WHERE id = $1) AS counted,
              (SELECT count(*)::int FROM qa_chat_agents WHERE chat_id = $1) AS agents`,
      [id],
    );
    expect(rows).toEqual({ chats: 1, messages: 1, counted: 1, agents: 1 });
  });

  it('keeps each time as the instant the sender wrote, whatever its offset', async () => {
    const sent = await send(app, '/integrations/chats', {
      chats: [
        chat('times-1', {
          startedAt: '2026-11-20T10:00:00+02:00',
          endedAt: '2026-11-20T03:30:00-05:30',
          messages: [{ author: 'Agent', authorKind: 'agent', text: 'Hi', sentAt: '2026-11-20T08:00:05.250Z' }],
        }),
      ],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const id = sent.json().ids[0].id;
    const times = await count(
      `SELECT to_char(c.started_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS started,
              to_char(c.ended_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS ended,
              to_char(m.sent_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS') AS message
         FROM qa_chats c JOIN qa_chat_messages m ON m.chat_id = c.id WHERE c.id = $1`,
      [id],
    );
    expect(times).toEqual({
      started: '2026-11-20T08:00:00.000',
      ended: '2026-11-20T09:00:00.000',
      message: '2026-11-20T08:00:05.250',
    });
  });

  it('refuses a chat that ended before it started, comparing instants, not texts', async () => {
    const sent = await send(app, '/integrations/chats', {
      chats: [chat('times-2', { startedAt: '2026-11-20T10:00:00Z', endedAt: '2026-11-20T11:30:00+02:00' })],
    });
    expect(sent.statusCode).toBe(400);
    expect(sent.json().details[0]).toEqual({ field: 'body.chats.0.endedAt', message: 'must not be before startedAt' });
  });

  it('refuses more than 500 chats in a batch, naming body.chats', async () => {
    const tooMany = await send(app, '/integrations/chats', {
      chats: Array.from({ length: 501 }, (_, i) => chat(`x-${i}`)),
    });
    expect(tooMany.json().details[0]).toMatchObject({ field: 'body.chats', message: 'must hold at most 500 chats' });
  });

  it('takes a batch over the 1 MB other calls are held to, up to 16 MB (413 beyond)', async () => {
    const message = { author: 'Agent', authorKind: 'agent', text: 'x'.repeat(19_000), sentAt: '2026-11-20T10:01:00Z' };
    // Two messages of 19,000 characters: 38 KB a chat.
    const long = (externalId: string) => chat(externalId, { messages: [message, message] });
    const big = await send(app, '/integrations/chats', {
      chats: Array.from({ length: 150 }, (_, i) => long(`big-${i}`)),
    });
    expect(big.statusCode, big.body.slice(0, 200)).toBe(200);
    expect(big.json()).toMatchObject({ created: 150 });
    const tooBig = await send(app, '/integrations/chats', {
      chats: Array.from({ length: 500 }, (_, i) => long(`huge-${i}`)),
    });
    expect(tooBig.statusCode).toBe(413);
  });

  it('refuses a user’s session: only an integration key sends', async () => {
    expect((await send(app, '/integrations/chats', { chats: [chat('c-9')] }, user.token)).statusCode).toBe(401);
  });

  it('refuses a key that is not one', async () => {
    expect((await send(app, '/integrations/chats', { chats: [chat('c-9')] }, 'bo_int_madeup')).statusCode).toBe(401);
  });
});

describe('tickets sent by the ticket system', () => {
  it('keeps tickets with their client, its login flag and their replies', async () => {
    const res = await send(app, '/integrations/tickets', { tickets: [ticket('t-1')] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, unknownAgents: [] });
    const row = await count("SELECT client_kind, client_flag, reply_count FROM qa_tickets WHERE external_id = 't-1'");
    expect(row).toEqual({ client_kind: 'Client', client_flag: '0', reply_count: 1 });
  });

  it('refuses bad tickets, naming each bad field', async () => {
    const bad = await send(app, '/integrations/tickets', {
      tickets: [{ externalId: 't-2', subject: 'x', client: { kind: 'Robot' }, createdAt: 'yesterday', replies: [] }],
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['body.tickets.0.client.kind', 'body.tickets.0.createdAt']));
  });

  it('keeps nothing of a refused batch', async () => {
    await send(app, '/integrations/tickets', { tickets: [ticket('t-3'), ticket('t-4', { createdAt: 'yesterday' })] });
    expect((await count("SELECT count(*)::int AS n FROM qa_tickets WHERE external_id IN ('t-3', 't-4')")).n).toBe(0);
  });
});

// A batch is written with one statement per table (services/ingest.queries.ts): what it keeps must be what
// the rules above say, whatever mix of new, known, repeated and refused conversations it holds.
describe('a batch, written table by table', () => {
  const lines = (...texts: string[]) =>
    texts.map((text, i) => ({
      author: 'Client A',
      authorKind: i % 2 ? 'agent' : 'customer',
      text,
      sentAt: `2026-11-20T10:${String(i).padStart(2, '0')}:00Z`,
    }));
  const chatRow = async (externalId: string) =>
    count(
      `SELECT c.id, c.message_count, c.department,
              (SELECT string_agg(m.text, '|' ORDER BY m.position) FROM qa_chat_messages m WHERE m.chat_id = c.id) AS texts,
              (SELECT count(*)::int FROM qa_chat_agents a WHERE a.chat_id = c.id) AS agents,
              -- the search document as it was computed from the kept transcript before the batch was written at once
              c.search = to_tsvector('english', concat_ws(' ', c.customer_name, c.customer_email, c.department,
                left((SELECT string_agg(m.text, ' ' ORDER BY m.position) FROM qa_chat_messages m WHERE m.chat_id = c.id), 100000))) AS searched
         FROM qa_chats c WHERE c.external_id = $1`,
      [externalId],
    );

  it('keeps a new chat and updates a known one in the same batch, each with its own lines', async () => {
    const first = await send(app, '/integrations/chats', {
      chats: [chat('mix-known', { messages: lines('Old one') })],
    });
    expect(first.json()).toMatchObject({ created: 1, updated: 0 });
    const res = await send(app, '/integrations/chats', {
      chats: [
        chat('mix-new', { messages: lines('Certificate expired', 'Renewed it') }),
        chat('mix-known', { department: 'Billing', messages: lines('Invoice wrong', 'Refunded', 'Thanks') }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, updated: 1, unknownAgents: ['ghost@nowhere.example'] });
    const ids = Object.fromEntries(res.json().ids.map((r: { externalId: string; id: number }) => [r.externalId, r.id]));
    expect(ids['mix-known']).toBe(first.json().ids[0].id);
    expect(await chatRow('mix-new')).toEqual({
      id: ids['mix-new'],
      message_count: 2,
      department: 'Support',
      texts: 'Certificate expired|Renewed it',
      agents: 1,
      searched: true,
    });
    expect(await chatRow('mix-known')).toEqual({
      id: ids['mix-known'],
      message_count: 3,
      department: 'Billing',
      texts: 'Invoice wrong|Refunded|Thanks',
      agents: 1,
      searched: true,
    });
  });

  it('keeps one chat named twice in a batch, as sent last', async () => {
    const res = await send(app, '/integrations/chats', {
      chats: [chat('twice', { messages: lines('First') }), chat('twice', { messages: lines('Second', 'Last') })],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, updated: 0 });
    expect(res.json().ids).toHaveLength(1);
    expect(await chatRow('twice')).toMatchObject({ message_count: 2, texts: 'Second|Last', searched: true });
  });

  it('refuses a batch with one bad chat, naming its field, and keeps none of it', async () => {
    const bad = await send(app, '/integrations/chats', {
      chats: [
        chat('refused-1'),
        chat('refused-2', {
          messages: [{ author: 'A', authorKind: 'bot', text: 'x', sentAt: '2026-11-20T10:00:00Z' }],
        }),
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toEqual([
      expect.objectContaining({ field: 'body.chats.1.messages.0.authorKind', message: 'must be agent or customer' }),
    ]);
    expect((await count("SELECT count(*)::int AS n FROM qa_chats WHERE external_id LIKE 'refused-%'")).n).toBe(0);
  });

  it('searches the first 100,000 characters of a long transcript, characters beyond one UTF-16 unit included', async () => {
    // Eleven messages of 9,990 two-unit characters and a word: word8 ends near character 90,000 (cut at
    // 100,000 UTF-16 units, it would be gone), word10 begins past character 100,000.
    const long = Array.from({ length: 11 }, (_, i) => `${'😀'.repeat(9_990)} word${i}`);
    const res = await send(app, '/integrations/chats', { chats: [chat('long', { messages: lines(...long) })] });
    expect(res.statusCode, res.body).toBe(200);
    expect(await chatRow('long')).toMatchObject({ message_count: 11, searched: true });
    const words = await count(
      "SELECT search @@ to_tsquery('english', 'word8') AS kept, search @@ to_tsquery('english', 'word10') AS cut FROM qa_chats WHERE external_id = 'long'",
    );
    expect(words).toEqual({ kept: true, cut: false });
  });

  it('keeps half a character (a lone surrogate) as U+FFFD, as a text parameter always did', async () => {
    const res = await send(app, '/integrations/chats', {
      chats: [
        chat('half', { customer: { name: 'Half \ud83d', email: null }, messages: lines('cut \ud83d here', '\\ud83d') }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await count(
      "SELECT customer_name, (SELECT string_agg(text, '|' ORDER BY position) FROM qa_chat_messages WHERE chat_id = c.id) AS texts FROM qa_chats c WHERE external_id = 'half'",
    );
    expect(row).toEqual({ customer_name: 'Half \ufffd', texts: 'cut \ufffd here|\\ud83d' });
  });

  it('keeps a ticket sent again with its new replies and agents, and its search document', async () => {
    await send(app, '/integrations/tickets', { tickets: [ticket('t-again')] });
    const res = await send(app, '/integrations/tickets', {
      tickets: [
        ticket('t-again', {
          subject: 'Transfer',
          agents: [],
          replies: [
            { author: 'Agent', authorKind: 'agent', body: 'Moved the domain', sentAt: '2026-11-22T09:00:00Z' },
            { author: 'Client B', authorKind: 'client', body: 'Thanks', sentAt: '2026-11-22T10:00:00Z' },
          ],
        }),
        ticket('t-fresh'),
      ],
    });
    expect(res.json()).toMatchObject({ created: 1, updated: 1 });
    const row = await count(
      `SELECT t.subject, t.reply_count,
              (SELECT string_agg(r.body, '|' ORDER BY r.position) FROM qa_ticket_replies r WHERE r.ticket_id = t.id) AS bodies,
              (SELECT count(*)::int FROM qa_ticket_agents a WHERE a.ticket_id = t.id) AS agents,
              t.search = to_tsvector('english', concat_ws(' ', t.subject, t.client_name, t.client_email, t.department,
                left((SELECT string_agg(r.body, ' ' ORDER BY r.position) FROM qa_ticket_replies r WHERE r.ticket_id = t.id), 100000))) AS searched
         FROM qa_tickets t WHERE t.external_id = 't-again'`,
    );
    expect(row).toEqual({
      subject: 'Transfer',
      reply_count: 2,
      bodies: 'Moved the domain|Thanks',
      agents: 0,
      searched: true,
    });
  });
});

// A conversation sent again exactly as it was kept writes nothing (services/ingest.ts `contentHash`): a
// sender's retry, or a system that sends every open conversation on a schedule, costs a read.
describe('a conversation sent again as it was kept', () => {
  /** What a write would change: the row's update time and the ids of its lines and agents (new rows, new ids). */
  const written = async (externalId: string) =>
    count(
      `SELECT c.updated_at, c.message_count,
              (SELECT array_agg(m.id ORDER BY m.position) FROM qa_chat_messages m WHERE m.chat_id = c.id) AS lines,
              (SELECT array_agg(a.user_id ORDER BY a.user_id) FROM qa_chat_agents a WHERE a.chat_id = c.id) AS agents
         FROM qa_chats c WHERE c.external_id = $1`,
      [externalId],
    );

  it('writes nothing, and is answered as a known one with its id', async () => {
    const first = await send(app, '/integrations/chats', { chats: [chat('same-1')] });
    const before = await written('same-1');
    const again = await send(app, '/integrations/chats', { chats: [chat('same-1')] });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toEqual({
      created: 0,
      updated: 1,
      ids: [{ externalId: 'same-1', id: first.json().ids[0].id }],
      unknownAgents: ['ghost@nowhere.example'],
    });
    expect(await written('same-1')).toEqual(before);
  });

  it('is written again when one message changed', async () => {
    await send(app, '/integrations/chats', { chats: [chat('same-2')] });
    const before = await written('same-2');
    const changed = chat('same-2');
    changed.messages[1] = { ...changed.messages[1]!, text: 'Let me check the MX records' };
    const again = await send(app, '/integrations/chats', { chats: [changed] });
    expect(again.json()).toMatchObject({ created: 0, updated: 1 });
    const after = await written('same-2');
    expect(after.updated_at).not.toEqual(before.updated_at);
    // Written at its places: the changed line in place, so both lines keep their ids.
    expect(after.lines).toEqual(before.lines);
    const texts = await count(
      "SELECT string_agg(m.text, '|' ORDER BY m.position) AS texts FROM qa_chat_messages m JOIN qa_chats c ON c.id = m.chat_id WHERE c.external_id = 'same-2'",
    );
    expect(texts.texts).toBe('My site is down|Let me check the MX records');
  });

  it('is written again when an agent’s email has come to name a user since', async () => {
    await send(app, '/integrations/chats', { chats: [chat('same-3')] });
    expect((await written('same-3')).agents).toEqual([user.id]);
    const ghost = await app.t.createUser();
    await app.t.database.pool.query("UPDATE users SET email = 'Ghost@Nowhere.example' WHERE id = $1", [ghost.id]);
    const again = await send(app, '/integrations/chats', { chats: [chat('same-3')] });
    expect(again.json()).toMatchObject({ created: 0, updated: 1, unknownAgents: [] });
    expect((await written('same-3')).agents).toEqual([user.id, ghost.id].sort((a, b) => a - b));
    await app.t.database.pool.query("UPDATE users SET email = 'ghost-gone@nowhere.example' WHERE id = $1", [ghost.id]);
  });

  it('answers a batch of new, changed and unchanged ones in the order sent, writing only the first two', async () => {
    const first = await send(app, '/integrations/chats', { chats: [chat('order-a'), chat('order-b')] });
    const [a, b] = first.json().ids.map((r: { id: number }) => r.id);
    const unchangedBefore = await written('order-a');
    const res = await send(app, '/integrations/chats', {
      chats: [chat('order-b', { department: 'Billing' }), chat('order-new'), chat('order-a')],
    });
    expect(res.json()).toMatchObject({ created: 1, updated: 2 });
    expect(res.json().ids.map((r: { externalId: string }) => r.externalId)).toEqual([
      'order-b',
      'order-new',
      'order-a',
    ]);
    expect(res.json().ids[0].id).toBe(b);
    expect(res.json().ids[2].id).toBe(a);
    expect(await written('order-a')).toEqual(unchangedBefore);
    expect((await count("SELECT department FROM qa_chats WHERE external_id = 'order-b'")).department).toBe('Billing');
  });

  it('writes a ticket sent again with a new status, and nothing for the same ticket sent once more', async () => {
    await send(app, '/integrations/tickets', { tickets: [ticket('same-t')] });
    const closed = await send(app, '/integrations/tickets', { tickets: [ticket('same-t', { status: 'closed' })] });
    expect(closed.json()).toMatchObject({ created: 0, updated: 1 });
    const row = async () =>
      count(
        "SELECT t.status, t.updated_at, (SELECT array_agg(r.id) FROM qa_ticket_replies r WHERE r.ticket_id = t.id) AS replies FROM qa_tickets t WHERE t.external_id = 'same-t'",
      );
    const before = await row();
    expect(before.status).toBe('closed');
    await send(app, '/integrations/tickets', { tickets: [ticket('same-t', { status: 'closed' })] });
    expect(await row()).toEqual(before);
  });
});

// A conversation sent again is written at its places (services/ingest.ts): its lines keep their ids where
// they stay, so the comments reviewers wrote on them stay with them.
describe('a conversation sent again, line by line', () => {
  const line = (text: string, minute: number, authorKind = minute % 2 ? 'agent' : 'customer') => ({
    author: authorKind === 'agent' ? 'Agent' : 'Client A',
    authorKind,
    text,
    sentAt: `2026-11-20T10:${String(minute).padStart(2, '0')}:00Z`,
  });
  const linesOf = async (externalId: string) =>
    (
      await app.t.database.pool.query(
        `SELECT m.id, m.position, m.text FROM qa_chat_messages m JOIN qa_chats c ON c.id = m.chat_id
          WHERE c.external_id = $1 ORDER BY m.position`,
        [externalId],
      )
    ).rows as { id: number; position: number; text: string }[];

  it('keeps the comments on its lines when it comes back with one more message', async () => {
    const reviewer = await app.t.createUser({ scopes: [...REVIEWER] });
    const first = await send(app, '/integrations/chats', {
      chats: [chat('grown-1', { messages: [line('My site is down', 0), line('Checking the DNS', 1)] })],
    });
    const id = first.json().ids[0].id as number;
    const detail = await app.t.callOk(reviewer, qa.getChat, { params: { id } });
    await app.t.callOk(reviewer, qa.createMessageComment, {
      params: { id: detail.messages[1]!.id },
      body: { content: 'Good first step', notifyUsers: [] },
    });
    const again = await send(app, '/integrations/chats', {
      chats: [
        chat('grown-1', {
          messages: [line('My site is down', 0), line('Checking the DNS', 1), line('It works again, thanks', 2)],
        }),
      ],
    });
    expect(again.json()).toMatchObject({ created: 0, updated: 1 });
    const after = await app.t.callOk(reviewer, qa.getChat, { params: { id } });
    expect(after.messages.map((m) => m.id).slice(0, 2)).toEqual(detail.messages.map((m) => m.id));
    expect(after.messages.map((m) => [m.text, m.comments.map((c) => c.content)])).toEqual([
      ['My site is down', []],
      ['Checking the DNS', ['Good first step']],
      ['It works again, thanks', []],
    ]);
  });

  it('updates a changed line in place and deletes the lines beyond those sent', async () => {
    await send(app, '/integrations/chats', {
      chats: [chat('shrunk-1', { messages: [line('One', 0), line('Two', 1), line('Three', 2)] })],
    });
    const before = await linesOf('shrunk-1');
    const again = await send(app, '/integrations/chats', {
      chats: [chat('shrunk-1', { messages: [line('One', 0), line('Two, corrected', 1)] })],
    });
    expect(again.json()).toMatchObject({ created: 0, updated: 1 });
    expect(await linesOf('shrunk-1')).toEqual([
      { id: before[0]!.id, position: 0, text: 'One' },
      { id: before[1]!.id, position: 1, text: 'Two, corrected' },
    ]);
    expect((await count("SELECT message_count FROM qa_chats WHERE external_id = 'shrunk-1'")).message_count).toBe(2);
  });

  it('deletes the agents no longer named and adds the new ones, leaving the others', async () => {
    const other = await app.t.createUser();
    const otherEmail = await emailOf(app.t, other);
    await send(app, '/integrations/chats', { chats: [chat('agents-1', { agents: [{ email: agentEmail }] })] });
    const again = await send(app, '/integrations/chats', {
      chats: [chat('agents-1', { agents: [{ email: otherEmail }, { email: 'ghost@nowhere.example' }] })],
    });
    expect(again.json()).toMatchObject({ created: 0, updated: 1, unknownAgents: ['ghost@nowhere.example'] });
    const agents = await count(
      "SELECT array_agg(a.user_id) AS users FROM qa_chat_agents a JOIN qa_chats c ON c.id = a.chat_id WHERE c.external_id = 'agents-1'",
    );
    expect(agents.users).toEqual([other.id]);
  });

  it('writes a ticket’s replies at their places too', async () => {
    const reply = (body: string, hour: number) => ({
      author: 'Client B',
      authorKind: 'client',
      body,
      sentAt: `2026-11-21T${String(hour).padStart(2, '0')}:00:00Z`,
    });
    await send(app, '/integrations/tickets', {
      tickets: [ticket('t-places', { replies: [reply('Please renew', 9)] })],
    });
    const ids = async () =>
      (
        await app.t.database.pool.query(
          "SELECT r.id, r.body FROM qa_ticket_replies r JOIN qa_tickets t ON t.id = r.ticket_id WHERE t.external_id = 't-places' ORDER BY r.position",
        )
      ).rows as { id: number; body: string }[];
    const [first] = await ids();
    await send(app, '/integrations/tickets', {
      tickets: [ticket('t-places', { replies: [reply('Please renew', 9), reply('Still waiting', 10)] })],
    });
    expect(await ids()).toEqual([
      { id: first!.id, body: 'Please renew' },
      { id: expect.any(Number), body: 'Still waiting' },
    ]);
  });
});

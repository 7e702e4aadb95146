// Conversations sent by the chat and ticket systems (docs/qa.md "Conversations (ingestion)"): kept with
// their lines and agents, updated when sent again, refused field by field, only with an integration key.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/helpers.js';
import { emailOf, type QaApp, qaApp, send } from './testing/qa-app.js';

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

  it('refuses more than 500 chats in a batch, naming body.chats', async () => {
    const tooMany = await send(app, '/integrations/chats', {
      chats: Array.from({ length: 501 }, (_, i) => chat(`x-${i}`)),
    });
    expect(tooMany.json().details[0]).toMatchObject({ field: 'body.chats', message: 'must hold at most 500 chats' });
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

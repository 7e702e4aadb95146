// Dossier comments (docs/dossier.md "Comments"): chat and ticket comments about an agent, their filters,
// the review categories, and QC v1's dossier comments, which are the same rows. One rule each.
import * as api from '@backoffice/contract/modules/dossier';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import type { QueryInput } from '../../test/typed-calls.js';

let t: TestApp;
let reviewer: TestUser;
let reader: TestUser;
let category: api.ReviewCategory;

const QC = ['dossier:comment:read', 'dossier:comment:create', 'dossier:feedback:read', 'dossier:feedback:create'];

/** A user with a dossier (the agents' calls are another topic's: the row is written directly). */
async function agent(scopes: string[] = []) {
  const user = await t.createUser({ scopes });
  await t.database.pool.query('INSERT INTO dossier_agents (user_id) VALUES ($1)', [user.id]);
  return user;
}

beforeAll(async () => {
  t = await createTestApp();
  reviewer = await t.createUser({ scopes: QC });
  reader = await t.createUser({ scopes: ['dossier:comment:read'] });
  category = await t.callOk(reviewer, api.createReviewCategory, { body: { name: 'Tone of voice' } });
});
afterAll(() => t.close());

describe('dossier comments', () => {
  it('keeps a chat comment with its agent, author, category and conversation', async () => {
    const a = await agent();
    const comment = await t.callOk(reviewer, api.createChatComment, {
      body: { userId: a.id, categoryId: category.id, conversationId: 42, content: 'Warm greeting' },
    });
    expect(comment).toMatchObject({
      kind: 'chat',
      userId: a.id,
      authorId: reviewer.id,
      categoryId: category.id,
      categoryName: 'Tone of voice',
      conversationId: 42,
      content: 'Warm greeting',
    });
  });

  it('lists chat comments and ticket comments apart', async () => {
    const a = await agent();
    await t.callOk(reviewer, api.createChatComment, { body: { userId: a.id, content: 'Chat one' } });
    await t.callOk(reviewer, api.createTicketComment, { body: { userId: a.id, content: 'Ticket one' } });
    const chats = await t.callOk(reader, api.chatComments, { query: { userId: a.id } });
    const tickets = await t.callOk(reader, api.ticketComments, { query: { userId: a.id } });
    expect(chats.items.map((c) => c.content)).toEqual(['Chat one']);
    expect(tickets.items.map((c) => c.content)).toEqual(['Ticket one']);
  });

  it('filters by agent and category, newest first', async () => {
    const a = await agent();
    const b = await agent();
    await t.callOk(reviewer, api.createChatComment, { body: { userId: a.id, content: 'First' } });
    await t.callOk(reviewer, api.createChatComment, {
      body: { userId: a.id, categoryId: category.id, content: 'Second' },
    });
    await t.callOk(reviewer, api.createChatComment, { body: { userId: b.id, content: 'Other agent' } });
    const all = await t.callOk(reader, api.chatComments, { query: { userId: a.id } });
    expect(all.items.map((c) => c.content)).toEqual(['Second', 'First']);
    expect(all.total).toBe(2);
    const categorised = await t.callOk(reader, api.chatComments, { query: { userId: a.id, categoryId: category.id } });
    expect(categorised.items.map((c) => c.content)).toEqual(['Second']);
  });

  it('answers each agent and filter its own comments and count, page 2 included (statements built once)', async () => {
    const a = await agent();
    const b = await agent();
    for (const [who, n] of [
      [a, 3],
      [b, 2],
    ] as const) {
      for (let i = 1; i <= n; i++) {
        await t.callOk(reviewer, api.createChatComment, { body: { userId: who.id, content: `${who.id} #${i}` } });
      }
    }
    const contents = async (query: QueryInput<typeof api.chatComments>) =>
      (await t.callOk(reader, api.chatComments, { query })).items.map((c) => c.content);
    for (let round = 0; round < 2; round++) {
      expect(await contents({ userId: a.id, take: 2 })).toEqual([`${a.id} #3`, `${a.id} #2`]);
      expect(await contents({ userId: b.id, take: 2 })).toEqual([`${b.id} #2`, `${b.id} #1`]);
      expect(await contents({ userId: a.id, take: 2, page: 2 })).toEqual([`${a.id} #1`]);
      expect(await contents({ userId: b.id, take: 2, page: 2 })).toEqual([]);
      expect((await t.callOk(reader, api.chatComments, { query: { userId: b.id } })).total).toBe(2);
      expect(await contents({ userId: b.id, from: '2020-01-01' })).toEqual([`${b.id} #2`, `${b.id} #1`]);
      expect(await contents({ userId: b.id, to: '2020-01-01' })).toEqual([]);
    }
  });

  it('filters by the days written, both ends included', async () => {
    const a = await agent();
    const c = await t.callOk(reviewer, api.createChatComment, { body: { userId: a.id, content: 'Dated' } });
    await t.database.pool.query("UPDATE dossier_comments SET created_at = '2026-03-03T12:00:00Z' WHERE id = $1", [
      c.id,
    ]);
    const on = await t.callOk(reader, api.chatComments, {
      query: { userId: a.id, from: '2026-03-03', to: '2026-03-03' },
    });
    const after = await t.callOk(reader, api.chatComments, { query: { userId: a.id, from: '2026-03-04' } });
    const before = await t.callOk(reader, api.chatComments, { query: { userId: a.id, to: '2026-03-02' } });
    expect([on.total, after.total, before.total]).toEqual([1, 0, 0]);
  });

  it('refuses a range that ends before it starts (400 naming to)', async () => {
    const res = await t.call(reader, api.chatComments, { query: { from: '2026-03-04', to: '2026-03-03' } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('to');
  });

  it('refuses an empty comment (400 naming content)', async () => {
    const a = await agent();
    const res = await t.call(reviewer, api.createChatComment, { body: { userId: a.id, content: '  ' } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('content');
  });

  it('refuses an unknown review category (400 naming categoryId), writing nothing', async () => {
    const a = await agent();
    const res = await t.call(reviewer, api.createChatComment, {
      body: { userId: a.id, categoryId: 999_999, content: 'Lost' },
    });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('categoryId');
    expect((await t.callOk(reader, api.chatComments, { query: { userId: a.id } })).total).toBe(0);
  });

  it('answers 404 for a user without a dossier', async () => {
    const nobody = await t.createUser();
    const res = await t.call(reviewer, api.createChatComment, { body: { userId: nobody.id, content: 'Hm' } });
    expect(res.statusCode).toBe(404);
  });

  it('the agent without dossier:comment:read reads no comments about them (403)', async () => {
    const a = await agent(['dossier:feedback:read']);
    await t.callOk(reviewer, api.createChatComment, { body: { userId: a.id, content: 'About you' } });
    expect((await t.call(a, api.chatComments, { query: { userId: a.id } })).statusCode).toBe(403);
    expect((await t.call(a, api.qcDossierComments, { params: { id: a.id } })).statusCode).toBe(403);
  });

  it('keeps the comment text out of the audit log', async () => {
    const a = await agent();
    const c = await t.callOk(reviewer, api.createChatComment, { body: { userId: a.id, content: 'Secret words' } });
    const { rows } = await t.database.pool.query(
      "SELECT after::text AS after FROM audit_log WHERE entity = 'dossier-comment' AND entity_id = $1",
      [String(c.id)],
    );
    expect(rows.length).toBe(1);
    expect(rows[0].after).not.toContain('Secret words');
  });
});

describe('QC v1 dossier comments', () => {
  it('a comment posted through QC v1 lists in the dossier’s chat comments', async () => {
    const a = await agent();
    const v1 = await t.callOk(reviewer, api.createQcDossierComment, {
      params: { id: a.id },
      body: { content: 'From v1' },
    });
    const listed = await t.callOk(reader, api.chatComments, { query: { userId: a.id } });
    expect(listed.items).toEqual([v1]);
  });

  it('a ticket comment through QC v1 lists in the ticket comments', async () => {
    const a = await agent();
    const v1 = await t.callOk(reviewer, api.createQcDossierComment, {
      params: { id: a.id },
      body: { content: 'Ticket v1', kind: 'ticket', categoryId: category.id },
    });
    expect((await t.callOk(reader, api.ticketComments, { query: { userId: a.id } })).items).toEqual([v1]);
  });

  it('the dossier’s chat and ticket comments list in QC v1, both kinds, newest first', async () => {
    const a = await agent();
    const chat = await t.callOk(reviewer, api.createChatComment, { body: { userId: a.id, content: 'Chat' } });
    const ticket = await t.callOk(reviewer, api.createTicketComment, { body: { userId: a.id, content: 'Ticket' } });
    const v1 = await t.callOk(reader, api.qcDossierComments, { params: { id: a.id } });
    expect(v1.items).toEqual([ticket, chat]);
    const chatsOnly = await t.callOk(reader, api.qcDossierComments, { params: { id: a.id }, query: { kind: 'chat' } });
    expect(chatsOnly.items).toEqual([chat]);
  });

  it('answers 404 for a user without a dossier', async () => {
    const nobody = await t.createUser();
    expect((await t.call(reader, api.qcDossierComments, { params: { id: nobody.id } })).statusCode).toBe(404);
  });
});

describe('review categories', () => {
  it('lists the categories by name', async () => {
    await t.callOk(reviewer, api.createReviewCategory, { body: { name: 'accuracy' } });
    const names = (await t.callOk(reviewer, api.reviewCategories)).map((c) => c.name);
    expect(names.indexOf('accuracy')).toBeLessThan(names.indexOf('Tone of voice'));
  });

  it('refuses a taken name whatever its case (409 naming name)', async () => {
    const res = await t.call(reviewer, api.createReviewCategory, { body: { name: 'TONE OF VOICE' } });
    expect(res.statusCode).toBe(409);
    expect(JSON.stringify(res.json())).toContain('name');
  });

  it('refuses an empty name (400 naming name)', async () => {
    const res = await t.call(reviewer, api.createReviewCategory, { body: { name: ' ' } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('name');
  });
});

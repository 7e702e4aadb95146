import * as qa from '@backoffice/contract/modules/qa';
import { reviewScore } from '@backoffice/contract/rules/qa-score';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';

let t: TestApp;
let editor: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  editor = await t.createUser({
    scopes: [
      'qa:score:type:read',
      'qa:score:type:create',
      'qa:score:type:update',
      'qa:score:grade:read',
      'qa:score:grade:create',
      'qa:score:grade:update',
      'qa:tag:read',
      'qa:tag:create',
      'qa:tag:update',
      'qa:tag:delete',
    ],
  });
  reader = await t.createUser({ scopes: ['qa:score:type:read', 'qa:score:grade:read', 'qa:tag:read'] });
});
afterAll(() => t.close());

describe('the scorecard', () => {
  it('keeps criteria in their order and grades best first, and scores a review from them', async () => {
    const accuracy = await t.callOk(editor, qa.createScoreType, {
      body: { name: 'Accuracy', weight: 3, critical: true, position: 2 },
    });
    const greeting = await t.callOk(editor, qa.createScoreType, { body: { name: 'Greeting', weight: 1, position: 1 } });
    expect((await t.callOk(reader, qa.listScoreTypes)).map((s) => s.name)).toEqual(['Greeting', 'Accuracy']);
    const good = await t.callOk(editor, qa.createScoreGrade, { body: { name: 'Good', value: 75, shortcut: 2 } });
    const poor = await t.callOk(editor, qa.createScoreGrade, { body: { name: 'Poor', value: 25, shortcut: 4 } });
    const excellent = await t.callOk(editor, qa.createScoreGrade, {
      body: { name: 'Excellent', value: 100, shortcut: 1 },
    });
    expect((await t.callOk(reader, qa.listScoreGrades)).map((g) => g.value)).toEqual([100, 75, 25]);
    // The model over what the server keeps: (1×100 + 3×75) / 4 = 81.3; Accuracy poor → 0.
    const graded = (type: qa.ScoreType, grade: qa.ScoreGrade) => ({
      weight: type.weight,
      critical: type.critical,
      value: grade.value,
    });
    expect(reviewScore([graded(greeting, excellent), graded(accuracy, good)]).score).toBe(81.3);
    expect(reviewScore([graded(greeting, excellent), graded(accuracy, poor)])).toEqual({ score: 0, criticalFails: 1 });
  });

  it('refuses a name taken in any case, a key already given, and values out of range, naming the field', async () => {
    await t.callOk(editor, qa.createScoreType, { body: { name: 'Tone' } });
    const taken = await t.call(editor, qa.createScoreType, { body: { name: 'TONE' } });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'QA_NAME_TAKEN', details: [{ field: 'body.name' }] });
    await t.callOk(editor, qa.createScoreGrade, { body: { name: 'Fail', value: 0, shortcut: 5 } });
    const key = await t.call(editor, qa.createScoreGrade, { body: { name: 'Zero', value: 0, shortcut: 5 } });
    expect(key.json()).toMatchObject({ code: 'QA_NAME_TAKEN', message: 'The key 5 already gives "Fail"' });
    const bad = await t.call(editor, qa.createScoreType, { rawBody: { name: 'x', weight: 0 } });
    expect(bad.json().details[0].field).toBe('body.weight');
    const value = await t.call(editor, qa.createScoreGrade, { rawBody: { name: 'y', value: 101 } });
    expect(value.json().details[0].field).toBe('body.value');
    expect((await t.call(reader, qa.createScoreType, { body: { name: 'No' } })).statusCode).toBe(403);
  });

  it('changes a criterion and a grade, keeps its own name free to reuse, and answers 404 for unknown ones', async () => {
    const type = await t.callOk(editor, qa.createScoreType, { body: { name: 'Closing' } });
    const changed = await t.callOk(editor, qa.updateScoreType, {
      params: { id: type.id },
      body: { name: 'Closing', weight: 2, active: false },
    });
    expect(changed).toMatchObject({ weight: 2, active: false });
    expect((await t.call(reader, qa.getScoreType, { params: { id: 999999 } })).statusCode).toBe(404);
    const { rows } = await t.database.pool.query(
      "SELECT count(*)::int AS n FROM audit_log WHERE entity = 'qa-score-type' AND entity_id = $1",
      [String(type.id)],
    );
    expect(rows[0].n).toBe(2);
  });
});

describe('tags', () => {
  it('lists active tags or all, changes and deletes them', async () => {
    const refund = await t.callOk(editor, qa.createTag, { body: { name: 'Refund' } });
    const upsell = await t.callOk(editor, qa.createTag, { body: { name: 'Upsell', active: false } });
    expect((await t.callOk(reader, qa.listActiveTags)).map((x) => x.name)).toContain('Refund');
    expect((await t.callOk(reader, qa.listActiveTags)).map((x) => x.name)).not.toContain('Upsell');
    expect((await t.callOk(reader, qa.listAllTags)).map((x) => x.name)).toEqual(
      expect.arrayContaining(['Refund', 'Upsell']),
    );
    const renamed = await t.callOk(editor, qa.updateTag, {
      params: { id: upsell.id },
      body: { name: 'Upgrade', active: true },
    });
    expect(renamed).toMatchObject({ name: 'Upgrade', active: true });
    expect(
      (await t.call(editor, qa.updateTag, { params: { id: upsell.id }, body: { name: 'refund' } })).statusCode,
    ).toBe(409);
    expect((await t.call(reader, qa.deleteTag, { params: { id: refund.id } })).statusCode).toBe(403);
    await t.callOk(editor, qa.deleteTag, { params: { id: refund.id } });
    expect((await t.call(reader, qa.getTag, { params: { id: refund.id } })).statusCode).toBe(404);
  });
});

describe('ingestion from the chat and ticket systems', () => {
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
  let agentEmail: string;
  let key: string;
  const send = (path: string, payload: unknown, bearer = key) =>
    t.app.inject({
      method: 'POST',
      url: `/api${path}`,
      payload: payload as object,
      headers: { authorization: `Bearer ${bearer}` },
    });

  beforeAll(async () => {
    const agent = await t.createUser();
    agentEmail = (await t.database.pool.query('SELECT email FROM users WHERE id = $1', [agent.id])).rows[0].email;
    const keeper = await t.createUser({ scopes: ['integration:keys:manage'] });
    key = (
      await t.callOk(keeper, (await import('@backoffice/contract/modules/system')).createIntegrationKey, {
        body: { name: 'Chat system' },
      })
    ).key;
  });

  it('keeps a batch of chats with their messages and agents; a chat sent again is updated, never doubled', async () => {
    const first = await send('/integrations/chats', { chats: [chat('c-1'), chat('c-2')] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ created: 2, updated: 0, unknownAgents: ['ghost@nowhere.example'] });
    const again = await send('/integrations/chats', {
      chats: [
        chat('c-1', {
          messages: [{ author: 'Agent', authorKind: 'agent', text: 'Fixed', sentAt: '2026-11-20T10:05:00Z' }],
        }),
      ],
    });
    expect(again.json()).toMatchObject({ created: 0, updated: 1 });
    const id = again.json().ids[0].id;
    expect(id).toBe(first.json().ids[0].id);
    const { rows } = await t.database.pool.query(
      `SELECT (SELECT count(*)::int FROM qa_chats WHERE external_id = 'c-1') AS chats,
              (SELECT count(*)::int FROM qa_chat_messages WHERE chat_id = $1) AS messages,
              (SELECT message_count FROM qa_chats WHERE id = $1) AS counted,
              (SELECT count(*)::int FROM qa_chat_agents WHERE chat_id = $1) AS agents`,
      [id],
    );
    expect(rows[0]).toEqual({ chats: 1, messages: 1, counted: 1, agents: 1 });
  });

  it('keeps tickets with their client, and refuses bad input naming the field', async () => {
    const res = await send('/integrations/tickets', {
      tickets: [
        {
          externalId: 't-1',
          subject: 'Renewal',
          agents: [{ email: agentEmail }],
          client: { name: 'Client B', email: null, kind: 'Client', loggedInFlag: '0' },
          createdAt: '2026-11-21T09:00:00+01:00',
          replies: [
            { author: 'Client B', authorKind: 'client', body: 'Please renew', sentAt: '2026-11-21T09:00:00+01:00' },
          ],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 1, unknownAgents: [] });
    const { rows } = await t.database.pool.query(
      "SELECT client_kind, client_flag, reply_count FROM qa_tickets WHERE external_id = 't-1'",
    );
    expect(rows[0]).toEqual({ client_kind: 'Client', client_flag: '0', reply_count: 1 });

    const bad = await send('/integrations/tickets', {
      tickets: [{ externalId: 't-2', subject: 'x', client: { kind: 'Robot' }, createdAt: 'yesterday', replies: [] }],
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['body.tickets.0.client.kind', 'body.tickets.0.createdAt']));
    const tooMany = await send('/integrations/chats', { chats: Array.from({ length: 501 }, (_, i) => chat(`x-${i}`)) });
    expect(tooMany.json().details[0]).toMatchObject({ field: 'body.chats', message: 'must hold at most 500 chats' });
    // Nothing of a refused batch is kept.
    expect(
      (await t.database.pool.query("SELECT count(*)::int AS n FROM qa_tickets WHERE external_id = 't-2'")).rows[0].n,
    ).toBe(0);
  });

  it('refuses a user session and a revoked key', async () => {
    expect((await send('/integrations/chats', { chats: [chat('c-9')] }, editor.token)).statusCode).toBe(401);
    expect((await send('/integrations/chats', { chats: [chat('c-9')] }, 'bo_int_madeup')).statusCode).toBe(401);
  });
});

import { listJobs } from '@backoffice/contract/modules/jobs';
import * as qa from '@backoffice/contract/modules/qa';
import { createIntegrationKey } from '@backoffice/contract/modules/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { runCronConfig } from './services/cron.js';
import { statisticsSource } from './services/statistics-source.js';

let t: TestApp;
let admin: TestUser;
let ann: TestUser;
let ben: TestUser;
let agent: TestUser;
let agentEmail: string;
let key: string;
let greeting: qa.ScoreType;
let accuracy: qa.ScoreType;
let excellent: qa.ScoreGrade;
let good: qa.ScoreGrade;
let poor: qa.ScoreGrade;
let refund: qa.Tag;

const REVIEWER = ['qa:chat:review', 'qa:ticket:review'];

const send = (path: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api${path}`,
    payload: payload as object,
    headers: { authorization: `Bearer ${key}` },
  });

const chat = (externalId: string, startedAt: string, text: string, over: Record<string, unknown> = {}) => ({
  externalId,
  department: 'Support',
  agents: [{ name: 'Agent', email: agentEmail }],
  customer: { name: 'Client', email: 'client@example.com' },
  startedAt,
  messages: [
    { author: 'Client', authorKind: 'customer', text, sentAt: startedAt },
    { author: 'Agent', authorKind: 'agent', text: 'Let me look into it', sentAt: startedAt },
  ],
  ...over,
});

async function ingestChats(chats: unknown[]) {
  const res = await send('/integrations/chats', { chats });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { ids: { externalId: string; id: number }[] };
}

const grades = (pairs: [qa.ScoreType, qa.ScoreGrade][]) =>
  pairs.map(([type, grade]) => ({ scoreTypeId: type.id, gradeId: grade.id }));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ isAdmin: true });
  ann = await t.createUser({ scopes: REVIEWER });
  ben = await t.createUser({ scopes: REVIEWER });
  agent = await t.createUser();
  agentEmail = (await t.database.pool.query('SELECT email FROM users WHERE id = $1', [agent.id])).rows[0].email;
  key = (await t.callOk(admin, createIntegrationKey, { body: { name: 'Chat system' } })).key;
  greeting = await t.callOk(admin, qa.createScoreType, { body: { name: 'Greeting', weight: 1, position: 1 } });
  accuracy = await t.callOk(admin, qa.createScoreType, {
    body: { name: 'Accuracy', weight: 3, critical: true, position: 2 },
  });
  excellent = await t.callOk(admin, qa.createScoreGrade, { body: { name: 'Excellent', value: 100, shortcut: 1 } });
  good = await t.callOk(admin, qa.createScoreGrade, { body: { name: 'Good', value: 75, shortcut: 2 } });
  poor = await t.callOk(admin, qa.createScoreGrade, { body: { name: 'Poor', value: 25, shortcut: 4 } });
  refund = await t.callOk(admin, qa.createTag, { body: { name: 'Refund' } });
});
afterAll(() => t.close());

describe('the chat queue and reviews', () => {
  let first: number;
  let second: number;
  let third: number;

  beforeAll(async () => {
    const { ids } = await ingestChats([
      chat('q-2', '2026-10-02T09:00:00Z', 'My certificates expired yesterday'),
      chat('q-1', '2026-10-01T09:00:00Z', 'The invoice is wrong'),
      chat('q-3', '2026-10-03T09:00:00Z', 'Mailbox full', { department: 'Billing' }),
    ]);
    const id = (e: string) => ids.find((i) => i.externalId === e)!.id;
    [first, second, third] = [id('q-1'), id('q-2'), id('q-3')];
  });

  it('gives two reviewers opening the queue at once different chats, oldest first, and keeps each one’s claim', async () => {
    const [a, b] = await Promise.all([
      t.callOk(ann, qa.chatQueue, { query: { department: 'Support' } }),
      t.callOk(ben, qa.chatQueue, { query: { department: 'Support' } }),
    ]);
    expect([a.next!.id, b.next!.id].sort()).toEqual([first, second].sort());
    expect(a.waiting).toBe(2);
    const annHolds = a.next!.id;
    expect(a.next!.claim).toMatchObject({ reviewerId: ann.id });
    expect(a.next!.messages.map((m) => m.authorKind)).toEqual(['customer', 'agent']);
    expect(a.next!.agents).toEqual([{ id: agent.id, name: expect.any(String) }]);
    // Opening it again keeps the same chat; the other's claim is never offered.
    expect((await t.callOk(ann, qa.chatQueue, { query: { department: 'Support' } })).next!.id).toBe(annHolds);
    const carl = await t.createUser({ scopes: REVIEWER });
    expect((await t.callOk(carl, qa.chatQueue, { query: { department: 'Support' } })).next).toBeNull();
    // Skipping lets it go: the next one comes, and the skipped one is free for others.
    await t.database.pool.query('UPDATE qa_chats SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by = $1', [
      ben.id,
    ]);
    const skipped = await t.callOk(ann, qa.chatQueue, { query: { department: 'Support', skip: [annHolds] } });
    expect(skipped.next!.id).not.toBe(annHolds);
    expect((await t.callOk(carl, qa.chatQueue, { query: { department: 'Support' } })).next!.id).toBe(annHolds);
  });

  it('eight reviewers opening the queue at once get eight different chats', async () => {
    const chats = Array.from({ length: 8 }, (_, i) =>
      chat(`rush-${i}`, `2026-08-0${i + 1}T09:00:00Z`, 'Rush hour', { department: 'Rush' }),
    );
    await ingestChats(chats);
    const reviewers = await Promise.all(Array.from({ length: 8 }, () => t.createUser({ scopes: REVIEWER })));
    const opened = await Promise.all(
      reviewers.map((r) => t.callOk(r, qa.chatQueue, { query: { department: 'Rush' } })),
    );
    const ids = opened.map((o) => o.next!.id);
    expect(new Set(ids).size).toBe(8);
    const ninth = await t.createUser({ scopes: REVIEWER });
    expect((await t.callOk(ninth, qa.chatQueue, { query: { department: 'Rush' } })).next).toBeNull();
  });

  it('an expired lease frees the chat', async () => {
    await t.database.pool.query("UPDATE qa_chats SET claimed_until = now() - interval '1 minute' WHERE id = $1", [
      third,
    ]);
    await t.database.pool.query('UPDATE qa_chats SET claimed_by = $1 WHERE id = $2', [admin.id, third]);
    const res = await t.callOk(ben, qa.chatQueue, { query: { department: 'Billing' } });
    expect(res.next!.id).toBe(third);
  });

  it('scores a review as hand-computed, settles the chat as reviewed, and a second review by the same reviewer replaces the first', async () => {
    const review = await t.callOk(ann, qa.createChatReview, {
      body: {
        chatId: first,
        data: {
          scores: grades([
            [greeting, excellent],
            [accuracy, good],
          ]),
          tags: [refund.id],
        },
      },
    });
    // (1×100 + 3×75) / 4 = 81.25 → 81.3
    expect(review).toMatchObject({
      score: 81.3,
      criticalFails: 0,
      sendStats: true,
      reviewLater: false,
      reviewer: { id: ann.id },
      agents: [{ id: agent.id }],
      tags: [{ id: refund.id }],
    });
    expect(review.scores.map((s) => [s.scoreTypeName, s.weight, s.value])).toEqual([
      ['Greeting', 1, 100],
      ['Accuracy', 3, 75],
    ]);
    const detail = await t.callOk(ann, qa.getChat, { params: { id: first } });
    expect(detail).toMatchObject({ queueState: 'reviewed', reviewCount: 1, claim: null });
    // A critical criterion failed: 0, whatever the rest.
    const again = await t.callOk(ann, qa.createChatReview, {
      body: {
        chatId: first,
        sendStats: false,
        data: {
          scores: grades([
            [greeting, excellent],
            [accuracy, poor],
          ]),
        },
      },
    });
    expect(again).toMatchObject({ id: review.id, score: 0, criticalFails: 1, sendStats: false, tags: [] });
    expect((await t.callOk(ann, qa.getChat, { params: { id: first } })).reviews).toHaveLength(1);
  });

  it('refuses a review that misses a criterion or names unknown things, saving nothing', async () => {
    const missing = await t.call(ben, qa.createChatReview, {
      body: { chatId: second, data: { scores: grades([[greeting, good]]) } },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: 'QA_SCORES_MISSING',
      details: [{ field: 'body.data.scores', message: 'must grade every active criterion; missing: Accuracy' }],
    });
    const grade = await t.call(ben, qa.createChatReview, {
      body: {
        chatId: second,
        data: { scores: [...grades([[greeting, good]]), { scoreTypeId: accuracy.id, gradeId: 99999 }] },
      },
    });
    expect(grade.json()).toMatchObject({
      details: [{ field: 'body.data.scores.1.gradeId', message: 'is not a grade' }],
    });
    const tag = await t.call(ben, qa.createChatReview, {
      body: {
        chatId: second,
        data: {
          scores: grades([
            [greeting, good],
            [accuracy, good],
          ]),
          tags: [99999],
        },
      },
    });
    expect(tag.json()).toMatchObject({ details: [{ field: 'body.data.tags.0', message: 'is not a tag' }] });
    const nobody = await t.call(ben, qa.createChatReview, { body: { chatId: 99999, data: { scores: [] } } });
    expect(nobody.statusCode).toBe(404);
    const { rows } = await t.database.pool.query('SELECT count(*)::int AS n FROM qa_reviews WHERE chat_id = $1', [
      second,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('a deferred review (reviewLater) may stop half way and stays in the reviewer’s deferred list', async () => {
    const later = await t.callOk(ben, qa.createChatReview, {
      body: { chatId: second, reviewLater: true, data: { scores: grades([[greeting, good]]) } },
    });
    expect(later.reviewLater).toBe(true);
    const queue = await t.callOk(ben, qa.chatQueue, { query: {} });
    expect(queue.deferred.map((c) => c.id)).toEqual([second]);
    expect((await t.callOk(ben, qa.getChat, { params: { id: second } })).queueState).toBe('deferred');
    // Finished later with PATCH: reviewed.
    const done = await t.callOk(ben, qa.updateChatReview, {
      params: { id: later.id },
      body: {
        data: {
          scores: grades([
            [greeting, good],
            [accuracy, excellent],
          ]),
        },
      },
    });
    expect(done).toMatchObject({ reviewLater: false, score: 93.8 });
    expect((await t.callOk(ben, qa.chatQueue, { query: {} })).deferred).toEqual([]);
  });

  it('only the reviewer (or a QC manager) changes a review', async () => {
    const [review] = (await t.callOk(ann, qa.getChat, { params: { id: first } })).reviews;
    const other = await t.call(ben, qa.deleteChatReview, { params: { id: review!.id } });
    expect(other.statusCode).toBe(404);
    const manager = await t.createUser({ scopes: [...REVIEWER, 'qa:manager'] });
    const changed = await t.callOk(manager, qa.updateChatReview, {
      params: { id: review!.id },
      body: {
        data: {
          scores: grades([
            [greeting, good],
            [accuracy, good],
          ]),
        },
      },
    });
    expect(changed.score).toBe(75);
  });

  it('a deleted review shows as deleted in the archive, leaves the statistics source, and the chat waits again', async () => {
    const [review] = (await t.callOk(ann, qa.getChat, { params: { id: first } })).reviews;
    await t.database.pool.query('UPDATE qa_reviews SET send_stats = true WHERE id = $1', [review!.id]);
    expect((await statisticsSource(t.app.ctx, 'chat')).map((r) => r.id)).toContain(review!.id);
    await t.callOk(ann, qa.deleteChatReview, { params: { id: review!.id } });
    expect((await statisticsSource(t.app.ctx, 'chat')).map((r) => r.id)).not.toContain(review!.id);
    const archive = await t.callOk(ann, qa.chatArchive, { query: {} });
    const row = archive.items.find((i) => i.review.id === review!.id)!;
    expect(row.review.deletedAt).not.toBeNull();
    expect(row.chat.queueState).toBe('waiting');
    const without = await t.callOk(ann, qa.chatArchive, { query: { deleted: 'without' } });
    expect(without.items.map((i) => i.review.id)).not.toContain(review!.id);
    expect((await t.call(ann, qa.deleteChatReview, { params: { id: review!.id } })).statusCode).toBe(404);
  });

  it('sorts the archive by score either way, searches transcripts in full text, and refuses another direction', async () => {
    const byScore = await t.callOk(ann, qa.chatArchive, {
      query: { sortBy: 'score', direction: 'ASC', deleted: 'without' },
    });
    const scores = byScore.items.map((i) => i.review.score);
    expect(scores).toEqual([...scores].sort((a, b) => a - b));
    expect(scores.length).toBeGreaterThan(0);
    // "certificate" finds "certificates" (English stemming) in the transcript of the second chat.
    const found = await t.callOk(ann, qa.chatArchive, { query: { search: 'certificate' } });
    expect(found.items.map((i) => i.chat.id)).toEqual([second]);
    expect((await t.callOk(ann, qa.chatArchive, { query: { search: 'nothing-like-this' } })).items).toEqual([]);
    const bad = await t.call(ann, qa.chatArchive, { rawQuery: 'direction=UP' } as never);
    expect(bad.statusCode).toBe(400);
  });

  it('re-sending a reviewed chat updates its transcript but keeps its reviews and place', async () => {
    await ingestChats([chat('q-2', '2026-10-02T09:00:00Z', 'My certificates expired, now fixed')]);
    const detail = await t.callOk(ann, qa.getChat, { params: { id: second } });
    expect(detail.queueState).toBe('reviewed');
    expect(detail.messages[0]!.text).toBe('My certificates expired, now fixed');
    expect(detail.reviews.filter((r) => !r.deletedAt)).toHaveLength(1);
  });

  it('sets tags on a chat, and the queue filters by them', async () => {
    const tags = await t.callOk(ann, qa.tagChat, { params: { id: first }, body: { tags: [refund.id] } });
    expect(tags.map((g) => g.name)).toEqual(['Refund']);
    const queue = await t.callOk(carlOrAdmin(), qa.chatQueue, { query: { tags: [refund.id] } });
    expect(queue.waiting).toBe(1);
    const bad = await t.call(ann, qa.tagChat, { params: { id: first }, body: { tags: [99999] } });
    expect(bad.json()).toMatchObject({ details: [{ field: 'body.tags.0' }] });
  });
});

const carlOrAdmin = () => admin;

describe('comments and notes', () => {
  let chatId: number;
  beforeAll(async () => {
    chatId = (await ingestChats([chat('c-1', '2026-09-01T09:00:00Z', 'Comment on me')])).ids[0]!.id;
  });

  it('notifies the users named, and only the author edits or deletes', async () => {
    const detail = await t.callOk(ann, qa.getChat, { params: { id: chatId } });
    const message = detail.messages[1]!;
    const comment = await t.callOk(ann, qa.createMessageComment, {
      params: { id: message.id },
      body: { content: 'Good answer here', notifyUsers: [ben.id] },
    });
    expect(comment).toMatchObject({ author: { id: ann.id }, content: 'Good answer here', notifyUsers: [ben.id] });
    const { rows } = await t.database.pool.query('SELECT title, link FROM notifications WHERE user_id = $1', [ben.id]);
    expect(rows).toContainEqual({
      title: expect.stringContaining('mentioned you in a comment'),
      link: `/qc-v2/chats/archive/${chatId}`,
    });
    const note = await t.callOk(ben, qa.createChatNote, { params: { id: chatId }, body: { content: 'Check billing' } });
    const again = await t.callOk(ann, qa.getChat, { params: { id: chatId } });
    expect(again.messages[1]!.comments.map((c) => c.content)).toEqual(['Good answer here']);
    expect(again.notes.map((n) => n.content)).toEqual(['Check billing']);
    expect(again.comments).toEqual([]);
    // Another reviewer cannot touch them; the author can.
    const edit = await t.call(ben, qa.updateMessageComment, {
      params: { id: message.id, commentId: comment.id },
      body: { content: 'Mine now' },
    });
    expect(edit.statusCode).toBe(404);
    // A note is not reached through the comment calls, nor a comment of another message.
    expect((await t.call(ben, qa.deleteChatComment, { params: { id: chatId, commentId: note.id } })).statusCode).toBe(
      404,
    );
    expect(
      (await t.call(ann, qa.deleteMessageComment, { params: { id: detail.messages[0]!.id, commentId: comment.id } }))
        .statusCode,
    ).toBe(404);
    const edited = await t.callOk(ann, qa.updateMessageComment, {
      params: { id: message.id, commentId: comment.id },
      body: { content: 'Great answer here', notifyUsers: [ben.id] },
    });
    expect(edited.content).toBe('Great answer here');
    await t.callOk(ben, qa.deleteChatNote, { params: { id: chatId, noteId: note.id } });
    expect((await t.callOk(ann, qa.getChat, { params: { id: chatId } })).notes).toEqual([]);
    const empty = await t.call(ann, qa.createChatComment, { params: { id: chatId }, body: { content: '  ' } });
    expect(empty.json()).toMatchObject({ details: [{ field: 'body.content' }] });
    const nobody = await t.call(ann, qa.createChatComment, {
      params: { id: chatId },
      body: { content: 'Hi', notifyUsers: [99999] },
    });
    expect(nobody.json()).toMatchObject({ details: [{ field: 'body.notifyUsers', message: 'names nobody: 99999' }] });
  });
});

describe('tickets and the ticket cron', () => {
  const ticket = (externalId: string, over: Record<string, unknown>) => ({
    externalId,
    subject: 'Help',
    department: 'Hosting',
    status: 'open',
    agents: [{ name: 'Agent', email: agentEmail }],
    client: { name: 'C', email: 'c@example.com', kind: 'Client', loggedInFlag: '1' },
    createdAt: '2026-11-01T10:00:00Z',
    replies: [{ author: 'C', authorKind: 'client', body: 'Question', sentAt: '2026-11-01T10:00:00Z' }],
    ...over,
  });

  it('waits outside the queue until a filter pulls exactly the tickets it matches', async () => {
    const res = await send('/integrations/tickets', {
      tickets: [
        ticket('t-1', { subject: 'SSL certificate renewal failed' }),
        ticket('t-2', { subject: 'SSL certificate question', status: 'closed' }),
        ticket('t-3', { subject: 'Invoice copy', client: { kind: 'Client', loggedInFlag: '0' } }),
        ticket('t-4', { subject: 'Certificates for mail', department: 'Mail' }),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const ids = Object.fromEntries(
      (res.json() as { ids: { externalId: string; id: number }[] }).ids.map((i) => [i.externalId, i.id]),
    );
    expect((await t.callOk(ann, qa.ticketQueue, { query: {} })).next).toBeNull();
    const manager = await t.createUser({ scopes: ['qa:manager'] });
    const config = await t.callOk(manager, qa.createCronConfig, {
      body: { name: 'Open SSL', value: 'certificate', department: 'Hosting', status: 'open' },
    });
    expect(config).toMatchObject({ sampleRate: 100, schedule: '*/30 * * * *', scheduleText: 'Every 30 minutes' });
    // Each filter is a schedule of the per-record job.
    const jobs = await t.callOk(admin, listJobs);
    expect(jobs.items.map((j) => j.name)).toContain(`qa.ticketCron:${config.id}`);
    expect(await runCronConfig(t.app.ctx, config.id)).toBe(1);
    expect(await runCronConfig(t.app.ctx, config.id)).toBe(0);
    const queue = await t.callOk(ann, qa.ticketQueue, { query: {} });
    expect(queue.next!.id).toBe(ids['t-1']);
    expect(queue.waiting).toBe(1);
    expect((await t.callOk(manager, qa.getCronConfig, { params: { id: config.id } })).pulledTotal).toBe(1);
    // The client-login display (spec §4).
    expect(queue.next!.clientLogin).toBe('Logged In');
    expect((await t.callOk(ann, qa.getTicket, { params: { id: ids['t-3']! } })).clientLogin).toBe('Not Logged');
    const review = await t.callOk(ann, qa.createTicketReview, {
      body: {
        ticketId: ids['t-1']!,
        data: {
          scores: grades([
            [greeting, good],
            [accuracy, excellent],
          ]),
        },
      },
    });
    expect(review).toMatchObject({ kind: 'ticket', score: 93.8 });
    const archive = await t.callOk(ann, qa.ticketArchive, { query: {} });
    expect(archive.items.map((i) => i.ticket.id)).toEqual([ids['t-1']]);
    expect((await t.call(manager, qa.createCronConfig, { body: { name: 'open ssl' } })).statusCode).toBe(409);
    const badCron = await t.call(manager, qa.createCronConfig, { body: { name: 'Bad', schedule: '99 * * * *' } });
    expect(badCron.json()).toMatchObject({ details: [{ field: 'body.schedule' }] });
    await t.callOk(manager, qa.deleteCronConfig, { params: { id: config.id } });
    expect(await t.callOk(manager, qa.listCronConfigs)).toEqual([]);
  });

  it('samples the same tickets at a lower rate', async () => {
    const tickets = Array.from({ length: 200 }, (_, i) =>
      ticket(`s-${i}`, { subject: 'Sampled', department: 'Sample' }),
    );
    expect((await send('/integrations/tickets', { tickets })).statusCode).toBe(200);
    const manager = await t.createUser({ scopes: ['qa:manager'] });
    const config = await t.callOk(manager, qa.createCronConfig, {
      body: { name: 'A fifth', department: 'Sample', sampleRate: 20 },
    });
    const pulled = await runCronConfig(t.app.ctx, config.id);
    expect(pulled).toBeGreaterThan(20);
    expect(pulled).toBeLessThan(70);
  });
});

// QC v1 escalations (spec §7 "QC v1", docs/qa.md "QC v1"): the older calls over v2's escalations — the
// same rows, transitions (409 on a refused one) and review. Each rule its own escalation.
import * as qa from '@backoffice/contract/modules/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/helpers.js';
import {
  feedbackPeople,
  type Grades,
  grades,
  type QaApp,
  qaApp,
  REVIEWER,
  reviewedChat,
  reviewedTicket,
} from '../testing/qa-app.js';

let app: QaApp;
let reviewer: TestUser;
let manager: TestUser;
let agent: TestUser;
let reader: TestUser;
let n = 0;

const poor = (): Grades => [
  [app.greeting, app.good],
  [app.accuracy, app.poor],
];
const fine = (): Grades => [
  [app.greeting, app.excellent],
  [app.accuracy, app.good],
];
async function escalated(agents: number[] = []) {
  const review = await reviewedChat(app, reviewer, agent, `v1e-${++n}`, poor());
  const escalation = await app.t.callOk(reviewer, qa.v1CreateChatEscalation, {
    params: { id: review.conversationId },
    body: { agents, escalationDTO: { reason: 'Second look, please' } },
  });
  return { review, escalation };
}
const setStatus = (id: number, status: qa.EscalationStatus, who = manager) =>
  app.t.call(who, qa.v1SetEscalationStatus, { params: { id }, body: { status } });
const reviewIt = (id: number, chatId: number) =>
  app.t.call(manager, qa.v1UpdateEscalation, {
    params: { id },
    body: { chatId, reviewData: { agents: [agent.id], scores: grades(fine()), tags: [app.refund.id] } },
  });

beforeAll(async () => {
  app = await qaApp();
  ({ reviewer, manager, agent } = await feedbackPeople(app.t));
  reader = await app.t.createUser({ scopes: ['qa:escalation:read'] });
});
afterAll(() => app.close());

describe('QC v1 escalation', () => {
  it('is raised on a chat with its live reviews, open', async () => {
    const { review, escalation } = await escalated();
    expect(escalation).toMatchObject({
      kind: 'chat',
      conversationId: review.conversationId,
      status: 'open',
      reviews: [{ id: review.id }],
      raisedBy: { id: reviewer.id },
    });
  });

  it('takes only the reviews of the agents named', async () => {
    const { escalation } = await escalated([manager.id]);
    expect(escalation.reviews).toEqual([]);
  });

  it('is a 404 on a chat that does not exist', async () => {
    const res = await app.t.call(reviewer, qa.v1CreateChatEscalation, {
      params: { id: 999_999 },
      body: { escalationDTO: { reason: 'x' } },
    });
    expect(res.statusCode).toBe(404);
  });

  it('is not raised with a read scope alone (403)', async () => {
    const { review } = await escalated();
    const res = await app.t.call(reader, qa.v1CreateChatEscalation, {
      params: { id: review.conversationId },
      body: { escalationDTO: { reason: 'x' } },
    });
    expect(res.statusCode).toBe(403);
  });

  it('is read by id with its conversation’s lines', async () => {
    const { escalation } = await escalated();
    const read = await app.t.callOk(reader, qa.v1GetEscalation, { params: { id: escalation.id } });
    expect(read).toMatchObject({ id: escalation.id, kind: 'chat' });
    expect(read.transcript.map((l) => l.text)).toEqual(['Hello', 'Let me look into it']);
  });

  it('is taken and put back by a manager; a refused move is a 409 naming the status', async () => {
    const { escalation } = await escalated();
    expect((await setStatus(escalation.id, 'in-progress')).json()).toMatchObject({
      status: 'in-progress',
      handledBy: { id: manager.id },
    });
    const refused = await setStatus(escalation.id, 'reviewed');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'QA_STATUS_CONFLICT',
      message: expect.stringContaining('in-progress'),
    });
    expect((await setStatus(escalation.id, 'open')).json()).toMatchObject({ status: 'open' });
  });

  it('is not moved by a reviewer (403)', async () => {
    const { escalation } = await escalated();
    expect((await setStatus(escalation.id, 'in-progress', reviewer)).statusCode).toBe(403);
  });

  it('is reworded by the update, not once reviewed (409)', async () => {
    const { review, escalation } = await escalated();
    const reworded = await app.t.callOk(manager, qa.v1UpdateEscalation, {
      params: { id: escalation.id },
      body: { escalationDTO: { reason: 'The security grade' } },
    });
    expect(reworded.reason).toBe('The security grade');
    await reviewIt(escalation.id, review.conversationId);
    const late = await app.t.call(manager, qa.v1UpdateEscalation, {
      params: { id: escalation.id },
      body: { escalationDTO: { reason: 'Again' } },
    });
    expect(late.statusCode).toBe(409);
  });

  it('is reviewed with reviewData: the manager’s review is its outcome, and it is reviewed', async () => {
    const { review, escalation } = await escalated();
    const res = await reviewIt(escalation.id, review.conversationId);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'reviewed',
      handledBy: { id: manager.id },
      outcome: { reviewer: { id: manager.id }, score: 81.3, tags: [{ id: app.refund.id }] },
    });
  });

  it('refuses a review naming another conversation (400 on chatId)', async () => {
    const { review, escalation } = await escalated();
    const res = await reviewIt(escalation.id, review.conversationId + 1000);
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('body.chatId');
  });

  it('refuses a review whose grades miss a criterion, naming reviewData (400)', async () => {
    const { review, escalation } = await escalated();
    const res = await app.t.call(manager, qa.v1UpdateEscalation, {
      params: { id: escalation.id },
      body: { chatId: review.conversationId, reviewData: { scores: grades([[app.greeting, app.good]]), tags: [] } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('body.reviewData.scores');
  });

  it('refuses a body that is neither an update nor a review (400)', async () => {
    const { escalation } = await escalated();
    const res = await app.t.call(manager, qa.v1UpdateEscalation, { params: { id: escalation.id }, body: {} });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('body.escalationDTO');
  });

  it('lists reviewed ones with reviewed=true and the others with false', async () => {
    const { review, escalation: done } = await escalated();
    await reviewIt(done.id, review.conversationId);
    const { escalation: open } = await escalated();
    const list = async (reviewed: 'true' | 'false') =>
      (await app.t.callOk(reader, qa.v1ListEscalations, { query: { reviewed, take: 100 } })).items.map((e) => e.id);
    expect(await list('true')).toContain(done.id);
    expect(await list('true')).not.toContain(open.id);
    expect(await list('false')).toContain(open.id);
    expect(await list('false')).not.toContain(done.id);
  });

  it('refuses a sortBy the list does not document, naming the field (400)', async () => {
    const res = await app.t.as(reader, { method: 'GET', url: '/api/qa-controller/escalation?sortBy=reason' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('querystring.sortBy');
  });

  it('lists a conversation’s escalations, every status', async () => {
    const { review, escalation } = await escalated();
    await reviewIt(escalation.id, review.conversationId);
    const second = await app.t.callOk(reviewer, qa.v1CreateChatEscalation, {
      params: { id: review.conversationId },
      body: { escalationDTO: { reason: 'Once more' } },
    });
    const of = await app.t.callOk(reader, qa.v1ConversationEscalations, {
      params: { id: review.conversationId },
      query: { type: 'chat' },
    });
    expect(of.items.map((e) => e.id)).toEqual([second.id, escalation.id]);
  });

  it('is raised and reviewed on a ticket, and listed with the chats', async () => {
    const ticketReviewer = await app.t.createUser({ scopes: [...REVIEWER] });
    const review = await reviewedTicket(app, ticketReviewer, agent, `v1e-${++n}`, poor());
    const { escalation: chat } = await escalated();
    const ticket = await app.t.callOk(ticketReviewer, qa.v1CreateTicketEscalation, {
      params: { id: review.conversationId },
      body: { escalationDTO: { reason: 'The ticket too' } },
    });
    expect(ticket).toMatchObject({ kind: 'ticket', reviews: [{ id: review.id, kind: 'ticket' }] });
    const listed = await app.t.callOk(reader, qa.v1ListEscalations, { query: { take: 100 } });
    expect(listed.items.filter((e) => e.id === ticket.id || e.id === chat.id).map((e) => e.kind)).toEqual([
      'ticket',
      'chat',
    ]);
    const reviewed = await app.t.call(manager, qa.v1UpdateEscalation, {
      params: { id: ticket.id },
      body: { ticketId: review.conversationId, reviewData: { scores: grades(fine()), tags: [] } },
    });
    expect(reviewed.json()).toMatchObject({ status: 'reviewed', outcome: { kind: 'ticket', score: 81.3 } });
  });

  it('is found by the words of its reason', async () => {
    const review = await reviewedChat(app, reviewer, agent, `v1e-${++n}`, poor());
    const made = await app.t.callOk(reviewer, qa.v1CreateChatEscalation, {
      params: { id: review.conversationId },
      body: { escalationDTO: { reason: 'The walrus_50% promise' } },
    });
    const found = await app.t.callOk(reader, qa.v1SearchEscalations, { params: { term: 'walrus_50%' }, query: {} });
    expect(found.items.map((e) => e.id)).toEqual([made.id]);
  });
});

describe('QC v1 and v2 escalations are one', () => {
  it('each v1 read answers what the v2 read answers', async () => {
    const { escalation } = await escalated();
    const v2 = await app.t.callOk(reader, qa.getChatEscalation, { params: { id: escalation.id } });
    expect(await app.t.callOk(reader, qa.v1GetEscalation, { params: { id: escalation.id } })).toEqual(v2);
    const query = { withReviewed: 'true' as const, take: 100 };
    const v2List = await app.t.callOk(reader, qa.listChatEscalations, { query });
    const v1List = await app.t.callOk(reader, qa.v1ListEscalations, { query: { take: 100 } });
    const v1Reviewed = await app.t.callOk(reader, qa.v1ListEscalations, { query: { reviewed: 'true', take: 100 } });
    const byId = (a: { id: number }, b: { id: number }) => a.id - b.id;
    expect([...v1List.items, ...v1Reviewed.items].filter((e) => e.kind === 'chat').sort(byId)).toEqual(
      [...v2List.items].sort(byId),
    );
  });

  it('a move made through v1 shows through v2, and the reverse', async () => {
    const { escalation } = await escalated();
    await setStatus(escalation.id, 'in-progress');
    expect((await app.t.callOk(reader, qa.getChatEscalation, { params: { id: escalation.id } })).status).toBe(
      'in-progress',
    );
    await app.t.callOk(manager, qa.setEscalationStatus, { params: { id: escalation.id }, body: { status: 'open' } });
    expect((await app.t.callOk(reader, qa.v1GetEscalation, { params: { id: escalation.id } })).status).toBe('open');
  });

  it('a v1 review of it replaces the escalated reviews in v2’s statistics, as v2’s does', async () => {
    const day = '2026-09-07T10:00:00Z';
    const review = await reviewedChat(app, reviewer, agent, `v1e-${++n}`, poor(), { startedAt: day });
    const escalation = await app.t.callOk(reviewer, qa.v1CreateChatEscalation, {
      params: { id: review.conversationId },
      body: { escalationDTO: { reason: 'Too harsh' } },
    });
    const stats = () =>
      app.t.callOk(manager, qa.overallStatistics, { query: { from: '2026-09-07', to: '2026-09-07' } });
    expect(await stats()).toMatchObject({ reviews: 1, averageScore: 0 });
    await reviewIt(escalation.id, review.conversationId);
    expect(await stats()).toMatchObject({ reviews: 1, averageScore: 81.3 });
    const archive = await app.t.callOk(manager, qa.chatArchive, { query: { take: 100 } });
    expect(archive.items.find((r) => r.review.id === review.id)?.replacedBy).toMatchObject({
      escalationId: escalation.id,
    });
  });
});

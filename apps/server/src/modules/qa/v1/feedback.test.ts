// QC v1 feedback (spec §7 "QC v1", docs/qa.md "QC v1"): the older calls over v2's feedbacks — the same
// rows, rules and policies. Each rule its own conversation.
import * as qa from '@backoffice/contract/modules/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/helpers.js';
import {
  feedbackPeople,
  type Grades,
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
let other: TestUser;
let n = 0;

const fine = (): Grades => [
  [app.greeting, app.good],
  [app.accuracy, app.good],
];
/** A chat reviewed by the reviewer, and v1's feedback on it. */
async function feedbackOn(content = 'Check the DNS first.') {
  const review = await reviewedChat(app, reviewer, agent, `v1f-${++n}`, fine());
  const feedback = await app.t.callOk(reviewer, qa.v1CreateChatFeedback, {
    params: { id: review.conversationId },
    body: { feedback: { content } },
  });
  return { review, feedback };
}
const reviewedTicketOf = () => reviewedTicket(app, reviewer, agent, `v1t-${++n}`, fine());

beforeAll(async () => {
  app = await qaApp();
  ({ manager, agent } = await feedbackPeople(app.t));
  reviewer = await app.t.createUser({ scopes: [...REVIEWER, 'qa:feedback:read', 'qa:escalation:read'] });
  other = await app.t.createUser({ scopes: ['qa:feedback:read'] });
});
afterAll(() => app.close());

describe('QC v1 feedback', () => {
  it('is given on the chat’s latest finished review, to its agent', async () => {
    const { review, feedback } = await feedbackOn();
    expect(feedback).toMatchObject({
      kind: 'chat',
      conversationId: review.conversationId,
      review: { id: review.id },
      agent: { id: agent.id },
      author: { id: reviewer.id },
      status: 'new',
    });
  });

  it('is refused on a chat without a finished review (409 naming the chat)', async () => {
    const ids = await reviewedChat(app, reviewer, agent, `v1f-${++n}`, fine());
    await app.t.callOk(reviewer, qa.deleteChatReview, { params: { id: ids.id } });
    const res = await app.t.call(reviewer, qa.v1CreateChatFeedback, {
      params: { id: ids.conversationId },
      body: { feedback: { content: 'x' } },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().details).toEqual([
      { field: 'params.id', message: expect.stringContaining('no finished review') },
    ]);
  });

  it('is a 404 for a chat that does not exist', async () => {
    const res = await app.t.call(reviewer, qa.v1CreateChatFeedback, {
      params: { id: 999_999 },
      body: { feedback: { content: 'x' } },
    });
    expect(res.statusCode).toBe(404);
  });

  it('is given on a ticket too, and one id reaches either kind', async () => {
    const review = await reviewedTicketOf();
    const feedback = await app.t.callOk(reviewer, qa.v1CreateTicketFeedback, {
      params: { id: review.conversationId },
      body: { feedback: { content: 'Mention the MX record.' } },
    });
    expect(feedback).toMatchObject({ kind: 'ticket', review: { id: review.id } });
    expect(await app.t.callOk(agent, qa.v1GetFeedback, { params: { id: feedback.id } })).toMatchObject({
      id: feedback.id,
      kind: 'ticket',
    });
  });

  it('lists both kinds, newest first, and sorts by the columns documented', async () => {
    const { feedback: chat } = await feedbackOn();
    const ticket = await app.t.callOk(reviewer, qa.v1CreateTicketFeedback, {
      params: { id: (await reviewedTicketOf()).conversationId },
      body: { feedback: { content: 'Ticket words' } },
    });
    const page = await app.t.callOk(manager, qa.v1ListFeedbacks, { query: { take: 100 } });
    const ids = page.items.map((f) => f.id);
    expect(ids.indexOf(ticket.id)).toBeLessThan(ids.indexOf(chat.id));
    const asc = await app.t.callOk(manager, qa.v1ListFeedbacks, {
      query: { sortBy: 'createdAt', direction: 'ASC', take: 100 },
    });
    expect(asc.items.map((f) => f.id)).toEqual([...ids].reverse());
  });

  it('refuses a direction other than ASC or DESC, naming the field (400)', async () => {
    const res = await app.t.as(manager, { method: 'GET', url: '/api/qa-controller/feedback?direction=up' });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('querystring.direction');
  });

  it('shows an agent only their own, in lists and by id (404 otherwise)', async () => {
    const { feedback } = await feedbackOn();
    expect((await app.t.callOk(other, qa.v1ListFeedbacks, { query: {} })).items).toEqual([]);
    expect((await app.t.callOk(other, qa.v1UserFeedbacks, { params: { id: agent.id }, query: {} })).items).toEqual([]);
    expect((await app.t.call(other, qa.v1GetFeedback, { params: { id: feedback.id } })).statusCode).toBe(404);
    expect(
      (await app.t.call(other, qa.v1SetFeedbackStatus, { params: { id: feedback.id }, body: { status: 'seen' } }))
        .statusCode,
    ).toBe(404);
  });

  it('lists the feedbacks of one agent', async () => {
    const { feedback } = await feedbackOn();
    const mine = await app.t.callOk(agent, qa.v1UserFeedbacks, { params: { id: agent.id }, query: { take: 100 } });
    expect(mine.items.map((f) => f.id)).toContain(feedback.id);
    expect(mine.items.every((f) => f.agent.id === agent.id)).toBe(true);
  });

  it('is found by its words', async () => {
    const { feedback } = await feedbackOn('Quote the zebra_100% rule');
    const found = await app.t.callOk(manager, qa.v1SearchFeedbacks, { params: { term: 'zebra_100%' }, query: {} });
    expect(found.items.map((f) => f.id)).toEqual([feedback.id]);
    expect(found.total).toBe(1);
  });

  it('moves by v2’s rules: the agent marks it seen, the reviewer may not (403)', async () => {
    const { feedback } = await feedbackOn();
    const patch = (who: TestUser, status: qa.FeedbackStatus) =>
      app.t.call(who, qa.v1SetFeedbackStatus, { params: { id: feedback.id }, body: { status } });
    expect((await patch(reviewer, 'seen')).statusCode).toBe(403);
    expect((await patch(agent, 'seen')).json()).toMatchObject({ status: 'seen' });
  });

  it('answers a refused move with a 409 naming the current status', async () => {
    const { feedback } = await feedbackOn();
    await app.t.callOk(agent, qa.v1SetFeedbackStatus, { params: { id: feedback.id }, body: { status: 'accepted' } });
    const res = await app.t.call(agent, qa.v1SetFeedbackStatus, {
      params: { id: feedback.id },
      body: { status: 'seen' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'QA_STATUS_CONFLICT', message: expect.stringContaining('accepted') });
  });
});

describe('QC v1 and v2 feedback are one', () => {
  it('a v1 feedback is v2’s, read the same through both', async () => {
    const { feedback } = await feedbackOn();
    const v2 = await app.t.callOk(manager, qa.getChatFeedback, { params: { id: feedback.id } });
    const v1 = await app.t.callOk(manager, qa.v1GetFeedback, { params: { id: feedback.id } });
    expect(v1).toEqual(v2);
    const v2List = await app.t.callOk(manager, qa.listChatFeedbacks, { query: { take: 100 } });
    const v1List = await app.t.callOk(manager, qa.v1ListFeedbacks, { query: { take: 100 } });
    expect(v1List.items.filter((f) => f.kind === 'chat')).toEqual(v2List.items);
  });

  it('a move made through v1 shows through v2, and the reverse', async () => {
    const { feedback } = await feedbackOn();
    await app.t.callOk(agent, qa.v1SetFeedbackStatus, { params: { id: feedback.id }, body: { status: 'seen' } });
    expect((await app.t.callOk(agent, qa.getChatFeedback, { params: { id: feedback.id } })).status).toBe('seen');
    await app.t.callOk(agent, qa.setChatFeedbackStatus, {
      params: { id: feedback.id },
      body: { status: 'disputed', reason: 'It was cached.' },
    });
    expect((await app.t.callOk(agent, qa.v1GetFeedback, { params: { id: feedback.id } })).status).toBe('disputed');
  });

  it('a v1 feedback counts in v2’s statistics', async () => {
    const before = await app.t.callOk(manager, qa.overallStatistics, { query: {} });
    await feedbackOn();
    const after = await app.t.callOk(manager, qa.overallStatistics, { query: {} });
    expect(after.feedbacks).toBe(before.feedbacks + 1);
  });
});

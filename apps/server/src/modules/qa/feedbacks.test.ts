// Feedbacks (docs/qa.md "Feedbacks"): a reviewer's words to a review's agent, who marks, accepts or
// disputes them; a reviewer or QC manager resolves a dispute, maybe regrading. Each rule its own review.
import * as qa from '@backoffice/contract/modules/qa';
import { auditLog } from '@backoffice/contract/modules/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../test/helpers.js';
import type { CallResponse } from '../../test/typed-calls.js';
import { feedbackPeople, type Grades, notificationsOf, type QaApp, qaApp, reviewedChat } from './testing/qa-app.js';

let app: QaApp;
let reviewer: TestUser;
let manager: TestUser;
let agent: TestUser;
let other: TestUser;
let n = 0;

const failed = (): Grades => [
  [app.greeting, app.excellent],
  [app.accuracy, app.poor],
];
const fine = (): Grades => [
  [app.greeting, app.good],
  [app.accuracy, app.good],
];
async function feedbackOn(pairs = fine(), content = 'The DNS answer was wrong.', over = {}) {
  const review = await reviewedChat(app, reviewer, agent, `f-${++n}`, pairs, over);
  const feedback = await app.t.callOk(reviewer, qa.createChatFeedback, {
    body: { feedback: { content }, review: { id: review.id } },
  });
  return { review, feedback };
}
const move = (who: TestUser, id: number, body: qa.FeedbackStatusBody | Record<string, unknown>) =>
  app.t.call(who, qa.setChatFeedbackStatus, { params: { id }, body: body as qa.FeedbackStatusBody });
const dispute = (id: number) =>
  move(agent, id, {
    status: 'disputed',
    reason: 'The customer had the old record cached.',
    proposedScores: [{ scoreTypeId: app.accuracy.id, gradeId: app.good.id }],
  });
const regrade = (id: number) =>
  move(manager, id, {
    status: 'resolved',
    reason: 'Agreed: cached record.',
    scores: [
      { scoreTypeId: app.greeting.id, gradeId: app.excellent.id },
      { scoreTypeId: app.accuracy.id, gradeId: app.good.id },
    ],
  });

beforeAll(async () => {
  app = await qaApp();
  ({ reviewer, manager, agent } = await feedbackPeople(app.t));
  other = await app.t.createUser({ scopes: ['qa:feedback:read'] });
});
afterAll(() => app.close());

describe('a feedback', () => {
  it('goes to the review’s agent, who is told', async () => {
    const { feedback } = await feedbackOn();
    expect(feedback).toMatchObject({ status: 'new', agent: { id: agent.id }, author: { id: reviewer.id } });
    expect((await notificationsOf(app.t, agent)).at(-1)).toContain('New feedback on your chat');
  });

  it('is listed to its agent among their own', async () => {
    const { feedback } = await feedbackOn();
    expect((await app.t.callOk(agent, qa.listChatFeedbacks, { query: {} })).items.map((f) => f.id)).toContain(
      feedback.id,
    );
  });

  it('is neither listed nor opened for another agent (404)', async () => {
    const { feedback } = await feedbackOn();
    expect((await app.t.callOk(other, qa.listChatFeedbacks, { query: {} })).items).toEqual([]);
    expect((await app.t.call(other, qa.getChatFeedback, { params: { id: feedback.id } })).statusCode).toBe(404);
  });

  it('is marked seen by its agent only (403 for the reviewer)', async () => {
    const { feedback } = await feedbackOn();
    expect((await move(reviewer, feedback.id, { status: 'seen' })).statusCode).toBe(403);
  });

  it('is disputed only with a reason', async () => {
    const { feedback } = await feedbackOn();
    expect((await move(agent, feedback.id, { status: 'disputed' })).json()).toMatchObject({
      details: [{ field: 'body.reason' }],
    });
  });

  it('disputed keeps the reason, and the reviewer is told', async () => {
    const { feedback } = await feedbackOn();
    await move(agent, feedback.id, { status: 'seen' });
    const disputed = await dispute(feedback.id);
    expect(disputed.json().dispute).toMatchObject({ reason: 'The customer had the old record cached.' });
    expect((await notificationsOf(app.t, reviewer)).at(-1)).toContain('disputes a chat feedback');
  });

  it('disputed is not resolved by its agent (403)', async () => {
    const { feedback } = await feedbackOn();
    await dispute(feedback.id);
    expect((await move(agent, feedback.id, { status: 'resolved' })).statusCode).toBe(403);
  });

  it('resolved by a manager with new grades regrades the review and tells the agent the scores', async () => {
    const { review, feedback } = await feedbackOn(failed());
    expect(review.score).toBe(0);
    await dispute(feedback.id);
    const resolved = (await regrade(feedback.id)).json() as qa.Feedback;
    // (1×100 + 3×75) / 4 = 81.3
    expect(resolved.resolution).toMatchObject({ scoreBefore: 0, scoreAfter: 81.3, by: { id: manager.id } });
    expect(resolved.review.score).toBe(81.3);
    expect((await notificationsOf(app.t, agent)).at(-1)).toContain('the score went from 0 to 81.3');
  });

  it('resolved with new grades moves the statistics: the same reviews, one critical fail less, a dispute counted', async () => {
    const day = '2026-06-10';
    const query = { kind: 'chat' as const, from: day, to: day };
    const { feedback } = await feedbackOn(failed(), 'Wrong', { startedAt: `${day}T10:00:00Z` });
    const before = await app.t.callOk(manager, qa.overallStatistics, { query });
    await dispute(feedback.id);
    await regrade(feedback.id);
    const after = await app.t.callOk(manager, qa.overallStatistics, { query });
    expect(after.reviews).toBe(before.reviews);
    expect(after.criticalFails).toBe(before.criticalFails - 1);
    expect(after.averageScore).not.toBe(before.averageScore);
    expect(after).toMatchObject({ feedbacks: 1, disputes: 1, disputeRate: 1 });
  });

  it('resolved moves no more (409 naming the status)', async () => {
    const { feedback } = await feedbackOn();
    await dispute(feedback.id);
    await regrade(feedback.id);
    const again = await move(agent, feedback.id, { status: 'accepted' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'QA_STATUS_CONFLICT',
      message: 'The feedback is resolved: it cannot be accepted',
    });
  });

  it('accepted is reworded no more (409)', async () => {
    const { feedback } = await feedbackOn();
    await move(agent, feedback.id, { status: 'accepted' });
    const reword = await app.t.call(reviewer, qa.updateChatFeedback, {
      params: { id: feedback.id },
      body: { feedback: { content: 'Changed' } },
    });
    expect(reword.statusCode).toBe(409);
  });

  it('takes comments both ways', async () => {
    const { feedback } = await feedbackOn();
    await app.t.callOk(agent, qa.createChatFeedbackComment, {
      params: { id: feedback.id },
      body: { content: 'Thanks!', notifyUsers: [reviewer.id] },
    });
    expect((await app.t.callOk(reviewer, qa.getChatFeedback, { params: { id: feedback.id } })).comments).toHaveLength(
      1,
    );
  });

  it('takes no comment from someone it is not for (404)', async () => {
    const { feedback } = await feedbackOn();
    const res = await app.t.call(other, qa.createChatFeedbackComment, {
      params: { id: feedback.id },
      body: { content: 'Me?' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('a refused feedback', () => {
  it('names body.feedback.agentId for someone who is not the review’s agent', async () => {
    const review = await reviewedChat(app, reviewer, agent, `f-${++n}`, fine());
    const wrongAgent = await app.t.call(reviewer, qa.createChatFeedback, {
      body: { feedback: { content: 'Hi', agentId: other.id }, review: { id: review.id } },
    });
    expect(wrongAgent.json()).toMatchObject({ details: [{ field: 'body.feedback.agentId' }] });
  });

  it('names body.review.id for a review that is not there', async () => {
    const noReview = await app.t.call(reviewer, qa.createChatFeedback, {
      body: { feedback: { content: 'Hi' }, review: { id: 99999 } },
    });
    expect(noReview.json()).toMatchObject({ details: [{ field: 'body.review.id' }] });
  });
});

describe('the audit log of feedbacks', () => {
  const tag = Math.random().toString(36).slice(2, 10);
  const [content, reworded, dispute, resolution, said, resaid] = [
    'Rude to the customer',
    'Curt with the customer',
    'I was ill that day',
    'Agreed, illness noted',
    'Talk to me',
    'Talk to me today',
  ].map((text) => `${text} ${tag}`) as [string, string, string, string, string, string];
  let review: qa.Review;
  let feedback: qa.Feedback;
  let comment: qa.Comment;
  let log: CallResponse<typeof auditLog>;

  beforeAll(async () => {
    ({ review, feedback } = await feedbackOn(fine(), content));
    await app.t.callOk(reviewer, qa.updateChatFeedback, {
      params: { id: feedback.id },
      body: { feedback: { content: reworded } },
    });
    comment = await app.t.callOk(agent, qa.createChatFeedbackComment, {
      params: { id: feedback.id },
      body: { content: said },
    });
    await app.t.callOk(agent, qa.updateChatFeedbackComment, {
      params: { id: feedback.id, commentId: comment.id },
      body: { content: resaid },
    });
    await app.t.callOk(agent, qa.deleteChatFeedbackComment, { params: { id: feedback.id, commentId: comment.id } });
    await app.t.callOk(agent, qa.setChatFeedbackStatus, {
      params: { id: feedback.id },
      body: { status: 'disputed', reason: dispute },
    });
    await app.t.callOk(manager, qa.setChatFeedbackStatus, {
      params: { id: feedback.id },
      body: { status: 'resolved', reason: resolution },
    });
    log = await app.t.call(await app.t.createUser({ scopes: ['audit:log:read'] }), auditLog, { query: { take: 100 } });
  });
  const rowsOf = (entity: string, id: number) =>
    log
      .reply()
      .items.filter((r) => r.entity === entity && r.entityId === String(id))
      .reverse();

  it('never shows what a feedback, dispute, resolution or comment says', () => {
    expect(log.statusCode).toBe(200);
    expect(log.body).not.toContain(tag);
  });

  it('says that a feedback was written, reworded, disputed and resolved', () => {
    const rows = rowsOf('qa-chat-feedback', feedback.id);
    expect(rows.map((r) => r.after)).toEqual([
      { reviewId: review.id, agentId: agent.id },
      { content: '[personal: changed]' },
      { status: 'disputed', reason: '[personal: changed]' },
      { status: 'resolved', reason: '[personal: changed]' },
    ]);
    expect(rows[1]!.before).toEqual({ content: '[personal]' });
  });

  it('says that a comment on a feedback was written, changed and deleted', () => {
    expect(rowsOf('qa-comment', comment.id).map((r) => [r.before, r.after])).toEqual([
      [null, { parent: 'chatFeedback', parentId: feedback.id }],
      [{ content: '[personal]' }, { content: '[personal: changed]' }],
      [{ content: '[personal]' }, null],
    ]);
  });
});

import * as qa from '@backoffice/contract/modules/qa';
import { auditLog, createIntegrationKey } from '@backoffice/contract/modules/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';

let t: TestApp;
let admin: TestUser;
let reviewer: TestUser;
let manager: TestUser;
let agent: TestUser;
let other: TestUser;
let key: string;
let greeting: qa.ScoreType;
let accuracy: qa.ScoreType;
let excellent: qa.ScoreGrade;
let good: qa.ScoreGrade;
let poor: qa.ScoreGrade;

const emailOf = async (u: TestUser) =>
  (await t.database.pool.query('SELECT email FROM users WHERE id = $1', [u.id])).rows[0].email as string;

async function reviewedChat(externalId: string, grades: [qa.ScoreType, qa.ScoreGrade][]) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/integrations/chats',
    headers: { authorization: `Bearer ${key}` },
    payload: {
      chats: [
        {
          externalId,
          agents: [{ name: 'Agent', email: await emailOf(agent) }],
          customer: { name: 'Client', email: null },
          startedAt: '2026-10-05T10:00:00Z',
          messages: [{ author: 'Client', authorKind: 'customer', text: 'Hello', sentAt: '2026-10-05T10:00:00Z' }],
        },
      ],
    },
  });
  const chatId = res.json().ids[0].id as number;
  return t.callOk(reviewer, qa.createChatReview, {
    body: { chatId, data: { scores: grades.map(([s, g]) => ({ scoreTypeId: s.id, gradeId: g.id })) } },
  });
}

const notificationsOf = async (u: TestUser) =>
  (await t.database.pool.query('SELECT title FROM notifications WHERE user_id = $1 ORDER BY id', [u.id])).rows.map(
    (r) => r.title as string,
  );

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ isAdmin: true });
  reviewer = await t.createUser({ scopes: ['qa:chat:review', 'qa:feedback:read', 'qa:escalation:read'] });
  manager = await t.createUser({
    scopes: ['qa:chat:review', 'qa:manager', 'qa:feedback:read', 'qa:escalation:read', 'qa:statistic:read'],
  });
  agent = await t.createUser({ scopes: ['qa:feedback:read'] });
  other = await t.createUser({ scopes: ['qa:feedback:read'] });
  key = (await t.callOk(admin, createIntegrationKey, { body: { name: 'Chat system' } })).key;
  greeting = await t.callOk(admin, qa.createScoreType, { body: { name: 'Greeting', weight: 1, position: 1 } });
  accuracy = await t.callOk(admin, qa.createScoreType, {
    body: { name: 'Accuracy', weight: 3, critical: true, position: 2 },
  });
  excellent = await t.callOk(admin, qa.createScoreGrade, { body: { name: 'Excellent', value: 100 } });
  good = await t.callOk(admin, qa.createScoreGrade, { body: { name: 'Good', value: 75 } });
  poor = await t.callOk(admin, qa.createScoreGrade, { body: { name: 'Poor', value: 25 } });
});
afterAll(() => t.close());

describe('feedbacks', () => {
  it('an agent disputes, a manager resolves by regrading, and the statistics follow', async () => {
    const review = await reviewedChat('f-1', [
      [greeting, excellent],
      [accuracy, poor],
    ]);
    expect(review.score).toBe(0);
    const before = await t.callOk(manager, qa.overallStatistics, { query: { kind: 'chat' } });
    const feedback = await t.callOk(reviewer, qa.createChatFeedback, {
      body: { feedback: { content: 'The DNS answer was wrong.' }, review: { id: review.id } },
    });
    expect(feedback).toMatchObject({ status: 'new', agent: { id: agent.id }, author: { id: reviewer.id } });
    expect((await notificationsOf(agent)).at(-1)).toContain('New feedback on your chat');

    // The agent sees only their own; another agent sees none of it.
    const mine = await t.callOk(agent, qa.listChatFeedbacks, { query: {} });
    expect(mine.items.map((f) => f.id)).toEqual([feedback.id]);
    expect((await t.callOk(other, qa.listChatFeedbacks, { query: {} })).items).toEqual([]);
    expect((await t.call(other, qa.getChatFeedback, { params: { id: feedback.id } })).statusCode).toBe(404);

    // Only the agent marks it; a dispute needs a reason.
    const byReviewer = await t.call(reviewer, qa.setChatFeedbackStatus, {
      params: { id: feedback.id },
      body: { status: 'seen' },
    });
    expect(byReviewer.statusCode).toBe(403);
    await t.callOk(agent, qa.setChatFeedbackStatus, { params: { id: feedback.id }, body: { status: 'seen' } });
    const noReason = await t.call(agent, qa.setChatFeedbackStatus, {
      params: { id: feedback.id },
      body: { status: 'disputed' },
    });
    expect(noReason.json()).toMatchObject({ details: [{ field: 'body.reason' }] });
    const disputed = await t.callOk(agent, qa.setChatFeedbackStatus, {
      params: { id: feedback.id },
      body: {
        status: 'disputed',
        reason: 'The customer had the old record cached.',
        proposedScores: [{ scoreTypeId: accuracy.id, gradeId: good.id }],
      },
    });
    expect(disputed.dispute).toMatchObject({ reason: 'The customer had the old record cached.' });
    expect((await notificationsOf(reviewer)).at(-1)).toContain('disputes a chat feedback');
    // Not the agent: resolving is a reviewer's or manager's.
    expect(
      (await t.call(agent, qa.setChatFeedbackStatus, { params: { id: feedback.id }, body: { status: 'resolved' } }))
        .statusCode,
    ).toBe(403);

    const resolved = await t.callOk(manager, qa.setChatFeedbackStatus, {
      params: { id: feedback.id },
      body: {
        status: 'resolved',
        reason: 'Agreed: cached record.',
        scores: [
          { scoreTypeId: greeting.id, gradeId: excellent.id },
          { scoreTypeId: accuracy.id, gradeId: good.id },
        ],
      },
    });
    // (1×100 + 3×75) / 4 = 81.3
    expect(resolved.resolution).toMatchObject({ scoreBefore: 0, scoreAfter: 81.3, by: { id: manager.id } });
    expect(resolved.review.score).toBe(81.3);
    expect((await notificationsOf(agent)).at(-1)).toContain('the score went from 0 to 81.3');

    const after = await t.callOk(manager, qa.overallStatistics, { query: { kind: 'chat' } });
    expect(after.reviews).toBe(before.reviews);
    expect(after.criticalFails).toBe(before.criticalFails - 1);
    expect(after.averageScore).not.toBe(before.averageScore);
    expect(after).toMatchObject({ feedbacks: 1, disputes: 1, disputeRate: 1 });

    // Over: no further move (409 naming the status).
    const again = await t.call(agent, qa.setChatFeedbackStatus, {
      params: { id: feedback.id },
      body: { status: 'accepted' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'QA_STATUS_CONFLICT',
      message: 'The feedback is resolved: it cannot be accepted',
    });
  });

  it('refuses a feedback on a review that is not there or for someone who is not its agent', async () => {
    const review = await reviewedChat('f-2', [
      [greeting, good],
      [accuracy, good],
    ]);
    const wrongAgent = await t.call(reviewer, qa.createChatFeedback, {
      body: { feedback: { content: 'Hi', agentId: other.id }, review: { id: review.id } },
    });
    expect(wrongAgent.json()).toMatchObject({ details: [{ field: 'body.feedback.agentId' }] });
    const noReview = await t.call(reviewer, qa.createChatFeedback, {
      body: { feedback: { content: 'Hi' }, review: { id: 99999 } },
    });
    expect(noReview.json()).toMatchObject({ details: [{ field: 'body.review.id' }] });
    // Accepted: reworded no more; comments go both ways.
    const feedback = await t.callOk(reviewer, qa.createChatFeedback, {
      body: { feedback: { content: 'Nice work' }, review: { id: review.id } },
    });
    await t.callOk(agent, qa.createChatFeedbackComment, {
      params: { id: feedback.id },
      body: { content: 'Thanks!', notifyUsers: [reviewer.id] },
    });
    expect((await t.callOk(reviewer, qa.getChatFeedback, { params: { id: feedback.id } })).comments).toHaveLength(1);
    expect(
      (await t.call(other, qa.createChatFeedbackComment, { params: { id: feedback.id }, body: { content: 'Me?' } }))
        .statusCode,
    ).toBe(404);
    await t.callOk(agent, qa.setChatFeedbackStatus, { params: { id: feedback.id }, body: { status: 'accepted' } });
    const reword = await t.call(reviewer, qa.updateChatFeedback, {
      params: { id: feedback.id },
      body: { feedback: { content: 'Changed' } },
    });
    expect(reword.statusCode).toBe(409);
  });
});

describe('escalations', () => {
  it('moves open → in-progress → open → in-progress → reviewed, refusing the others with the current status', async () => {
    const review = await reviewedChat('e-1', [
      [greeting, good],
      [accuracy, poor],
    ]);
    const escalation = await t.callOk(reviewer, qa.createChatEscalation, {
      body: {
        escalation: { conversationId: review.conversationId, reason: 'Second look, please' },
        reviews: [review.id],
      },
    });
    expect(escalation).toMatchObject({ status: 'open', reviews: [{ id: review.id }], raisedBy: { id: reviewer.id } });
    expect((await notificationsOf(manager)).at(-1)).toContain('escalated a chat');

    const set = (status: qa.EscalationStatus, who = manager) =>
      t.call(who, qa.setEscalationStatus, { params: { id: escalation.id }, body: { status } });
    expect((await set('reviewed')).json()).toMatchObject({
      code: 'QA_STATUS_CONFLICT',
      message: 'The escalation is open: it cannot be marked reviewed without a review',
    });
    expect((await set('in-progress', reviewer)).statusCode).toBe(403);
    expect((await set('in-progress')).json()).toMatchObject({ status: 'in-progress', handledBy: { id: manager.id } });
    expect((await set('in-progress')).statusCode).toBe(409);
    expect((await set('open')).json()).toMatchObject({ status: 'open', handledBy: null });
    expect((await set('in-progress')).statusCode).toBe(200);

    const reviewed = await t.callOk(manager, qa.reviewChatEscalation, {
      params: { id: escalation.id },
      body: {
        reviews: {
          scores: [
            { scoreTypeId: greeting.id, gradeId: excellent.id },
            { scoreTypeId: accuracy.id, gradeId: good.id },
          ],
        },
      },
    });
    expect(reviewed).toMatchObject({ status: 'reviewed', outcome: { score: 81.3, reviewer: { id: manager.id } } });
    expect((await set('open')).json()).toMatchObject({ message: 'The escalation is reviewed: it cannot move to open' });
    const badReview = await t.call(manager, qa.reviewChatEscalation, {
      params: { id: escalation.id },
      body: { reviews: { scores: [] } },
    });
    expect(badReview.statusCode).toBe(409);

    // Reviewed ones are hidden unless the profile (or the query) shows them.
    const hidden = await t.callOk(reviewer, qa.listChatEscalations, { query: {} });
    expect(hidden.items.map((e) => e.id)).not.toContain(escalation.id);
    await t.database.pool.query(
      `INSERT INTO user_preferences (user_id, name, value) VALUES ($1, 'showReviewedEscalations', 'true')`,
      [reviewer.id],
    );
    const shown = await t.callOk(reviewer, qa.listChatEscalations, { query: {} });
    expect(shown.items.map((e) => e.id)).toContain(escalation.id);
  });

  it('refuses reviews of another conversation and missing grades, naming the field', async () => {
    const one = await reviewedChat('e-2', [
      [greeting, good],
      [accuracy, good],
    ]);
    const two = await reviewedChat('e-3', [
      [greeting, good],
      [accuracy, good],
    ]);
    const wrong = await t.call(reviewer, qa.createChatEscalation, {
      body: { escalation: { conversationId: one.conversationId, reason: 'x' }, reviews: [two.id] },
    });
    expect(wrong.json()).toMatchObject({ details: [{ field: 'body.reviews.0' }] });
    const escalation = await t.callOk(reviewer, qa.createChatEscalation, {
      body: { escalation: { conversationId: one.conversationId, reason: 'x' }, reviews: [] },
    });
    const missing = await t.call(manager, qa.reviewChatEscalation, {
      params: { id: escalation.id },
      body: { reviews: { scores: [{ scoreTypeId: greeting.id, gradeId: good.id }] } },
    });
    expect(missing.json()).toMatchObject({ code: 'QA_SCORES_MISSING', details: [{ field: 'body.reviews.scores' }] });
  });
});

describe('the audit log of feedbacks', () => {
  it('says that a feedback, a dispute, a resolution or a comment was written or changed, never what it says', async () => {
    const tag = Math.random().toString(36).slice(2, 10);
    const [content, reworded, dispute, resolution, said, resaid] = [
      'Rude to the customer',
      'Curt with the customer',
      'I was ill that day',
      'Agreed, illness noted',
      'Talk to me',
      'Talk to me today',
    ].map((text) => `${text} ${tag}`) as [string, string, string, string, string, string];
    const review = await reviewedChat(`f-audit-${tag}`, [
      [greeting, good],
      [accuracy, good],
    ]);
    const feedback = await t.callOk(reviewer, qa.createChatFeedback, {
      body: { feedback: { content }, review: { id: review.id } },
    });
    await t.callOk(reviewer, qa.updateChatFeedback, {
      params: { id: feedback.id },
      body: { feedback: { content: reworded } },
    });
    const comment = await t.callOk(agent, qa.createChatFeedbackComment, {
      params: { id: feedback.id },
      body: { content: said },
    });
    await t.callOk(agent, qa.updateChatFeedbackComment, {
      params: { id: feedback.id, commentId: comment.id },
      body: { content: resaid },
    });
    await t.callOk(agent, qa.deleteChatFeedbackComment, { params: { id: feedback.id, commentId: comment.id } });
    await t.callOk(agent, qa.setChatFeedbackStatus, {
      params: { id: feedback.id },
      body: { status: 'disputed', reason: dispute },
    });
    await t.callOk(manager, qa.setChatFeedbackStatus, {
      params: { id: feedback.id },
      body: { status: 'resolved', reason: resolution },
    });

    const auditor = await t.createUser({ scopes: ['audit:log:read'] });
    const res = await t.call(auditor, auditLog, { query: { take: 100 } });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain(tag);
    const rows = res
      .reply()
      .items.filter((r) => r.entity === 'qa-chat-feedback' && r.entityId === String(feedback.id))
      .reverse();
    expect(rows.map((r) => r.after)).toEqual([
      { reviewId: review.id, agentId: agent.id },
      { content: '[personal: changed]' },
      { status: 'disputed', reason: '[personal: changed]' },
      { status: 'resolved', reason: '[personal: changed]' },
    ]);
    expect(rows[1]!.before).toEqual({ content: '[personal]' });
    const comments = res
      .reply()
      .items.filter((r) => r.entity === 'qa-comment' && r.entityId === String(comment.id))
      .reverse();
    expect(comments.map((r) => [r.before, r.after])).toEqual([
      [null, { parent: 'chatFeedback', parentId: feedback.id }],
      [{ content: '[personal]' }, { content: '[personal: changed]' }],
      [{ content: '[personal]' }, null],
    ]);
  });
});

describe('mentions in comments (a notification opens for its recipient)', () => {
  it('link a reviewer to the chat, its agent to their own feedback, and anyone else to nothing', async () => {
    const review = await reviewedChat('m-1', [
      [greeting, good],
      [accuracy, good],
    ]);
    const feedback = await t.callOk(reviewer, qa.createChatFeedback, {
      body: { feedback: { content: 'Nicely done.' }, review: { id: review.id } },
    });
    await t.callOk(reviewer, qa.createChatComment, {
      params: { id: review.conversationId },
      body: { content: 'Look at the greeting', notifyUsers: [manager.id, agent.id, other.id] },
    });
    const linkOf = async (u: TestUser) =>
      (
        await t.database.pool.query(
          "SELECT link FROM notifications WHERE user_id = $1 AND title LIKE '%mentioned you%' ORDER BY id DESC LIMIT 1",
          [u.id],
        )
      ).rows[0]?.link;
    expect(await linkOf(manager)).toBe(`/qc-v2/chats/archive/${review.conversationId}`);
    expect(await linkOf(agent)).toBe(`/qc-v2/chat-feedbacks/${feedback.id}`);
    expect(await linkOf(other)).toBeNull();
    // Each link opens for its recipient: the agent reads their feedback, the reviewer the chat.
    expect((await t.call(agent, qa.getChatFeedback, { params: { id: feedback.id } })).statusCode).toBe(200);
    expect((await t.call(manager, qa.getChat, { params: { id: review.conversationId } })).statusCode).toBe(200);
  });
});

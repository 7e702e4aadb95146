// An escalation's review in statistics (docs/qa.md "Escalations"): the manager's review replaces the
// reviews escalated, so the conversation counts once. Every rule is checked on both sources of the
// figures: the rollups (kind and period) and the reviews (a department filter reads them).
import * as qa from '@backoffice/contract/modules/qa';
import { createIntegrationKey } from '@backoffice/contract/modules/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';

let t: TestApp;
let reviewer: TestUser;
let other: TestUser;
let manager: TestUser;
let agent: TestUser;
let key: string;
let greeting: qa.ScoreType;
let accuracy: qa.ScoreType;
let excellent: qa.ScoreGrade;
let good: qa.ScoreGrade;
let poor: qa.ScoreGrade;

const REVIEWER = ['qa:chat:review', 'qa:escalation:read', 'qa:statistic:read'];

/** A chat of the agent on its own day and department, so each rule reads only its own figures. */
async function chatOn(day: string) {
  const email = (await t.database.pool.query('SELECT email FROM users WHERE id = $1', [agent.id])).rows[0].email;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/integrations/chats',
    headers: { authorization: `Bearer ${key}` },
    payload: {
      chats: [
        {
          externalId: `escalated-${day}`,
          department: `dept-${day}`,
          agents: [{ name: 'Agent', email }],
          customer: { name: 'Client', email: null },
          startedAt: `${day}T10:00:00Z`,
          messages: [],
        },
      ],
    },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().ids[0].id as number;
}

const scores = (pairs: [qa.ScoreType, qa.ScoreGrade][]) =>
  pairs.map(([type, grade]) => ({ scoreTypeId: type.id, gradeId: grade.id }));

const review = (user: TestUser, chatId: number, pairs: [qa.ScoreType, qa.ScoreGrade][]) =>
  t.callOk(user, qa.createChatReview, { body: { chatId, data: { scores: scores(pairs) } } });

async function escalateAndReview(chatId: number, reviews: number[], pairs: [qa.ScoreType, qa.ScoreGrade][]) {
  const escalation = await t.callOk(reviewer, qa.createChatEscalation, {
    body: { escalation: { conversationId: chatId, reason: 'Second look, please' }, reviews },
  });
  return t.callOk(manager, qa.reviewChatEscalation, {
    params: { id: escalation.id },
    body: { reviews: { scores: scores(pairs) } },
  });
}

/** A chat on `day` reviewed Good/Poor by `by`, escalated, and reviewed Good/Good by the manager. */
async function escalated(day: string, by: TestUser = reviewer) {
  const chatId = await chatOn(day);
  const disputed = await review(by, chatId, [
    [greeting, good],
    [accuracy, poor],
  ]);
  const escalation = await escalateAndReview(
    chatId,
    [disputed.id],
    [
      [greeting, good],
      [accuracy, good],
    ],
  );
  return { chatId, disputed, escalation };
}

/**
 * The day's figures from both sources, which must agree: reviews, average score and critical fails
 * overall, and the agent's and each reviewer's reviews in the tables.
 */
async function countedOn(day: string) {
  const sources = { rollups: { kind: 'chat' as const, from: day, to: day }, reviews: { department: `dept-${day}` } };
  const read = async (query: qa.StatisticsQuery) => {
    const [overall, people] = await Promise.all([
      t.callOk(manager, qa.overallStatistics, { query }),
      t.callOk(manager, qa.usersStatistics, { query }),
    ]);
    return {
      reviews: overall.reviews,
      averageScore: overall.averageScore,
      criticalFails: overall.criticalFails,
      agent: people.agents.find((a) => a.id === agent.id)?.reviews ?? 0,
      reviewers: Object.fromEntries(people.reviewers.map((r) => [r.id, r.reviews])),
    };
  };
  const [rollups, reviews] = await Promise.all([read(sources.rollups), read(sources.reviews)]);
  expect(rollups, 'the rollups and the reviews agree').toEqual(reviews);
  return rollups;
}

/** The day's figures when the manager's review, of `averageScore` with no critical fail, is all that counts. */
const onlyTheManagersReview = (averageScore: number) => ({
  reviews: 1,
  averageScore,
  criticalFails: 0,
  agent: 1,
  reviewers: { [manager.id]: 1 },
});

beforeAll(async () => {
  t = await createTestApp();
  const admin = await t.createUser({ isAdmin: true });
  reviewer = await t.createUser({ scopes: REVIEWER });
  other = await t.createUser({ scopes: REVIEWER });
  manager = await t.createUser({ scopes: [...REVIEWER, 'qa:manager'] });
  agent = await t.createUser();
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

describe('an escalation reviewed by a manager', () => {
  it('replaces the review escalated in statistics: the conversation counts once, with the manager’s score', async () => {
    const day = '2026-07-01';
    const chatId = await chatOn(day);
    const disputed = await review(reviewer, chatId, [
      [greeting, excellent],
      [accuracy, poor],
    ]);
    expect(await countedOn(day)).toMatchObject({ reviews: 1, averageScore: 0, criticalFails: 1, agent: 1 });
    const escalation = await escalateAndReview(
      chatId,
      [disputed.id],
      [
        [greeting, excellent],
        [accuracy, good],
      ],
    );
    expect(escalation.outcome).toMatchObject({ score: 81.3 });
    // (1×100 + 3×75) / 4 = 81.3, and the disputed critical fail is gone with its review.
    expect(await countedOn(day)).toEqual(onlyTheManagersReview(81.3));
  });

  it('keeps the replaced review in the conversation and the archive, and its audit row names it replaced', async () => {
    const { chatId, disputed, escalation } = await escalated('2026-07-02');
    const chat = await t.callOk(reviewer, qa.getChat, { params: { id: chatId } });
    expect(chat.reviews.map((r) => [r.id, r.deletedAt])).toEqual(
      expect.arrayContaining([
        [disputed.id, null],
        [escalation.outcome!.id, null],
      ]),
    );
    const archive = await t.callOk(reviewer, qa.chatArchive, { query: { department: 'dept-2026-07-02' } });
    expect(archive.items.map((i) => i.review.id).sort()).toEqual([disputed.id, escalation.outcome!.id].sort());
    expect(escalation.reviews.map((r) => r.id)).toEqual([disputed.id]);
    const { rows } = await t.database.pool.query(
      "SELECT after FROM audit_log WHERE entity = 'qa-chat-escalation' AND entity_id = $1 ORDER BY id DESC LIMIT 1",
      [String(escalation.id)],
    );
    expect(rows[0].after).toMatchObject({
      status: 'reviewed',
      reviewId: escalation.outcome!.id,
      replaced: [disputed.id],
    });
  });

  it('leaves a review of the conversation that was not escalated counting beside the manager’s', async () => {
    const day = '2026-07-03';
    const chatId = await chatOn(day);
    const disputed = await review(reviewer, chatId, [
      [greeting, good],
      [accuracy, poor],
    ]);
    await review(other, chatId, [
      [greeting, good],
      [accuracy, good],
    ]);
    await escalateAndReview(
      chatId,
      [disputed.id],
      [
        [greeting, excellent],
        [accuracy, excellent],
      ],
    );
    expect(await countedOn(day)).toEqual({
      reviews: 2,
      // (75 + 100) / 2
      averageScore: 87.5,
      criticalFails: 0,
      agent: 2,
      reviewers: { [other.id]: 1, [manager.id]: 1 },
    });
  });

  it('replaces nothing when the review escalated is the manager’s own: it becomes the outcome and counts once', async () => {
    const day = '2026-07-04';
    const { disputed: own, escalation } = await escalated(day, manager);
    expect(escalation.outcome!.id).toBe(own.id);
    expect(await countedOn(day)).toEqual(onlyTheManagersReview(75));
  });

  it('lets the replaced review count again once the manager’s review is deleted', async () => {
    const day = '2026-07-05';
    const chatId = await chatOn(day);
    const disputed = await review(reviewer, chatId, [
      [greeting, excellent],
      [accuracy, poor],
    ]);
    const escalation = await escalateAndReview(
      chatId,
      [disputed.id],
      [
        [greeting, excellent],
        [accuracy, excellent],
      ],
    );
    expect(await countedOn(day)).toMatchObject({ reviews: 1, averageScore: 100 });
    await t.callOk(manager, qa.deleteChatReview, { params: { id: escalation.outcome!.id } });
    expect(await countedOn(day)).toEqual({
      reviews: 1,
      averageScore: 0,
      criticalFails: 1,
      agent: 1,
      reviewers: { [reviewer.id]: 1 },
    });
  });
});

describe('the archive of an escalation reviewed by a manager (issue 25)', () => {
  const archiveOn = async (day: string) => {
    const page = await t.callOk(reviewer, qa.chatArchive, { query: { department: `dept-${day}` } });
    return new Map(page.items.map((i) => [i.review.id, i.replacedBy]));
  };

  it('names, on the replaced review’s row, the manager’s review and its escalation', async () => {
    const { disputed, escalation } = await escalated('2026-07-11');
    expect((await archiveOn('2026-07-11')).get(disputed.id)).toEqual({
      reviewId: escalation.outcome!.id,
      escalationId: escalation.id,
    });
  });

  it('names nothing on the manager’s own review', async () => {
    const { escalation } = await escalated('2026-07-12');
    expect((await archiveOn('2026-07-12')).get(escalation.outcome!.id)).toBeNull();
  });

  it('names nothing on a review of the conversation that was not escalated', async () => {
    const { chatId } = await escalated('2026-07-13');
    const kept = await review(other, chatId, [
      [greeting, good],
      [accuracy, good],
    ]);
    expect((await archiveOn('2026-07-13')).get(kept.id)).toBeNull();
  });

  it('names nothing while the escalation is not reviewed yet', async () => {
    const chatId = await chatOn('2026-07-14');
    const disputed = await review(reviewer, chatId, [
      [greeting, good],
      [accuracy, poor],
    ]);
    await t.callOk(reviewer, qa.createChatEscalation, {
      body: { escalation: { conversationId: chatId, reason: 'Second look, please' }, reviews: [disputed.id] },
    });
    expect((await archiveOn('2026-07-14')).get(disputed.id)).toBeNull();
  });

  it('names nothing once the manager’s review is deleted: the review counts again', async () => {
    const { disputed, escalation } = await escalated('2026-07-15');
    await t.callOk(manager, qa.deleteChatReview, { params: { id: escalation.outcome!.id } });
    expect((await archiveOn('2026-07-15')).get(disputed.id)).toBeNull();
  });
});

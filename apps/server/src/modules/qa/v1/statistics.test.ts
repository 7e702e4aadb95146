// QC v1's statistics (contract qa/v1-statistics.ts) are QC v2's figures over a period: a review made
// through QC v2 counts in v1's, and for the same period both answer the same numbers.
import * as qa from '@backoffice/contract/modules/qa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/helpers.js';
import { type QaApp, qaApp, REVIEWER, reviewedChat } from '../testing/qa-app.js';

let app: QaApp;
let reviewer: TestUser;
let reader: TestUser;
let agent: TestUser;

const period = { from: '2026-10-01', to: '2026-10-31' };

beforeAll(async () => {
  app = await qaApp();
  reviewer = await app.t.createUser({ scopes: [...REVIEWER] });
  reader = await app.t.createUser({ scopes: ['qa:statistic:read'] });
  agent = await app.t.createUser();
  await reviewedChat(app, reviewer, agent, 'stats-1', [
    [app.greeting, app.excellent],
    [app.accuracy, app.good],
  ]);
  await reviewedChat(app, reviewer, agent, 'stats-2', [
    [app.greeting, app.good],
    [app.accuracy, app.poor],
  ]);
  // Outside the period.
  await reviewedChat(
    app,
    reviewer,
    agent,
    'stats-old',
    [
      [app.greeting, app.poor],
      [app.accuracy, app.poor],
    ],
    {
      startedAt: '2026-06-01T10:00:00Z',
    },
  );
});
afterAll(() => app.close());

describe('QC v1 statistics', () => {
  it('answers the same figures as QC v2 for the same period', async () => {
    const v1 = await app.t.callOk(reader, qa.v1Statistic, { query: period });
    const v2 = await app.t.callOk(reader, qa.overallStatistics, { query: period });
    expect(v1).toEqual(v2);
    expect(v1).toMatchObject({ reviews: 2, averageScore: 40.7, criticalFails: 1 });
  });

  it('answers an agent’s figures as QC v2 does', async () => {
    const v1 = await app.t.callOk(reader, qa.v1AgentStatistic, { params: { id: agent.id }, query: period });
    const v2 = await app.t.callOk(reader, qa.userStatistics, { params: { userId: agent.id }, query: period });
    expect(v1).toEqual(v2);
    expect(v1.user.id).toBe(agent.id);
  });

  it('counts a review made through QC v2 at once', async () => {
    const before = await app.t.callOk(reader, qa.v1Statistic, { query: period });
    await reviewedChat(app, reviewer, agent, 'stats-3', [
      [app.greeting, app.excellent],
      [app.accuracy, app.excellent],
    ]);
    const after = await app.t.callOk(reader, qa.v1Statistic, { query: period });
    expect(after.reviews).toBe(before.reviews + 1);
  });

  it('counts only the period sent, and every review without one', async () => {
    const june = await app.t.callOk(reader, qa.v1Statistic, { query: { from: '2026-06-01', to: '2026-06-30' } });
    const all = await app.t.callOk(reader, qa.v1Statistic, { query: {} });
    const v2 = await app.t.callOk(reader, qa.overallStatistics, { query: {} });
    expect(june.reviews).toBe(1);
    expect(all).toEqual(v2);
  });

  it('refuses a date that is none, naming querystring.from', async () => {
    const res = await app.t.call(reader, qa.v1Statistic, { query: { from: 'yesterday' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ details: [{ field: 'querystring.from' }] });
  });

  it('answers 404 for an agent who does not exist', async () => {
    const res = await app.t.call(reader, qa.v1AgentStatistic, { params: { id: 99999 }, query: {} });
    expect(res.statusCode).toBe(404);
  });

  it('needs qa:statistic:read', async () => {
    const res = await app.t.call(reviewer, qa.v1Statistic, { query: period });
    expect(res.statusCode).toBe(403);
  });
});

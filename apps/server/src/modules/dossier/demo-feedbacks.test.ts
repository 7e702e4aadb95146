// The dossier demo's feedback (demo-feedbacks.ts): every type for each demo agent, shared and private,
// written by the manager of their current team, once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { seedFeedbacks } from './demo-feedbacks.js';
import { notificationsOf, teamOf } from './testing/feedbacks.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('gives each agent feedback of every type, shared and private, by their manager, once', async () => {
  const admin = await t.createUser({ isAdmin: true });
  const manager = await t.createUser();
  const [ada, bo] = [await t.createUser(), await t.createUser()];
  await teamOf(t, manager.id, [ada.id, bo.id]);
  const { user: actor } = await t.app.ctx.sessions.create(admin.id, { userAgent: 'test' });
  const kit = { actor, departments: new Map(), roles: [], people: [] };
  await seedFeedbacks(t.app.ctx, kit);
  await seedFeedbacks(t.app.ctx, kit);
  const { rows } = await t.database.pool.query(
    `SELECT f.user_id, f.author_id, f.visibility, t.tone FROM dossier_feedbacks f
     JOIN dossier_feedback_types t ON t.id = f.type_id ORDER BY f.id`,
  );
  for (const agent of [ada, bo]) {
    const mine = rows.filter((r) => r.user_id === agent.id);
    expect(new Set(mine.map((r) => r.tone))).toEqual(new Set(['praise', 'improvement', 'warning']));
    expect(new Set(mine.map((r) => r.visibility))).toEqual(new Set(['shared', 'private']));
    expect(mine.every((r) => r.author_id === manager.id)).toBe(true);
    // Told of the shared ones only.
    expect(await notificationsOf(t, agent.id)).toHaveLength(mine.filter((r) => r.visibility === 'shared').length);
  }
});

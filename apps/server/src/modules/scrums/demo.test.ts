// The Dev Scrum demo (demo.ts): components, and audits of each demo developer by the administrators,
// recorded through the service (the developers are told), once.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/helpers.js';
import { scrumsDemo } from './demo.js';
import { notificationsOf } from './testing/helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('gives each developer audits by an administrator, with a retired and a deprecated component, once', async () => {
  const admin = await t.createUser({ isAdmin: true });
  const [dev1, dev2, lead] = [await t.createUser(), await t.createUser(), await t.createUser()];
  const { user: actor } = await t.app.ctx.sessions.create(admin.id, { userAgent: 'test' });
  const people = [
    { id: dev1.id, index: 0, username: dev1.username, role: 'Developer' },
    { id: dev2.id, index: 1, username: dev2.username, role: 'Developer' },
    { id: lead.id, index: 2, username: lead.username, role: 'Administrator' },
  ];
  const kit = { actor, departments: new Map(), roles: [], people };
  await scrumsDemo.seed!(t.app.ctx, kit);
  await scrumsDemo.seed!(t.app.ctx, kit);
  const { rows: components } = await t.database.pool.query('SELECT name, status FROM scrum_components');
  expect(new Set(components.map((c) => c.status))).toEqual(new Set(['active', 'deprecated', 'retired']));
  const { rows: audits } = await t.database.pool.query('SELECT developer_id, auditor_id FROM scrum_audits');
  for (const developer of [dev1, dev2]) {
    const mine = audits.filter((a) => a.developer_id === developer.id);
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(mine.every((a) => a.auditor_id === lead.id)).toBe(true);
    const told = (await notificationsOf(t, developer.id)).filter((n) => n.title.startsWith('Your dev audit'));
    expect(told).toHaveLength(mine.length);
  }
});

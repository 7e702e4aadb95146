import * as system from '@backoffice/contract/modules/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/helpers.js';
import { redact } from './audit.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('audit log', () => {
  it('records a successful change without secrets, and nothing for a failed one', async () => {
    const u = await t.createUser();
    await t.signIn(u.username, 'wrong-password');
    const reader = await t.createUser({ scopes: ['audit:log:read'] });
    const res = await t.call(reader, system.auditLog, { query: { entity: 'session', entityId: String(u.id) } });
    expect(res.statusCode).toBe(200);
    const list = res.reply();
    expect(list).toMatchObject({ page: 1, take: 25, total: 1, totalCapped: false });
    expect(list.items[0]).toMatchObject({
      method: 'POST',
      route: '/api/auth/token',
      entity: 'session',
      entityId: String(u.id),
      statusCode: 200,
      after: { username: u.username },
      userId: u.id,
      username: u.username,
    });
    expect(JSON.stringify(list)).not.toContain(u.password);
  });

  it('lists newest first with paging', async () => {
    const reader = await t.createUser({ scopes: ['audit:log:read'] });
    const subject = await t.createUser();
    await t.signIn(subject.username, subject.password);
    await t.signIn(subject.username, subject.password);
    // Entries are written after each reply; page over one user's sign-ins once all three are there.
    const filter = { entity: 'session', entityId: String(subject.id) };
    await expect.poll(async () => (await t.call(reader, system.auditLog, { query: filter })).reply().total).toBe(3);
    const page1 = (await t.call(reader, system.auditLog, { query: { ...filter, take: 2 } })).reply();
    const page2 = (await t.call(reader, system.auditLog, { query: { ...filter, take: 2, page: 2 } })).reply();
    expect(page1.items).toHaveLength(2);
    expect(page2.items).toHaveLength(1);
    expect(page1.items[0]!.id).toBeGreaterThan(page1.items[1]!.id);
    expect(page2.items[0]!.id).toBeLessThan(page1.items[1]!.id);
  });

  it('redacts secrets at any depth', () => {
    expect(redact({ user: 'a', password: 'p', nested: { apiKey: 'k', list: [{ token: 't', ok: 1 }] } })).toEqual({
      user: 'a',
      password: '[redacted]',
      nested: { apiKey: '[redacted]', list: [{ token: '[redacted]', ok: 1 }] },
    });
  });
});

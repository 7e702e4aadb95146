import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi } from './admin-helpers.js';
import { browserSuite } from './browser-suite.js';
import { signedInPage } from './harness.js';

// Notifications are only ever created by the server itself; the demo data holds some.
const app = browserSuite({ env: { DEMO: '1' } });
let api: Api;

interface Listed {
  items: { _id: number; title: string; date: string; readAt: string | null }[];
  unread: number;
}

beforeAll(async () => {
  api = await adminApi(app.server);
});

describe('notification bell', () => {
  it('shows the server list with the unread count and local dates, and marks one read', async () => {
    const { items: users } = await api<{ items: { id: number; username: string }[] }>('GET', '/auth/users?take=100');
    let target: { id: number; username: string } | undefined;
    let listed: Listed | undefined;
    for (const user of users) {
      const reply = await api<Listed>('GET', `/employee-controller/notifications?userId=${user.id}`);
      if (reply.unread > 0 && reply.items.length > 1) {
        target = user;
        listed = reply;
        break;
      }
    }
    if (!target || !listed) throw new Error('the demo data has no user with notifications');
    const password = 'Bell-test-password-1234';
    await api('PATCH', `/auth/users/${target.id}`, { userData: { password } });

    const { context, page } = await signedInPage(app.browser, app.server, target.username, password);
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.getAttribute('aria-label')).toBe(`Notifications, ${listed.unread} unread`);

    await bell.click();
    const items = page.getByTestId('notification-item');
    await expect.poll(() => items.count()).toBe(listed.items.length);
    // Newest first, each with a local year-month-day.
    const newest = [...listed.items].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : b._id - a._id))[0]!;
    expect(await items.first().textContent()).toContain(newest.title);
    const dates = await page.getByTestId('notification-date').allTextContents();
    expect(dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    expect([...dates].sort().reverse()).toEqual(dates);

    const unread = page.locator('[data-testid="notification-item"][data-unread="true"]');
    expect(await unread.count()).toBe(listed.unread);
    const first = listed.items.find((n) => n.readAt === null)!;
    await unread.filter({ hasText: first.title }).first().click();
    await expect.poll(() => bell.getAttribute('aria-label')).not.toBe(`Notifications, ${listed.unread} unread`);
    await expect
      .poll(async () => (await api<Listed>('GET', `/employee-controller/notifications?userId=${target.id}`)).unread)
      .toBe(listed.unread - 1);

    // Mark all read empties the count, here and on the server.
    if (listed.unread > 1) {
      await page.getByRole('button', { name: 'Mark all as read' }).click();
      await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');
      expect((await api<Listed>('GET', `/employee-controller/notifications?userId=${target.id}`)).unread).toBe(0);
    }
    await context.close();
  });
});

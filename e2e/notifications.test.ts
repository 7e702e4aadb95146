// The notification bell with notifications the server sends on real triggers: a change of the user's
// role (its scopes), and sign-ins to the account from elsewhere (which link to the sessions list).

import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from './browser-suite.js';
import { newPage, signInWithForm, storedSession, waitForSocket } from './harness.js';
import { type ApiClient, adminClient } from './infra-helpers.js';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
/** The bell's page size (apps/web/src/modules/employees/api/get-notifications.ts). */
const PAGE = 20;

const app = browserSuite();
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app.server);
  mkdirSync(SHOTS, { recursive: true });
});

/** A user with a role of their own (so a change of its scopes reaches this user alone). */
async function createPerson() {
  const tag = `bell-${randomBytes(3).toString('hex')}`;
  const department = await admin.call<{ id: number }>('POST', '/auth/departments', { name: `${tag} department` });
  const role = await admin.call<{ id: number }>('POST', '/auth/roles', {
    name: `${tag} role`,
    departmentId: department.id,
    scopes: [],
  });
  const password = `Pw-${randomBytes(12).toString('base64url')}`;
  await admin.call('POST', '/auth/users', {
    username: tag,
    email: `${tag}@example.com`,
    name: 'Bell Tester',
    password,
    roleId: role.id,
    departmentId: department.id,
  });
  return { username: tag, password, roleId: role.id };
}

/** A picture of the open bell menu, once it has faded in. */
async function menuShot(page: Page, name: string): Promise<void> {
  const paper = page.locator('.MuiPopover-paper');
  await paper.waitFor();
  await page.waitForFunction(() => {
    const element = document.querySelector('.MuiPopover-paper');
    return element !== null && getComputedStyle(element).opacity === '1' && element.getAnimations().length === 0;
  });
  await paper.screenshot({ path: `${SHOTS}/${name}.png` });
}

/**
 * A sign-in to the account from another device: the bell tells of a device not seen on the account
 * before, so each call names its own (`version`: another Firefox).
 */
async function signInElsewhere(person: { username: string; password: string }, version = 128): Promise<void> {
  const response = await fetch(`${app.server.url}/api/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': FIREFOX_WINDOWS.replace('128.0', `${version}.0`) },
    body: JSON.stringify({ user: person.username, password: person.password }),
  });
  if (!response.ok) throw new Error(`sign-in → ${response.status}`);
}

describe('notification bell', () => {
  it('shows server notifications live with their count, follows a link, marks all read and loads older ones', async () => {
    const person = await createPerson();
    const { context, page } = await newPage(app.browser, app.server.url);
    await page.goto('/login');
    await signInWithForm(page, person.username, person.password);
    await waitForSocket(page);
    const bell = page.getByTestId('notification-bell');
    expect(await bell.getAttribute('aria-label')).toBe('Notifications');

    // Two real triggers: the role's scopes change, and someone signs in to the account elsewhere.
    await admin.call('PATCH', `/auth/roles/${person.roleId}`, { scopes: ['dns:zone:read'] });
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');
    // roleUpdated shows the spec's own message as a toast (the bell's copy is quiet); it would sit
    // over the bell's menu for 10 s.
    const toast = page.getByTestId('notification').filter({ hasText: 'Your Permissions Has Been Updated' });
    await toast.getByRole('button', { name: 'Close' }).click();
    await toast.waitFor({ state: 'detached' });
    await signInElsewhere(person);
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 2 unread');

    await bell.click();
    const items = page.getByTestId('notification-item');
    await expect.poll(() => items.count()).toBe(2);
    // Newest first, each with a local year-month-day.
    expect(await items.nth(0).textContent()).toContain('New sign-in to your account');
    expect(await items.nth(0).textContent()).toContain('Firefox on Windows from 127.0.0.1');
    expect(await items.nth(1).textContent()).toContain('Your permissions changed');
    const dates = await page.getByTestId('notification-date').allTextContents();
    expect(dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d))).toBe(true);
    await menuShot(page, 'bell-menu');

    // Clicking the sign-in one goes where it links (the sessions on the profile page) and marks it read.
    await items.nth(0).click();
    await page.waitForURL((url) => url.pathname === '/profile');
    await page.getByTestId('sessions-card').waitFor();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications, 1 unread');

    // Mark all as read clears the count, here and on the server.
    await bell.click();
    await page.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => bell.getAttribute('aria-label')).toBe('Notifications');
    const jwt = (await storedSession(page))!.jwt!;
    const listed = await fetch(`${app.server.url}/api/employee-controller/notifications`, {
      headers: { Authorization: `Bearer ${jwt}` },
    });
    expect(((await listed.json()) as { unread: number }).unread).toBe(0);
    await page.keyboard.press('Escape');

    // More than a page of them, all alike: they fold into one row ("… and 19 more"), and the list,
    // shorter than its panel then, loads the older ones by itself.
    for (let i = 0; i < PAGE; i++) await signInElsewhere(person, 100 + i);
    await expect.poll(() => bell.getAttribute('aria-label')).toBe(`Notifications, ${PAGE} unread`);
    await bell.click();
    const more = page.getByRole('button', { name: `… and ${PAGE - 1} more` });
    await more.waitFor();
    await expect.poll(() => items.count()).toBe(PAGE + 2);
    expect(await items.last().textContent()).toContain('Your permissions changed');
    await page.getByText('That is all of them.').waitFor();
    expect(await page.getByRole('button', { name: 'Load older' }).count()).toBe(0);
    await menuShot(page, 'bell-menu-page');
    // Opened, the row shows each of them; each is still its own notice.
    expect(await items.filter({ visible: true }).count()).toBe(3);
    await more.click();
    await expect.poll(() => items.filter({ visible: true }).count()).toBe(PAGE + 2);
    expect(await page.getByRole('button', { name: 'Show fewer' }).getAttribute('aria-expanded')).toBe('true');
    await context.close();
  });
});

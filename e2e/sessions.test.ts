// Lasting sessions: the profile page lists where one is signed in, and signs the others out; a
// session signed out elsewhere lands on the sign-in page at its next call.
import { mkdirSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from './browser-suite.js';
import { newPage, signInWithForm, storedSession } from './harness.js';
import { adminClient, createStaffUser, type StaffUser } from './infra-helpers.js';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';
const FIREFOX_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';

const app = browserSuite();
let staff: StaffUser;

beforeAll(async () => {
  staff = await createStaffUser(await adminClient(app.server), { prefix: 'sessions', scopes: [] });
  mkdirSync(SHOTS, { recursive: true });
});

/** A sign-in from a device that is not a browser of this test: its token. */
async function signInElsewhere(userAgent: string): Promise<string> {
  const response = await fetch(`${app.server.url}/api/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
    body: JSON.stringify({ user: staff.username, password: staff.password }),
  });
  if (!response.ok) throw new Error(`sign-in → ${response.status}`);
  return ((await response.json()) as { jwt: string }).jwt;
}

const statusOf = async (jwt: string) =>
  (await fetch(`${app.server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${jwt}` } })).status;

describe('sessions on the profile page', () => {
  it('lists both browsers; one session signs out alone; "Sign out everywhere else" ends the other browser', async () => {
    const first = await newPage(app.browser, app.server.url);
    await first.page.goto('/login');
    await signInWithForm(first.page, staff.username, staff.password);
    const second = await newPage(app.browser, app.server.url);
    await second.page.goto('/login');
    await signInWithForm(second.page, staff.username, staff.password);
    const secondJwt = (await storedSession(second.page))!.jwt!;
    const elsewhere = await signInElsewhere(FIREFOX_WINDOWS);

    const { page } = first;
    await page.goto('/profile');
    const card = page.getByTestId('sessions-card');
    const rows = card.getByTestId('session-row');
    await expect.poll(() => rows.count()).toBe(3);
    // This device first and marked; headless Chromium on Linux reads as Chrome on Linux.
    const current = rows.first();
    expect(await current.getAttribute('data-current')).toBe('true');
    expect(await current.getByText('This device').count()).toBe(1);
    expect(await current.getByTestId('session-device').textContent()).toBe('Chrome on Linux');
    // When it was signed in, as recent instants read (docs/ui.md "Dates and times"); the full instant on hover.
    expect(await current.textContent()).toMatch(/127\.0\.0\.1 · signed in (just now|\d+ min ago)/);
    expect(await current.getByTestId('session-last-use').textContent()).toBe('In use now');
    expect(await rows.nth(1).getByTestId('session-last-use').textContent()).toBe('Last used just now');
    expect(await card.getByTestId('session-device').allTextContents()).toContain('Firefox on Windows');
    await card.scrollIntoViewIfNeeded();
    await card.screenshot({ path: `${SHOTS}/sessions-card.png` });

    // One session: the Firefox one.
    await card.getByRole('button', { name: /^Sign out Firefox on Windows/ }).click();
    await card.getByText('Firefox on Windows was signed out.').waitFor();
    await expect.poll(() => rows.count()).toBe(2);
    expect(await statusOf(elsewhere)).toBe(401);
    expect(await statusOf(secondJwt)).toBe(200);

    // Everywhere else: the other browser.
    await card.getByRole('button', { name: 'Sign out everywhere else' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere else?' });
    await dialog.getByText('The other session will have to sign in again.').waitFor();
    await page.screenshot({ path: `${SHOTS}/sessions-confirm.png` });
    await dialog.getByRole('button', { name: 'Sign out everywhere else' }).click();
    await card.getByText('Signed out of 1 other session.').waitFor();
    await expect.poll(() => rows.count()).toBe(1);
    expect(await card.getByRole('button', { name: 'Sign out everywhere else' }).count()).toBe(0);
    await card.screenshot({ path: `${SHOTS}/sessions-card-after.png` });

    // The other browser is refused at its next call and lands on the sign-in page. That call comes at
    // once: the server closes the session's socket, and the app asks who it is (GET /auth/me → 401).
    expect(await statusOf(secondJwt)).toBe(401);
    await second.page.waitForURL((url) => url.pathname === '/login');
    expect((await storedSession(second.page))?.jwt ?? null).toBeNull();
    await second.page.getByRole('button', { name: 'Sign in' }).waitFor();

    // This one goes on, across a reload.
    await page.reload();
    await expect.poll(() => rows.count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/profile');
    await first.context.close();
    await second.context.close();
  });
});

// A person with no scope at all changes their own password on the profile page; the page holds its
// place while the profile loads.
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from './browser-suite.js';
import { holdRequests, signedInPage, signInWithForm } from './harness.js';
import { adminClient, createStaffUser, type StaffUser } from './infra-helpers.js';

const app = browserSuite();
let staff: StaffUser;
let reader: StaffUser;

beforeAll(async () => {
  const admin = await adminClient(app.server);
  staff = await createStaffUser(admin, { prefix: 'pw', scopes: [] });
  reader = await createStaffUser(admin, { prefix: 'pf', scopes: [] });
});

async function signInByApi(username: string, password: string): Promise<string> {
  const response = await fetch(`${app.server.url}/api/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user: username, password }),
  });
  if (!response.ok) throw new Error(`sign-in → ${response.status}`);
  return ((await response.json()) as { jwt: string }).jwt;
}

const tokenWorks = async (jwt: string) =>
  (await fetch(`${app.server.url}/api/auth/me`, { headers: { Authorization: `Bearer ${jwt}` } })).status === 200;

describe('the profile page', () => {
  it('keeps its cards where they are when the profile arrives (no layout shift on a phone)', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, reader.username, reader.password);
    await page.setViewportSize({ width: 390, height: 823 });
    await context.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { shifts: number[] }).shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const release = await holdRequests(page, '**/api/employee-controller/profile/user/*');
    await page.goto('/profile');
    // The cards that wait for the profile stand as placeholders; the password form, which does not, is drawn.
    await page.getByRole('form', { name: 'Change password' }).waitFor();
    release();
    await page.getByText('Colleagues see it on the event calendar').waitFor();
    await page.getByText('Saved to your profile as you change them.').waitFor();
    // A frame for the last shift to be reported.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 100))));
    const shifts = await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts);
    // Before the placeholders were as tall as the cards, the password form moved out of sight: 0.2.
    expect(shifts.reduce((a, b) => a + b, 0)).toBeLessThan(0.02);
    await context.close();
  });
});

describe('changing one’s own password', () => {
  it('shows a wrong current password on its field, then changes it and signs out the other session', async () => {
    const otherDevice = await signInByApi(staff.username, staff.password);
    const { context, page } = await signedInPage(app.browser, app.server, staff.username, staff.password);
    await page.goto('/profile');
    const form = page.getByRole('form', { name: 'Change password' });
    const newPassword = 'correct horse battery staple';

    // The form checks what it can before asking the server.
    await form.getByLabel('Current password', { exact: true }).fill(staff.password);
    await form.getByLabel('New password', { exact: true }).fill(newPassword);
    await form.getByLabel('Repeat new password', { exact: true }).fill('something else entirely');
    await form.getByRole('button', { name: 'Show new password' }).click();
    expect(await form.getByLabel('Repeat new password', { exact: true }).getAttribute('type')).toBe('text');
    expect(await form.getByLabel('Current password', { exact: true }).getAttribute('type')).toBe('password');
    await form.getByRole('button', { name: 'Hide new password' }).click();
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('The two new passwords differ').waitFor();

    // The server refuses a weak new password and says why, under the new password's field.
    const newField = form.getByLabel('New password', { exact: true });
    await newField.fill('passwordpassword');
    await form.getByLabel('Repeat new password', { exact: true }).fill('passwordpassword');
    await form.getByRole('button', { name: 'Change password' }).click();
    const reason = 'This password just repeats the same characters; choose another';
    await form.getByText(reason).waitFor();
    const describedBy = await newField.getAttribute('aria-describedby');
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(reason);
    await newField.fill(newPassword);

    // The server refuses a wrong current password, next to that field.
    await form.getByLabel('Current password', { exact: true }).fill('not my password');
    await form.getByLabel('Repeat new password', { exact: true }).fill(newPassword);
    await form.getByRole('button', { name: 'Change password' }).click();
    await form.getByText('The current password is not right').waitFor();
    expect(await tokenWorks(otherDevice)).toBe(true);

    await form.getByLabel('Current password', { exact: true }).fill(staff.password);
    await form.getByRole('button', { name: 'Change password' }).click();
    const done = page.getByTestId('notification').filter({ hasText: 'Password changed' });
    await done.waitFor();
    expect(await done.textContent()).toContain('Signed out of 1 other session.');
    expect(await form.getByLabel('Current password', { exact: true }).inputValue()).toBe('');
    expect(await tokenWorks(otherDevice)).toBe(false);

    // This session goes on; the next sign-in takes the new password.
    await page.getByRole('button', { name: 'Sign out', exact: true }).click();
    await page.waitForURL('**/login');
    await signInWithForm(page, staff.username, newPassword);
    await page.getByTestId('greeting').waitFor();
    await context.close();
  });
});

// The command palette and the app's keys in the browser: Ctrl+K finds a server by part of its name
// and Enter opens its page; ? shows the shortcuts sheet; Tab from the top reaches "Skip to content".
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from './browser-suite.js';
import { signedInPage } from './harness.js';
import { adminClient, createStaffUser, type StaffUser } from './infra-helpers.js';

const app = browserSuite();
let staff: StaffUser;
let serverId: number;

beforeAll(async () => {
  const api = await adminClient(app.server);
  staff = await createStaffUser(api, { prefix: 'palette', scopes: ['server:server:read', 'dns:zone:read'] });
  const created = await api.call<{ id: number }>('POST', '/cloud-management/servers', {
    name: 'web-fra-palette',
    type: 'web',
    address: '10.9.0.7',
  });
  serverId = created.id;
}, 120_000);

/** The signed-in shell with its first screen drawn. */
async function shell(): Promise<Page> {
  const { page } = await signedInPage(app.browser, app.server, staff.username, staff.password);
  await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
  return page;
}

describe('command palette in the browser', () => {
  it('Ctrl+K, part of a server’s name, Enter: the server’s page', async () => {
    const page = await shell();
    await page.keyboard.press('Control+k');
    const palette = page.getByRole('dialog', { name: 'Command palette' });
    const box = palette.getByRole('combobox', { name: 'Search screens, records and actions' });
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.type('fra-pal');
    const hit = palette.getByRole('group', { name: 'Servers' }).getByRole('option', { name: 'web-fra-palette' });
    await hit.waitFor();
    expect(await hit.getAttribute('aria-selected')).toBe('true');
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/server/${serverId}`);
    await palette.waitFor({ state: 'detached' });
    await page.getByRole('heading', { name: 'web-fra-palette' }).first().waitFor();
  });

  it('? shows the keyboard shortcuts, and Esc closes them', async () => {
    const page = await shell();
    await page.keyboard.press('?');
    const sheet = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await sheet.getByRole('region', { name: 'Anywhere' }).waitFor();
    expect(await sheet.getByRole('region', { name: 'Anywhere' }).textContent()).toContain('Ctrl+K');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'detached' });
  });

  it('Tab from the top focuses “Skip to content”, which moves the focus to the screen', async () => {
    const page = await shell();
    // A fresh load, as a keyboard user arrives: nothing has the focus yet.
    await page.goto('/dns');
    await page.getByRole('navigation', { name: 'Main menu' }).waitFor();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect.poll(() => skip.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await skip.isVisible()).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.tagName)).toBe('MAIN');
  });
});

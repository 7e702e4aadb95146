// Stored files in the browser: a profile picture goes up with a visible progress bar (the upload is
// slowed down so the bar can be seen), shows at once, opens full size, and is removed again.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { png } from './admin-helpers.js';
import { browserSuite } from './browser-suite.js';
import { signedInPage } from './harness.js';
import { adminClient, createStaffUser, type StaffUser } from './infra-helpers.js';

const SHOTS = process.env.E2E_SHOTS ?? '/tmp/e2e-shots';

const app = browserSuite();
let staff: StaffUser;

beforeAll(async () => {
  mkdirSync(SHOTS, { recursive: true });
  staff = await createStaffUser(await adminClient(app.server), { prefix: 'pic', scopes: [] });
});

/** A PNG of coloured noise: it does not compress, so its size is about width × height × 3 bytes. */
function noisyPng(width: number, height: number): Buffer {
  let seed = 7;
  const rows = Array.from({ length: height }, (_, y) => {
    const row = Buffer.alloc(width * 3);
    for (let i = 0; i < row.length; i++) {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      // A diagonal gradient under the noise, so the picture is recognisable in a screenshot.
      row[i] = ((seed >> 16) & 0x3f) + ((((i + 1) / 3 + y) * 160) / (width + height)) * ((i + 1) % 3 === 1 ? 1 : 0.5);
    }
    return row;
  });
  return png(width, height, rows);
}

/** Uploads through this page go at `bytesPerSecond` (DevTools' network throttling); -1: full speed. */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

describe('profile picture', () => {
  it('uploads with a progress bar, shows the new picture, opens it full size and removes it', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, staff.username, staff.password);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Picture' });
    await card.getByRole('button', { name: 'Upload picture' }).waitFor();
    const barImage = page.getByTestId('profile-link').locator('img');
    expect(await barImage.count()).toBe(0); // initials until there is a picture

    const picture = noisyPng(360, 360); // about 390 KB
    await throttleUploads(page, 96 * 1024);
    await card.getByLabel('Profile picture file').setInputFiles({
      name: 'holiday portrait.png',
      mimeType: 'image/png',
      buffer: picture,
    });

    // The bar shows how much has gone up, and moves.
    const bar = card.getByRole('progressbar', { name: 'Upload progress of holiday portrait.png' });
    await bar.waitFor();
    const sent = async () => Number(await bar.getAttribute('aria-valuenow'));
    await expect.poll(sent, { timeout: 20_000 }).toBeGreaterThan(10);
    expect(await sent()).toBeLessThan(100);
    expect(await card.getByTestId('upload-progress').textContent()).toMatch(/Uploading holiday portrait\.png\d+%/);
    // The picked picture shows while it goes up.
    expect(await card.getByTestId('profile-preview').locator('img').getAttribute('src')).toMatch(/^blob:/);
    await card.screenshot({ path: path.join(SHOTS, 'files-uploading.png') });

    await card.getByText('Picture saved. Colleagues see it from now on.').waitFor({ timeout: 30_000 });
    expect(await card.getByTestId('upload-progress').count()).toBe(0);
    // The app bar shows the stored picture, served from its public link.
    await barImage.waitFor();
    expect(await barImage.getAttribute('src')).toMatch(/^\/api\/internal-file-manager\/public\/[0-9a-f-]{36}\.png$/);
    await expect.poll(() => barImage.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(360);
    await throttleUploads(page, -1);
    await page.screenshot({ path: path.join(SHOTS, 'files-profile.png') });

    // Full size, through the preview (a blob: URL of the fetched file).
    await card.getByRole('button', { name: 'View' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your picture' });
    const full = dialog.getByTestId('file-preview').locator('img');
    await full.waitFor();
    expect(await full.getAttribute('src')).toMatch(/^blob:/);
    await expect.poll(() => full.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(360);
    await page.screenshot({ path: path.join(SHOTS, 'files-preview.png') });
    await dialog.getByRole('button', { name: 'Close' }).click();

    // After a reload the stored picture is what the page shows.
    await page.reload();
    const shown = card.getByTestId('profile-preview').locator('img');
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toMatch(/^\/api\/internal-file-manager\/public\//);

    // Removed: initials again, everywhere.
    await card.getByRole('button', { name: 'Remove' }).click();
    await page
      .getByRole('dialog', { name: 'Remove your picture?' })
      .getByRole('button', { name: 'Remove picture' })
      .click();
    await card.getByText('Picture removed; your initials show instead.').waitFor();
    expect(await card.getByTestId('profile-preview').locator('img').count()).toBe(0);
    await expect.poll(() => barImage.count()).toBe(0);
    await card.screenshot({ path: path.join(SHOTS, 'files-removed.png') });
    await context.close();
  }, 120_000);

  it('refuses a file that is no picture, with the server’s reason, and a cancelled upload changes nothing', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, staff.username, staff.password);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Picture' });
    await card.getByRole('button', { name: 'Upload picture' }).waitFor();

    // Declared a PNG by the browser, but HTML inside: the server reads the bytes.
    await card.getByLabel('Profile picture file').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: Buffer.from('<html><script>alert(1)</script></html>'),
    });
    await card.getByText(/^Upload a PNG, JPEG, WebP or GIF image; this file is not one/).waitFor();
    await card.screenshot({ path: path.join(SHOTS, 'files-refused.png') });

    await throttleUploads(page, 16 * 1024);
    await card.getByLabel('Profile picture file').setInputFiles({
      name: 'slow.png',
      mimeType: 'image/png',
      buffer: noisyPng(200, 200),
    });
    await card.getByRole('progressbar', { name: 'Upload progress of slow.png' }).waitFor();
    await card.getByRole('button', { name: 'Cancel upload' }).click();
    await card.getByText('Upload cancelled; your picture is unchanged.').waitFor();
    expect(await card.getByTestId('profile-preview').locator('img').count()).toBe(0);
    await context.close();
  }, 120_000);
});

describe('internal file manager', () => {
  const MANAGER_SCOPES = [
    'internal-file-manager:files:read',
    'internal-file-manager:files:create',
    'internal-file-manager:files:update',
    'internal-file-manager:files:delete',
    'internal-file-manager:files:share',
  ];

  it('uploads two files with progress, shares one with a user, who signs in and opens it', async () => {
    const api = await adminClient(app.server);
    const alice = await createStaffUser(api, { prefix: 'alice', scopes: MANAGER_SCOPES });
    const bob = await createStaffUser(api, { prefix: 'bob', scopes: ['internal-file-manager:files:read'] });

    const a = await signedInPage(app.browser, app.server, alice.username, alice.password);
    await a.page.goto('/ifm');
    await a.page.waitForURL('**/files-manager');
    await a.page.getByRole('button', { name: 'Upload' }).waitFor();
    await throttleUploads(a.page, 128 * 1024);
    await a.page.getByTestId('file-input').setInputFiles([
      { name: 'floor-plan.png', mimeType: 'image/png', buffer: noisyPng(240, 240) },
      { name: 'rota.csv', mimeType: 'text/csv', buffer: Buffer.from('day,who\nMon,Ada\nTue,Bob\n') },
    ]);
    // Each file has its own progress bar while it goes up.
    await a.page.getByTestId('upload-progress').first().waitFor();
    await a.page.screenshot({ path: path.join(SHOTS, 'files-upload-progress.png') });
    await expect
      .poll(() => a.page.getByTestId('upload-outcome').filter({ hasText: 'Uploaded' }).count(), { timeout: 30_000 })
      .toBe(2);
    await throttleUploads(a.page, -1);
    const grid = a.page.getByRole('grid', { name: 'Files and folders' });
    await grid.getByRole('row', { name: 'floor-plan.png' }).waitFor();
    await grid.getByRole('row', { name: 'rota.csv' }).waitFor();

    await a.page.getByRole('button', { name: 'Actions for floor-plan.png' }).click();
    await a.page.getByRole('menuitem', { name: 'Share…' }).click();
    const dialog = a.page.getByRole('dialog');
    await dialog.getByLabel('Person').fill(bob.username);
    await a.page.getByRole('option', { name: new RegExp(bob.username) }).click();
    // The picker's list closes before the form is sent (a click while it was still going once hung in CI).
    await a.page.getByRole('listbox').waitFor({ state: 'hidden' });
    await dialog.getByRole('button', { name: 'Share' }).click();
    await dialog.getByRole('list', { name: 'Grants' }).getByText('Bob Tester').waitFor();
    await a.page.screenshot({ path: path.join(SHOTS, 'files-share.png') });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await a.context.close();

    const b = await signedInPage(app.browser, app.server, bob.username, bob.password);
    await b.page.goto('/files-manager/shared');
    const shared = b.page.getByRole('grid', { name: 'Files and folders' });
    await shared.getByRole('row', { name: 'floor-plan.png' }).click();
    // The private picture, fetched with Bob's session and shown in the preview.
    await b.page.getByRole('dialog').getByRole('img', { name: 'floor-plan.png' }).waitFor();
    // The file not shared with him is nowhere.
    expect(await shared.getByRole('row', { name: 'rota.csv' }).count()).toBe(0);
    await b.context.close();
  });
});

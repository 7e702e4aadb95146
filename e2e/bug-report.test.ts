// The tracker in a browser (docs/tracker.md "Web"): a user reports a bug with a screenshot while the likely
// duplicate of an earlier report is suggested, comments on it, closes it and finds it in the archive. The
// server runs with BUG_REPORT_ARCHIVE_DAYS=0, so a report in a closing status is archived at once.
import { expect, it } from 'vitest';
import { pickOption, solidPng } from './admin-helpers.js';
import { browserSuite } from './browser-suite.js';
import { apiSignIn, signedInPage } from './harness.js';
import { adminClient, createStaffUser } from './infra-helpers.js';

const app = browserSuite({ env: { BUG_REPORT_ARCHIVE_DAYS: '0' } });

it('reports a bug with a screenshot, comments, closes it and finds it in the archive', async () => {
  const api = await adminClient(app.server);
  const dev = await createStaffUser(api, {
    prefix: 'dev',
    scopes: [
      'bug-report:bugs:read',
      'bug-report:bugs:create',
      'bug-report:bugs:update',
      'bug-report:comments:create',
      'bug-report:archive:read',
    ],
  });
  // An earlier report, for the duplicate suggestion (a multipart creation, as the admin).
  const form = new FormData();
  form.append('data', JSON.stringify({ title: 'Invoice export drops the last row' }));
  const { jwt } = await apiSignIn(app.server);
  const earlier = await fetch(`${app.server.url}/api/bug-report/bugs`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${jwt}` },
    body: form,
  });
  expect(earlier.status).toBe(201);

  const { context, page } = await signedInPage(app.browser, app.server, dev.username, dev.password);
  await page.goto('/bug-feature/bug-reports');
  await page.getByRole('link', { name: 'Report a bug' }).click();
  await page.waitForURL('**/bug-feature/bug-reports/create');

  await page.getByRole('textbox', { name: /^Title/ }).fill('Invoice export drops the final row');
  // The earlier report is suggested before anything is filed.
  const duplicates = page.getByTestId('duplicates');
  await duplicates.waitFor();
  expect(await duplicates.textContent()).toContain('Invoice export drops the last row');
  await page.getByRole('textbox', { name: /^Description/ }).fill('Export 10 invoices: the file has 9.');
  await page.getByLabel('Files to attach').setInputFiles({
    name: 'export.png',
    mimeType: 'image/png',
    buffer: solidPng(64),
  });
  await page.getByRole('list', { name: 'Chosen files' }).getByText('export.png').waitFor();
  await page.getByRole('button', { name: 'File bug report' }).click();
  await page.waitForURL(/\/bug-feature\/bug-reports\/\d+$/);
  const id = Number(page.url().split('/').pop());

  // The screenshot is there, previewed from the private file.
  const files = page.getByRole('region', { name: 'Files' });
  await files.getByText('export.png').waitFor();
  await expect.poll(() => files.getByRole('img', { name: 'export.png' }).count()).toBe(1);

  // A comment.
  await page.getByRole('textbox', { name: 'Comment' }).fill('Happens with every export over 8 rows.');
  await page.getByRole('button', { name: 'Comment', exact: true }).click();
  await page.getByRole('list', { name: 'comments' }).getByText('Happens with every export over 8 rows.').waitFor();

  // Closed: Fixed is a closing status (the migration's seeds); the header's chip follows.
  await pickOption(page, 'Status', /^Fixed$/);
  await page.getByRole('main').locator('h1').locator('..').getByText('Fixed', { exact: true }).waitFor();

  // It has left the list for the archive.
  await page.goto('/bug-feature/bug-reports');
  await page.getByRole('link', { name: 'Invoice export drops the last row' }).waitFor();
  expect(await page.getByRole('link', { name: 'Invoice export drops the final row' }).count()).toBe(0);
  await page.getByRole('link', { name: 'Archive' }).click();
  await page.waitForURL('**/bug-feature/archive');
  const row = page.getByRole('link', { name: 'Invoice export drops the final row' });
  await row.waitFor();
  expect(await row.getAttribute('href')).toBe(`/bug-feature/bug-reports/${id}`);
  await context.close();
});

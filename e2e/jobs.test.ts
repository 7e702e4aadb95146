// The "Scheduled jobs" screen in a real browser against the real server: every job listed with its
// schedule and next run, and "Run now" recording a manual run that the table then shows.
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { menuLink, menuLinks } from './admin-helpers.js';
import { browserSuite } from './browser-suite.js';
import { signedInPage } from './harness.js';

const app = browserSuite({ env: { TZ: 'Europe/Berlin' } });

async function signedInAdmin(): Promise<Page> {
  const { page } = await signedInPage(app.browser, app.server, app.server.adminUsername, app.server.adminPassword);
  return page;
}

describe('scheduled jobs', () => {
  it('lists every job; Run now records a manual run that the table shows', async () => {
    const page = await signedInAdmin();
    await menuLink(page, 'Scheduled jobs').waitFor();
    const menu = await menuLinks(page);
    expect(menu.slice(menu.indexOf('Users'), menu.indexOf('Users') + 7)).toEqual([
      'Users',
      'User Roles',
      'Departments',
      'Audit log',
      'Who can do what',
      'Who could, when',
      'Scheduled jobs',
    ]);
    await menuLink(page, 'Scheduled jobs').click();
    await page.waitForURL((url) => url.pathname === '/jobs');
    await page.getByRole('heading', { name: 'Scheduled jobs' }).waitFor();

    const row = page.getByTestId('job-row-prune-sessions');
    await row.waitFor();
    for (const name of ['analyze', 'prune-job-runs']) await page.getByTestId(`job-row-${name}`).waitFor();
    expect(await row.textContent()).toContain('At 5 minutes past the hour');
    expect(await row.textContent()).toContain('Not run yet');
    expect(await page.getByText('(Europe/Berlin, as every time on this screen)').count()).toBe(1);

    await row.getByRole('button', { name: 'Run prune-sessions now' }).click();
    // The person who started the run is told how it ended (the spec's dialog event).
    const told = page.getByTestId('dialog-success');
    await told.getByText('The run of prune-sessions you started has finished.').waitFor();
    await told.getByRole('button', { name: 'Close' }).click();
    await told.waitFor({ state: 'detached' });
    await row.getByText('Succeeded').waitFor();
    expect(await row.textContent()).toContain('Manual, by admin');
    await row.getByRole('button', { name: 'Run prune-sessions now' }).waitFor({ state: 'visible' });
    expect(await row.getByRole('button', { name: 'Run prune-sessions now' }).isEnabled()).toBe(true);

    await row.getByRole('button', { name: 'Show the runs of prune-sessions' }).click();
    const runs = page.getByRole('table', { name: 'Runs of prune-sessions' });
    await runs.getByText('Manual, by admin').waitFor();
    await page.getByRole('table', { name: 'Scheduled jobs' }).locator('.MuiCollapse-entered').waitFor(); // opened to its full height
    expect(await runs.getByRole('row').count()).toBe(2); // the heading and the one run

    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, 'jobs.png'), fullPage: true });
    }
  });
});

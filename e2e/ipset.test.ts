import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from './browser-suite.js';
import { signedInPage } from './harness.js';
import { adminClient, createStaffUser, type StaffUser } from './infra-helpers.js';

const app = browserSuite();
let staff: StaffUser;

beforeAll(async () => {
  const api = await adminClient(app.server);
  staff = await createStaffUser(api, { prefix: 'ipset', scopes: ['ipset:ipset:read', 'ipset:ipset:create'] });
});

describe('IP sets in the browser', () => {
  it('creates a set; 3 pasted lines with one bad line save 2 and report the third with its line and reason', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, staff.username, staff.password);

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'IPSet' }).click();
    await page.waitForURL('**/ipset/sets');
    await page.getByText('No IP sets yet').waitFor();
    await page.getByRole('link', { name: 'New IP set' }).first().click();
    await page.getByLabel('Name').fill('e2e-blocklist');
    await page.getByRole('button', { name: 'Create IP set' }).click();
    await page.waitForURL('**/ipset/sets/e2e-blocklist');
    await page.getByRole('heading', { name: 'e2e-blocklist' }).waitFor();
    await page.getByText('This set is empty').waitFor();

    const box = page.getByLabel('Entries to add, one per line');
    await box.fill('203.0.113.7\n198.51.100.0/24\n10.0.0.5/24\n');
    await page.getByRole('button', { name: 'Add 3 entries' }).click();

    const headline = page.getByTestId('add-headline');
    await headline.waitFor();
    expect(await headline.textContent()).toBe('2 added, 1 rejected');
    const rejected = page.getByTestId('rejected-line');
    expect(await rejected.count()).toBe(1);
    const text = (await rejected.textContent()) ?? '';
    expect(text).toContain('Line 3');
    expect(text).toContain('10.0.0.5/24');
    expect(text).toMatch(/host bits/);
    // The bad line stays in the box to be fixed; the good ones are in the set.
    expect(await box.inputValue()).toBe('10.0.0.5/24');
    await expect.poll(() => page.getByTestId('entry-row').count()).toBe(2);
    await page.getByTestId('entry-row').filter({ hasText: '198.51.100.0/24' }).waitFor();
    await page.getByTestId('entry-row').filter({ hasText: '203.0.113.7' }).waitFor();

    // Fixing the line adds it.
    await box.fill('10.0.0.0/24');
    await page.getByRole('button', { name: 'Add entry' }).click();
    await expect.poll(() => headline.textContent()).toBe('1 added');
    await expect.poll(() => page.getByTestId('entry-row').count()).toBe(3);

    // An address finds the network that holds it.
    await page.getByLabel('Search entries').fill('198.51.100.9');
    await expect.poll(() => page.getByTestId('entry-row').count()).toBe(1);
    expect(await page.getByTestId('entry-row').textContent()).toContain('198.51.100.0/24');

    // Removing a network (its "/" travels URL-encoded).
    await page.getByRole('button', { name: 'Remove 198.51.100.0/24' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Remove' }).click();
    await page.getByText('No entry matches').waitFor();
    await page.getByLabel('Search entries').fill('');
    await expect.poll(() => page.getByTestId('entry-row').count()).toBe(2);
    await context.close();
  });

  it('shows a reader the sets without the actions that need ipset:ipset:create', async () => {
    const api = await adminClient(app.server);
    const reader = await createStaffUser(api, { prefix: 'reader', scopes: ['ipset:ipset:read'] });
    const { context, page } = await signedInPage(app.browser, app.server, reader.username, reader.password);
    await page.goto('/ipset/sets');
    await page.getByRole('link', { name: 'e2e-blocklist' }).waitFor();
    expect(await page.getByRole('link', { name: 'New IP set' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Delete e2e-blocklist' }).count()).toBe(0);

    await page.getByRole('link', { name: 'e2e-blocklist' }).click();
    await page.getByTestId('entry-row').first().waitFor();
    expect(await page.getByLabel('Entries to add, one per line').count()).toBe(0);
    await page.getByRole('button', { name: 'Export' }).waitFor();

    await page.goto('/ipset/sets/create');
    await page.getByText(/needs the ipset:ipset:create permission/).waitFor();
    expect(await page.getByRole('button', { name: 'Create IP set' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('shows a failed load in words with "Try again", which loads the list once the server answers', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, staff.username, staff.password);
    // The server fails the list once (as a crashed request would), then answers again.
    let failed = 0;
    await page.route(/\/api\/ipset\/sets(\?|$)/, (route) =>
      failed++ === 0
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: JSON.stringify({
              statusCode: 500,
              error: 'Internal Server Error',
              code: 'INTERNAL',
              message: 'Something went wrong on our side. Please try again.',
            }),
          })
        : route.continue(),
    );
    await page.goto('/ipset/sets');
    const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong on our side' });
    await alert.waitFor();
    // No skeleton keeps drawing under the message.
    expect(await page.locator('.MuiSkeleton-root').count()).toBe(0);
    await alert.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('link', { name: 'e2e-blocklist' }).waitFor();
    expect(await alert.count()).toBe(0);
    await context.close();
  });
});

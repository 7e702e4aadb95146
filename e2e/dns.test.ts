import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from './browser-suite.js';
import { signedInPage } from './harness.js';
import { adminClient, createStaffUser, grantDnsAccess, type StaffUser } from './infra-helpers.js';

const app = browserSuite();
let staff: StaffUser;

beforeAll(async () => {
  const api = await adminClient(app.server);
  staff = await createStaffUser(api, { prefix: 'dns', scopes: ['dns:zone:read', 'dns:zone:create'] });
  await grantDnsAccess(api, staff.departmentId);
});

async function queueRecord(page: Page, fill: () => Promise<void>, button: 'Add and new' | 'Add to changes') {
  await fill();
  await page.getByRole('button', { name: button, exact: true }).click();
}

const summary = (page: Page) => page.getByTestId('change-summary');
const rows = (page: Page, state: 'kept' | 'new' | 'deleting') =>
  page.locator(`[data-testid="record-row"][data-state="${state}"]`);

describe('DNS zones in the browser', () => {
  it('creates a zone, saves A, MX and TXT in one change list, shows a bad AAAA per record, deletes a record', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, staff.username, staff.password);

    // The side menu offers DNS zones, not DNS departments (no dns:department).
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('link', { name: 'DNS zones' }).click();
    await page.waitForURL('**/dns');
    expect(await menu.getByRole('link', { name: 'DNS departments' }).count()).toBe(0);
    await page.getByText('No zones yet').waitFor();

    // Create the zone.
    await page.getByRole('link', { name: 'New zone' }).first().click();
    await page.getByLabel('Domain').fill('acme-e2e.test');
    await page.getByRole('button', { name: 'Create zone' }).click();
    await page.waitForURL(/\/dns\/zone\/\d+$/);
    await page.getByRole('heading', { name: 'acme-e2e.test' }).waitFor();
    const zonePath = new URL(page.url()).pathname;
    await expect.poll(() => rows(page, 'kept').count()).toBe(3); // SOA and the two apex NS records

    // Queue A, MX and TXT; nothing is saved yet.
    await page.getByRole('link', { name: 'Add record' }).click();
    await page.waitForURL(`**${zonePath}/create`);
    await queueRecord(
      page,
      async () => {
        await page.getByLabel('Name', { exact: true }).fill('www');
        await page.getByLabel('IPv4 address').fill('192.0.2.10');
      },
      'Add and new',
    );
    await page.getByText('Queued www A 192.0.2.10.').waitFor();
    await queueRecord(
      page,
      async () => {
        await page.getByRole('button', { name: 'MX', exact: true }).click();
        await page.getByLabel('Priority').fill('10');
        await page.getByLabel('Mail server').fill('mail.acme-e2e.test');
      },
      'Add and new',
    );
    await queueRecord(
      page,
      async () => {
        await page.getByRole('button', { name: 'TXT', exact: true }).click();
        await page.getByLabel('Text').fill('v=spf1 mx -all');
      },
      'Add to changes',
    );
    await page.waitForURL(`**${zonePath}`);
    await expect.poll(() => summary(page).textContent()).toBe('Unsaved changes: 3 to add');
    expect(await rows(page, 'new').count()).toBe(3);

    // One save applies the list.
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByTestId('change-bar').waitFor({ state: 'detached' });
    await page.getByTestId('notification').filter({ hasText: 'Changes saved' }).waitFor();
    expect(await rows(page, 'new').count()).toBe(0);
    const kept = page.locator('[data-testid="record-row"][data-state="kept"]');
    await kept.filter({ hasText: '192.0.2.10' }).waitFor();
    await kept.filter({ hasText: 'mail.acme-e2e.test' }).waitFor();
    await kept.filter({ hasText: '"v=spf1 mx -all"' }).waitFor();
    expect(await page.getByTestId('group-www').count()).toBe(1);

    // A bad AAAA is refused by the server, with its reason on its own row; nothing is saved.
    await page.getByRole('link', { name: 'Add record' }).click();
    await page.getByRole('button', { name: 'AAAA', exact: true }).click();
    await page.getByLabel('Name', { exact: true }).fill('v6');
    await page.getByLabel('IPv6 address').fill('192.0.2.55');
    await page.getByRole('button', { name: 'Add to changes' }).click();
    await page.waitForURL(`**${zonePath}`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByTestId('change-error').waitFor();
    expect(await page.getByTestId('change-error').textContent()).toContain('1 record needs fixing');
    const problem = page.getByTestId('record-problem');
    await problem.waitFor();
    expect(await problem.textContent()).toMatch(/IPv6 address: .*192\.0\.2\.55.*IPv4 address/);
    expect(await page.locator('[data-testid="record-row"][data-problem="true"]').textContent()).toContain('192.0.2.55');
    expect(await summary(page).textContent()).toBe('Unsaved changes: 1 to add');

    // Undo it, delete the A record instead, save: 204.
    await page.getByRole('button', { name: 'Undo add AAAA 192.0.2.55' }).click();
    expect(await page.getByTestId('record-problem').count()).toBe(0);
    await page.getByRole('button', { name: 'Delete A 192.0.2.10' }).click();
    await expect.poll(() => summary(page).textContent()).toBe('Unsaved changes: 1 to delete');
    expect(await rows(page, 'deleting').count()).toBe(1);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByTestId('change-bar').waitFor({ state: 'detached' });
    await expect
      .poll(() => page.locator('[data-testid="record-row"]').filter({ hasText: '192.0.2.10' }).count())
      .toBe(0);
    expect(await page.getByTestId('group-www').count()).toBe(0);

    // The history tells the story, newest first.
    await page.getByRole('tab', { name: 'History' }).click();
    const history = page.getByRole('table', { name: 'Change history' });
    await history.getByText('Deleted 1 record').waitFor();
    await history.getByText('Added 3 records').waitFor();
    await history.getByText('Created the zone').waitFor();

    // The zone list counts the records: SOA, 2 NS, MX, TXT.
    await menu.getByRole('link', { name: 'DNS zones' }).click();
    const zoneRow = page.getByRole('row').filter({ hasText: 'acme-e2e.test' });
    await zoneRow.waitFor();
    expect(await zoneRow.getByRole('cell').nth(1).textContent()).toBe('5');
    await context.close();
  });

  it('lets an admin import a zone file line by line, grant a department, and shows the server’s message when a delete fails', async () => {
    const api = await adminClient(app.server);
    const other = await api.call<{ id: number }>('POST', '/auth/departments', { name: 'Edge team' });
    const { context, page } = await signedInPage(
      app.browser,
      app.server,
      app.server.adminUsername,
      app.server.adminPassword,
    );

    // Import: a bad line is reported with its number, nothing is created; fixed, the zone appears.
    await page.goto('/dns');
    await page.getByRole('link', { name: 'Import' }).click();
    await page.getByLabel('Domain').fill('imported-e2e.test');
    const file = page.getByRole('textbox', { name: 'Zone file' });
    await file.fill('$TTL 300\n@ IN A 192.0.2.1\nwww IN CNAME imported-e2e.test.\nbad IN AAAA 192.0.2.9\n');
    await page.getByRole('button', { name: 'Import zone' }).click();
    await page.getByText(/line 4: .*IPv4 address/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dns/zone/create');
    await file.fill('$TTL 300\n@ IN A 192.0.2.1\nwww IN CNAME imported-e2e.test.\n');
    await page.getByRole('button', { name: 'Import zone' }).click();
    await page.waitForURL(/\/dns\/zone\/\d+$/);
    await page.locator('[data-testid="record-row"]').filter({ hasText: '192.0.2.1' }).waitFor();

    // Grant DNS access through the department picker.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'DNS departments' }).click();
    await page
      .getByRole('table', { name: 'Departments with DNS access' })
      .getByText(`${staff.username} department`)
      .waitFor();
    await page.getByRole('combobox', { name: 'Department' }).click();
    await page.getByRole('option', { name: /Edge team/ }).click();
    await page.getByRole('button', { name: 'Grant access to Edge team' }).click();
    await page.getByRole('table', { name: 'Departments with DNS access' }).getByText('Edge team').waitFor();
    expect(
      (await api.call<{ departmentId: number }[]>('GET', '/dns/departments')).map((d) => d.departmentId),
    ).toContain(other.id);
    // A department that has access is still listed, greyed, saying so.
    await page.getByRole('combobox', { name: 'Department' }).click();
    const granted = page.getByRole('option', { name: /Edge team/ });
    await expect.poll(() => granted.getAttribute('aria-disabled')).toBe('true');
    expect(await granted.textContent()).toContain('has access');
    await page.keyboard.press('Escape');

    // Spec §8: a failed zone delete shows the server's own message.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'DNS zones' }).click();
    const row = page.getByRole('row').filter({ hasText: 'imported-e2e.test' });
    await row.waitFor();
    const zones = await api.call<{ items: { id: number; name: string }[] }>('GET', '/dns/zones?search=imported-e2e');
    await api.call('DELETE', '/dns/zones', { zoneId: zones.items[0]!.id });
    await row.getByRole('button', { name: 'Delete imported-e2e.test' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete zone' }).click();
    const dialog = page.getByTestId('dialog-error');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('DNS zone not found');
    await context.close();
  });
});

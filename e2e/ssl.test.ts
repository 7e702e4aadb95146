// SSL certificates in the browser: a staff member makes a self-signed certificate for a website and
// finds it in the list with its expiry; the server holds a real certificate for it.
import { X509Certificate } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from './browser-suite.js';
import { signedInPage } from './harness.js';
import { adminClient, createStaffUser, type StaffUser } from './infra-helpers.js';

const app = browserSuite();
let staff: StaffUser;

beforeAll(async () => {
  const api = await adminClient(app.server);
  staff = await createStaffUser(api, {
    prefix: 'ssl',
    scopes: ['ssl:cert:read', 'ssl:cert:create', 'vhost:vhost:read'],
  });
  const web = await api.call<{ id: number }>('POST', '/cloud-management/servers', {
    name: 'web-e2e',
    type: 'web',
    address: '10.9.0.1',
  });
  await api.call('POST', '/origin-vhost/vhosts', { domain: 'shop.e2e.example', serverId: web.id, phpVersion: '8.3' });
}, 120_000);

describe('SSL certificates in the browser', () => {
  it('makes a self-signed certificate for a website and lists it with its expiry', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, staff.username, staff.password);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'SSL certificates' }).click();
    await page.waitForURL('**/ssl');
    await page.getByText('No certificates yet').waitFor();
    await page.getByRole('link', { name: 'New certificate' }).first().click();
    await page.waitForURL('**/ssl/create');
    await page.getByRole('tab', { name: 'Self-signed' }).click();

    await page.getByRole('combobox', { name: 'Website' }).fill('shop.e2e');
    await page.getByRole('option', { name: 'shop.e2e.example' }).click();
    await page.getByRole('textbox', { name: 'Names' }).fill('www.shop.e2e.example');
    await page.getByRole('textbox', { name: 'Email' }).fill('ops@example.com');
    await page.getByRole('button', { name: 'Make certificate' }).click();

    await page.waitForURL('**/ssl');
    const table = page.getByRole('table', { name: 'SSL certificates' });
    const row = table.getByRole('row').filter({ hasText: 'shop.e2e.example' });
    await row.getByText('Self-signed').waitFor();
    await row.getByText('364 days left').waitFor();
    const expires = new Date(Date.now() + 365 * 86_400_000);
    const shown = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
    // The date a year from now (a run at midnight may see the day before).
    const days = [expires, new Date(expires.getTime() - 86_400_000)].map((d) => shown.format(d));
    expect(days).toContain(
      (await row
        .getByText(/\d{4}$/)
        .first()
        .textContent())!.trim(),
    );

    // The certificate page shows the real certificate with both names.
    await row.getByRole('link', { name: 'shop.e2e.example' }).click();
    await page.getByText('www.shop.e2e.example', { exact: false }).first().waitFor();
    const pem = (await page.locator('pre').textContent())!;
    const cert = new X509Certificate(pem.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/)![0]);
    expect(cert.subjectAltName).toBe('DNS:shop.e2e.example, DNS:www.shop.e2e.example');
    expect(pem).not.toContain('PRIVATE KEY');
    await context.close();
  });
});

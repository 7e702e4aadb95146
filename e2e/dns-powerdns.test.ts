// The zone view against a real PowerDNS (Debian's pdns_server, started by the test): it says the
// zone is served, notices when PowerDNS serves something else, and a push repairs it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PowerDnsInstance, startPowerDns } from '../apps/server/src/test/pdns.js';
import { browserSuite } from './browser-suite.js';
import { signedInPage } from './harness.js';
import { adminClient, createStaffUser, grantDnsAccess, type StaffUser } from './infra-helpers.js';

let pdns: PowerDnsInstance;
// Registered before the suite's, so it runs after it: PowerDNS stops once the server has.
afterAll(() => pdns?.stop());
const app = browserSuite({
  env: async () => {
    pdns = await startPowerDns();
    return { PDNS_API_URL: pdns.apiUrl, PDNS_API_KEY: pdns.apiKey };
  },
});
let staff: StaffUser;

beforeAll(async () => {
  const api = await adminClient(app.server);
  staff = await createStaffUser(api, { prefix: 'pdns', scopes: ['dns:zone:read', 'dns:zone:create'] });
  await grantDnsAccess(api, staff.departmentId);
});

/** Changes what PowerDNS serves behind our back, as someone editing PowerDNS directly would. */
async function replaceInPowerDns(zone: string, name: string, type: string, content: string) {
  const response = await fetch(`${pdns.apiUrl}/api/v1/servers/localhost/zones/${zone}.`, {
    method: 'PATCH',
    headers: { 'X-API-Key': pdns.apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      rrsets: [
        { name: `${name}.${zone}.`, type, ttl: 3600, changetype: 'REPLACE', records: [{ content, disabled: false }] },
      ],
    }),
  });
  if (!response.ok) throw new Error(`PowerDNS PATCH → ${response.status} ${await response.text()}`);
}

describe('DNS zones served by a real PowerDNS, in the browser', () => {
  it('shows the zone as served, shows a drift with its difference, and a push makes PowerDNS serve ours again', async () => {
    const zone = 'served-e2e.test';
    const { context, page } = await signedInPage(app.browser, app.server, staff.username, staff.password);

    await page.goto('/dns/zone/create');
    await page.getByLabel('Domain').fill(zone);
    await page.getByRole('button', { name: 'Create zone' }).click();
    await page.waitForURL(/\/dns\/zone\/\d+$/);
    const zonePath = new URL(page.url()).pathname;
    const status = page.getByTestId('sync-status');
    await status.getByText('Served by PowerDNS').waitFor();

    // One record through the change list: PowerDNS answers it at once.
    await page.getByRole('link', { name: 'Add record' }).click();
    await page.getByLabel('Name', { exact: true }).fill('www');
    await page.getByLabel('IPv4 address').fill('192.0.2.10');
    await page.getByRole('button', { name: 'Add to changes', exact: true }).click();
    await page.waitForURL(`**${zonePath}`);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByTestId('change-bar').waitFor({ state: 'detached' });
    await status.getByText('Served by PowerDNS').waitFor();
    expect(await pdns.dig(`www.${zone}`, 'A')).toEqual(['192.0.2.10']);

    // Someone changes PowerDNS directly: the zone view says so and names the difference.
    await replaceInPowerDns(zone, 'www', 'A', '192.0.2.99');
    expect(await pdns.dig(`www.${zone}`, 'A')).toEqual(['192.0.2.99']);
    await page.reload();
    await status.getByText('PowerDNS serves something else').waitFor();
    await status.getByRole('button', { name: 'Show 1 difference' }).click();
    const difference = status.getByRole('row').filter({ hasText: `www.${zone}` });
    await difference.waitFor();
    expect(await difference.getByRole('cell').allTextContents()).toEqual([
      `www.${zone}`,
      'A',
      expect.stringMatching(/^\d+ 192\.0\.2\.10$/), // TTL and content we keep
      expect.stringMatching(/^\d+ 192\.0\.2\.99$/), // what PowerDNS serves
    ]);

    // A push repairs it: the view turns green and PowerDNS answers our record again.
    await status.getByRole('button', { name: 'Push zone' }).click();
    await page.getByTestId('notification').filter({ hasText: 'Zone pushed to PowerDNS' }).waitFor();
    await status.getByText('Served by PowerDNS').waitFor();
    await status.getByRole('table').waitFor({ state: 'detached' }); // no empty differences table left open
    expect(await pdns.dig(`www.${zone}`, 'A')).toEqual(['192.0.2.10']);
    await context.close();
  });
});

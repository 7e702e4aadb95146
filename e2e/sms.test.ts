// SMS in a browser (docs/sms.md): a shift leader sends an SMS from a template, filling its variables
// and watching the counter, and finds it in the message list.
import { expect, it } from 'vitest';
import { pickOption } from './admin-helpers.js';
import { browserSuite } from './browser-suite.js';
import { signedInPage } from './harness.js';
import { adminClient, createStaffUser } from './infra-helpers.js';

const app = browserSuite();

it('sends an SMS from a template, with its variables and the counter, and sees it in the list', async () => {
  const api = await adminClient(app.server);
  const leader = await createStaffUser(api, { prefix: 'sam', scopes: ['sms:sms:read', 'sms:sms:create'] });
  await api.call('POST', '/sms/templates', {
    name: 'e2e-shift-reminder',
    body: 'Hi {{name}}, your shift starts at {{time}}.',
    description: 'The evening before a shift',
  });

  const { page, context } = await signedInPage(app.browser, app.server, leader.username, leader.password);
  await page.goto('/sms/messages/create');
  await page.getByRole('textbox', { name: /^Recipient/ }).fill('+49 151 23456789');
  await pickOption(page, 'Template', /e2e-shift-reminder/);
  await page.getByRole('textbox', { name: /^name/ }).fill('Ada');
  await page.getByRole('textbox', { name: /^time/ }).fill('06:00');
  await expect.poll(() => page.getByTestId('sms-preview').textContent()).toBe('Hi Ada, your shift starts at 06:00.');
  const counter = page.getByTestId('segment-counter');
  await expect.poll(() => counter.textContent()).toContain('GSM-7');
  await expect.poll(() => counter.textContent()).toContain('35 characters · 1 SMS');
  await page.getByRole('button', { name: 'Send SMS' }).click();

  await page.waitForURL('**/sms/messages');
  await expect.poll(() => page.getByTestId('flash').textContent()).toContain('SMS queued');
  const row = page.getByRole('row').filter({ hasText: '+4915123456789' });
  await expect.poll(() => row.getByText('Hi Ada, your shift starts at 06:00.').isVisible()).toBe(true);
  // The status chip shown at this width (phones show it beside the number instead). The running app's
  // `sms.deliver` job (every minute, outbox provider) may already have sent it when the list draws.
  const status = row.getByText(/^(Queued|Sent)$/).filter({ visible: true });
  await expect.poll(() => status.count()).toBe(1);
  await expect.poll(() => row.getByText('e2e-shift-reminder').isVisible()).toBe(true);

  // The search is kept in the URL.
  await page.getByRole('textbox', { name: 'Search messages' }).fill('23456789');
  await page.waitForURL(/search=23456789/);
  await expect.poll(() => row.isVisible()).toBe(true);
  await context.close();
});

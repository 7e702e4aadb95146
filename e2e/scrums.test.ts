// Dev Scrum's main flow in a browser (docs/scrum.md): a lead records an audit of a developer — a component,
// a finding and a follow-up — and the developer, who holds no Dev Scrum scope, finds it on their page.
import { expect, it } from 'vitest';
import { pickOption } from './admin-helpers.js';
import { browserSuite } from './browser-suite.js';
import { signedInPage } from './harness.js';
import { adminClient, createStaffUser } from './infra-helpers.js';

const app = browserSuite();

it('a lead records an audit of a developer, who sees it on their page', async () => {
  const api = await adminClient(app.server);
  const lead = await createStaffUser(api, {
    prefix: 'lena',
    scopes: ['scrums:audits:read', 'scrums:audits:create', 'scrums:components:read'],
  });
  const developer = await createStaffUser(api, { prefix: 'dev', scopes: [] });
  const component = await api.call<{ id: number; name: string }>('POST', '/dev-scrum/components', {
    name: `Billing API ${developer.username}`,
    status: 'active',
  });

  const l = await signedInPage(app.browser, app.server, lead.username, lead.password);
  await l.page.goto('/scrums/create');
  await l.page.getByLabel('Developer').fill(developer.username);
  await l.page.getByRole('option', { name: new RegExp(developer.username) }).click();
  await pickOption(l.page, /Rating/, '4 · Good');
  await l.page.getByRole('combobox', { name: /Components/ }).click();
  await l.page.getByRole('option', { name: component.name }).click();
  await l.page.keyboard.press('Escape');
  await l.page.getByRole('button', { name: 'Add finding' }).click();
  await l.page
    .getByRole('group', { name: 'Finding 1' })
    .getByRole('textbox', { name: /Finding/ })
    .fill('Retries without back-off');
  await l.page.getByRole('button', { name: 'Add follow-up' }).click();
  await l.page
    .getByRole('group', { name: 'Follow-up 1' })
    .getByRole('textbox', { name: /Follow-up/ })
    .fill('Add back-off to the registrar client');
  await l.page.getByRole('button', { name: 'Record audit' }).click();
  await l.page.waitForURL(/\/scrums\/audits\/\d+$/);
  const auditPath = new URL(l.page.url()).pathname;
  await expect.poll(() => l.page.getByRole('main').getByText('Retries without back-off').isVisible()).toBe(true);
  await l.context.close();

  const d = await signedInPage(app.browser, app.server, developer.username, developer.password);
  await d.page.goto(`/scrums/${developer.userId}`);
  const main = d.page.getByRole('main');
  await expect.poll(() => main.getByRole('heading', { name: 'Your dev audits' }).isVisible()).toBe(true);
  await expect.poll(() => main.getByText('Add back-off to the registrar client').isVisible()).toBe(true);
  await main.getByRole('list', { name: 'Audits' }).getByRole('link').first().click();
  await d.page.waitForURL(`**${auditPath}`);
  await expect.poll(() => main.getByText('Retries without back-off').isVisible()).toBe(true);
  // Their own audit: nothing to edit.
  expect(await main.getByRole('link', { name: 'Edit' }).count()).toBe(0);
  await d.context.close();
});

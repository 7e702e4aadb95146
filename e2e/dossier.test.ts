// The dossier's main flow in a browser (docs/dossier.md): a manager adds an agent to their team and writes
// a shared and a private feedback; the agent signs in, opens their own dossier from the home page and sees
// only the shared one.
import { expect, it } from 'vitest';
import { pickOption } from './admin-helpers.js';
import { browserSuite } from './browser-suite.js';
import { signedInPage } from './harness.js';
import { adminClient, createStaffUser } from './infra-helpers.js';

const app = browserSuite();

it('a manager adds an agent to a team and gives feedback; the agent sees only what is shared', async () => {
  const api = await adminClient(app.server);
  const manager = await createStaffUser(api, {
    prefix: 'mia',
    scopes: [
      'dossier:user:read',
      'dossier:user:create',
      'dossier:user:update',
      'dossier:team:read',
      'dossier:team:create',
      'dossier:feedback:read',
      'dossier:feedback:create',
    ],
  });
  const agent = await createStaffUser(api, { prefix: 'ada', scopes: [] });
  const team = await api.call<{ id: number; name: string }>('POST', '/dossier-controller/teams', {
    name: 'Night shift',
    managerId: manager.userId,
  });

  const m = await signedInPage(app.browser, app.server, manager.username, manager.password);
  await m.page.goto('/dossiers/add');
  await m.page.getByLabel('User').fill(agent.username);
  await m.page.getByRole('option', { name: new RegExp(agent.username) }).click();
  await pickOption(m.page, 'Position', /^Support agent$/);
  await pickOption(m.page, 'Team', team.name);
  await m.page.getByRole('button', { name: 'Add agent' }).click();
  await m.page.waitForURL(`**/dossiers/${agent.userId}`);
  await expect.poll(() => m.page.getByRole('main').getByText(team.name).first().isVisible()).toBe(true);

  const give = async (text: string, visibility: RegExp) => {
    await m.page.goto(`/dossiers/${agent.userId}`);
    await m.page.getByRole('link', { name: 'Give feedback' }).click();
    await pickOption(m.page, 'Type', 'Praise');
    await pickOption(m.page, 'Category', 'Communication');
    await m.page.getByRole('textbox', { name: /^Feedback/ }).fill(text);
    await m.page.getByLabel(visibility).check();
    await m.page.getByRole('button', { name: 'Give feedback' }).click();
    await m.page.waitForURL(/\/feedbacks\/\d+$/);
  };
  await give('Calm and clear with an angry customer.', /Shared with the agent/);
  await give('Watch the handover notes next week.', /Private to managers/);
  await m.context.close();

  const a = await signedInPage(app.browser, app.server, agent.username, agent.password);
  // From the home page's "Your dossier" card: the agent holds no dossier scope.
  await a.page.goto('/');
  await a.page.getByRole('link', { name: 'Open your dossier' }).click();
  await a.page.waitForURL(`**/dossiers/${agent.userId}`);
  const main = a.page.getByRole('main');
  await expect.poll(() => main.getByText('Calm and clear with an angry customer.').isVisible()).toBe(true);
  // The list has loaded (the shared one shows): the private one is not in it.
  expect(await main.getByText('Watch the handover notes next week.').count()).toBe(0);
  expect(await main.getByRole('link', { name: 'Give feedback' }).count()).toBe(0);
  await a.context.close();
});

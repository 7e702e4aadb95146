// QC v1 and QC v2 on one data model (docs/qa.md "QC v1"): a review made on the v1 screens is a review of
// QC v2's tables, so a manager finds it in the v2 chat archive.
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from './browser-suite.js';
import { signedInPage } from './harness.js';
import {
  type ApiClient,
  adminClient,
  createStaffUser,
  type StaffUser,
  sendChats,
  supportChat,
} from './infra-helpers.js';

const app = browserSuite();
let api: ApiClient;
let reviewer: StaffUser;
let manager: StaffUser;

beforeAll(async () => {
  api = await adminClient(app.server);
  const scorecard = ['qa:score:type:read', 'qa:score:grade:read', 'qa:tag:read'];
  reviewer = await createStaffUser(api, { prefix: 'vera', scopes: ['qa:chat:read', 'qa:chat:review', ...scorecard] });
  manager = await createStaffUser(api, { prefix: 'mona', scopes: ['qa:chat:review', 'qa:manager', ...scorecard] });
  await api.call('POST', '/qa-controller-v2/score/types', { name: 'Greeting', weight: 1, position: 1 });
  await api.call('POST', '/qa-controller-v2/score/types', { name: 'Accuracy', weight: 3, critical: true, position: 2 });
  await api.call('POST', '/qa-controller-v2/score/grades', { name: 'Excellent', value: 100, shortcut: 1 });
  await api.call('POST', '/qa-controller-v2/score/grades', { name: 'Good', value: 75, shortcut: 2 });
  await sendChats(api, app.server, [
    supportChat('v1-1', '2026-11-02T09:00:00Z', 'Olga Older', 'My certificate expired'),
    supportChat('v1-2', '2026-11-03T09:00:00Z', 'Nils Newer', 'The mailbox is full'),
  ]);
});

describe('QC v1 in the browser', () => {
  it('a reviewer takes a chat from the v1 queue, scores it by keyboard, and a manager finds it in the v2 archive', async () => {
    const v1 = await signedInPage(app.browser, app.server, reviewer.username, reviewer.password);
    const menu = v1.page.getByRole('navigation', { name: 'Main menu' });
    await menu.locator('a[href="/qc/chats/queue"]').click();
    const row = v1.page.getByRole('row', { name: /Olga Older/ });
    await row.getByRole('link', { name: 'Review' }).click();
    await v1.page.waitForURL(/\/qc\/chats\/review\?id=\d+$/);
    // The menu keeps the chat queue highlighted on the review screen.
    expect(await menu.locator('a[href="/qc/chats/queue"]').getAttribute('aria-current')).toBe('page');
    await v1.page.getByText('My certificate expired').waitFor();
    await v1.page.getByRole('group', { name: 'Accuracy' }).waitFor();
    await v1.page.keyboard.press('1');
    await v1.page.keyboard.press('2');
    await expect.poll(() => v1.page.getByLabel('Score', { exact: true }).textContent()).toBe('Score 81.3');
    await v1.page.keyboard.press('Enter');
    // The next chat is claimed through chat/last.
    await v1.page.getByRole('heading', { name: 'Chat with Nils Newer' }).waitFor();
    await v1.context.close();

    const v2 = await signedInPage(app.browser, app.server, manager.username, manager.password);
    await v2.page.goto('/qc-v2/chats/archive');
    const archived = v2.page.getByRole('table', { name: 'Chat reviews' }).getByRole('row', { name: /Olga Older/ });
    await archived.waitFor();
    expect(await archived.getByText('81.3').count()).toBe(1);
    expect(await archived.getByText('Vera Tester').count()).toBe(1);
    await v2.context.close();
  });
});

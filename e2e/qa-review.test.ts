import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, signedInPage, startServer } from './harness.js';
import { type ApiClient, adminClient, createStaffUser, type StaffUser } from './infra-helpers.js';

let server: RunningServer;
let browser: Browser;
let api: ApiClient;
let reviewer: StaffUser;

const chat = (externalId: string, startedAt: string, customer: string, text: string) => ({
  externalId,
  department: 'Support',
  customer: { name: customer, email: null },
  startedAt,
  messages: [
    { author: customer, authorKind: 'customer', text, sentAt: startedAt },
    { author: 'Agent', authorKind: 'agent', text: 'Let me check that for you.', sentAt: startedAt },
  ],
});

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  api = await adminClient(server);
  reviewer = await createStaffUser(api, {
    prefix: 'rita',
    scopes: ['qa:chat:review', 'qa:score:type:read', 'qa:score:grade:read', 'qa:tag:read'],
  });
  await api.call('POST', '/qa-controller-v2/score/types', { name: 'Greeting', weight: 1, position: 1 });
  await api.call('POST', '/qa-controller-v2/score/types', { name: 'Accuracy', weight: 3, critical: true, position: 2 });
  for (const [name, value, shortcut] of [
    ['Excellent', 100, 1],
    ['Good', 75, 2],
    ['Poor', 25, 3],
  ] as const) {
    await api.call('POST', '/qa-controller-v2/score/grades', { name, value, shortcut });
  }
  const { key } = await api.call<{ key: string }>('POST', '/integration-keys', { name: 'Chat system' });
  const sent = await fetch(`${server.url}/api/integrations/chats`, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      chats: [
        chat('e2e-1', '2026-11-02T09:00:00Z', 'Olga Older', 'My certificate expired'),
        chat('e2e-2', '2026-11-03T09:00:00Z', 'Nils Newer', 'The mailbox is full'),
      ],
    }),
  });
  expect(sent.status).toBe(200);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe('reviewing chats in the browser', () => {
  it('a reviewer scores the oldest chat with the keyboard, submits, gets the next, and finds it in the archive', async () => {
    const { context, page } = await signedInPage(browser, server, reviewer.username, reviewer.password);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Chat queue' }).click();
    // The oldest chat is claimed and its id goes into the address.
    await page.getByRole('heading', { name: 'Chat with Olga Older' }).waitFor();
    await page.waitForURL(/\/qc-v2\/chats\/queue\/\d+$/);
    const firstUrl = page.url();
    await page.getByText('My certificate expired').waitFor();
    await page.getByRole('group', { name: 'Accuracy' }).waitFor();

    // Greeting: Excellent (1), then the focus moves on; Accuracy: Good (2). (1×100 + 3×75) / 4 = 81.3.
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    await expect.poll(() => page.getByLabel('Score', { exact: true }).textContent()).toBe('Score 81.3');
    await page.keyboard.press('Enter');

    // Submit and next: the newer chat comes.
    await page.getByRole('heading', { name: 'Chat with Nils Newer' }).waitFor();
    expect(page.url()).not.toBe(firstUrl);

    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Chat archive' }).click();
    const table = page.getByRole('table', { name: 'Chat reviews' });
    const row = table.getByRole('row', { name: /Olga Older/ });
    await row.waitFor();
    expect(await row.getByText('81.3').count()).toBe(1);
    // Opened from the archive: the review is there with its grades.
    await row.getByRole('link', { name: 'Olga Older' }).click();
    await page.waitForURL(/\/qc-v2\/chats\/archive\/\d+$/);
    const review = page.getByRole('region', { name: /Review by/ }).or(page.getByLabel(/Review by/));
    await review.getByText('Accuracy: Good').waitFor();
    await context.close();
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from './browser-suite.js';
import { signedInPage } from './harness.js';
import { type ApiClient, adminClient, createStaffUser, type StaffUser, sendChats } from './infra-helpers.js';

const app = browserSuite();
let api: ApiClient;
let agent: StaffUser;
let manager: StaffUser;

beforeAll(async () => {
  api = await adminClient(app.server);
  agent = await createStaffUser(api, { prefix: 'ada', scopes: ['qa:feedback:read'] });
  manager = await createStaffUser(api, {
    prefix: 'max',
    scopes: [
      'qa:manager',
      'qa:chat:review',
      'qa:feedback:read',
      'qa:statistic:read',
      'qa:score:type:read',
      'qa:score:grade:read',
    ],
  });
  const greeting = await api.call<{ id: number }>('POST', '/qa-controller-v2/score/types', {
    name: 'Greeting',
    weight: 1,
    position: 1,
  });
  const accuracy = await api.call<{ id: number }>('POST', '/qa-controller-v2/score/types', {
    name: 'Accuracy',
    weight: 3,
    critical: true,
    position: 2,
  });
  const excellent = await api.call<{ id: number }>('POST', '/qa-controller-v2/score/grades', {
    name: 'Excellent',
    value: 100,
  });
  await api.call('POST', '/qa-controller-v2/score/grades', { name: 'Good', value: 75 });
  const poor = await api.call<{ id: number }>('POST', '/qa-controller-v2/score/grades', { name: 'Poor', value: 25 });
  const [sent] = await sendChats(api, app.server, [
    {
      externalId: 'fb-1',
      agents: [{ name: 'Ada', email: `${agent.username}@example.com` }],
      customer: { name: 'Carl Customer', email: null },
      startedAt: '2026-11-02T10:00:00Z',
      messages: [
        {
          author: 'Carl Customer',
          authorKind: 'customer',
          text: 'My DNS is broken',
          sentAt: '2026-11-02T10:00:00Z',
        },
      ],
    },
  ]);
  const chatId = sent!.id;
  // The review fails the critical Accuracy criterion: 0.
  const review = await api.call<{ id: number }>('POST', '/chat-controller-v2/reviews', {
    chatId,
    data: {
      scores: [
        { scoreTypeId: greeting.id, gradeId: excellent.id },
        { scoreTypeId: accuracy.id, gradeId: poor.id },
      ],
    },
  });
  await api.call('POST', '/chat-controller-v2/feedbacks', {
    feedback: { content: 'The DNS answer was wrong.' },
    review: { id: review.id },
  });
});

describe('feedback in the browser', () => {
  it('an agent disputes a feedback, a manager resolves it by regrading, and the statistics change', async () => {
    const asAgent = await signedInPage(app.browser, app.server, agent.username, agent.password);
    const page = asAgent.page;
    await page.locator('#menu-group-qc-v2').getByRole('link', { name: 'Feedbacks' }).click();
    await page.getByRole('table', { name: 'Feedbacks' }).getByRole('link', { name: 'Carl Customer' }).click();
    await page.getByText('The DNS answer was wrong.').waitFor();
    // Opening it marked it seen.
    await expect.poll(() => page.getByLabel('Status').textContent()).toBe('Seen');
    await page.getByRole('button', { name: 'Dispute' }).click();
    const dialog = page.getByRole('dialog', { name: 'Dispute this feedback' });
    await dialog.getByRole('textbox', { name: 'Why you disagree' }).fill('The record was cached at the customer.');
    await dialog.getByRole('combobox', { name: 'Accuracy (critical)' }).click();
    await page.getByRole('option', { name: /^Good/ }).click();
    await dialog.getByRole('button', { name: 'Send dispute' }).click();
    await expect.poll(() => page.getByLabel('Status').textContent()).toBe('Disputed');
    await asAgent.context.close();

    const asManager = await signedInPage(app.browser, app.server, manager.username, manager.password);
    const m = asManager.page;
    await m.locator('#menu-group-qc-v2').getByRole('link', { name: 'Statistics' }).click();
    await expect.poll(() => m.getByLabel('Average score', { exact: true }).textContent()).toBe('0');
    await m.locator('#menu-group-qc-v2').getByRole('link', { name: 'Feedbacks' }).click();
    await m.getByRole('table', { name: 'Feedbacks' }).getByRole('link', { name: 'Carl Customer' }).click();
    await m.getByText('The record was cached at the customer.').waitFor();
    await m.getByRole('button', { name: 'Resolve' }).click();
    const resolve = m.getByRole('dialog', { name: 'Resolve the dispute' });
    await resolve.getByRole('textbox', { name: 'Note to the agent' }).fill('Agreed, cached record.');
    // The agent's proposal is filled in: Accuracy Good. (1×100 + 3×75) / 4 = 81.3
    await resolve.getByRole('button', { name: 'Resolve' }).click();
    await m.getByText('The review was regraded: 0 → 81.3.').waitFor();
    await m.locator('#menu-group-qc-v2').getByRole('link', { name: 'Statistics' }).click();
    await expect.poll(() => m.getByLabel('Average score', { exact: true }).textContent()).toBe('81.3');
    await asManager.context.close();
  });

  it("on a phone, the statistics' charts are drawn, and their library loaded, once scrolled to", async () => {
    const { context, page } = await signedInPage(app.browser, app.server, manager.username, manager.password);
    await page.setViewportSize({ width: 390, height: 700 });
    const chartScripts: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/chart-views-[\w-]+\.js$/.test(request.url())) chartScripts.push(request.url());
    });
    await page.goto('/qc-v2/statistics');
    await page.getByLabel('Average score', { exact: true }).waitFor();
    await page.waitForLoadState('networkidle');
    // Below the filters and the five figures, out of sight: a placeholder with the chart's label.
    const weekly = page.getByRole('img', { name: 'Average score by week' });
    expect((await weekly.boundingBox())!.y).toBeGreaterThan(700);
    expect(await weekly.locator('svg').count()).toBe(0);
    expect(chartScripts).toEqual([]);
    await weekly.scrollIntoViewIfNeeded();
    await weekly.locator('svg').first().waitFor();
    expect(chartScripts).toHaveLength(1);
    // Printed, the page shows every chart, those never scrolled to too.
    const shifts = page.getByRole('img', { name: 'Average score by shift', exact: true });
    expect(await shifts.locator('svg').count()).toBe(0);
    await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
    await shifts.locator('svg').first().waitFor();
    await context.close();
  });
});

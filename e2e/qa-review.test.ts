import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from './browser-suite.js';
import { holdRequests, signedInPage } from './harness.js';
import {
  type ApiClient,
  adminClient,
  supportChat as chat,
  createStaffUser,
  type StaffUser,
  sendChats,
  sendConversations,
} from './infra-helpers.js';

const app = browserSuite();

/** Records the page's layout shifts from its first paint on (`layoutShifts` reads them). */
async function watchLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as { __shifts?: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) => page.evaluate(() => (window as { __shifts?: number[] }).__shifts);
let api: ApiClient;
let reviewer: StaffUser;

beforeAll(async () => {
  api = await adminClient(app.server);
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
  for (const name of ['Refund', 'Billing', 'Billing dispute'])
    await api.call('POST', '/qa-controller-v2/tags', { name });
  await sendChats(api, app.server, [
    chat('e2e-1', '2026-11-02T09:00:00Z', 'Olga Older', 'My certificate expired'),
    chat('e2e-2', '2026-11-03T09:00:00Z', 'Nils Newer', 'The mailbox is full'),
    chat('e2e-3', '2026-11-04T09:00:00Z', 'Tara Tagged', 'I was charged twice'),
  ]);
});

/**
 * Opens `path` at 390 px with the app's boot held back, as on a slow link: the page draws the claimed
 * conversation by itself (its early view), painted as the page's largest paint before any of the app's scripts
 * is asked for; then the app draws the same heading and `list` (Transcript, Thread) in the same box (at
 * `appAddress`, where it puts the conversation into the address), with no layout shift on the way.
 */
async function drawnEarlyThenByTheApp(
  user: StaffUser,
  path: string,
  list: string,
  heading: RegExp,
  appAddress?: RegExp,
): Promise<void> {
  const { context, page } = await signedInPage(app.browser, app.server, user.username, user.password);
  await page.setViewportSize({ width: 390, height: 844 });
  await watchLayoutShifts(page);
  const release = await holdRequests(page, '**/assets/boot-*.js');
  await page.goto(path);
  const early = page.locator(`#root[data-prerendered="frame"] [aria-label="${list}"]`);
  await early.waitFor();
  const drawnEarly = {
    heading: await page.locator('#root h2').textContent(),
    list: await early.textContent(),
    box: await early.boundingBox(),
  };
  expect(drawnEarly.heading).toMatch(heading);
  // A picture of the screen until the app comes: nothing in it takes focus or a click.
  expect(await page.locator('#root > [inert]').count()).toBeGreaterThan(0);
  // The page's largest paint is the drawn conversation's, and the app's scripts are asked for only once it has
  // painted: Lighthouse's simulation counts a request begun before a paint as holding it back.
  const firstScript = () =>
    page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => entry.startTime)
          .sort((a, b) => a - b)[0] ?? null,
    );
  await expect.poll(firstScript).not.toBeNull();
  const largestPaint = await page.evaluate(
    () =>
      new Promise<{ at: number; inEarlyView: boolean }>((resolve) =>
        new PerformanceObserver((entries) => {
          const last = entries.getEntries().at(-1) as PerformanceEntry & {
            renderTime: number;
            element: Element | null;
          };
          resolve({
            at: last.renderTime || last.startTime,
            inEarlyView: Boolean(last.element?.closest('#root > [inert]')),
          });
        }).observe({ type: 'largest-contentful-paint', buffered: true }),
      ),
  );
  expect(largestPaint.inEarlyView).toBe(true);
  expect(await firstScript()).toBeGreaterThan(largestPaint.at);
  // From here to the app's screen the conversation never leaves the screen, frame by frame (the app's waiting
  // states draw the early view again). (A string: a function's source here would carry tsx's helpers.)
  await page.evaluate(`(() => {
    window.__listGone = 0;
    var look = function () {
      if (!document.querySelector('#root [aria-label="${list}"]')) window.__listGone += 1;
      requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
  })()`);
  release();
  // The app's own screen, with its scorecard.
  if (appAddress) await page.waitForURL(appAddress);
  const live = page.locator(`#root:not([data-prerendered]) [aria-label="${list}"]`);
  await live.waitFor();
  await page.getByRole('button', { name: 'Escalate' }).waitFor();
  expect({
    heading: await page.locator('#root h2').first().textContent(),
    list: await live.textContent(),
    box: await live.boundingBox(),
  }).toEqual(drawnEarly);
  expect(await page.locator('#root [inert]').count()).toBe(0);
  expect(await layoutShifts(page)).toEqual([]);
  expect(await page.evaluate('window.__listGone')).toBe(0);
  await context.close();
}

describe('reviewing chats in the browser', () => {
  it('a reviewer scores the oldest chat with the keyboard, submits, gets the next, and finds it in the archive', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, reviewer.username, reviewer.password);
    await page.locator('#menu-group-qc-v2').getByRole('link', { name: 'Chat queue' }).click();
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

    await page.locator('#menu-group-qc-v2').getByRole('link', { name: 'Chat archive' }).click();
    const table = page.getByRole('table', { name: 'Chat reviews' });
    const row = table.getByRole('row', { name: /Olga Older/ });
    await row.waitFor();
    expect(await row.getByText('81.3').count()).toBe(1);
    // Opened from the archive on that review: it is there with its grades.
    await row.getByRole('link', { name: 'Olga Older' }).click();
    await page.waitForURL(/\/qc-v2\/chats\/archive\/\d+\?review=\d+$/);
    const review = page.getByRole('region', { name: /Review by/ }).or(page.getByLabel(/Review by/));
    await review.getByText('Accuracy: Good').waitFor();
    await context.close();
  });

  it('a reviewer tags by keyboard: Enter picks the first match, one Escape leaves, a half-typed tag stops the submit', async () => {
    const { context, page } = await signedInPage(app.browser, app.server, reviewer.username, reviewer.password);
    await page.goto('/qc-v2/chats/queue');
    await page.getByRole('heading', { name: /^Chat with / }).waitFor();
    await page.waitForURL(/\/qc-v2\/chats\/queue\/\d+$/);
    const chatId = Number(new URL(page.url()).pathname.split('/').at(-1));
    await page.getByRole('group', { name: 'Accuracy' }).waitFor();
    const card = page.getByLabel('Scorecard');
    expect(await card.getByLabel('Keys').textContent()).toContain('T tags (Enter picks, Esc leaves)');
    await page.keyboard.press('1');
    await page.keyboard.press('2');
    await expect.poll(() => page.getByLabel('Score', { exact: true }).textContent()).toBe('Score 81.3');

    const box = card.getByRole('combobox', { name: 'Tags (T)' });
    await page.keyboard.press('t');
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    // Billing and Billing dispute match "bil": Enter picks the first.
    await page.keyboard.type('bil');
    await page.getByRole('option', { name: 'Billing dispute' }).waitFor();
    await page.keyboard.press('Enter');
    await card.getByRole('button', { name: 'Billing', exact: true }).waitFor();
    expect(await box.inputValue()).toBe('');

    // Half typed and submitted: refused on the field, the text kept, nothing sent.
    await page.keyboard.type('ref');
    await page.keyboard.press('Control+Enter');
    await card.getByText('Pick a tag for “ref” (Enter picks the first match) or clear the box').waitFor();
    expect(await box.inputValue()).toBe('ref');
    expect(page.url()).toContain(`/queue/${chatId}`);

    // One Escape leaves the box (and lets the text go); Enter then submits.
    await page.keyboard.press('Escape');
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(false);
    expect(await box.inputValue()).toBe('');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => !url.pathname.endsWith(`/queue/${chatId}`));

    const kept = await api.call<{ reviews: { reviewer: { name: string }; tags: { name: string }[] }[] }>(
      'GET',
      `/chat-controller-v2/chats/${chatId}`,
    );
    expect(kept.reviews.map((r) => r.tags.map((t) => t.name))).toEqual([['Billing']]);
    await context.close();
  });

  it("opened by its address, the queue's claim is asked for by the page while the app loads, and only once", async () => {
    const { context, page } = await signedInPage(app.browser, app.server, reviewer.username, reviewer.password);
    const claims: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/chat-controller-v2/chats/queue') claims.push(url.search);
    });
    // The app's boot held back, as on a slow link: the claim is asked for all the same.
    const release = await holdRequests(page, '**/assets/boot-*.js');
    await page.goto('/qc-v2/chats/queue');
    await expect.poll(() => claims).toEqual(['']);
    release();
    await page.getByRole('heading', { name: 'Chat with Tara Tagged' }).waitFor();
    await page.waitForURL(/\/qc-v2\/chats\/queue\/\d+$/);
    // The app took that answer instead of claiming again.
    expect(claims).toEqual(['']);
    expect(await page.evaluate(() => Object.keys((window as { __early?: object }).__early ?? {}))).toEqual([]);
    // At the chat's own address the page asks for nothing of the queue's: the app opens that chat.
    await page.reload();
    await page.getByRole('heading', { name: 'Chat with Tara Tagged' }).waitFor();
    expect(claims).toEqual(['']);
    await context.close();
  });
  it('draws the claimed chat before the app has loaded, where and as the app then draws it', async () => {
    // The app's own screen puts the chat into the address.
    await drawnEarlyThenByTheApp(
      reviewer,
      '/qc-v2/chats/queue',
      'Transcript',
      /^Chat with /,
      /\/qc-v2\/chats\/queue\/\d+$/,
    );
  });

  it("holds the daily goal's place while its count loads: on a phone the chat does not move when it comes", async () => {
    const { context, page } = await signedInPage(app.browser, app.server, reviewer.username, reviewer.password);
    await page.setViewportSize({ width: 390, height: 844 });
    await watchLayoutShifts(page);
    const release = await holdRequests(page, '**/api/qa-controller-v2/reviews/today');
    await page.goto('/qc-v2/chats/queue');
    const heading = page.getByRole('heading', { name: /^Chat with / });
    // The app's screen (the page's own early view shows the same heading first): it puts the chat in the address.
    await page.waitForURL(/\/qc-v2\/chats\/queue\/\d+$/);
    await heading.waitFor();
    const before = await heading.boundingBox();
    release();
    await page.getByRole('group', { name: 'Daily goal' }).waitFor();
    expect(await heading.boundingBox()).toEqual(before);
    expect(await layoutShifts(page)).toEqual([]);
    await context.close();
  });
});

describe('reviewing tickets in the browser', () => {
  it('draws the claimed ticket before the app has loaded, where and as the app then draws it', async () => {
    const ticketReviewer = await createStaffUser(api, {
      prefix: 'tess',
      scopes: ['qa:ticket:review', 'qa:score:type:read', 'qa:score:grade:read', 'qa:tag:read'],
    });
    // Tickets wait outside the queue until a filter of the ticket cron pulls them in (docs/qa.md "The ticket cron").
    // (Named afresh for a second try.)
    const tag = ticketReviewer.username;
    await sendConversations(api, app.server, 'tickets', [
      {
        externalId: `e2e-ticket-${tag}`,
        subject: 'Invoice charged twice',
        department: 'Billing',
        status: 'closed',
        client: { name: 'Carla Client', email: 'carla@example.com', kind: 'Email' },
        createdAt: '2026-11-05T09:00:00Z',
        replies: [
          {
            author: 'Carla Client',
            authorKind: 'client',
            body: 'I was charged twice.',
            sentAt: '2026-11-05T09:00:00Z',
          },
          { author: 'Agent', authorKind: 'agent', body: 'Refunded the second one.', sentAt: '2026-11-05T09:30:00Z' },
        ],
      },
    ]);
    const filter = await api.call<{ id: number }>('POST', '/ticket-controller-v2/cron-config', {
      name: `Every ticket ${tag}`,
    });
    // Run now (the filter's schedule is taken up over the bus, a moment after it is saved), until it has run.
    const job = `qa.ticketCron:${filter.id}`;
    await expect
      .poll(() =>
        api.call('POST', `/jobs/${job}/run`).then(
          () => 'started',
          (error: Error) => error.message,
        ),
      )
      .toBe('started');
    await expect
      .poll(
        async () => (await api.call<{ items: { outcome: string }[] }>('GET', `/jobs/${job}/runs`)).items[0]?.outcome,
      )
      .toBe('succeeded');

    await drawnEarlyThenByTheApp(ticketReviewer, '/qc-v2/tickets/queue', 'Thread', /^Invoice charged twice$/);
  });
});

import path from 'node:path';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from './browser-suite.js';
import { signedInPage } from './harness.js';
import { type ApiClient, adminClient, createStaffUser, type StaffUser } from './infra-helpers.js';

const app = browserSuite();
let api: ApiClient;
let requester: StaffUser;
let approver: StaffUser;

/** With E2E_SCREENSHOTS set, a screenshot into that folder (to look at, not compared). */
async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, name), animations: 'disabled' });
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  api = await adminClient(app.server);
  requester = await createStaffUser(api, { prefix: 'lena', scopes: ['calendar:leave:create'] });
  await api.call('PATCH', `/auth/users/${requester.userId}`, { userData: { name: 'Lena Leave' } });
  approver = await createStaffUser(api, { prefix: 'approver', scopes: ['calendar:leave:create'] });
  await api.call('POST', '/leave-calendar/approvers', {
    departmentId: requester.departmentId,
    userIds: [approver.userId],
  });
});

describe('leave in the browser', () => {
  it('a request with a document is approved, shows on the calendar, and a shift that day is refused', async () => {
    // Next week's Monday and Tuesday (the server's day; TZ is UTC in the tests).
    const today = new Date().toISOString().slice(0, 10);
    const monday = addDays(today, 7 - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    const tuesday = addDays(monday, 1);

    const { context, page } = await signedInPage(app.browser, app.server, requester.username, requester.password);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'New request' }).click();
    await page.waitForURL('**/leaves/new');
    for (const [label, day] of [
      ['First day', monday],
      ['Last day', tuesday],
    ] as const) {
      await page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton', { name: 'Year' }).click();
      await page.keyboard.type(day.replaceAll('-', ''));
    }
    await expect
      .poll(() => page.getByTestId('leave-count').textContent())
      .toMatch(/^2 days of leave\. Annual leave in \d{4}: 25 left, 23 after this request\.$/);
    await page.getByRole('textbox', { name: 'Reason' }).fill('Family wedding');
    await page
      .getByLabel('Document file')
      .setInputFiles({ name: 'invitation.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText('invitation.pdf').waitFor();
    await page.getByRole('button', { name: 'Send request' }).click();
    await page.waitForURL('**/leaves/my');
    const mine = page.getByRole('table', { name: 'Coming up' });
    await mine.getByText('Waiting').waitFor();
    await context.close();

    const decider = await signedInPage(app.browser, app.server, approver.username, approver.password);
    await decider.page.goto(`${app.server.url}/leaves/all?pending=1`);
    const waiting = decider.page.getByRole('table', { name: 'Waiting for you' });
    await waiting.getByText('Lena Leave').waitFor();
    await waiting.getByRole('button', { name: 'Decide' }).click();
    const dialog = decider.page.getByRole('dialog', { name: /Lena Leave, Annual leave/ });
    await dialog.getByRole('link', { name: 'invitation.pdf' }).waitFor();
    await dialog.getByText('Lena Leave is in no shift team: no cover to check.').waitFor();
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await dialog.waitFor({ state: 'detached' });
    await waiting.getByText('Nothing waits for your decision').waitFor();

    // On the wallchart (the default view, this month), Lena's row has her days of the month, approved
    // (not waiting); the next month has the rest (Monday and Tuesday may fall in two months).
    const wallchart = decider.page.getByRole('table', { name: 'Leave wallchart' });
    const days = wallchart.getByRole('button', { name: /^Lena Leave, Annual leave on / });
    const thisMonth = new Date().toISOString().slice(0, 7);
    const inThisMonth = [monday, tuesday].filter((d) => d.startsWith(thisMonth)).length;
    if (inThisMonth) await expect.poll(() => days.count()).toBe(inThisMonth);
    if (inThisMonth < 2) {
      await decider.page.getByRole('button', { name: 'Next month' }).click();
      await expect.poll(() => days.count()).toBe(2 - inThisMonth);
    }
    expect(await wallchart.getByRole('button', { name: /\(waiting\)$/ }).count()).toBe(0);
    // A day opens the request: its working days and reason are read then (the wallchart holds only what it draws).
    for (const [width, height] of [
      [1366, 860],
      [390, 844],
    ] as const) {
      await decider.page.setViewportSize({ width, height });
      await days.first().click();
      const summary = decider.page.getByRole('dialog', { name: 'Lena Leave · Annual leave' });
      await summary.getByText(/2 days · Approved/).waitFor();
      await screenshot(decider.page, `leave-wallchart-dialog-${width}.png`);
      await summary.getByRole('button', { name: 'Close' }).click();
      await summary.waitFor({ state: 'detached' });
    }
    await decider.page.setViewportSize({ width: 1366, height: 860 });

    // On the calendar, filled (approved), on both days.
    await decider.page.getByRole('button', { name: 'Calendar', exact: true }).click();
    await decider.page.locator('.fc').waitFor();
    if ((await decider.page.locator(`td[data-date="${monday}"]`).count()) === 0) {
      await decider.page.getByRole('button', { name: 'Next month' }).click();
    }
    await decider.page
      .locator(`td[data-date="${monday}"] .fc-event`)
      .filter({ hasText: 'Lena Leave · Annual leave' })
      .waitFor();
    expect(
      await decider.page.locator('.fc-event').filter({ hasText: 'Lena Leave · Annual leave (waiting)' }).count(),
    ).toBe(0);
    await decider.context.close();

    // The shift calendar refuses a shift on a day of approved leave, saying why.
    await expect(
      api.call('POST', '/calendar/shifts', { userId: requester.userId, date: tuesday, start: '07:00', end: '15:00' }),
    ).rejects.toThrow(
      `409 {"statusCode":409,"error":"Conflict","code":"SHIFTS_ON_LEAVE","message":"Lena Leave is on approved leave (Annual leave) on ${tuesday}"`,
    );
  });

  it("opens the decision of a request from the bell's notice, and says so once it no longer waits", async () => {
    // Tuesday and Wednesday two weeks on: days the first test leaves free. Asked through the API as Lena.
    const today = new Date().toISOString().slice(0, 10);
    const monday = addDays(today, 7 - ((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
    const signIn = await fetch(`${app.server.url}/api/auth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ user: requester.username, password: requester.password }),
    });
    const { jwt } = (await signIn.json()) as { jwt: string };
    const asLena = { Authorization: `Bearer ${jwt}` };
    const types = (await (await fetch(`${app.server.url}/api/leave-calendar/types`, { headers: asLena })).json()) as {
      id: number;
      name: string;
    }[];
    const form = new FormData();
    form.set(
      'data',
      JSON.stringify({
        typeId: types.find((t) => t.name === 'Annual leave')!.id,
        from: addDays(monday, 15),
        to: addDays(monday, 16),
        reason: 'Moving house',
      }),
    );
    const created = await fetch(`${app.server.url}/api/leave-calendar/requests`, {
      method: 'POST',
      headers: asLena,
      body: form,
    });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const link = `/leaves/all?pending=1&request=${id}`;

    // The approver's bell: the notice links to the request, and following it opens its decide dialog.
    const { context, page } = await signedInPage(app.browser, app.server, approver.username, approver.password);
    await page.getByTestId('notification-bell').click();
    await page.locator(`a[href="${link}"]`).click();
    await page.waitForURL(`**${link}`);
    const dialog = page.getByRole('dialog', { name: /Lena Leave, Annual leave/ });
    await dialog.getByText('Moving house').waitFor();
    await dialog.getByText('Lena Leave is in no shift team: no cover to check.').waitFor();
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.waitFor({ state: 'detached' });
    // Decided: the address no longer names it, so a reload does not open it again.
    await expect.poll(() => new URL(page.url()).searchParams.get('request')).toBeNull();

    // The same link once it is decided: no dialog, a notice that says why.
    await page.goto(`${app.server.url}${link}`);
    const gone = page.getByTestId('linked-request-gone');
    await expect
      .poll(() => gone.textContent())
      .toMatch(/no longer waits for your decision: it has been decided already, or it is not yours to decide/);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await gone.getByRole('button', { name: 'Close' }).click();
    await gone.waitFor({ state: 'detached' });
    expect(new URL(page.url()).searchParams.get('request')).toBeNull();
    await context.close();
  });

  it('shows an agent on their home page their next shift and the leave they have left', async () => {
    const agent = await createStaffUser(api, {
      prefix: 'homer',
      scopes: ['calendar:leave:create', 'calendar:shifts:read'],
    });
    const today = new Date().toISOString().slice(0, 10);
    const soon = addDays(today, 3);
    await api.call('POST', '/calendar/shifts', { userId: agent.userId, date: soon, start: '07:00', end: '15:00' });
    const { context, page } = await signedInPage(app.browser, app.server, agent.username, agent.password);
    await page.getByTestId('greeting').waitFor();
    const next = page.getByRole('region', { name: 'Your next shift' }).getByTestId('next-shift');
    await expect.poll(() => next.textContent()).toMatch(/07:00–15:00/);
    const left = page.getByRole('region', { name: 'Your leave left' }).getByTestId('leave-left');
    await expect.poll(() => left.textContent()).toMatch(/25 days left of 25 · Annual leave/);
    await context.close();
  });
});

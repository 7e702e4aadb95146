// The audit log's filters in a real browser against the real server, on the one filter bar: the
// user picker (searched on the server), the date-range picker (days in the company time zone), all
// kept in the URL, so a reload, the back button and a shared link show the same entries.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApi } from './admin-helpers.js';
import { browserSuite } from './browser-suite.js';
import { signInWithForm } from './harness.js';

const TZ = 'Europe/Berlin';

const app = browserSuite({ env: { TZ } });
let auditee: { id: number; name: string; username: string };

beforeAll(async () => {
  // Someone other than the admin changes something: their sign-in and a new department are theirs.
  const api = await adminApi(app.server);
  const department = await api<{ id: number }>('POST', '/auth/departments', { name: 'Audited' });
  const role = await api<{ id: number }>('POST', '/auth/roles', {
    name: 'Department editor',
    departmentId: department.id,
    scopes: ['users:departments:create'],
  });
  const password = `Audit-${Date.now()}-pw!x`;
  auditee = await api('POST', '/auth/users', {
    username: 'zelda.auditee',
    email: 'zelda@example.test',
    name: 'Zelda Auditee',
    password,
    roleId: role.id,
    departmentId: department.id,
  });
  const signIn = await fetch(`${app.server.url}/api/auth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ user: auditee.username, password }),
  });
  const { jwt } = (await signIn.json()) as { jwt: string };
  const created = await fetch(`${app.server.url}/api/auth/departments`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${jwt}` },
    body: JSON.stringify({ name: 'Made by Zelda' }),
  });
  expect(created.status).toBe(201);
});

/** The company's day now (`YYYY-MM-DD`), as the server reads `from` and `to`. */
const companyToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date());

async function signedIn(dark = false): Promise<Page> {
  // The browser's clock runs in the company's zone, so the calendar's "today" is the company's.
  const context = await app.browser.newContext({
    baseURL: app.server.url,
    viewport: { width: 1366, height: 860 },
    locale: 'en-US',
    timezoneId: TZ,
  });
  const page = await context.newPage();
  await page.goto('/login');
  await signInWithForm(page, app.server.adminUsername, app.server.adminPassword);
  if (dark) await page.getByRole('switch', { name: 'Dark theme' }).check();
  return page;
}

const table = (page: Page) => page.getByRole('table', { name: 'Audit log' });
const bar = (page: Page) => page.getByRole('search', { name: 'Filter the audit log' });
const chip = (page: Page, name: string) => bar(page).getByRole('button', { name: `${name} filter` });
const panel = (page: Page, name: string) => page.getByRole('dialog', { name: `Filter by ${name}` });
const dayField = (page: Page, label: 'From' | 'To') =>
  panel(page, 'When').getByRole('group', { name: label, exact: true });
const query = (page: Page) => new URL(page.url()).searchParams;

/** Puts a filter on through "+ Filter": its panel opens. */
async function addFilter(page: Page, name: string): Promise<Locator> {
  await bar(page).getByRole('button', { name: 'Filter', exact: true }).click();
  await page.getByRole('menuitem', { name }).click();
  const opened = panel(page, name);
  await opened.waitFor();
  return opened;
}

/** How a day is written on a chip: `27 Nov 2026`. */
const chipDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** The sentence of every row on screen ("What happened"), once the list has settled on `expected` rows. */
async function sentencesShown(page: Page, expectedRows: number): Promise<string[]> {
  const rows = table(page).locator('tbody tr:has(td:nth-child(3))');
  await expect.poll(() => rows.count()).toBe(expectedRows);
  // As drawn: the time repeated under the sentence for phones is hidden on a wide screen.
  return rows.locator('td:nth-child(3)').allInnerTexts();
}

const zeldas = ['zelda.auditee created department Made by Zelda', 'zelda.auditee signed in'];

async function screenshot(page: Page, name: string): Promise<void> {
  if (!process.env.E2E_SCREENSHOTS) return;
  await page.screenshot({ path: path.join(process.env.E2E_SCREENSHOTS, name), animations: 'disabled' });
}

describe('audit log filters', () => {
  it('filters by user and date range through the filter bar; the URL keeps them across reload and back', async () => {
    const page = await signedIn();
    await page.goto('/audit-log');
    await table(page).waitFor();
    const today = companyToday();

    // The user picker searches on the server as one types.
    const userBox = (await addFilter(page, 'User')).getByRole('combobox', { name: 'User' });
    await userBox.pressSequentially('zeld');
    const option = page.getByRole('option', { name: /Zelda Auditee/ });
    // The server's answer to the search: Zelda alone (the admin was offered before typing).
    await expect.poll(() => page.getByRole('option').count()).toBe(1);
    await option.waitFor();
    await screenshot(page, 'audit-log-user-picker.png');
    await option.click();
    await expect.poll(() => query(page).get('userId')).toBe(String(auditee.id));
    await expect.poll(() => chip(page, 'User').innerText()).toBe('User: Zelda Auditee');
    // Zelda's sign-in and her new department, each as a sentence.
    expect(await sentencesShown(page, 2)).toEqual(zeldas);

    // From: today, picked in the calendar.
    await addFilter(page, 'When');
    await dayField(page, 'From')
      .getByRole('button', { name: /Choose date/ })
      .click();
    const calendar = page.getByRole('dialog').filter({ has: page.getByRole('grid') });
    await calendar.getByRole('gridcell', { name: String(Number(today.slice(8))), exact: true }).click();
    await calendar.waitFor({ state: 'detached' });
    await expect.poll(() => query(page).get('from')).toBe(today);

    // To: typed into the field, year, month and day.
    await dayField(page, 'To').getByRole('spinbutton', { name: 'Year' }).click();
    await page.keyboard.type(today.replaceAll('-', ''));
    await expect.poll(() => query(page).get('to')).toBe(today);
    await page.keyboard.press('Escape');
    await panel(page, 'When').waitFor({ state: 'detached' });
    // Today alone, or on the first of a month the "This month" preset it equals.
    const todayChip = `When: ${today.endsWith('-01') ? 'This month' : chipDay(today)}`;
    await expect.poll(() => chip(page, 'When').innerText()).toBe(todayChip);
    expect(await sentencesShown(page, 2)).toEqual(zeldas);
    await screenshot(page, 'audit-log-filtered.png');

    // The expanded row keeps the request; the export holds what the filters show, as sentences too.
    await table(page).getByRole('button', { name: 'Show the request' }).first().click();
    await table(page).getByText('POST /api/auth/departments → 201').waitFor();
    await screenshot(page, 'audit-log-expanded.png');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`audit-log-${today}.csv`);
    const csv = await readFile((await download.path())!, 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',zelda.auditee,zelda.auditee created department Made by Zelda,POST,');
    expect(lines[2]).toContain(',zelda.auditee,zelda.auditee signed in,POST,/api/auth/token,');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'audit-log-phone.png');
    await page.setViewportSize({ width: 1366, height: 860 });

    // A reload shows the same view: the chip names the user it was given by id.
    await page.reload();
    await table(page).waitFor();
    await expect.poll(() => chip(page, 'User').innerText()).toBe('User: Zelda Auditee');
    expect(await chip(page, 'When').innerText()).toBe(todayChip);
    expect(await sentencesShown(page, 2)).toEqual(zeldas);

    // Back undoes the last change (To), forward brings it back.
    await page.goBack();
    await expect.poll(() => query(page).get('to')).toBeNull();
    await expect.poll(() => chip(page, 'When').innerText()).toBe(`When: from ${chipDay(today)}`);
    expect(query(page).get('from')).toBe(today);
    await page.goForward();
    await expect.poll(() => chip(page, 'When').innerText()).toBe(todayChip);

    // A shared link to days with no entries opens on exactly that: nothing, and a way out.
    await page.goto(`/audit-log?userId=${auditee.id}&from=2026-01-01&to=2026-01-02`);
    await page.getByText('No entries match these filters.').waitFor();
    expect(await chip(page, 'When').innerText()).toBe('When: 1–2 Jan 2026');
    await expect.poll(() => chip(page, 'User').innerText()).toBe('User: Zelda Auditee');
    await page.getByRole('button', { name: 'Clear filters' }).first().click();
    await expect.poll(() => page.url()).toBe(`${app.server.url}/audit-log`);
    await expect.poll(() => chip(page, 'User').count()).toBe(0);
    await page.context().close();
  });

  it('keeps a To before From out of the URL until From allows it, and narrows by action and entity', async () => {
    const page = await signedIn(true);
    const today = companyToday();
    await page.goto(`/audit-log?from=${today}`);
    await table(page).waitFor();

    // Yesterday is before From: the field says so and the URL keeps no such range.
    const yesterday = new Date(`${today}T12:00:00Z`);
    yesterday.setUTCDate(yesterday.getUTCDate() - 1);
    const yesterdayDay = yesterday.toISOString().slice(0, 10);
    await chip(page, 'When').click();
    await dayField(page, 'To').getByRole('spinbutton', { name: 'Year' }).click();
    await page.keyboard.type(yesterdayDay.replaceAll('-', ''));
    await panel(page, 'When').getByText(`On or after ${today}`).waitFor();
    expect(query(page).get('to')).toBeNull();
    // Clearing From lets the kept-back day through: the range is now "up to yesterday".
    await dayField(page, 'From').getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => query(page).get('to')).toBe(yesterdayDay);
    expect(query(page).get('from')).toBeNull();
    await page.getByText('No entries match these filters.').waitFor();
    // The last day cleared: the filter goes, its panel stays open where it was.
    await dayField(page, 'To').getByRole('button', { name: 'Clear' }).click();
    await expect.poll(() => query(page).get('to')).toBeNull();
    await page.keyboard.press('Escape');
    await expect.poll(() => chip(page, 'When').count()).toBe(0);

    await (await addFilter(page, 'Action')).getByRole('menuitem', { name: /^Created or run/ }).click();
    await expect.poll(() => query(page).get('action')).toBe('create');
    await (await addFilter(page, 'Entity')).getByRole('menuitem', { name: 'department', exact: true }).click();
    await expect.poll(() => query(page).get('entity')).toBe('department');
    expect(await chip(page, 'Action').innerText()).toBe('Action: Created or run');
    // The two departments created: the admin's "Audited" and Zelda's.
    expect(await sentencesShown(page, 2)).toEqual([
      'zelda.auditee created department Made by Zelda',
      `${app.server.adminUsername} created department Audited`,
    ]);
    await screenshot(page, 'audit-log-dark.png');
    await page.context().close();
  });
});

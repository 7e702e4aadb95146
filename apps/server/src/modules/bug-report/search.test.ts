// The lists (docs/tracker.md "Lists and the archive"): the search's filters alone and combined, deleted
// reports only on demand and only to deleters, the archive rule, likely duplicates. One rule per test.
import { bugEndpoints as bugs } from '@backoffice/contract/modules/bug-report';
import { featureEndpoints as features } from '@backoffice/contract/modules/feature-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { BUG_ALL, FEATURE_ALL, fileReport, lookupId } from './testing/helpers.js';

let t: TestApp;
let lead: TestUser;
let reader: TestUser;
let other: TestUser;
let featureLead: TestUser;
const ids: Record<string, number> = {};
let high: number;
let low: number;
let open: number;
let fixed: number;
let server: number;
let folder: number;

const search = (user: TestUser, query: Record<string, unknown>) =>
  t.callOk(user, bugs.searchReports, { query: { take: 100, ...query } as never });
const titles = (page: { items: { title: string }[] }) => page.items.map((r) => r.title).sort();

async function setDates(id: number, createdAt: string, closedAt?: string) {
  await t.database.pool.query(
    'UPDATE bug_reports SET created_at = $2, closed_at = COALESCE($3, closed_at) WHERE id = $1',
    [id, createdAt, closedAt ?? null],
  );
}

beforeAll(async () => {
  t = await createTestApp({ env: { TZ: 'Europe/Berlin', BUG_REPORT_ARCHIVE_DAYS: '14' } });
  lead = await t.createUser({ scopes: BUG_ALL });
  reader = await t.createUser({ scopes: ['bug-report:bugs:read', 'bug-report:bugs:create'] });
  other = await t.createUser({ scopes: ['bug-report:bugs:read', 'bug-report:bugs:create'] });
  featureLead = await t.createUser({ scopes: FEATURE_ALL });
  high = await lookupId(t, 'bug', 'priority', 'High');
  low = await lookupId(t, 'bug', 'priority', 'Low');
  open = await lookupId(t, 'bug', 'status', 'Open');
  fixed = await lookupId(t, 'bug', 'status', 'Fixed');
  server = await lookupId(t, 'bug', 'component', 'Server');
  folder = (await t.callOk(lead, bugs.createFolder, { body: { name: 'Release 1' } })).id;

  ids.alpha = (
    await fileReport(t, reader, {
      title: 'Alpha export crash',
      priorityId: high,
      componentId: server,
      folderId: folder,
    })
  ).id;
  ids.beta = (
    await fileReport(t, reader, { title: 'Beta login slow', priorityId: low, description: 'The export page too' })
  ).id;
  ids.gamma = (await fileReport(t, other, { title: 'Gamma export typo', priorityId: high })).id;
  ids.closedRecently = (await fileReport(t, other, { title: 'Delta fixed yesterday', statusId: fixed })).id;
  ids.archived = (await fileReport(t, other, { title: 'Epsilon fixed long ago', statusId: fixed })).id;
  ids.deleted = (await fileReport(t, reader, { title: 'Zeta deleted export' })).id;
  await fileReport(t, featureLead, { title: 'Feature export wish' }, [], features);
  // Created on 2026-03-01 and 2026-03-02, Berlin time (00:30 on the 2nd in Berlin is the 1st in UTC).
  await setDates(ids.alpha!, '2026-03-01T10:00:00Z');
  await setDates(ids.beta!, '2026-03-01T23:30:00Z');
  await setDates(ids.gamma!, '2026-03-05T10:00:00Z');
  await setDates(ids.closedRecently!, '2026-03-05T10:00:00Z', new Date(Date.now() - 86_400_000).toISOString());
  await setDates(ids.archived!, '2026-02-01T10:00:00Z', new Date(Date.now() - 20 * 86_400_000).toISOString());
  await t.callOk(lead, bugs.deleteReport, { params: { id: ids.deleted! } });
});
afterAll(() => t.close());

describe('the plain list', () => {
  it('lists live reports that are not archived, newest first, and no features', async () => {
    const page = await t.callOk(reader, bugs.listReports, { query: { take: 100 } });
    expect(page.items.map((r) => r.title)).toEqual([
      'Delta fixed yesterday',
      'Gamma export typo',
      'Beta login slow',
      'Alpha export crash',
    ]);
    expect(page.total).toBe(4);
  });

  it('pages with take', async () => {
    const second = await t.callOk(reader, bugs.listReports, { query: { page: 2, take: 3 } });
    expect(second.items.map((r) => r.title)).toEqual(['Alpha export crash']);
    expect(second).toMatchObject({ page: 2, take: 3, total: 4 });
  });

  it('the feature list, read with the same statement right after, gets its own kind', async () => {
    await t.callOk(reader, bugs.listReports, { query: { take: 100 } });
    const page = await t.callOk(featureLead, features.listReports, { query: { take: 100 } });
    expect(page.items.map((r) => r.title)).toEqual(['Feature export wish']);
    expect(page.total).toBe(1);
  });
});

describe('search filters', () => {
  it('filters[text] finds the words in the title or the description', async () => {
    expect(titles(await search(reader, { 'filters[text]': 'export' }))).toEqual([
      'Alpha export crash',
      'Beta login slow',
      'Gamma export typo',
    ]);
  });

  it('filters[priority] takes several ids', async () => {
    expect(titles(await search(reader, { 'filters[priority]': [high] }))).toEqual([
      'Alpha export crash',
      'Gamma export typo',
    ]);
    expect(titles(await search(reader, { 'filters[priority]': [high, low] }))).toHaveLength(3);
    expect(titles(await search(reader, { 'filters[priority]': [low] }))).toEqual(['Beta login slow']);
  });

  it('filters[dateFrom] and filters[dateTo] are days of creation in company time, inclusive', async () => {
    expect(
      titles(await search(reader, { 'filters[dateFrom]': '2026-03-01', 'filters[dateTo]': '2026-03-01' })),
    ).toEqual(['Alpha export crash']);
    expect(
      titles(await search(reader, { 'filters[dateFrom]': '2026-03-02', 'filters[dateTo]': '2026-03-02' })),
    ).toEqual(['Beta login slow']);
  });

  it('combines filters: text, priority and reporter together', async () => {
    const page = await search(reader, {
      'filters[text]': 'export',
      'filters[priority]': [high],
      'filters[reporter]': [other.id],
    });
    expect(titles(page)).toEqual(['Gamma export typo']);
  });

  it('combines component, folder and status', async () => {
    expect(
      titles(
        await search(reader, {
          'filters[component]': [server],
          'filters[folder]': [folder],
          'filters[status]': [open],
        }),
      ),
    ).toEqual(['Alpha export crash']);
    expect(titles(await search(reader, { 'filters[component]': [server], 'filters[status]': [fixed] }))).toEqual([]);
  });

  it('refuses dateTo before dateFrom, naming the field', async () => {
    const res = await t.call(reader, bugs.searchReports, {
      query: { 'filters[dateFrom]': '2026-03-05', 'filters[dateTo]': '2026-03-01' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('querystring.filters[dateTo]');
  });

  it('sorts by priority when asked', async () => {
    const page = await search(reader, { sortBy: 'priority', direction: 'DESC', 'filters[text]': 'export' });
    expect(page.items.map((r) => r.priority?.level)).toEqual(['high', 'high', 'low']);
  });
});

describe('deleted reports', () => {
  it('are left out of the search by default', async () => {
    expect(titles(await search(lead, { 'filters[text]': 'Zeta' }))).toEqual([]);
  });

  it('appear with withDeleted, beside the live ones', async () => {
    expect(titles(await search(lead, { 'filters[text]': 'export', withDeleted: 'true' }))).toEqual([
      'Alpha export crash',
      'Beta login slow',
      'Gamma export typo',
      'Zeta deleted export',
    ]);
  });

  it('appear alone with deletedOnly', async () => {
    expect(titles(await search(lead, { deletedOnly: 'true' }))).toEqual(['Zeta deleted export']);
  });

  it('are refused (403) to a reader without the delete scope', async () => {
    const res = await t.call(reader, bugs.searchReports, { query: { withDeleted: 'true' } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('bug-report:bugs:delete');
    expect((await t.call(reader, bugs.searchReports, { query: { deletedOnly: 'true' } })).statusCode).toBe(403);
  });
});

describe('the archive', () => {
  it('holds reports closed longer than the archive delay, and the list and search do not', async () => {
    const archive = await t.callOk(lead, bugs.archive, { query: {} });
    expect(archive.items.map((r) => r.title)).toEqual(['Epsilon fixed long ago']);
    expect(archive.items[0]!.archived).toBe(true);
    expect(titles(await search(lead, { 'filters[text]': 'Epsilon' }))).toEqual([]);
  });

  it('a report closed recently stays in the list until the delay passes', async () => {
    const page = await search(lead, { 'filters[text]': 'Delta' });
    expect(page.items[0]).toMatchObject({ title: 'Delta fixed yesterday', archived: false });
    expect(page.items[0]!.closedAt).not.toBeNull();
  });

  it('takes the archive scope', async () => {
    expect((await t.call(reader, bugs.archive, { query: {} })).statusCode).toBe(403);
  });

  it('a reopened report leaves the archive', async () => {
    const made = await fileReport(t, other, { title: 'Theta reopened', statusId: fixed });
    await setDates(made.id, '2026-01-01T10:00:00Z', new Date(Date.now() - 30 * 86_400_000).toISOString());
    expect((await t.callOk(lead, bugs.archive, { query: { 'filters[text]': 'Theta' } })).total).toBe(1);
    await t.callOk(lead, bugs.updateReport, { params: { id: made.id }, body: { statusId: open } });
    expect((await t.callOk(lead, bugs.archive, { query: { 'filters[text]': 'Theta' } })).total).toBe(0);
    expect(titles(await search(lead, { 'filters[text]': 'Theta' }))).toEqual(['Theta reopened']);
  });
});

describe('likely duplicates', () => {
  it('suggests open reports with similar titles, most alike first, and no closed or deleted ones', async () => {
    const found = await t.callOk(reader, bugs.similarReports, { query: { title: 'Alpha export crashes' } });
    expect(found[0]).toMatchObject({ id: ids.alpha, title: 'Alpha export crash' });
    expect(found[0]!.similarity).toBeGreaterThan(0.5);
    const closed = await t.callOk(reader, bugs.similarReports, { query: { title: 'Epsilon fixed long ago' } });
    expect(closed).toEqual([]);
    const deleted = await t.callOk(reader, bugs.similarReports, { query: { title: 'Zeta deleted export' } });
    expect(deleted).toEqual([]);
  });
});

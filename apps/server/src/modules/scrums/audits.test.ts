// Dev Scrum audits (docs/scrum.md "Audits", "Who sees what"): one rule per test, through the real stack.
import * as scrums from '@backoffice/contract/modules/scrums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { auditLogOf, counts, notificationsOf } from './testing/helpers.js';

const WRITE = ['scrums:audits:*', 'scrums:components:read'];

let t: TestApp;
let lead: TestUser; // every audits scope
let reader: TestUser; // scrums:audits:read only
let admin: TestUser;
let ada: TestUser; // a developer without any scrums scope
let bo: TestUser; // another developer
let owner: TestUser; // owns follow-ups of others' audits
let api: number;
let panel: number;
let retired: number;
let deprecated: number;

const audit = (over: Partial<scrums.CreateAuditBody> = {}): scrums.CreateAuditBody => ({
  developerId: ada.id,
  date: '2026-11-20',
  periodFrom: '2026-11-06',
  periodTo: '2026-11-19',
  rating: 4,
  componentIds: [api, panel],
  findings: [
    { componentId: api, severity: 'high', text: 'Retries without back-off' },
    { componentId: panel, severity: 'low', text: 'Stale README' },
  ],
  followUps: [
    { text: 'Add back-off', ownerId: ada.id, dueDate: '2026-12-04' },
    { text: 'Review the retry policy', ownerId: owner.id, dueDate: null },
  ],
  notes: 'Solid sprint overall',
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  lead = await t.createUser({ scopes: WRITE });
  reader = await t.createUser({ scopes: ['scrums:audits:read'] });
  admin = await t.createUser({ isAdmin: true });
  ada = await t.createUser();
  bo = await t.createUser();
  owner = await t.createUser();
  const component = async (name: string, status: scrums.ComponentStatus = 'active') =>
    (await t.callOk(admin, scrums.createComponent, { body: { name, status } })).id;
  api = await component('Billing API');
  panel = await component('Customer panel');
  retired = await component('Old panel', 'retired');
  deprecated = await component('FTP gateway', 'deprecated');
});
afterAll(() => t.close());

describe('recording an audit', () => {
  it('saves the audit with its components, findings and follow-ups; the auditor is the caller', async () => {
    const made = await t.callOk(lead, scrums.createAudit, { body: audit() });
    expect(made).toMatchObject({
      developer: { id: ada.id },
      auditor: { id: lead.id },
      date: '2026-11-20',
      periodFrom: '2026-11-06',
      periodTo: '2026-11-19',
      rating: 4,
      notes: 'Solid sprint overall',
      findingCount: 2,
      worstSeverity: 'high',
      followUpCount: 2,
      openFollowUps: 2,
    });
    expect(made.components.map((c) => c.name)).toEqual(['Billing API', 'Customer panel']);
    expect(made.findings.map((f) => [f.component.id, f.severity, f.text])).toEqual([
      [api, 'high', 'Retries without back-off'],
      [panel, 'low', 'Stale README'],
    ]);
    expect(made.followUps.map((f) => [f.text, f.owner?.id, f.dueDate, f.done])).toEqual([
      ['Add back-off', ada.id, '2026-12-04', false],
      ['Review the retry policy', owner.id, null, false],
    ]);
    expect(await t.callOk(reader, scrums.getAudit, { params: { id: made.id } })).toEqual(made);
  });

  it('tells the developer, with a link to the audit’s screen', async () => {
    const made = await t.callOk(lead, scrums.createAudit, { body: audit({ developerId: bo.id, followUps: [] }) });
    const notes = await notificationsOf(t, bo.id);
    expect(notes.at(-1)).toMatchObject({
      title: 'Your dev audit of 2026-11-20: 4/5 (Good)',
      link: `/scrums/audits/${made.id}`,
    });
  });

  it('tells each follow-up owner, with the same link', async () => {
    const before = (await notificationsOf(t, owner.id)).length;
    const made = await t.callOk(lead, scrums.createAudit, { body: audit() });
    const notes = await notificationsOf(t, owner.id);
    expect(notes).toHaveLength(before + 1);
    expect(notes.at(-1)).toMatchObject({ body: 'Review the retry policy', link: `/scrums/audits/${made.id}` });
  });

  it('an audit of oneself is refused (400 on developerId)', async () => {
    const res = await t.call(lead, scrums.createAudit, { body: audit({ developerId: lead.id, followUps: [] }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('body.developerId');
  });

  it('the auditor may not be the developer (400 on auditorId)', async () => {
    const res = await t.call(lead, scrums.createAudit, { body: audit({ auditorId: ada.id }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'body.auditorId', message: 'must not be the developer' }]);
  });

  it('a finding is about one of the audited components (400 naming the finding)', async () => {
    const res = await t.call(lead, scrums.createAudit, {
      body: audit({ componentIds: [api], findings: [{ componentId: panel, severity: 'low', text: 'x' }] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'body.findings.0.componentId', message: 'is not one of the audited components' },
    ]);
  });

  it('only active components are audited: a retired or deprecated one is refused (400 on componentIds)', async () => {
    for (const id of [retired, deprecated]) {
      const res = await t.call(lead, scrums.createAudit, { body: audit({ componentIds: [id], findings: [] }) });
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0]).toMatchObject({ field: 'body.componentIds' });
      expect(res.json().details[0].message).toMatch(/only active components are audited/);
    }
  });

  it('the period ends on or before the audit’s day, and starts before it ends (400 on periodTo)', async () => {
    const late = await t.call(lead, scrums.createAudit, { body: audit({ periodTo: '2026-11-21' }) });
    expect(late.json().details).toEqual([{ field: 'body.periodTo', message: 'must not be after the audit date' }]);
    const reversed = await t.call(lead, scrums.createAudit, {
      body: audit({ periodFrom: '2026-11-19', periodTo: '2026-11-10' }),
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details).toEqual([{ field: 'body.periodTo', message: 'must not be before periodFrom' }]);
  });

  it('a rating outside 1–5 is refused (400 on rating)', async () => {
    const res = await t.call(lead, scrums.createAudit, { body: audit({ rating: 6 }) });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'body.rating', message: 'must be from 1 to 5' }]);
  });

  it('a follow-up owner who is no user is refused, and nothing is saved', async () => {
    const before = await counts(t);
    const res = await t.call(lead, scrums.createAudit, {
      body: audit({ followUps: [{ text: 'Ghost', ownerId: 999_999 }] }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([{ field: 'body.followUps.0.ownerId', message: 'is not a user' }]);
    expect(await counts(t)).toEqual(before);
  });

  it('a reader may not record one (403)', async () => {
    const res = await t.call(reader, scrums.createAudit, { body: audit() });
    expect(res.statusCode).toBe(403);
  });

  it('the audit log says what changed, never the texts', async () => {
    const made = await t.callOk(lead, scrums.createAudit, { body: audit({ notes: 'Very secret words' }) });
    const rows = await auditLogOf(t, 'scrum-audit', made.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toContain('"rating": 4');
    expect(rows.join()).not.toMatch(/Very secret words|Retries without back-off|Add back-off/);
  });
});

describe('who sees an audit', () => {
  it('its developer reads it without any scope; another user gets 404', async () => {
    const made = await t.callOk(lead, scrums.createAudit, { body: audit({ followUps: [] }) });
    expect((await t.callOk(ada, scrums.getAudit, { params: { id: made.id } })).id).toBe(made.id);
    const res = await t.call(bo, scrums.getAudit, { params: { id: made.id } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Audit not found');
  });

  it('the owner of one of its follow-ups reads it', async () => {
    const made = await t.callOk(lead, scrums.createAudit, { body: audit() });
    expect((await t.callOk(owner, scrums.getAudit, { params: { id: made.id } })).id).toBe(made.id);
  });

  it('a developer holding the update scope may not change an audit about themselves (403); an administrator may', async () => {
    const self = await t.createUser({ scopes: WRITE });
    const made = await t.callOk(lead, scrums.createAudit, { body: audit({ developerId: self.id, followUps: [] }) });
    const res = await t.call(self, scrums.updateAudit, { params: { id: made.id }, body: { rating: 5 } });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('An audit about you is changed by someone else');
    expect((await t.call(self, scrums.deleteAudit, { params: { id: made.id } })).statusCode).toBe(403);
    const changed = await t.callOk(admin, scrums.updateAudit, { params: { id: made.id }, body: { rating: 5 } });
    expect(changed.rating).toBe(5);
  });
});

describe('changing an audit', () => {
  it('keeps the items named by id (changed), adds those without, removes the rest', async () => {
    const made = await t.callOk(lead, scrums.createAudit, { body: audit() });
    const [first, second] = made.findings;
    const [keep] = made.followUps;
    const changed = await t.callOk(lead, scrums.updateAudit, {
      params: { id: made.id },
      body: {
        rating: 2,
        findings: [
          { id: first!.id, componentId: api, severity: 'critical', text: 'Retries hammer the registrar' },
          { componentId: panel, severity: 'medium', text: 'New finding' },
        ],
        followUps: [{ id: keep!.id, text: keep!.text, ownerId: ada.id, done: true }],
      },
    });
    expect(changed.rating).toBe(2);
    expect(changed.findings.map((f) => [f.id === first!.id, f.severity, f.text])).toEqual([
      [true, 'critical', 'Retries hammer the registrar'],
      [false, 'medium', 'New finding'],
    ]);
    expect(changed.findings.some((f) => f.id === second!.id)).toBe(false);
    expect(changed.followUps).toEqual([{ ...keep!, dueDate: null, done: true }]);
    expect(changed).toMatchObject({ openFollowUps: 0, followUpCount: 1, worstSeverity: 'critical' });
  });

  it('leaves out what the body does not name', async () => {
    const made = await t.callOk(lead, scrums.createAudit, { body: audit() });
    const changed = await t.callOk(lead, scrums.updateAudit, { params: { id: made.id }, body: { notes: null } });
    expect(changed).toEqual({ ...made, notes: null, updatedAt: changed.updatedAt });
  });

  it('an item of another audit is refused (400 naming it)', async () => {
    const one = await t.callOk(lead, scrums.createAudit, { body: audit() });
    const other = await t.callOk(lead, scrums.createAudit, { body: audit() });
    const res = await t.call(lead, scrums.updateAudit, {
      params: { id: one.id },
      body: { findings: [{ id: other.findings[0]!.id, componentId: api, severity: 'low', text: 'Taken' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().details).toEqual([
      { field: 'body.findings.0.id', message: "is not one of this audit's findings" },
    ]);
  });

  it('a component that findings are about cannot be left out alone (400 on componentIds)', async () => {
    const made = await t.callOk(lead, scrums.createAudit, { body: audit() });
    const res = await t.call(lead, scrums.updateAudit, { params: { id: made.id }, body: { componentIds: [api] } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0]).toMatchObject({ field: 'body.componentIds' });
  });

  it('a component retired since stays on the audit through an edit', async () => {
    const soon = (await t.callOk(admin, scrums.createComponent, { body: { name: 'Soon retired', status: 'active' } }))
      .id;
    const made = await t.callOk(lead, scrums.createAudit, {
      body: audit({ componentIds: [api, soon], findings: [], followUps: [] }),
    });
    await t.callOk(admin, scrums.updateComponent, { params: { id: soon }, body: { status: 'retired' } });
    const changed = await t.callOk(lead, scrums.updateAudit, {
      params: { id: made.id },
      body: { componentIds: [api, soon], rating: 3 },
    });
    expect(changed.components.map((c) => [c.id, c.status])).toEqual([
      [api, 'active'],
      [soon, 'retired'],
    ]);
  });

  it('a refused change changes nothing', async () => {
    const made = await t.callOk(lead, scrums.createAudit, { body: audit() });
    const res = await t.call(lead, scrums.updateAudit, {
      params: { id: made.id },
      body: { rating: 1, findings: [], followUps: [{ text: 'Ghost', ownerId: 999_999 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(await t.callOk(lead, scrums.getAudit, { params: { id: made.id } })).toEqual(made);
  });

  it('a new follow-up owner is told; an owner already told is not told again', async () => {
    const made = await t.callOk(lead, scrums.createAudit, { body: audit({ developerId: bo.id }) });
    const newcomer = await t.createUser();
    const before = (await notificationsOf(t, owner.id)).length;
    await t.callOk(lead, scrums.updateAudit, {
      params: { id: made.id },
      body: {
        followUps: [
          ...made.followUps.map((f) => ({ id: f.id, text: f.text, ownerId: f.owner!.id })),
          { text: 'Pair on the next release', ownerId: newcomer.id },
        ],
      },
    });
    expect(await notificationsOf(t, newcomer.id)).toEqual([
      expect.objectContaining({ body: 'Pair on the next release', link: `/scrums/audits/${made.id}` }),
    ]);
    expect(await notificationsOf(t, owner.id)).toHaveLength(before);
  });

  it('the period, as it will be, ends on or before the day (400 on date)', async () => {
    const made = await t.callOk(lead, scrums.createAudit, { body: audit() });
    const res = await t.call(lead, scrums.updateAudit, { params: { id: made.id }, body: { date: '2026-11-10' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('body.date');
  });

  it('deletes an audit with its findings and follow-ups', async () => {
    const made = await t.callOk(lead, scrums.createAudit, { body: audit() });
    const before = await counts(t);
    expect(await t.callOk(lead, scrums.deleteAudit, { params: { id: made.id } })).toEqual({ id: made.id });
    expect(await counts(t)).toEqual({
      audits: before.audits! - 1,
      findings: before.findings! - 2,
      followUps: before.followUps! - 2,
      covered: before.covered! - 2,
    });
    expect((await t.call(lead, scrums.getAudit, { params: { id: made.id } })).statusCode).toBe(404);
  });
});

describe('lists of audits', () => {
  let carl: TestUser;
  let ids: number[];
  beforeAll(async () => {
    carl = await t.createUser({ username: `carl_${Date.now()}` });
    ids = [];
    for (const [date, rating, done] of [
      ['2026-09-01', 2, true],
      ['2026-10-01', 3, false],
      ['2026-11-01', 5, true],
    ] as const) {
      const made = await t.callOk(lead, scrums.createAudit, {
        body: audit({
          developerId: carl.id,
          date,
          periodFrom: null,
          periodTo: null,
          rating,
          componentIds: rating === 3 ? [panel] : [api],
          findings: [],
          followUps: [{ text: `Follow-up of ${date}`, ownerId: carl.id, dueDate: date, done }],
        }),
      });
      ids.push(made.id);
    }
  });

  it('all audits, newest first, by page, filtered by developer, component, rating, days and open follow-ups', async () => {
    const q = (query: Record<string, unknown>) =>
      t.callOk(reader, scrums.listAudits, { query: { developerId: carl.id, ...query } as never });
    expect((await q({})).items.map((a) => a.id)).toEqual([...ids].reverse());
    expect((await q({ componentId: panel })).items.map((a) => a.id)).toEqual([ids[1]]);
    expect((await q({ rating: 5 })).items.map((a) => a.id)).toEqual([ids[2]]);
    expect((await q({ from: '2026-09-15', to: '2026-10-31' })).items.map((a) => a.id)).toEqual([ids[1]]);
    expect((await q({ openFollowUps: 'true' })).items.map((a) => a.id)).toEqual([ids[1]]);
    const page = await q({ take: 2, page: 2 });
    expect(page).toMatchObject({ total: 3, page: 2, take: 2 });
    expect(page.items.map((a) => a.id)).toEqual([ids[0]]);
  });

  it('searches the developer’s and the auditor’s names', async () => {
    const found = await t.callOk(reader, scrums.listAudits, { query: { search: carl.username } });
    expect(found.items.map((a) => a.id).sort()).toEqual([...ids].sort());
  });

  it('days in the wrong order are refused (400 on to)', async () => {
    const res = await t.call(reader, scrums.listAudits, { query: { from: '2026-11-02', to: '2026-11-01' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('querystring.to');
  });

  it('a developer’s audits: newest first, the rating’s trend oldest first, the average and open follow-ups', async () => {
    const mine = await t.callOk(carl, scrums.listDeveloperAudits, { params: { userId: carl.id }, query: {} });
    expect(mine.developer.id).toBe(carl.id);
    expect(mine.items.map((a) => a.id)).toEqual([...ids].reverse());
    expect(mine.trend.map((p) => [p.date, p.rating])).toEqual([
      ['2026-09-01', 2],
      ['2026-10-01', 3],
      ['2026-11-01', 5],
    ]);
    expect(mine.averageRating).toBe(3.33);
    expect(mine.openFollowUps.map((f) => [f.text, f.auditId])).toEqual([['Follow-up of 2026-10-01', ids[1]]]);
  });

  it('another user sees nothing of a developer’s audits (404); a reader sees them', async () => {
    const res = await t.call(ada, scrums.listDeveloperAudits, { params: { userId: carl.id }, query: {} });
    expect(res.statusCode).toBe(404);
    const seen = await t.callOk(reader, scrums.listDeveloperAudits, { params: { userId: carl.id }, query: {} });
    expect(seen.total).toBe(3);
  });
});

// The settings (docs/tracker.md "Lookups"): priorities, statuses, components, departments and folders of a
// kind. One rule per test.
import { bugEndpoints as bugs } from '@backoffice/contract/modules/bug-report';
import { featureEndpoints as features } from '@backoffice/contract/modules/feature-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { BUG_ALL, fileReport, lookupId } from './testing/helpers.js';

let t: TestApp;
let admin: TestUser; // bug settings
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ scopes: BUG_ALL });
  reader = await t.createUser({ scopes: ['bug-report:bugs:read', 'bug-report:bugs:create'] });
});
afterAll(() => t.close());

describe('lookups', () => {
  it('starts with the spec’s priorities, in order, for each kind', async () => {
    for (const api of [bugs, features]) {
      const user = api === bugs ? reader : await t.createUser({ scopes: ['feature-request:features:read'] });
      const page = await t.callOk(user, api.listPriorities, { query: {} });
      expect(page.items.map((p) => p.level)).toEqual(['low', 'normal', 'medium', 'high', 'critical']);
    }
  });

  it('seeds statuses with closing ones', async () => {
    const page = await t.callOk(reader, bugs.listStatuses, { query: {} });
    expect(page.items.map((s) => [s.name, s.closing])).toEqual([
      ['Open', false],
      ['In progress', false],
      ['Fixed', true],
      ["Won't fix", true],
      ['Duplicate', true],
    ]);
  });

  it('pages the lists with take', async () => {
    const page = await t.callOk(reader, bugs.listPriorities, { query: { page: 2, take: 2 } });
    expect(page.items.map((p) => p.name)).toEqual(['Medium', 'High']);
    expect(page.total).toBe(5);
  });

  it('creates, edits and reads one with its relations', async () => {
    const made = await t.callOk(admin, bugs.createComponent, { body: { name: 'Billing', color: '#123abc' } });
    expect(made).toMatchObject({ type: 'component', name: 'Billing', color: '#123abc', closing: false, level: null });
    const edited = await t.callOk(admin, bugs.updateComponent, {
      params: { id: made.id },
      body: { name: 'Billing & invoices' },
    });
    expect(edited.name).toBe('Billing & invoices');
    const report = await fileReport(t, reader, { title: 'Invoice total wrong', componentId: made.id });
    const one = await t.callOk(reader, bugs.getComponent, { params: { id: made.id }, query: {} });
    expect(one.relations).toEqual({ reports: 1, recent: [{ id: report.id, title: 'Invoice total wrong' }] });
  });

  it('refuses a duplicate name in the same list, whatever its case', async () => {
    const res = await t.call(admin, bugs.createPriority, { body: { name: 'HIGH', level: 'high' } });
    expect(res.statusCode).toBe(409);
    expect(res.json().details[0].field).toBe('body.name');
  });

  it('the same name is free in the other kind’s list', async () => {
    const featureAdmin = await t.createUser({ scopes: ['feature-request:settings:update'] });
    const made = await t.callOk(featureAdmin, features.createComponent, { body: { name: 'Billing only features' } });
    const again = await t.callOk(admin, bugs.createComponent, { body: { name: 'Billing only features' } });
    expect(again.id).not.toBe(made.id);
  });

  it('a lookup in use cannot be deleted, and the refusal says how many reports name it', async () => {
    const status = await t.callOk(admin, bugs.createStatus, { body: { name: 'Needs info' } });
    await fileReport(t, reader, { title: 'First user', statusId: status.id });
    await fileReport(t, reader, { title: 'Second user', statusId: status.id });
    const res = await t.call(admin, bugs.deleteStatus, { params: { id: status.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'BUG_REPORT_LOOKUP_IN_USE', data: { count: 2 } });
    expect(res.json().message).toContain('2 reports');
  });

  it('an unused lookup is deleted', async () => {
    const made = await t.callOk(admin, bugs.createDepartment, { body: { name: 'Legal' } });
    expect(await t.callOk(admin, bugs.deleteDepartment, { params: { id: made.id } })).toEqual({ id: made.id });
    expect((await t.call(reader, bugs.getDepartment, { params: { id: made.id }, query: {} })).statusCode).toBe(404);
  });

  it('an id of another list is not found (a status through the priority path)', async () => {
    const open = await lookupId(t, 'bug', 'status', 'Open');
    expect((await t.call(reader, bugs.getPriority, { params: { id: open }, query: {} })).statusCode).toBe(404);
  });

  it('making a status closing closes its reports, and undoing it reopens them', async () => {
    const status = await t.callOk(admin, bugs.createStatus, { body: { name: 'Shipped' } });
    const report = await fileReport(t, reader, { title: 'Shipped thing', statusId: status.id });
    expect(report.closedAt).toBeNull();
    await t.callOk(admin, bugs.updateStatus, { params: { id: status.id }, body: { closing: true } });
    expect((await t.callOk(reader, bugs.getReport, { params: { id: report.id } })).closedAt).not.toBeNull();
    // A change that does not name `closing` leaves it.
    const renamed = await t.callOk(admin, bugs.updateStatus, { params: { id: status.id }, body: { name: 'Shipped!' } });
    expect(renamed.closing).toBe(true);
    await t.callOk(admin, bugs.updateStatus, { params: { id: status.id }, body: { closing: false } });
    expect((await t.callOk(reader, bugs.getReport, { params: { id: report.id } })).closedAt).toBeNull();
  });

  it('a reader may not change the settings', async () => {
    expect((await t.call(reader, bugs.createComponent, { body: { name: 'Nope' } })).statusCode).toBe(403);
  });

  it('refuses a bad colour, naming the field', async () => {
    const res = await t.call(admin, bugs.createComponent, { body: { name: 'Colourful', color: 'red' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('body.color');
  });
});

describe('folders', () => {
  it('creates folders and lists them by name with their open reports', async () => {
    const b = await t.callOk(admin, bugs.createFolder, { body: { name: 'Beta folder' } });
    await t.callOk(admin, bugs.createFolder, { body: { name: 'Alpha folder' } });
    await fileReport(t, reader, { title: 'In a folder', folderId: b.id });
    const page = await t.callOk(reader, bugs.listFolders, { query: {} });
    expect(page.items.map((f) => [f.name, f.openReports])).toEqual([
      ['Alpha folder', 0],
      ['Beta folder', 1],
    ]);
  });

  it('refuses a folder name that exists', async () => {
    await t.callOk(admin, bugs.createFolder, { body: { name: 'Twice' } });
    expect((await t.call(admin, bugs.createFolder, { body: { name: 'twice' } })).statusCode).toBe(409);
  });
});

// Dev Scrum components (docs/scrum.md "Components"): one rule per test, through the real stack.
import * as scrums from '@backoffice/contract/modules/scrums';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';

let t: TestApp;
let keeper: TestUser; // every components scope
let reader: TestUser; // scrums:components:read only
let lead: TestUser; // creates audits
let developer: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  keeper = await t.createUser({ scopes: ['scrums:components:*'] });
  reader = await t.createUser({ scopes: ['scrums:components:read'] });
  lead = await t.createUser({ scopes: ['scrums:audits:create', 'scrums:components:read'] });
  developer = await t.createUser();
});
afterAll(() => t.close());

const make = (name: string, status: scrums.ComponentStatus = 'active') =>
  t.callOk(keeper, scrums.createComponent, { body: { name, status } });

describe('dev scrum components', () => {
  it('creates a component with its name and status', async () => {
    const made = await make('Billing API');
    expect(made).toMatchObject({ name: 'Billing API', status: 'active', audits: 0 });
    expect(await t.callOk(reader, scrums.getComponent, { params: { id: made.id } })).toEqual(made);
  });

  it('refuses a name another component has, whatever its case (409 on name)', async () => {
    await make('Mail relay');
    const res = await t.call(keeper, scrums.createComponent, { body: { name: 'MAIL RELAY', status: 'active' } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'SCRUMS_COMPONENT_EXISTS', details: [{ field: 'body.name' }] });
  });

  it('refuses an empty name and an unknown status, naming the field (400)', async () => {
    const empty = await t.call(keeper, scrums.createComponent, { body: { name: '  ', status: 'active' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details).toEqual([{ field: 'body.name', message: 'must not be empty' }]);
    const status = await t.as(keeper, {
      method: 'POST',
      url: '/api/dev-scrum/components',
      payload: { name: 'Queue', status: 'gone' },
    });
    expect(status.statusCode).toBe(400);
    expect(status.json().details[0].field).toBe('body.status');
  });

  it('a reader may not create one (403)', async () => {
    const res = await t.call(reader, scrums.createComponent, { body: { name: 'Nope', status: 'active' } });
    expect(res.statusCode).toBe(403);
  });

  it('lists by name, by page, with a search and a status filter', async () => {
    await make('Zeta search target', 'deprecated');
    await make('Alpha search target');
    const found = await t.callOk(reader, scrums.listComponents, { query: { search: 'search target' } });
    expect(found.items.map((c) => c.name)).toEqual(['Alpha search target', 'Zeta search target']);
    const deprecated = await t.callOk(reader, scrums.listComponents, { query: { status: 'deprecated' } });
    expect(deprecated.items.every((c) => c.status === 'deprecated')).toBe(true);
    const first = await t.callOk(reader, scrums.listComponents, { query: { take: 1 } });
    expect(first.items).toHaveLength(1);
    expect(first.total).toBeGreaterThan(1);
  });

  it('status/active lists the active ones only', async () => {
    await make('Retired thing', 'retired');
    const active = await t.callOk(reader, scrums.listActiveComponents);
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((c) => c.status === 'active')).toBe(true);
    expect(active.map((c) => c.name)).not.toContain('Retired thing');
  });

  it('renames a component and changes its status; another’s name is refused (409)', async () => {
    const made = await make('Old name');
    const changed = await t.callOk(keeper, scrums.updateComponent, {
      params: { id: made.id },
      body: { name: 'New name', status: 'deprecated' },
    });
    expect(changed).toMatchObject({ name: 'New name', status: 'deprecated' });
    const clash = await t.call(keeper, scrums.updateComponent, {
      params: { id: made.id },
      body: { name: 'billing api' },
    });
    expect(clash.statusCode).toBe(409);
  });

  it('deletes a component no audit covers', async () => {
    const made = await make('Short lived');
    expect(await t.callOk(keeper, scrums.deleteComponent, { params: { id: made.id } })).toEqual({ id: made.id });
    expect((await t.call(reader, scrums.getComponent, { params: { id: made.id } })).statusCode).toBe(404);
  });

  it('a component an audit covers is not deleted: 409 with the count, and it can be retired', async () => {
    const made = await make('Covered');
    await t.callOk(lead, scrums.createAudit, {
      body: { developerId: developer.id, date: '2026-11-20', rating: 3, componentIds: [made.id] },
    });
    const res = await t.call(keeper, scrums.deleteComponent, { params: { id: made.id } });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'SCRUMS_COMPONENT_IN_USE',
      message: 'Component "Covered" is covered by 1 audit: retire it instead',
      data: { audits: 1 },
    });
    const retired = await t.callOk(keeper, scrums.updateComponent, {
      params: { id: made.id },
      body: { status: 'retired' },
    });
    expect(retired).toMatchObject({ status: 'retired', audits: 1 });
  });

  it('an unknown component is a 404', async () => {
    const res = await t.call(reader, scrums.getComponent, { params: { id: 999_999 } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Component not found');
  });
});

// Saved views: one person's own, or shared with everyone; changed only by who saved them.
import * as views from '@backoffice/contract/modules/views';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { viewsDemo } from './demo.js';

let t: TestApp;
let ada: TestUser;
let bo: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  ada = await t.createUser();
  bo = await t.createUser();
  admin = await t.createUser({ isAdmin: true });
});
afterAll(() => t?.close());

const save = (user: TestUser, body: Partial<{ screen: string; name: string; query: string; shared: boolean }>) =>
  t.call(user, views.createView, { body: { screen: '/users', name: 'Mine', query: 'search=ana', ...body } });
const listOf = async (user: TestUser, screen: string) =>
  (await t.callOk(user, views.listViews, { query: { screen } })).map((v) => v.name);

describe('saved views', () => {
  it("keep a list's filters under a name for the person who saved them, and not the page", async () => {
    const res = await save(ada, { screen: '/qc-v2/chats/archive', name: 'Open ones', query: 'status=open&page=4' });
    expect(res.statusCode).toBe(201);
    expect(res.reply()).toMatchObject({ name: 'Open ones', query: 'status=open', shared: false, ownerId: ada.id });
    expect(await listOf(ada, '/qc-v2/chats/archive')).toEqual(['Open ones']);
    expect(await listOf(bo, '/qc-v2/chats/archive')).toEqual([]);
  });

  it('show a shared view to everyone on its screen, and only there', async () => {
    await save(ada, { screen: '/dns', name: 'Team zones', query: 'search=team', shared: true });
    expect(await listOf(bo, '/dns')).toEqual(['Team zones']);
    expect(await listOf(bo, '/users')).not.toContain('Team zones');
  });

  it('let only their owner (or an administrator) delete them: to anyone else it is not there (404)', async () => {
    const shared = (await save(ada, { screen: '/ipset/sets', name: 'Shared', shared: true })).reply();
    expect((await t.call(bo, views.deleteView, { params: { id: shared.id } })).statusCode).toBe(404);
    expect((await t.call(ada, views.deleteView, { params: { id: shared.id } })).statusCode).toBe(200);
    expect(await listOf(bo, '/ipset/sets')).toEqual([]);
    const other = (await save(bo, { screen: '/ipset/sets', name: 'Bo' })).reply();
    expect((await t.call(admin, views.deleteView, { params: { id: other.id } })).statusCode).toBe(200);
  });

  it('refuse a name, a screen or a query they cannot keep, naming the field', async () => {
    for (const [body, field] of [
      [{ name: '' }, 'body.name'],
      [{ screen: 'users' }, 'body.screen'],
      [{ query: '?search=a' }, 'body.query'],
    ] as const) {
      const res = await save(ada, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().details[0].field).toBe(field);
    }
  });

  it(`keep at most ${views.MAX_VIEWS_PER_SCREEN} views of one screen for one person`, async () => {
    const person = await t.createUser();
    for (let i = 0; i < views.MAX_VIEWS_PER_SCREEN; i++) {
      expect((await save(person, { screen: '/jobs', name: `v${i}` })).statusCode).toBe(201);
    }
    const refused = await save(person, { screen: '/jobs', name: 'one more' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'VIEWS_TOO_MANY' });
  });

  it('come with the demo: shared ones for everyone on their screen, the private ones for their owner only', async () => {
    const developer = await t.createUser();
    const administrator = await t.createUser();
    const reader = await t.createUser();
    const { user: actor } = await t.app.ctx.sessions.create(admin.id, { userAgent: 'views demo test' });
    await viewsDemo.seed!(t.app.ctx, {
      actor,
      departments: new Map(),
      roles: [],
      people: [
        { id: developer.id, index: 0, username: developer.username, role: 'Developer' },
        { id: administrator.id, index: 1, username: administrator.username, role: 'Administrator' },
      ],
    });
    const seen = async (user: TestUser, screen: string) =>
      (await t.callOk(user, views.listViews, { query: { screen } })).map((v) => `${v.name} ${v.query}`);
    expect(await seen(developer, '/ssl')).toEqual(['Expiring soon expiring=30', "Let's Encrypt kind=lets-encrypt"]);
    expect(await seen(reader, '/ssl')).toEqual(['Expiring soon expiring=30']);
    expect(await seen(reader, '/server')).toEqual(['Servers down status=Down']);
    expect(await seen(administrator, '/users')).toEqual(
      expect.arrayContaining([
        'By department sortBy=department&direction=ASC',
        'Newest accounts sortBy=createdAt&direction=DESC',
      ]),
    );
    expect(await seen(reader, '/users')).toContain('By department sortBy=department&direction=ASC');
    expect(await seen(reader, '/users')).toContain('Administrators admin=true');
    expect(await seen(reader, '/users')).not.toContain('Newest accounts sortBy=createdAt&direction=DESC');
  });

  it('need a signed-in person', async () => {
    expect((await t.call(null, views.listViews, { query: { screen: '/users' } })).statusCode).toBe(401);
  });
});

import type { LightMyRequestResponse } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { eventWithin, listen, nextEvent, openSocket, testRedisUrl } from '../../test/sockets.js';
import { notify } from './service.js';

function expectStatus(res: LightMyRequestResponse, status: number): void {
  expect(res.statusCode, res.body).toBe(status);
}
function expectInvalid(res: LightMyRequestResponse, field: string): void {
  expect(res.statusCode, res.body).toBe(400);
  expect(res.json().details.map((d: { field: string }) => d.field)).toContain(field);
}

describe('notifications', () => {
  let t: TestApp;
  let base: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it('notify() stores a notification and pushes it to that user’s sockets only', async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    const mine = await openSocket(base, me.wsKey);
    const theirs = await openSocket(base, other.wsKey);
    sockets.push(mine, theirs);
    const heard = nextEvent(mine, 'notification');
    const otherHeard = eventWithin(theirs, 'notification');
    const stored = await notify(t.app.ctx, me.id, {
      level: 'success',
      title: 'Review done',
      body: 'Chat 42 was reviewed',
    });
    expect(await heard).toEqual({
      id: stored._id,
      level: 'success',
      title: 'Review done',
      body: 'Chat 42 was reviewed',
      date: stored.date,
    });
    expect(await otherHeard).toBe(false);
    expect(new Date(stored.date).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('GET /employee-controller/notifications lists one’s own, newest first, with the unread count', async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    const first = await notify(t.app.ctx, me.id, { level: 'info', title: 'First', body: 'a' });
    const second = await notify(t.app.ctx, me.id, { level: 'warning', title: 'Second', body: 'b' });
    await notify(t.app.ctx, other.id, { level: 'error', title: 'Not yours', body: 'c' });
    const res = await t.as(me, { method: 'GET', url: '/api/employee-controller/notifications' });
    expectStatus(res, 200);
    expect(res.json()).toMatchObject({ total: 2, unread: 2, page: 1 });
    expect(res.json().items).toEqual([
      { _id: second._id, level: 'warning', title: 'Second', body: 'b', date: second.date, readAt: null },
      { _id: first._id, level: 'info', title: 'First', body: 'a', date: first.date, readAt: null },
    ]);
    const paged = await t.as(me, { method: 'GET', url: '/api/employee-controller/notifications?take=1&page=2' });
    expect(paged.json().items.map((n: { _id: number }) => n._id)).toEqual([first._id]);
  });

  it('PATCH /employee-controller/notifications/{id} marks one read, once; the unread filter and count follow', async () => {
    const me = await t.createUser();
    const a = await notify(t.app.ctx, me.id, { level: 'info', title: 'A', body: '' });
    const b = await notify(t.app.ctx, me.id, { level: 'info', title: 'B', body: '' });
    const res = await t.as(me, { method: 'PATCH', url: `/api/employee-controller/notifications/${a._id}` });
    expectStatus(res, 200);
    const readAt = res.json().readAt as string;
    expect(readAt).toEqual(expect.any(String));
    const again = await t.as(me, { method: 'PATCH', url: `/api/employee-controller/notifications/${a._id}` });
    expect(again.json().readAt).toBe(readAt);
    const unread = await t.as(me, { method: 'GET', url: '/api/employee-controller/notifications?unread=true' });
    expect(unread.json()).toMatchObject({ total: 1, unread: 1 });
    expect(unread.json().items[0]._id).toBe(b._id);
    const all = await t.as(me, { method: 'GET', url: '/api/employee-controller/notifications?unread=false' });
    expect(all.json()).toMatchObject({ total: 2, unread: 1 });
  });

  it("someone else's notifications need the users scopes: 404 to mark, 403 to list", async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    const theirs = await notify(t.app.ctx, other.id, { level: 'info', title: 'Theirs', body: '' });
    expectStatus(await t.as(me, { method: 'PATCH', url: `/api/employee-controller/notifications/${theirs._id}` }), 404);
    expectStatus(
      await t.as(me, { method: 'GET', url: `/api/employee-controller/notifications?userId=${other.id}` }),
      403,
    );
    const updater = await t.createUser({ scopes: ['users:users:update', 'users:users:read'] });
    expectStatus(
      await t.as(updater, { method: 'PATCH', url: `/api/employee-controller/notifications/${theirs._id}` }),
      200,
    );
    const listed = await t.as(updater, {
      method: 'GET',
      url: `/api/employee-controller/notifications?userId=${other.id}`,
    });
    expectStatus(listed, 200);
    expect(listed.json().items.map((n: { _id: number }) => n._id)).toEqual([theirs._id]);
    // Asking for one's own by id needs nothing.
    expectStatus(await t.as(me, { method: 'GET', url: `/api/employee-controller/notifications?userId=${me.id}` }), 200);
  });

  it('refuses bad input, unknown ids and missing tokens', async () => {
    const me = await t.createUser();
    expectStatus(await t.as(me, { method: 'PATCH', url: '/api/employee-controller/notifications/999999' }), 404);
    expectInvalid(await t.as(me, { method: 'PATCH', url: '/api/employee-controller/notifications/x' }), 'params.id');
    expectInvalid(
      await t.as(me, { method: 'GET', url: '/api/employee-controller/notifications?unread=maybe' }),
      'querystring.unread',
    );
    expectInvalid(
      await t.as(me, { method: 'GET', url: '/api/employee-controller/notifications?userId=0' }),
      'querystring.userId',
    );
    expectInvalid(
      await t.as(me, { method: 'GET', url: '/api/employee-controller/notifications?take=101' }),
      'querystring.take',
    );
    expectStatus(await t.app.inject({ method: 'GET', url: '/api/employee-controller/notifications' }), 401);
    expectStatus(await t.app.inject({ method: 'PATCH', url: '/api/employee-controller/notifications/1' }), 401);
  });
});

describe('notifications across two instances sharing Redis', () => {
  let one: TestApp;
  let two: TestApp;
  let baseTwo: string;
  let user: TestUser;

  beforeAll(async () => {
    one = await createTestApp({ config: { redisUrl: testRedisUrl } });
    two = await createTestApp({ database: one.database, config: { redisUrl: testRedisUrl } });
    await listen(one);
    baseTwo = await listen(two);
    user = await one.createUser();
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('a notification made on one instance reaches a socket on the other and is listed there', async () => {
    const socket = await openSocket(baseTwo, user.wsKey);
    try {
      const heard = nextEvent<{ id: number; title: string }>(socket, 'notification');
      const stored = await notify(one.app.ctx, user.id, { level: 'info', title: 'Across', body: 'instances' });
      expect(await heard).toMatchObject({ id: stored._id, title: 'Across' });
      const listed = await two.as(user, { method: 'GET', url: '/api/employee-controller/notifications' });
      expect(listed.json().items[0]._id).toBe(stored._id);
    } finally {
      socket.close();
    }
  });
});

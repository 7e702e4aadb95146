import * as employees from '@backoffice/contract/modules/employees';
import type { LightMyRequestResponse } from 'fastify';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from '../../core/context.js';
import { type NotificationMessage, notify } from '../../core/notify.js';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { eventWithin, listen, nextEvent, openSocket, testRedisUrl } from '../../test/sockets.js';

/** One notification for one user, as stored. */
const notifyOne = async (...[ctx, userId, message]: [AppContext, number, NotificationMessage]) =>
  (await notify(ctx, [userId], message))[0]!;

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
    const stored = await notifyOne(t.app.ctx, me.id, {
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
      link: null,
    });
    expect(await otherHeard).toBe(false);
    expect(new Date(stored.date).getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('GET /employee-controller/notifications lists one’s own, newest first, with the unread count', async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    const first = await notifyOne(t.app.ctx, me.id, { level: 'info', title: 'First', body: 'a' });
    const second = await notifyOne(t.app.ctx, me.id, { level: 'warning', title: 'Second', body: 'b' });
    await notifyOne(t.app.ctx, other.id, { level: 'error', title: 'Not yours', body: 'c' });
    const res = await t.call(me, employees.listNotifications);
    expectStatus(res, 200);
    expect(res.reply()).toMatchObject({ total: 2, unread: 2, page: 1 });
    expect(res.reply().items).toEqual([
      { _id: second._id, level: 'warning', title: 'Second', body: 'b', date: second.date, readAt: null, link: null },
      { _id: first._id, level: 'info', title: 'First', body: 'a', date: first.date, readAt: null, link: null },
    ]);
    const paged = await t.call(me, employees.listNotifications, { query: { take: 1, page: 2 } });
    expect(paged.reply().items.map((n) => n._id)).toEqual([first._id]);
  });

  it('PATCH /employee-controller/notifications/{id} marks one read, once; the unread filter and count follow', async () => {
    const me = await t.createUser();
    const a = await notifyOne(t.app.ctx, me.id, { level: 'info', title: 'A', body: '' });
    const b = await notifyOne(t.app.ctx, me.id, { level: 'info', title: 'B', body: '' });
    const res = await t.call(me, employees.markNotificationRead, { params: { id: a._id } });
    expectStatus(res, 200);
    const readAt = res.reply().readAt;
    expect(readAt).toEqual(expect.any(String));
    const again = await t.call(me, employees.markNotificationRead, { params: { id: a._id } });
    expect(again.reply().readAt).toBe(readAt);
    const unread = await t.call(me, employees.listNotifications, { query: { unread: 'true' } });
    expect(unread.reply()).toMatchObject({ total: 1, unread: 1 });
    expect(unread.reply().items[0]!._id).toBe(b._id);
    const all = await t.call(me, employees.listNotifications, { query: { unread: 'false' } });
    expect(all.reply()).toMatchObject({ total: 2, unread: 1 });
  });

  it('PATCH /employee-controller/notifications marks all of one’s own read, no one else’s; audited', async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    const a = await notifyOne(t.app.ctx, me.id, { level: 'info', title: 'A', body: '' });
    await notifyOne(t.app.ctx, me.id, { level: 'info', title: 'B', body: '' });
    const theirs = await notifyOne(t.app.ctx, other.id, { level: 'info', title: 'Theirs', body: '' });
    const first = await t.callOk(me, employees.markNotificationRead, { params: { id: a._id } });
    expect(await t.callOk(me, employees.markAllNotificationsRead)).toEqual({ marked: 1 });
    const mine = await t.callOk(me, employees.listNotifications);
    expect(mine.unread).toBe(0);
    expect(mine.items.every((n) => n.readAt !== null)).toBe(true);
    // One marked before keeps its first time.
    expect(mine.items.find((n) => n._id === a._id)!.readAt).toBe(first.readAt);
    expect((await t.callOk(other, employees.listNotifications)).items).toEqual([
      expect.objectContaining({ _id: theirs._id, readAt: null }),
    ]);
    expect(await t.callOk(me, employees.markAllNotificationsRead)).toEqual({ marked: 0 });
    const { rows } = await t.database.pool.query(
      "SELECT after FROM audit_log WHERE route = '/api/employee-controller/notifications' AND user_id = $1 ORDER BY id",
      [me.id],
    );
    expect(rows.map((r) => r.after)).toEqual([{ marked: 1 }, { marked: 0 }]);
    expectStatus(await t.call(null, employees.markAllNotificationsRead), 401);
  });

  it('pages older ones by cursor: `before` the last one shown, unshifted by new arrivals', async () => {
    const me = await t.createUser();
    const made = [];
    for (let i = 1; i <= 5; i++)
      made.push(await notifyOne(t.app.ctx, me.id, { level: 'info', title: `N${i}`, body: '' }));
    const first = await t.callOk(me, employees.listNotifications, { query: { take: 2 } });
    expect(first.items.map((n) => n.title)).toEqual(['N5', 'N4']);
    // Something new arrives between the pages: the next page goes on where the first ended.
    await notifyOne(t.app.ctx, me.id, { level: 'info', title: 'N6', body: '' });
    const second = await t.callOk(me, employees.listNotifications, {
      query: { take: 2, before: first.items.at(-1)!._id },
    });
    expect(second.items.map((n) => n.title)).toEqual(['N3', 'N2']);
    expect(second).toMatchObject({ total: 3, unread: 6 });
    const last = await t.callOk(me, employees.listNotifications, {
      query: { take: 2, before: second.items.at(-1)!._id },
    });
    expect(last.items.map((n) => n.title)).toEqual(['N1']);
    expect(last.total).toBe(1);
    expectInvalid(await t.call(me, employees.listNotifications, { rawQuery: 'before=abc' }), 'querystring.before');
  });

  it('carries the link to what it is about, and refuses one that leaves the app', async () => {
    const me = await t.createUser();
    const stored = await notifyOne(t.app.ctx, me.id, { level: 'info', title: 'Zone', link: '/dns/zone/7' });
    expect((await t.callOk(me, employees.listNotifications)).items[0]).toMatchObject({
      _id: stored._id,
      link: '/dns/zone/7',
    });
    for (const link of ['https://evil.example/', '//evil.example', '/\\evil.example', 'dns/zone/7']) {
      await expect(notify(t.app.ctx, [me.id], { level: 'info', title: 'Bad', link })).rejects.toThrow(/app path/);
    }
  });

  it("someone else's notifications need the users scopes: 404 to mark, 403 to list", async () => {
    const me = await t.createUser();
    const other = await t.createUser();
    const theirs = await notifyOne(t.app.ctx, other.id, { level: 'info', title: 'Theirs', body: '' });
    expectStatus(await t.call(me, employees.markNotificationRead, { params: { id: theirs._id } }), 404);
    expectStatus(await t.call(me, employees.listNotifications, { query: { userId: other.id } }), 403);
    const updater = await t.createUser({ scopes: ['users:users:update', 'users:users:read'] });
    expectStatus(await t.call(updater, employees.markNotificationRead, { params: { id: theirs._id } }), 200);
    const listed = await t.call(updater, employees.listNotifications, { query: { userId: other.id } });
    expectStatus(listed, 200);
    expect(listed.reply().items.map((n) => n._id)).toEqual([theirs._id]);
    // Asking for one's own by id needs nothing.
    expectStatus(await t.call(me, employees.listNotifications, { query: { userId: me.id } }), 200);
  });

  it('refuses bad input, unknown ids and missing tokens', async () => {
    const me = await t.createUser();
    expectStatus(await t.call(me, employees.markNotificationRead, { params: { id: 999999 } }), 404);
    expectInvalid(await t.call(me, employees.markNotificationRead, { rawParams: { id: 'x' } }), 'params.id');
    expectInvalid(await t.call(me, employees.listNotifications, { rawQuery: 'unread=maybe' }), 'querystring.unread');
    expectInvalid(await t.call(me, employees.listNotifications, { query: { userId: 0 } }), 'querystring.userId');
    expectInvalid(await t.call(me, employees.listNotifications, { query: { take: 101 } }), 'querystring.take');
    expectStatus(await t.call(null, employees.listNotifications), 401);
    expectStatus(await t.call(null, employees.markNotificationRead, { params: { id: 1 } }), 401);
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
      const stored = await notifyOne(one.app.ctx, user.id, { level: 'info', title: 'Across', body: 'instances' });
      expect(await heard).toMatchObject({ id: stored._id, title: 'Across' });
      const listed = await two.call(user, employees.listNotifications);
      expect(listed.reply().items[0]!._id).toBe(stored._id);
    } finally {
      socket.close();
    }
  });
});

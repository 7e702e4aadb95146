import * as auth from '@backoffice/contract/modules/auth';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/helpers.js';
import {
  acrossInstances,
  eventWithin,
  listen,
  nextEvent,
  openSocket,
  testRedisUrl as redisUrl,
} from '../test/sockets.js';

describe('realtime, in-process fan-out', () => {
  let t: TestApp;
  let base: string;
  let alice: TestUser;
  let bob: TestUser;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    base = await listen(t);
    alice = await t.createUser();
    bob = await t.createUser();
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it('refuses a socket without a valid key', async () => {
    await expect(openSocket(base, 'not-a-key')).rejects.toThrow(/unauthorized/);
    await expect(openSocket(base, '')).rejects.toThrow(/unauthorized/);
  });

  it('delivers an event to every socket of the user and to nobody else', async () => {
    const a1 = await openSocket(base, alice.wsKey);
    const a2 = await openSocket(base, alice.wsKey);
    const b = await openSocket(base, bob.wsKey);
    sockets.push(a1, a2, b);
    let bobGot = false;
    b.on('dialog', () => {
      bobGot = true;
    });
    const got = Promise.all([nextEvent(a1, 'dialog'), nextEvent(a2, 'dialog')]);
    t.app.ctx.realtime.emitToUser(alice.id, 'dialog', { type: 'info', message: 'hello' });
    expect(await got).toEqual([
      { type: 'info', message: 'hello' },
      { type: 'info', message: 'hello' },
    ]);
    await new Promise((r) => setTimeout(r, 100));
    expect(bobGot).toBe(false);
  });

  it('emits to several users at once', async () => {
    const a = await openSocket(base, alice.wsKey);
    const b = await openSocket(base, bob.wsKey);
    sockets.push(a, b);
    const got = Promise.all([nextEvent(a, 'roleUpdated'), nextEvent(b, 'roleUpdated')]);
    t.app.ctx.realtime.emitToUsers([alice.id, bob.id], 'roleUpdated', { scopes: ['x:y:z'] });
    expect(await got).toEqual([{ scopes: ['x:y:z'] }, { scopes: ['x:y:z'] }]);
  });

  it('closes the sockets of a revoked session and refuses its key afterwards', async () => {
    const carol = await t.createUser();
    const socket = await openSocket(base, carol.wsKey);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await t.call(carol, auth.logout);
    expect(await closed).toBe('io server disconnect');
    await expect(openSocket(base, carol.wsKey)).rejects.toThrow(/unauthorized/);
  });
});

describe('realtime across two instances with the Redis adapter', () => {
  let one: TestApp;
  let two: TestApp;
  let baseTwo: string;
  let dave: TestUser;

  beforeAll(async () => {
    one = await createTestApp({ config: { redisUrl } });
    two = await createTestApp({ database: one.database, config: { redisUrl } });
    await listen(one);
    baseTwo = await listen(two);
    dave = await one.createUser();
  });
  afterAll(async () => {
    await two.close();
    await one.close();
  });

  it('delivers an event emitted on one instance to a socket on the other', async () => {
    const socket = await openSocket(baseTwo, dave.wsKey);
    try {
      const got = nextEvent(socket, 'notification');
      one.app.ctx.realtime.emitToUser(dave.id, 'notification', { level: 'info', title: 'Hi', body: 'from one' });
      expect(await got).toEqual({ level: 'info', title: 'Hi', body: 'from one' });
    } finally {
      socket.close();
    }
  });

  it('revokes on one instance and refuses the token on the other as soon as the bus message lands', async () => {
    const erin = await one.createUser();
    expect((await two.call(erin, auth.me)).statusCode).toBe(200);
    const socket = await openSocket(baseTwo, erin.wsKey);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await one.call(erin, auth.logout);
    expect(await closed).toBe('io server disconnect');
    // The bus message travels through Redis; the other instance must stop serving the cached session.
    await vi.waitFor(async () => expect((await two.call(erin, auth.me)).statusCode).toBe(401), acrossInstances);
  });

  it('never reaches another installation that shares the same Redis', async () => {
    const other = await createTestApp({ config: { redisUrl } });
    try {
      const stranger = await other.createUser();
      const socket = await openSocket(await listen(other), stranger.wsKey);
      try {
        const heard = eventWithin(socket, 'notification', 500);
        one.app.ctx.realtime.emitToUser(stranger.id, 'notification', {
          level: 'info',
          title: 'Hi',
          body: 'wrong place',
        });
        expect(await heard).toBe(false);
      } finally {
        socket.close();
      }
    } finally {
      await other.close();
    }
  });
});

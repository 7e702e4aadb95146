import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/helpers.js';

const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

function openSocket(base: string, key: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(base, { path: '/ws', query: { key }, transports: ['websocket'], reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

function nextEvent<T>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

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
    await t.as(carol, { method: 'GET', url: '/api/auth/logout' });
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

  it('revokes on one instance and refuses the token on the other at once', async () => {
    const erin = await one.createUser();
    expect((await two.as(erin, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(200);
    const socket = await openSocket(baseTwo, erin.wsKey);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await one.as(erin, { method: 'GET', url: '/api/auth/logout' });
    expect(await closed).toBe('io server disconnect');
    // The bus message travels through Redis; the other instance must not serve the cached session.
    await new Promise((r) => setTimeout(r, 200));
    expect((await two.as(erin, { method: 'GET', url: '/api/auth/me' })).statusCode).toBe(401);
  });
});

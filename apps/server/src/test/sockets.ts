// Socket helpers for realtime tests: a listening server, a signed-in socket, the next event.
import { io as connect, type Socket } from 'socket.io-client';
import type { TestApp } from './helpers.js';

export const testRedisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Starts the app on a free loopback port; returns its base URL. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

/** A socket signed in with a session's wsKey (no reconnection: a test sees every disconnect). */
export function openSocket(base: string, key: string): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect(base, { path: '/ws', query: { key }, transports: ['websocket'], reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (err) => {
      socket.close();
      reject(err);
    });
  });
}

export function nextEvent<T>(socket: Socket, event: string, timeoutMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}

/** Resolves false if the event does not arrive within the time (for "nobody else got it"). */
export function eventWithin(socket: Socket, event: string, timeoutMs = 300): Promise<boolean> {
  return nextEvent(socket, event, timeoutMs).then(
    () => true,
    () => false,
  );
}

/**
 * `vi.waitFor` options for effects that travel between instances (a bus message through Redis) and
 * so arrive a moment after the event a test awaited: retried until they hold, for 5 s at most.
 */
export const acrossInstances = { timeout: 5_000, interval: 25 } as const;

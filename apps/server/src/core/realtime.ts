import type { Server as HttpServer } from 'node:http';
import type { ServerEvents } from '@backoffice/contract/realtime';
import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyBaseLogger } from 'fastify';
import { createClient } from 'redis';
import { Server } from 'socket.io';
import type { Sessions } from './auth/sessions.js';
import type { Bus } from './bus.js';

export type { ServerEvents };
export type ServerEvent = keyof ServerEvents;

export interface Realtime {
  emitToUser<E extends ServerEvent>(userId: number, event: E, payload: ServerEvents[E]): void;
  emitToUsers<E extends ServerEvent>(userIds: readonly number[], event: E, payload: ServerEvents[E]): void;
  /** Sockets connected to this instance (metrics). */
  connections(): number;
  /** Hears the other instances' emits: true without Redis, else while the adapter's subscriber is connected. */
  subscribed(): boolean;
  /**
   * The instance is stopping: refuses new sockets and closes the transport of every socket it has,
   * without socket.io's "server disconnect" (after which a client does not retry), so each client
   * reconnects, through the balancer, to another instance.
   */
  handOff(): void;
  close(): Promise<void>;
}

const userRoom = (id: number) => `user:${id}`;
const sessionRoom = (id: string) => `session:${id}`;

/**
 * socket.io at /ws, authenticated by the session's wsKey (the `key` query parameter). Each socket
 * joins a room for its user and one for its session; a revoked session's sockets are closed on
 * every instance (through the Redis adapter when REDIS_URL is set).
 */
export async function createRealtime(options: {
  httpServer: HttpServer;
  sessions: Sessions;
  bus: Bus;
  redis?: { url: string; prefix: string };
  log: FastifyBaseLogger;
}): Promise<Realtime> {
  let handingOff = false;
  const io = new Server(options.httpServer, {
    path: '/ws',
    serveClient: false,
    cors: { origin: false },
    // While the instance stops, a new handshake is refused with an HTTP error: the client counts it as a
    // failed attempt and tries again after its delay (a refusal by `io.use` would stop it for good).
    allowRequest: (_req, callback) => callback(handingOff ? 'the instance is stopping' : null, !handingOff),
  });
  let redisClients: { quit(): Promise<unknown>; isReady: boolean }[] = [];
  if (options.redis) {
    const pub = createClient({ url: options.redis.url });
    const sub = pub.duplicate();
    pub.on('error', (err) => options.log.warn({ err }, 'redis adapter publisher error'));
    sub.on('error', (err) => options.log.warn({ err }, 'redis adapter subscriber error'));
    await Promise.all([pub.connect(), sub.connect()]);
    io.adapter(createAdapter(pub as never, sub as never, { key: `${options.redis.prefix}:socket.io` }));
    // The adapter subscribes without waiting for Redis; a subscription of ours on the same connection is
    // confirmed only after the adapter's, so once it is, events from other instances reach this one.
    const ready = `${options.redis.prefix}:socket.io:ready`;
    await sub.subscribe(ready, () => {});
    await sub.unsubscribe(ready);
    redisClients = [pub, sub];
  }

  io.use(async (socket, next) => {
    const key = socket.handshake.query.key;
    const user = typeof key === 'string' && key ? await options.sessions.resolveWsKey(key).catch(() => null) : null;
    if (!user) return next(new Error('unauthorized'));
    socket.data.userId = user.id;
    await socket.join([userRoom(user.id), sessionRoom(user.sessionId)]);
    next();
  });

  options.bus.subscribe((event) => {
    if (event.type !== 'sessions.revoked') return;
    // Each instance closes its own sockets (the bus already reached every instance), after telling them
    // why when there is a notice: sent on the same socket just before, it cannot arrive after the close.
    for (const id of event.sessionIds) {
      if (event.notice) io.local.in(sessionRoom(id)).emit(event.notice, {});
      io.local.in(sessionRoom(id)).disconnectSockets(true);
    }
  });

  return {
    emitToUser: (userId, event, payload) => {
      io.to(userRoom(userId)).emit(event, payload);
    },
    emitToUsers: (userIds, event, payload) => {
      if (userIds.length) io.to(userIds.map(userRoom)).emit(event, payload);
    },
    connections: () => io.engine.clientsCount,
    subscribed: () => redisClients.every((c) => c.isReady),
    handOff() {
      handingOff = true;
      for (const socket of io.sockets.sockets.values()) socket.conn.close();
    },
    async close() {
      // This instance's sockets only: through the Redis adapter, io.disconnectSockets() would close
      // every instance's, and a restart would drop every user at once.
      for (const socket of io.sockets.sockets.values()) socket.conn.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await Promise.allSettled(redisClients.map((c) => c.quit()));
    },
  };
}

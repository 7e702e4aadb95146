import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { createClient } from 'redis';

/**
 * The events every instance must hear, by type. Core's are cache invalidations (a revoked session,
 * a changed user or role); a module adds its own by declaration merging, in its own folder:
 *   declare module '../../core/bus.js' { interface BusEvents { 'dns.zone-changed': { zoneId: number } } }
 * Payloads travel as JSON between instances: plain data only.
 */
export interface BusEvents {
  /** `notice`: the socket event each of those sessions' sockets hears just before it is closed. */
  'sessions.revoked': { sessionIds: string[]; notice?: 'forceLogout' };
  'users.changed': { userIds: number[] };
  'roles.changed': { roleIds: number[] };
}

export type BusEventType = keyof BusEvents;
/** One event: its `type` and its payload's fields (a union over every type when `K` is not given). */
export type BusEvent<K extends BusEventType = BusEventType> = K extends BusEventType
  ? { type: K } & BusEvents[K]
  : never;

export interface Bus {
  publish(event: BusEvent): void;
  subscribe(listener: (event: BusEvent) => void): void;
  /** Hears the other instances: true without Redis, else while the subscriber is connected. */
  subscribed(): boolean;
  close(): Promise<void>;
}

/**
 * In-process by default. With Redis, events also travel to the other instances; the publishing
 * instance applies its own event at once, so its next request never sees stale state.
 */
export async function createBus(redis?: { url: string; prefix: string }): Promise<Bus> {
  const local = new EventEmitter();
  local.setMaxListeners(50);
  if (!redis) {
    return {
      publish: (event) => local.emit('event', event),
      subscribe: (listener) => local.on('event', listener),
      subscribed: () => true,
      close: async () => {},
    };
  }
  const instance = randomUUID();
  const channel = `${redis.prefix}:bus`;
  const publisher = createClient({ url: redis.url });
  const subscriber = publisher.duplicate();
  publisher.on('error', () => {});
  subscriber.on('error', () => {});
  await Promise.all([publisher.connect(), subscriber.connect()]);
  await subscriber.subscribe(channel, (message) => {
    const { from, event } = JSON.parse(message) as { from: string; event: BusEvent };
    if (from !== instance) local.emit('event', event);
  });
  return {
    publish(event) {
      local.emit('event', event);
      publisher.publish(channel, JSON.stringify({ from: instance, event })).catch(() => {});
    },
    subscribe: (listener) => local.on('event', listener),
    subscribed: () => subscriber.isReady,
    async close() {
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}

import { createStore } from './store';

export type NotificationLevel = 'success' | 'error' | 'info' | 'warning';

/** Spec §9: shown 10 s (transition in 300 ms, out 1000 ms, 1000 ms more after a hover). */
export const NOTIFICATION_TIMINGS = {
  duration: 10_000,
  show: 300,
  hide: 1_000,
  extended: 1_000,
  authError: 5_000,
} as const;

export interface Notification {
  level: NotificationLevel;
  title: string;
  body?: string;
  /** Milliseconds on screen; `NOTIFICATION_TIMINGS.duration` when absent. */
  duration?: number;
  /** A button on the card ("Undo"); a click runs it and closes the card. */
  action?: { label: string; run: () => void };
}

export interface QueuedNotification extends Notification {
  key: number;
}

let sequence = 0;

/**
 * Notifications wait here until the notification host (mounted at the root, loaded on first use)
 * shows them, so that code running before React renders can notify too.
 */
export const notificationQueue = createStore<QueuedNotification[]>([]);

export function notify(notification: Notification): void {
  sequence += 1;
  const queued = { ...notification, key: sequence };
  notificationQueue.set((queue) => [...queue, queued]);
}

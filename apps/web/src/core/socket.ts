import { me } from '@backoffice/contract/modules/auth';
import {
  dialogEvent,
  notificationEvent,
  roleUpdatedEvent,
  updateCredentialsEvent,
} from '@backoffice/contract/realtime';
import { io, type Socket } from 'socket.io-client';
import type { z } from 'zod';
import { call } from './api';
import { showError, showInfo, showSuccess } from './dialogs';
import { messages } from './messages';
import { addToNotificationList } from './notification-list';
import { notify } from './notifications';
import { queryClient } from './query-client';
import { session } from './session';

export const SOCKET_PATH = '/ws';
const RETRY_AFTER_REFUSAL_MS = 5_000;

let socket: Socket | null = null;
let socketKey: string | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

function parse<T>(schema: z.ZodType<T>, event: string, payload: unknown): T | null {
  const parsed = schema.safeParse(payload);
  if (!parsed.success) console.warn(`Ignored a malformed "${event}" event`, parsed.error.issues);
  return parsed.success ? parsed.data : null;
}

export const socketHandlers = {
  notification(payload: unknown) {
    const n = parse(notificationEvent, 'notification', payload);
    if (!n) return;
    const level = n.level ?? 'info';
    if (!n.quiet) notify({ level, title: n.title, body: n.body });
    if (n.id !== undefined) addToNotificationList({ id: n.id, level, title: n.title, body: n.body, link: n.link });
  },

  dialog(payload: unknown) {
    const d = parse(dialogEvent, 'dialog', payload);
    if (!d) return;
    if (d.type === 'success') showSuccess(d.message);
    else if (d.type === 'error') showError([d.message]);
    else showInfo(d.message);
  },

  forceLogout() {
    disconnectSocket();
    session.signOut('forced');
    notify({ level: 'info', title: messages.forceLogoutTitle, body: messages.forceLogout });
  },

  roleUpdated(payload: unknown) {
    const r = parse(roleUpdatedEvent, 'roleUpdated', payload);
    if (!r) return;
    session.updateUser({ scopes: r.scopes });
    notify({ level: 'info', title: messages.permissionsUpdated });
  },

  updateCredentials(payload: unknown) {
    const c = parse(updateCredentialsEvent, 'updateCredentials', payload);
    if (!c) return;
    session.signIn(c.jwt, c.user);
    // The new session has its own key: reconnect with it.
    connectSocket(c.user.wsKey);
    notify({ level: 'info', title: messages.roleChanged });
  },
};

/**
 * The server refused or closed the socket (revoked session, or a restart). Asking who we are settles it: a dead
 * token gets the 401 of spec §8 (sign-out, "Invalid token provided"); a live one refreshes the user.
 */
async function onRefused(key: string): Promise<void> {
  try {
    const user = await call(me);
    if (socketKey !== key) return;
    session.updateUser(user);
    if (user.wsKey !== key) return; // The effect of the layout reconnects with the new key.
  } catch {
    if (!session.get().user) return;
    // Server unreachable: try again below.
  }
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => {
    if (socketKey === key) socket?.connect();
  }, RETRY_AFTER_REFUSAL_MS);
}

/**
 * Marks the page while the socket is connected (`<html data-socket="connected">`): the server joins
 * the socket to its user's and session's rooms before it accepts it, so from then on every push
 * reaches this page. Browser tests wait for it instead of guessing how long a connection takes.
 */
function markConnected(connected: boolean): void {
  if (connected) document.documentElement.dataset.socket = 'connected';
  else delete document.documentElement.dataset.socket;
}

/** Opens the session's socket (spec §7); a second call with the same key does nothing. */
export function connectSocket(key: string): void {
  if (socket && socketKey === key) return;
  disconnectSocket();
  socketKey = key;
  const s = io({
    path: SOCKET_PATH,
    query: { key },
    // WebSocket only: long-polling would need every request of a socket to reach the same instance,
    // and the instances stand behind a balancer without stickiness (docs/deployment.md).
    transports: ['websocket'],
    reconnection: true,
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 30_000,
    randomizationFactor: 0.5,
  });
  s.on('notification', socketHandlers.notification);
  s.on('dialog', socketHandlers.dialog);
  s.on('forceLogout', socketHandlers.forceLogout);
  s.on('roleUpdated', socketHandlers.roleUpdated);
  s.on('updateCredentials', socketHandlers.updateCredentials);
  let connectedBefore = false;
  s.on('connect', () => {
    markConnected(true);
    // Back after a restart or a lost connection (possibly on another instance): what was pushed
    // meanwhile never arrived, so every screen reads its data again.
    if (connectedBefore) void queryClient.invalidateQueries();
    connectedBefore = true;
  });
  s.on('connect_error', () => {
    // socket.io retries transport errors itself; a refusal by the server leaves it inactive.
    if (!s.active) void onRefused(key);
  });
  // The server closes a revoked session's sockets, and socket.io does not retry after that.
  s.on('disconnect', (reason) => {
    markConnected(false);
    if (reason === 'io server disconnect') void onRefused(key);
  });
  socket = s;
}

export function disconnectSocket(): void {
  clearTimeout(retryTimer);
  socket?.removeAllListeners();
  socket?.disconnect();
  markConnected(false);
  socket = null;
  socketKey = null;
}

session.onSignOut(() => disconnectSocket());

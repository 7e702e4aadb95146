// Payloads of the server's socket pushes (spec §3, §4; docs/architecture.md "Notifications"), defined once: the web app
// parses incoming events with these schemas, the server types what it emits by them.
import { z } from 'zod';
import { sessionUser } from './session.js';

export const notificationEvent = z.object({
  id: z.union([z.string(), z.number()]).optional(),
  level: z.enum(['success', 'error', 'info', 'warning']).optional(),
  title: z.string(),
  body: z.string().optional().default(''),
  date: z.string().optional(),
  /** The app path of what it is about. */
  link: z.string().nullable().optional(),
  /** For the bell only: no toast (the event that caused it already shows the spec's own message). */
  quiet: z.boolean().optional(),
});
export const dialogEvent = z.object({ type: z.enum(['success', 'error', 'info']), message: z.string() });
export const forceLogoutEvent = z.object({});
export const roleUpdatedEvent = z.object({ scopes: z.array(z.string()) });
export const updateCredentialsEvent = z.object({ jwt: z.string(), user: sessionUser });

export interface ServerEvents {
  /** The server always says the level; the web app tolerates its absence. */
  notification: z.input<typeof notificationEvent> & { level: NonNullable<z.input<typeof notificationEvent>['level']> };
  dialog: z.input<typeof dialogEvent>;
  forceLogout: Record<string, never>;
  roleUpdated: z.input<typeof roleUpdatedEvent>;
  updateCredentials: z.input<typeof updateCredentialsEvent>;
}

import { z } from 'zod';
import { endpoint } from '../http.js';
import { sessionUser } from '../session.js';

export { type SessionUser, sessionUser } from '../session.js';

export const loginBody = z.object({
  user: z.string().trim().min(1, 'Enter your username or email').max(200),
  password: z.string().min(1, 'Enter your password').max(1000),
});
export type LoginBody = z.infer<typeof loginBody>;

export const MIN_PASSWORD_LENGTH = 12;

/** Every password a person chooses: on creation by an administrator, or their own change. */
export const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `A password is at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(1000, 'A password is at most 1000 characters');

export const signIn = endpoint({
  name: 'auth.signIn',
  method: 'POST',
  path: '/auth/token',
  access: 'public',
  summary: 'Sign in with username (or email) and password',
  body: loginBody,
  reply: z.object({ jwt: z.string(), user: sessionUser }),
});

export const logout = endpoint({
  name: 'auth.logout',
  method: 'GET',
  path: '/auth/logout',
  access: 'signedIn',
  summary: 'Revoke the current session',
  reply: z.object({ success: z.literal(true) }),
});

export const validate = endpoint({
  name: 'auth.validate',
  method: 'GET',
  path: '/auth/validate',
  access: 'public',
  summary: 'Tell whether the bearer token is a live session',
  reply: z.object({ valid: z.boolean() }),
});

export const me = endpoint({
  name: 'auth.me',
  method: 'GET',
  path: '/auth/me',
  access: 'signedIn',
  summary: 'The session user of the bearer token, with its current scopes',
  reply: sessionUser,
});

export const changePasswordBody = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password').max(1000),
    newPassword,
  })
  .refine((b) => b.newPassword !== b.currentPassword, {
    path: ['newPassword'],
    message: 'Choose a password other than the current one',
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** Beyond the spec: everyone changes their own password; their other sessions end (docs/administration.md). */
export const changePassword = endpoint({
  name: 'auth.changePassword',
  method: 'POST',
  path: '/auth/password',
  access: 'signedIn',
  summary: 'Change your own password (the current one is required); your other sessions are signed out',
  body: changePasswordBody,
  reply: z.object({ success: z.literal(true), signedOutSessions: z.number().int() }),
});

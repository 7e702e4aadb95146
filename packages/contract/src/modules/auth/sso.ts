// Single sign-on with OpenID Connect (issue 32; decisions in docs/auth.md "Single sign-on"). The
// browser goes to `ssoStart`, which sends it to the identity provider; the provider sends it back to
// `ssoCallback`, which sends it to `/login?sso=<one-time code>` (or `/login?sso_error=<reason>`); the
// web app exchanges the code for the session with `ssoSession`.
import { z } from 'zod';
import { endpoint, idParams, scopes } from '../../http.js';
import { sessionReply } from './mfa.js';

/** Why a single sign-on came back to /login without a session (`/login?sso_error=<reason>`). */
export const SSO_ERRORS = ['state', 'refused', 'code', 'unavailable', 'limited', 'off'] as const;
export type SsoError = (typeof SSO_ERRORS)[number];

/** The query parameters the web app reads on /login after a single sign-on. */
export const SSO_HANDOFF_PARAM = 'sso';
export const SSO_ERROR_PARAM = 'sso_error';

export const ssoInfo = endpoint({
  name: 'auth.ssoInfo',
  method: 'GET',
  path: '/auth/sso',
  access: 'public',
  summary: 'Whether single sign-on is configured, and the name its button shows',
  reply: z.object({ enabled: z.boolean(), name: z.string().nullable() }),
});

export const ssoStart = endpoint({
  name: 'auth.ssoStart',
  method: 'GET',
  path: '/auth/sso/start',
  access: 'public',
  summary: 'Start a single sign-on: redirects the browser to the identity provider (code flow, PKCE, state, nonce)',
  reply: z.string(),
  status: 302,
});

/** Loose on purpose: whatever the provider (or someone) sends, the browser is redirected, never given a 400. */
const callbackText = z.string().max(4096).optional().catch(undefined);

export const ssoCallback = endpoint({
  name: 'auth.ssoCallback',
  method: 'GET',
  path: '/auth/sso/callback',
  access: 'public',
  summary:
    "The identity provider's redirect back: checks state, exchanges the code, validates the ID token, then redirects to /login with a one-time code (or the reason it failed)",
  query: z.object({ state: callbackText, code: callbackText, error: callbackText }),
  reply: z.string(),
  status: 302,
});

export const ssoSession = endpoint({
  name: 'auth.ssoSession',
  method: 'POST',
  path: '/auth/sso/session',
  access: 'public',
  summary:
    "Exchange the one-time code of a single sign-on (good for a minute, once) for the session: the person matched by the provider's verified e-mail",
  body: z.object({ code: z.string().min(1, 'is required').max(200) }),
  reply: sessionReply,
});

// ---- Groups → roles ----

export const ssoGroupMapping = z.object({
  id: z.number().int(),
  group: z.string(),
  writtenBy: z.string().nullable(),
});
export type SsoGroupMapping = z.infer<typeof ssoGroupMapping>;

export const ssoRoleGroups = z.object({
  /** The provider's groups whose members get this role at their single sign-on. */
  groups: z.array(ssoGroupMapping),
});

export const getRoleSsoGroups = endpoint({
  name: 'auth.getRoleSsoGroups',
  method: 'GET',
  path: '/auth/roles/{id}/sso-groups',
  access: scopes('users:roles:read'),
  // Any role the scope reaches (the granting rule refuses changes beyond the caller's).
  record: 'any',
  summary: "The identity provider's groups that give this role at single sign-on",
  params: idParams,
  reply: ssoRoleGroups,
});

export const setRoleSsoGroups = endpoint({
  name: 'auth.setRoleSsoGroups',
  method: 'PUT',
  path: '/auth/roles/{id}/sso-groups',
  access: scopes('users:roles:update'),
  // Any role the scope reaches (the granting rule refuses changes beyond the caller's).
  record: 'any',
  summary:
    "Set the identity provider's groups that give this role at single sign-on (no more than the caller may grant)",
  params: idParams,
  body: z.object({
    groups: z
      .array(z.string().trim().min(1, 'A group name is not empty').max(200, 'A group name is at most 200 characters'))
      .max(50, 'At most 50 groups'),
  }),
  reply: ssoRoleGroups,
});

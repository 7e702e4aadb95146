// Permissions you can see (issue 35): who holds a scope and through what, a user's effective scopes,
// both now or at a past instant (replayed from the audit log), and a change's effect before it is
// saved. Decisions: docs/administration.md "Permissions you can see".
import { z } from 'zod';
import { endpoint, idParams, isoInstant, listOf, pageQuery, scopes } from '../../http.js';
import { id, searchParam } from './fields.js';
import { namedRef } from './named-ref.js';
import { scopeString } from './scope-entries.js';

/** Repeated query keys (`scopes=a&scopes=b`) or one: always an array. */
const queryScopes = z.preprocess(
  (v) => (v === undefined || Array.isArray(v) ? v : [v]),
  z.array(scopeString).min(1, 'Pick a scope or a screen').max(20, 'Ask for 20 scopes or fewer'),
);

/** A past instant to answer for; absent: now. */
const asOfParam = isoInstant
  .refine((v) => Date.parse(v) <= Date.now() + 60_000, 'Pick a time that is not in the future')
  .optional();

/** How far the past answer can be trusted: the audit log's reach (docs/administration.md). */
export const permissionHistory = z.object({
  /** The instant answered for. */
  at: isoInstant,
  /**
   * The replay from the audit log is complete from this instant on (the oldest audit row, or a later
   * change that did not record enough to undo it); null when the log is empty.
   */
  completeFrom: isoInstant.nullable(),
  /** False when `at` lies before `completeFrom`: changes made before then may be missing. */
  complete: z.boolean(),
});
export type PermissionHistory = z.infer<typeof permissionHistory>;

/** One person who holds the asked scopes, and through what. */
export const scopeHolder = z.object({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  isAdmin: z.boolean(),
  role: namedRef.nullable(),
  /** The role's scope strings that grant the asked scopes (`dns:*`); empty when only the flag does. */
  through: z.array(z.string()),
  /** False when the user no longer exists (a past answer). */
  exists: z.boolean(),
});
export type ScopeHolder = z.infer<typeof scopeHolder>;

export const scopeHoldersQuery = pageQuery.extend({
  /** Every one of these must be held (a screen's scopes, as the menu and the guard read them). */
  scopes: queryScopes,
  search: searchParam,
  at: asOfParam,
});
export type ScopeHoldersQuery = z.input<typeof scopeHoldersQuery>;

export const scopeHolders = endpoint({
  name: 'administration.scopeHolders',
  method: 'GET',
  path: '/auth/permissions/holders',
  access: scopes('users:roles:read'),
  summary:
    'Who holds every one of `scopes` (the guard decides: wildcards and the administrator flag count), and through what; with `at`, who held them then (replayed from the audit log)',
  query: scopeHoldersQuery,
  reply: listOf(scopeHolder).extend({ history: permissionHistory.optional() }),
});

/** One scope of the catalogue a user holds, with where it comes from. */
export const effectiveScope = z.object({
  scope: z.string(),
  label: z.string(),
  /** The role's scope strings that grant it; empty when only the administrator flag does. */
  through: z.array(z.string()),
});

export const userPermissions = z.object({
  user: z.object({ id: z.number().int(), username: z.string(), name: z.string(), isAdmin: z.boolean() }),
  role: namedRef.nullable(),
  /** Every declared scope the user passes the guard with, sorted. */
  scopes: z.array(effectiveScope),
  /** Scope strings the role holds that no module declares (retired ones): they grant nothing known. */
  unknown: z.array(z.string()),
  history: permissionHistory.optional(),
});
export type UserPermissions = z.infer<typeof userPermissions>;

export const userPermissionsOf = endpoint({
  name: 'administration.userPermissionsOf',
  method: 'GET',
  path: '/auth/permissions/users/{id}',
  access: scopes('users:roles:read'),
  // users:roles:read shows every role's scopes, so every user's effective scopes with them.
  record: 'any',
  summary: "A user's effective scopes with their source (role scope or administrator flag); with `at`, then",
  params: idParams,
  query: z.object({ at: asOfParam }),
  reply: userPermissions,
});

export const permissionsExportQuery = z
  .object({
    scopes: queryScopes.optional(),
    userId: z.coerce.number().int().positive().optional(),
    at: asOfParam,
  })
  .refine((q) => (q.scopes === undefined) !== (q.userId === undefined), {
    message: 'Export either the holders of scopes or the scopes of one user',
    path: ['scopes'],
  })
  // Random samples rarely name exactly one of the two (test/endpoint-samples.ts tries this first).
  .meta({ examples: [{ scopes: ['users:roles:read'] }] });
export type PermissionsExportQuery = z.input<typeof permissionsExportQuery>;

export const exportPermissions = endpoint({
  name: 'administration.exportPermissions',
  method: 'GET',
  path: '/auth/permissions/export',
  access: scopes('users:roles:read'),
  summary: 'As CSV (text/csv): every holder of `scopes`, or the effective scopes of `userId`; with `at`, then',
  query: permissionsExportQuery,
  reply: z.string(),
});

// ---- Previews: what a change would do, computed without saving it ----

const personRef = z.object({ id: z.number().int(), username: z.string(), name: z.string() });

export const previewedScope = z.object({
  scope: z.string(),
  label: z.string(),
  description: z.string(),
  /** The people who gain (or lose) it by the change. */
  users: z.array(personRef),
  /** What it needs to be usable (scope catalogue `dependsOn`), and whether they will hold it. */
  needs: z.array(z.object({ scope: z.string(), label: z.string(), held: z.boolean() })),
});

export const permissionPreview = z.object({
  /** Scopes that become reachable, and for whom. */
  added: z.array(previewedScope),
  /** Scopes no longer reachable, and for whom. */
  removed: z.array(previewedScope),
  /** The people whose effective scopes change. */
  affected: z.number().int(),
  /**
   * Why saving would be refused by the granting rule (scopes the editor could not grant, a role or
   * user beyond the editor); null when the save would pass it.
   */
  refusal: z.string().nullable(),
});
export type PermissionPreview = z.infer<typeof permissionPreview>;

export const previewRole = endpoint({
  name: 'administration.previewRole',
  method: 'POST',
  path: '/auth/roles/{id}/preview',
  access: scopes('users:roles:read'),
  // users:roles:read reads every role already; the preview changes nothing.
  record: 'any',
  readOnly: true,
  summary: 'What saving these scopes on the role would change: scopes gained and lost, by whom; nothing is saved',
  params: idParams,
  body: z.object({ scopes: z.array(scopeString).max(500, 'A role holds at most 500 scopes') }),
  reply: permissionPreview,
});

export const previewUsersBody = z.object({
  users: z.array(id).min(1, 'Pick at least one user').max(1000, 'Preview at most 1000 users at once'),
  /** The new role (null: none); absent: unchanged. */
  roleId: id.nullable().optional(),
  /** The new administrator flag; absent: unchanged. */
  isAdmin: z.boolean().optional(),
  /** The new department; absent: unchanged. Departments grant no scope: shown for completeness. */
  departmentId: id.nullable().optional(),
});
export type PreviewUsersBody = z.infer<typeof previewUsersBody>;

export const previewUsers = endpoint({
  name: 'administration.previewUsers',
  method: 'POST',
  path: '/auth/users/preview',
  access: scopes('users:users:read'),
  readOnly: true,
  summary: 'What moving users to a role (or changing their flag or department) would change; nothing is saved',
  body: previewUsersBody,
  reply: permissionPreview,
});

// Who holds what, decided by the guard's own rule (core/http.ts `guard`: `hasScopes(role scopes,
// required, isAdmin)` over the session's role scopes, core/auth/session-rows.ts). Every answer of
// issue 35 — holders, a user's effective scopes, a change's preview, the past — goes through these
// functions over a snapshot of roles and users, taken now (loadState) or replayed (permission-history.ts).
import { hasScopes, SCOPE_CATALOGUE, scopeLabel, scopeMatches } from '@backoffice/contract';
import { asc, eq, type SQL } from 'drizzle-orm';
import type { Executor } from '../../../core/db/database.js';
import { roleScopes, roles, users } from '../../../core/db/schema.js';

export interface StateRole {
  id: number;
  name: string;
  scopes: string[];
  /** Unknown for a role restored from its deletion's audit row. */
  createdAt: Date | null;
}

export interface StateUser {
  id: number;
  username: string;
  name: string;
  isAdmin: boolean;
  roleId: number | null;
  departmentId: number | null;
  createdAt: Date | null;
  /** False for a user that was deleted since (a past answer). */
  exists: boolean;
}

export interface PermissionState {
  roles: Map<number, StateRole>;
  users: Map<number, StateUser>;
}

/** The roles with their scope strings, as they are now. */
export async function loadRoles(db: Executor): Promise<Map<number, StateRole>> {
  const [roleRows, scopeRows] = await Promise.all([
    db.select({ id: roles.id, name: roles.name, createdAt: roles.createdAt }).from(roles),
    db.select({ roleId: roleScopes.roleId, scope: roleScopes.scope }).from(roleScopes).orderBy(asc(roleScopes.scope)),
  ]);
  // Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
  const map = new Map<number, StateRole>(roleRows.map((r) => [r.id, Object.assign(r, { scopes: [] as string[] })]));
  for (const s of scopeRows) map.get(s.roleId)?.scopes.push(s.scope);
  return map;
}

/** A user's columns the answers read. */
export const stateUserColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  isAdmin: users.isAdmin,
  roleId: users.roleId,
  departmentId: users.departmentId,
  createdAt: users.createdAt,
};

/** The users (all, or those `where` picks) as they are now. */
export async function loadUsers(db: Executor, where?: SQL): Promise<Map<number, StateUser>> {
  const rows = await db.select(stateUserColumns).from(users).where(where);
  return new Map(rows.map((u) => [u.id, Object.assign(u, { exists: true })]));
}

/** Roles and users (or the one `userId`) as they are now. */
export async function loadState(db: Executor, userId?: number): Promise<PermissionState> {
  const [roleMap, userMap] = await Promise.all([
    loadRoles(db),
    loadUsers(db, userId === undefined ? undefined : eq(users.id, userId)),
  ]);
  return { roles: roleMap, users: userMap };
}

/** The scope strings the guard reads for a user: its role's. */
export function heldBy(state: Pick<PermissionState, 'roles'>, user: Pick<StateUser, 'roleId'>): string[] {
  return user.roleId === null ? [] : (state.roles.get(user.roleId)?.scopes ?? []);
}

/** The guard's decision: does someone holding `held` (and the flag) pass an endpoint requiring `required`? */
export function passes(held: readonly string[], isAdmin: boolean, required: readonly string[]): boolean {
  return hasScopes(held, required, isAdmin);
}

/** The held strings that grant any of `required` (`dns:*` for `dns:zone:delete`). */
export function grantedThrough(held: readonly string[], required: readonly string[]): string[] {
  return held.filter((h) => required.some((r) => scopeMatches(r, h)));
}

/** Every declared scope someone holding `held` (and the flag) passes the guard with. */
export function effectiveScopes(held: readonly string[], isAdmin: boolean): string[] {
  return SCOPE_CATALOGUE.filter((scope) => passes(held, isAdmin, [scope]));
}

/** A user's effective scopes with their source, and the strings of its role no module declares. */
export function permissionsOf(state: PermissionState, user: StateUser) {
  const role = user.roleId === null ? undefined : state.roles.get(user.roleId);
  const held = heldBy(state, user);
  return {
    user: { id: user.id, username: user.username, name: user.name, isAdmin: user.isAdmin },
    role: role ? { id: role.id, name: role.name } : null,
    scopes: effectiveScopes(held, user.isAdmin).map((scope) => ({
      scope,
      label: scopeLabel(scope),
      through: grantedThrough(held, [scope]),
    })),
    unknown: held.filter((h) => !h.includes('*') && !SCOPE_CATALOGUE.includes(h as never)),
  };
}

/** Who in `state` passes the guard for every one of `required`, by name. */
export function holdersIn(state: PermissionState, required: readonly string[]) {
  // Each role judged once, and names compared as lowercased code points: `localeCompare` over
  // thousands of names cost most of a past answer at 10,000 users (bench/administration.ts).
  const passing = new Map([...state.roles.values()].map((r) => [r.id, passes(r.scopes, false, required)]));
  return [...state.users.values()]
    .filter((u) => u.isAdmin || (u.roleId !== null && passing.get(u.roleId) === true))
    .map((u) => ({ u, key: u.name.toLowerCase() }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.u.id - b.u.id))
    .map(({ u }) => holderOf(state.roles, u, required));
}

export function holderOf(
  roleMap: Map<number, StateRole>,
  user: Pick<StateUser, 'id' | 'username' | 'name' | 'isAdmin' | 'roleId' | 'exists'>,
  required: readonly string[],
) {
  const role = user.roleId === null ? undefined : roleMap.get(user.roleId);
  const held = role?.scopes ?? [];
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    isAdmin: user.isAdmin,
    role: role ? { id: role.id, name: role.name } : null,
    // Through the role only when the role alone passes; else the flag is what lets them in.
    through: passes(held, false, required) ? grantedThrough(held, required) : [],
    exists: user.exists,
  };
}

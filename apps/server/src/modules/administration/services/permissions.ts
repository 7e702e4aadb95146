// Permissions you can see (issue 35; docs/administration.md "Permissions you can see"): who holds a
// scope and through what, a user's effective scopes (now or replayed from the audit log), their CSV,
// and what a role or user change would do before it is saved. Every decision is the guard's
// (permission-state.ts); every refusal the preview predicts is the save's own check (core/auth/grants.ts).

import { scopeInfo, scopeLabel, scopeNeeds } from '@backoffice/contract';
import type {
  PermissionHistory,
  PermissionPreview,
  PreviewUsersBody,
  ScopeHolder,
  UserPermissions,
} from '@backoffice/contract/modules/administration';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  assertMayActOnUser,
  assertMayAssignRole,
  assertMayEditRole,
  assertMayGrant,
  assertNotOwnRole,
  findTargets,
} from '../../../core/auth/grants.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import { CSV_BOM, csvLine } from '../../../core/csv.js';
import { containsPattern, type PageParams, paged } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { AppError, forbidden, notFound } from '../../../core/errors.js';
import { holdersAt, stateAt } from './permission-history.js';
import {
  effectiveScopes,
  holderOf,
  holdersIn,
  loadRoles,
  loadState,
  type PermissionState,
  passes,
  permissionsOf,
  type StateUser,
} from './permission-state.js';
import { assertKnownScopes } from './scopes.js';
import { assertExists } from './shared.js';

const holderColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  isAdmin: users.isAdmin,
  roleId: users.roleId,
};

/** Who holds every one of `required`: now (paged in the database), or at `at` (replayed). */
export async function scopeHolders(
  ctx: AppContext,
  q: PageParams & { scopes: string[]; search?: string; at?: string },
): Promise<{
  items: ScopeHolder[];
  total: number;
  totalCapped: boolean;
  page: number;
  take: number;
  history?: PermissionHistory;
}> {
  const pattern = q.search ? containsPattern(q.search) : undefined;
  if (q.at) {
    const past = await holdersAt(ctx.db, new Date(q.at), q.scopes, { ...q, pattern: pattern ?? null });
    return {
      items: past.rows.map((u) => holderOf(past.roles, u, q.scopes)),
      total: past.total,
      totalCapped: false,
      page: q.page,
      take: q.take,
      history: past.history,
    };
  }
  const roleMap = await loadRoles(ctx.db);
  // The guard passes a user when the flag is set or the role alone passes (passes(held, false, …)).
  const passingRoles = [...roleMap.values()].filter((r) => passes(r.scopes, false, q.scopes)).map((r) => r.id);
  const where = and(
    or(eq(users.isAdmin, true), passingRoles.length ? inArray(users.roleId, passingRoles) : undefined),
    pattern ? or(ilike(users.username, pattern), ilike(users.name, pattern)) : undefined,
  );
  const byName: SQL[] = [asc(sql`lower(${users.name})`)];
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      ctx.db
        .select(holderColumns)
        .from(users)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(users).where(where),
    order: { fallback: byName, tiebreak: users.id },
    // Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
    shape: (rows) => rows.map((u) => holderOf(roleMap, Object.assign(u, { exists: true }), q.scopes)),
  });
}

/** A user's effective scopes with their source: now, or at `at` (replayed). */
export async function userPermissions(ctx: AppContext, userId: number, at?: string): Promise<UserPermissions> {
  if (at) {
    const { state, history } = await stateAt(ctx.db, new Date(at), userId);
    const user = state.users.get(userId);
    if (!user) throw notFound('User (at that time)');
    return { ...permissionsOf(state, user), history };
  }
  const [[row], roleMap] = await Promise.all([
    ctx.db
      .select({ ...holderColumns, departmentId: users.departmentId, createdAt: users.createdAt })
      .from(users)
      .where(eq(users.id, userId)),
    loadRoles(ctx.db),
  ]);
  if (!row) throw notFound('User');
  const state: PermissionState = { roles: roleMap, users: new Map() };
  return permissionsOf(state, { ...row, exists: true });
}

// ---- CSV ----

const day = (timeZone: string, at: Date) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(at);
const fileSafe = (text: string) => text.replace(/[^a-zA-Z0-9._-]+/g, '_').slice(0, 60);

/** The export's file name and lines: the holders of scopes, or one user's scopes. */
export async function exportPermissions(
  ctx: AppContext,
  q: { scopes?: string[]; userId?: number; at?: string },
): Promise<{ filename: string; text: string }> {
  const at = q.at ? new Date(q.at) : new Date();
  const { state, history } = q.at
    ? await stateAt(ctx.db, at, q.userId)
    : { state: await loadState(ctx.db, q.userId), history: undefined };
  const asOf = history
    ? `as of ${history.at}${history.complete ? '' : ` (the audit log is complete only from ${history.completeFrom ?? 'no date'})`}`
    : `as of ${at.toISOString()}`;
  const zone = ctx.config.timeZone;
  if (q.scopes) {
    const scopes = q.scopes;
    const lines = holdersIn(state, scopes).map((h) =>
      csvLine([
        h.username,
        h.name,
        h.role?.name ?? '',
        h.through.length ? h.through.join(' ') : '',
        h.isAdmin ? 'yes' : 'no',
        h.exists ? 'yes' : 'no',
      ]),
    );
    return {
      filename: `permissions-${fileSafe(scopes.join('+'))}-${day(zone, at)}.csv`,
      text:
        CSV_BOM +
        csvLine([`Holders of ${scopes.join(', ')} ${asOf}`]) +
        csvLine(['username', 'name', 'role', 'through role scopes', 'administrator', 'account exists']) +
        lines.join(''),
    };
  }
  const user = state.users.get(q.userId!);
  if (!user) throw notFound(q.at ? 'User (at that time)' : 'User');
  const permissions = permissionsOf(state, user);
  const lines = permissions.scopes.map((s) =>
    csvLine([
      s.scope,
      s.label,
      s.through.length ? `role ${permissions.role?.name}: ${s.through.join(' ')}` : 'administrator flag',
    ]),
  );
  return {
    filename: `permissions-${fileSafe(user.username)}-${day(zone, at)}.csv`,
    text:
      CSV_BOM +
      csvLine([
        `Scopes of ${user.username} (${permissions.role ? `role ${permissions.role.name}` : 'no role'}${user.isAdmin ? ', administrator' : ''}) ${asOf}`,
      ]) +
      csvLine(['scope', 'label', 'source']) +
      lines.join('') +
      permissions.unknown
        .map((s) => csvLine([s, 'not declared by any module', `role ${permissions.role?.name}`]))
        .join(''),
  };
}

// ---- Previews ----

type Person = Pick<StateUser, 'id' | 'username' | 'name'>;

/** Scopes gained and lost by each person, from their held scopes and flag before and after. */
function diff(
  people: readonly {
    person: Person;
    before: { held: string[]; isAdmin: boolean };
    after: { held: string[]; isAdmin: boolean };
  }[],
): Omit<PermissionPreview, 'refusal'> {
  const gained = new Map<string, Person[]>();
  const lost = new Map<string, Person[]>();
  const afterOf = new Map<string, { held: string[]; isAdmin: boolean }>();
  const affected = new Set<number>();
  for (const { person, before, after } of people) {
    const was = new Set(effectiveScopes(before.held, before.isAdmin));
    const will = new Set(effectiveScopes(after.held, after.isAdmin));
    for (const scope of will) {
      if (was.has(scope)) continue;
      gained.set(scope, [...(gained.get(scope) ?? []), person]);
      afterOf.set(`${scope}\u0000${person.id}`, after);
      affected.add(person.id);
    }
    for (const scope of was) {
      if (will.has(scope)) continue;
      lost.set(scope, [...(lost.get(scope) ?? []), person]);
      affected.add(person.id);
    }
  }
  const entry = (scope: string, list: Person[], withNeeds: boolean) => ({
    scope,
    label: scopeLabel(scope),
    description: scopeInfo(scope)?.description ?? '',
    users: list.map(({ id, username, name }) => ({ id, username, name })),
    needs: withNeeds
      ? scopeNeeds(scope).map((need) => ({
          scope: need,
          label: scopeLabel(need),
          // Held by every one who gains the scope.
          held: list.every((p) => {
            const after = afterOf.get(`${scope}\u0000${p.id}`)!;
            return passes(after.held, after.isAdmin, [need]);
          }),
        }))
      : [],
  });
  const sorted = (m: Map<string, Person[]>) => [...m.keys()].sort();
  return {
    added: sorted(gained).map((s) => entry(s, gained.get(s)!, true)),
    removed: sorted(lost).map((s) => entry(s, lost.get(s)!, false)),
    affected: affected.size,
  };
}

/** The granting rule's refusal, as the save would give it; null when the save would pass. */
async function refusalOf(check: () => Promise<void> | void): Promise<string | null> {
  try {
    await check();
    return null;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 403) return error.message;
    throw error;
  }
}

const personOf = (u: StateUser | { id: number; username: string; name: string }): Person => ({
  id: u.id,
  username: u.username,
  name: u.name,
});

/** What saving `scopes` on the role would change (services/roles.ts updateRole), nothing saved. */
export async function previewRole(
  ctx: AppContext,
  actor: AuthUser,
  roleId: number,
  scopes: string[],
): Promise<PermissionPreview> {
  const roleMap = await loadRoles(ctx.db);
  const role = roleMap.get(roleId);
  if (!role) throw notFound('Role');
  const next = [...new Set(scopes)];
  assertKnownScopes(next, 'body.scopes');
  const members = await ctx.db
    .select({ id: users.id, username: users.username, name: users.name, isAdmin: users.isAdmin })
    .from(users)
    .where(eq(users.roleId, roleId))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
  const result = diff(
    members.map((m) => ({
      person: personOf(m),
      before: { held: role.scopes, isAdmin: m.isAdmin },
      after: { held: next, isAdmin: m.isAdmin },
    })),
  );
  const refusal = await refusalOf(async () => {
    await assertMayEditRole(ctx.db, actor, roleId, 'change');
    assertMayGrant(actor, next, 'body.scopes');
  });
  return { ...result, refusal };
}

/** What moving users to a role, or changing their flag (services/users.ts), would change. */
export async function previewUsers(
  ctx: AppContext,
  actor: AuthUser,
  body: PreviewUsersBody,
): Promise<PermissionPreview> {
  const ids = [...new Set(body.users)];
  await assertExists(ctx.db, {
    roleId: body.roleId,
    roleField: 'body.roleId',
    departmentId: body.departmentId,
    departmentField: 'body.departmentId',
  });
  const targets = await findTargets(ctx.db, ids);
  const missing = ids.filter((id) => !targets.some((u) => u.id === id));
  if (missing.length) throw notFound(`User${missing.length === 1 ? '' : 's'} ${missing.join(', ')}`);
  const roleMap = await loadRoles(ctx.db);
  const named = await ctx.db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  const nameOf = new Map(named.map((u) => [u.id, u.name]));
  const held = (roleId: number | null) => (roleId === null ? [] : (roleMap.get(roleId)?.scopes ?? []));
  const result = diff(
    targets.map((t) => ({
      person: { id: t.id, username: t.username, name: nameOf.get(t.id) ?? '' },
      before: { held: held(t.roleId), isAdmin: t.isAdmin },
      after: {
        held: held(body.roleId === undefined ? t.roleId : body.roleId),
        isAdmin: body.isAdmin ?? t.isAdmin,
      },
    })),
  );
  // The checks of updateUser and moveUsersToRole, in their order.
  const refusal = await refusalOf(async () => {
    for (const target of targets) await assertMayActOnUser(ctx.db, actor, target, 'change');
    if (body.isAdmin !== undefined && targets.some((t) => t.isAdmin !== body.isAdmin) && !actor.isAdmin) {
      throw forbidden('Only an administrator can grant or remove the administrator flag');
    }
    const roleChanges = targets.filter((t) => body.roleId !== undefined && t.roleId !== body.roleId);
    if (roleChanges.length) {
      assertNotOwnRole(
        actor,
        roleChanges.map((t) => t.id),
        'body.roleId',
      );
      if (body.roleId != null) await assertMayAssignRole(ctx.db, actor, body.roleId, 'body.roleId');
    }
  });
  return { ...result, refusal };
}

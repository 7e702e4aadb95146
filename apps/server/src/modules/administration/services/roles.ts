// Roles: a name, a department, a description and scopes. A scope change reaches the role's users
// at once (roleUpdated + a dropped session cache); a move to another role sends fresh credentials.
import type { MoveUsersBody, Role, RoleBody, RoleUpdateBody } from '@backoffice/contract/modules/administration';
import { and, asc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
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
import type { Executor } from '../../../core/db/database.js';
import { containsPattern, type PageParams, paged } from '../../../core/db/lists.js';
import { departments, roleScopes, roles, users } from '../../../core/db/schema.js';
import { badRequest, conflict, notFound } from '../../../core/errors.js';
import { notify } from '../../../core/notify.js';
import { assertKnownScopes } from './scopes.js';
import { assertExists, rethrowUnique, sendFreshCredentials } from './shared.js';

const roleColumns = {
  id: roles.id,
  name: roles.name,
  description: roles.description,
  departmentId: roles.departmentId,
  departmentName: departments.name,
  // Written out: drizzle leaves columns unqualified in a one-table selection, and this correlates.
  usersCount: sql<number>`(SELECT count(*)::int FROM users u WHERE u.role_id = roles.id)`,
};

type RoleRow = {
  id: number;
  name: string;
  description: string;
  departmentId: number | null;
  departmentName: string | null;
  usersCount: number;
};

const nameTaken = (field: string) => ({
  roles_department_name_uq: { field, message: 'The department already has a role with this name' },
});

async function withScopes(db: Executor, rows: RoleRow[]): Promise<Role[]> {
  if (!rows.length) return [];
  const held = await db
    .select()
    .from(roleScopes)
    .where(
      inArray(
        roleScopes.roleId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(roleScopes.scope));
  // Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    departmentId: row.departmentId,
    usersCount: row.usersCount,
    department:
      row.departmentId !== null && row.departmentName !== null
        ? { id: row.departmentId, name: row.departmentName }
        : null,
    scopes: held.filter((s) => s.roleId === row.id).map((s) => s.scope),
  }));
}

const byName = [asc(sql`lower(${roles.name})`)];

function selectRoles(db: Executor, where: SQL | undefined, order: SQL[] = [...byName, asc(roles.id)]) {
  return db
    .select(roleColumns)
    .from(roles)
    .leftJoin(departments, eq(departments.id, roles.departmentId))
    .where(where)
    .orderBy(...order);
}

export async function listRoles(ctx: AppContext, q: PageParams & { search?: string; departmentId?: number }) {
  const where = and(
    q.search ? ilike(roles.name, containsPattern(q.search)) : undefined,
    q.departmentId ? eq(roles.departmentId, q.departmentId) : undefined,
  );
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) => selectRoles(ctx.db, where, orderBy).limit(limit).offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(roles).where(where),
    order: { fallback: byName, tiebreak: roles.id },
    shape: (rows) => withScopes(ctx.db, rows),
  });
}

export async function rolesOfDepartment(ctx: AppContext, departmentId: number): Promise<Role[]> {
  const department = await ctx.db
    .select({ id: departments.id })
    .from(departments)
    .where(eq(departments.id, departmentId));
  if (!department.length) throw notFound('Department');
  return withScopes(ctx.db, await selectRoles(ctx.db, eq(roles.departmentId, departmentId)));
}

export async function findRole(db: Executor, id: number): Promise<Role | undefined> {
  const [role] = await withScopes(db, await selectRoles(db, eq(roles.id, id)));
  return role;
}

export async function getRole(ctx: AppContext, id: number): Promise<Role> {
  return roleOf(ctx.db, id);
}

async function roleOf(db: Executor, id: number): Promise<Role> {
  const role = await findRole(db, id);
  if (!role) throw notFound('Role');
  return role;
}

const ENTITY = 'role';

async function assertNameFree(db: Executor, name: string, departmentId: number, exceptId?: number) {
  const clash = await db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.departmentId, departmentId),
        eq(sql`lower(${roles.name})`, name.toLowerCase()),
        exceptId ? ne(roles.id, exceptId) : undefined,
      ),
    );
  if (clash.length) throw conflict('The department already has a role with this name', 'body.name');
}

export async function createRole(ctx: AppContext, actor: AuthUser, body: RoleBody): Promise<Role> {
  const scopes = [...new Set(body.scopes ?? [])];
  assertKnownScopes(scopes, 'body.scopes');
  assertMayGrant(actor, scopes, 'body.scopes');
  await assertExists(ctx.db, { departmentId: body.departmentId });
  await assertNameFree(ctx.db, body.name, body.departmentId);
  return ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(roles)
        .values({ name: body.name, departmentId: body.departmentId, description: body.description ?? '' })
        .returning({ id: roles.id });
      if (scopes.length) await tx.insert(roleScopes).values(scopes.map((scope) => ({ roleId: row!.id, scope })));
      const created = await roleOf(tx, row!.id);
      auditChange(tx, { entity: ENTITY, entityId: created.id, after: created });
      return created;
    })
    .catch(rethrowUnique(nameTaken('body.name')));
}

const sameScopes = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && [...a].sort().every((s, i) => s === [...b].sort()[i]);

export async function updateRole(ctx: AppContext, actor: AuthUser, id: number, body: RoleUpdateBody) {
  const before = await getRole(ctx, id);
  await assertMayEditRole(ctx.db, actor, id, 'change');
  const scopes = body.scopes === undefined ? undefined : [...new Set(body.scopes)];
  if (scopes) {
    assertKnownScopes(scopes, 'body.scopes');
    assertMayGrant(actor, scopes, 'body.scopes');
  }
  if (body.departmentId !== undefined) await assertExists(ctx.db, { departmentId: body.departmentId });
  const departmentId = body.departmentId ?? before.departmentId;
  if ((body.name !== undefined || body.departmentId !== undefined) && departmentId !== null) {
    await assertNameFree(ctx.db, body.name ?? before.name, departmentId, id);
  }
  const scopesChanged = scopes !== undefined && !sameScopes(scopes, before.scopes);
  const after = await ctx.db
    .transaction(async (tx) => {
      await tx
        .update(roles)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.departmentId !== undefined ? { departmentId: body.departmentId } : {}),
          ...(body.description !== undefined ? { description: body.description } : {}),
          updatedAt: new Date(),
        })
        .where(eq(roles.id, id));
      if (scopes && scopesChanged) {
        await tx.delete(roleScopes).where(eq(roleScopes.roleId, id));
        if (scopes.length) await tx.insert(roleScopes).values(scopes.map((scope) => ({ roleId: id, scope })));
      }
      const changed = await roleOf(tx, id);
      auditChange(tx, { entity: ENTITY, entityId: id, before, after: changed });
      return changed;
    })
    .catch(rethrowUnique(nameTaken('body.name')));
  if (scopesChanged) {
    // Drop cached sessions first, so a client reacting to the event already meets the new scopes.
    ctx.bus.publish({ type: 'roles.changed', roleIds: [id] });
    const holders = await ctx.db.select({ id: users.id }).from(users).where(eq(users.roleId, id));
    ctx.realtime.emitToUsers(
      holders.map((u) => u.id),
      'roleUpdated',
      { scopes: after.scopes },
    );
    await notify(
      ctx,
      holders.map((u) => u.id),
      {
        level: 'info',
        title: 'Your permissions changed',
        // roleUpdated already shows 'Your Permissions Has Been Updated' (spec §4): the bell keeps it.
        quiet: true,
        body: `Your role ${after.name} now grants ${after.scopes.length} scope${after.scopes.length === 1 ? '' : 's'}; the menu shows what you can reach.`,
      },
    );
  }
  return after;
}

/** A role that users hold is not deleted: they would silently lose every scope. */
export async function deleteRole(ctx: AppContext, actor: AuthUser, id: number): Promise<Role> {
  const before = await getRole(ctx, id);
  await assertMayEditRole(ctx.db, actor, id, 'delete');
  if (before.usersCount > 0) {
    throw conflict(
      `${before.usersCount} user${before.usersCount === 1 ? ' holds' : 's hold'} this role; move them to another role first`,
      'body.id',
    );
  }
  // The users check runs again inside the statement, so a user moved in meanwhile keeps the role.
  await ctx.db.transaction(async (tx) => {
    const deleted = await tx
      .delete(roles)
      .where(and(eq(roles.id, id), sql`NOT EXISTS (SELECT 1 FROM users u WHERE u.role_id = ${id})`))
      .returning({ id: roles.id });
    if (!deleted.length) throw conflict('Users hold this role; move them to another role first', 'body.id');
    auditChange(tx, { entity: ENTITY, entityId: id, before, after: null });
  });
  return before;
}

/** Moves users to a role; returns the ids whose role changed. */
export async function moveUsersToRole(ctx: AppContext, actor: AuthUser, body: MoveUsersBody) {
  const ids = [...new Set(body.users)];
  const role = await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.id, body.role));
  if (!role.length) throw badRequest('body.role', 'There is no such role');
  const targets = await findTargets(ctx.db, ids);
  const missing = ids.filter((id) => !targets.some((u) => u.id === id));
  if (missing.length) throw notFound(`User${missing.length === 1 ? '' : 's'} ${missing.join(', ')}`);
  // The same checks as a single user's edit, for every user moved: all of them pass or none moves.
  assertNotOwnRole(actor, ids, 'body.users');
  await assertMayAssignRole(ctx.db, actor, body.role, 'body.role');
  for (const target of targets) await assertMayActOnUser(ctx.db, actor, target, 'move');
  // One statement moves them all or none; the audit row keeps the roles they had.
  const moved = await ctx.db.transaction(async (tx) => {
    const rows = await tx
      .update(users)
      .set({ roleId: body.role, updatedAt: new Date() })
      .where(and(inArray(users.id, ids), sql`${users.roleId} IS DISTINCT FROM ${body.role}`))
      .returning({ id: users.id });
    const movedIds = rows.map((r) => r.id).sort((a, b) => a - b);
    const before = targets.filter((u) => movedIds.includes(u.id)).map(({ id, roleId }) => ({ id, roleId }));
    auditChange(tx, { entity: ENTITY, entityId: body.role, before, after: { users: movedIds, role: body.role } });
    return movedIds;
  });
  if (moved.length) {
    ctx.bus.publish({ type: 'users.changed', userIds: moved });
    await sendFreshCredentials(ctx, moved);
    await notifyRoleChange(ctx, moved, body.role);
  }
  return moved;
}

/** Tells moved users their new role (they already have its scopes: fresh credentials were sent). */
export async function notifyRoleChange(ctx: AppContext, userIds: readonly number[], roleId: number | null) {
  const [role] =
    roleId === null ? [] : await ctx.db.select({ name: roles.name }).from(roles).where(eq(roles.id, roleId));
  await notify(ctx, userIds, {
    level: 'info',
    title: 'Your role changed',
    // updateCredentials already shows 'Your Role Has Been Changed' (spec §4): the bell keeps it.
    quiet: true,
    body: role
      ? `You now have the role ${role.name}; the menu shows what you can reach.`
      : 'You no longer have a role.',
  });
}

export async function scopesOfRole(ctx: AppContext, id: number): Promise<string[]> {
  return (await getRole(ctx, id)).scopes;
}

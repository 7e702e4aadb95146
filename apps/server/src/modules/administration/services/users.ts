import type {
  CreateUserBody,
  ListUsersQuery,
  USER_SORT_COLUMNS,
  User,
  UserData,
} from '@backoffice/contract/modules/administration';
import { type AnyColumn, and, asc, eq, ilike, ne, or, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import {
  assertMayActOnUser,
  assertMayAssignRole,
  assertNotOwnRole,
  findTarget,
  type UserTarget,
} from '../../../core/auth/grants.js';
import { assertAcceptablePassword } from '../../../core/auth/password-policy.js';
import { hashPassword } from '../../../core/auth/passwords.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { containsPattern, type PageParams, paged } from '../../../core/db/lists.js';
import { departments, profiles, roles, sessions, users } from '../../../core/db/schema.js';
import { conflict, forbidden, notFound } from '../../../core/errors.js';
import { releaseFiles } from '../../../core/files/service.js';
import { dialog } from '../../../core/notify.js';
import { notifyRoleChange } from './roles.js';
import { assertExists, rethrowUnique, sendFreshCredentials, splitName } from './shared.js';

const userColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  name: users.name,
  isAdmin: users.isAdmin,
  roleId: users.roleId,
  departmentId: users.departmentId,
  roleName: roles.name,
  departmentName: departments.name,
  profileId: profiles.id,
  createdAt: users.createdAt,
};

const byName = [asc(sql`lower(${users.name})`)];

function selectUsers(db: Executor, where: SQL | undefined, order: SQL[] = [...byName, asc(users.id)]) {
  return db
    .select(userColumns)
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .leftJoin(departments, eq(departments.id, users.departmentId))
    .leftJoin(profiles, eq(profiles.userId, users.id))
    .where(where)
    .orderBy(...order);
}

const sortColumns: Record<(typeof USER_SORT_COLUMNS)[number], SQL | AnyColumn> = {
  name: sql`lower(${users.name})`,
  username: sql`lower(${users.username})`,
  email: sql`lower(${users.email})`,
  role: sql`lower(${roles.name})`,
  department: sql`lower(${departments.name})`,
  createdAt: users.createdAt,
};

type UserRow = Awaited<ReturnType<typeof selectUsers>>[number];

function toUser({ roleName, departmentName, createdAt, ...row }: UserRow): User {
  // Onto the rest of the row: not a spread (docs/performance.md "Object spread").
  return Object.assign(row, {
    role: row.roleId !== null && roleName !== null ? { id: row.roleId, name: roleName } : null,
    department:
      row.departmentId !== null && departmentName !== null ? { id: row.departmentId, name: departmentName } : null,
    createdAt: createdAt.toISOString(),
  });
}

export async function listUsers(
  ctx: AppContext,
  q: PageParams &
    Omit<ListUsersQuery, 'page' | 'take'> & { sortBy?: (typeof USER_SORT_COLUMNS)[number]; direction?: 'ASC' | 'DESC' },
) {
  const pattern = q.search ? containsPattern(q.search) : undefined;
  const where = and(
    pattern ? or(ilike(users.username, pattern), ilike(users.email, pattern), ilike(users.name, pattern)) : undefined,
    q.roleId ? eq(users.roleId, q.roleId) : undefined,
    q.departmentId ? eq(users.departmentId, q.departmentId) : undefined,
    q.admin ? eq(users.isAdmin, q.admin === 'true') : undefined,
  );
  return paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) => selectUsers(ctx.db, where, orderBy).limit(limit).offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(users).where(where),
    order: { columns: sortColumns, fallback: byName, tiebreak: users.id },
    shape: (rows) => rows.map(toUser),
  });
}

export async function getUser(ctx: AppContext, id: number): Promise<User> {
  return userOf(ctx.db, id);
}

async function userOf(db: Executor, id: number): Promise<User> {
  const [row] = await selectUsers(db, eq(users.id, id));
  if (!row) throw notFound('User');
  return toUser(row);
}

const ENTITY = 'user';

const uniqueFields = (prefix: string) => ({
  users_username_uq: { field: `${prefix}.username`, message: 'This username is already taken' },
  users_email_uq: { field: `${prefix}.email`, message: 'Another user already has this email address' },
});

/** Username and email are unique regardless of case; a clash is a 409 naming the field. */
async function assertUnique(
  db: Executor,
  values: { username?: string; email?: string },
  prefix: string,
  exceptId?: number,
) {
  const other = exceptId ? ne(users.id, exceptId) : undefined;
  for (const key of ['username', 'email'] as const) {
    const value = values[key];
    if (value === undefined) continue;
    const clash = await db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(sql`lower(${users[key]})`, value.toLowerCase()), other));
    if (clash.length) {
      const { field, message } = uniqueFields(prefix)[key === 'username' ? 'users_username_uq' : 'users_email_uq'];
      throw conflict(message, field);
    }
  }
}

export async function createUser(ctx: AppContext, actor: AuthUser, body: CreateUserBody): Promise<User> {
  if (body.isAdmin && !actor.isAdmin) throw forbidden('Only an administrator can create an administrator');
  await assertExists(ctx.db, { roleId: body.roleId, departmentId: body.departmentId });
  if (body.roleId != null) await assertMayAssignRole(ctx.db, actor, body.roleId, 'body.roleId');
  assertAcceptablePassword(body.password, body, 'body.password');
  await assertUnique(ctx.db, body, 'body');
  // A user given a role but no department joins the role's department.
  let departmentId = body.departmentId ?? null;
  if (departmentId === null && body.roleId != null) {
    const [role] = await ctx.db
      .select({ departmentId: roles.departmentId })
      .from(roles)
      .where(eq(roles.id, body.roleId));
    departmentId = role?.departmentId ?? null;
  }
  const passwordHash = await hashPassword(body.password);
  return ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          username: body.username,
          email: body.email,
          name: body.name,
          passwordHash,
          isAdmin: body.isAdmin ?? false,
          roleId: body.roleId ?? null,
          departmentId,
        })
        .returning({ id: users.id });
      await tx.insert(profiles).values({ userId: row!.id, ...splitName(body.name) });
      const created = await userOf(tx, row!.id);
      auditChange(tx, { entity: ENTITY, entityId: created.id, after: created });
      return created;
    })
    .catch(rethrowUnique(uniqueFields('body')));
}

const targetOf = (user: User): UserTarget => ({
  id: user.id,
  username: user.username,
  isAdmin: user.isAdmin,
  roleId: user.roleId,
});

export async function updateUser(ctx: AppContext, actor: AuthUser, id: number, data: UserData) {
  const before = await getUser(ctx, id);
  await assertMayActOnUser(ctx.db, actor, targetOf(before), 'change');
  if (data.isAdmin !== undefined && data.isAdmin !== before.isAdmin) {
    if (!actor.isAdmin) throw forbidden('Only an administrator can grant or remove the administrator flag');
    if (id === actor.id && !data.isAdmin) {
      throw conflict('You cannot remove your own administrator flag', 'body.userData.isAdmin');
    }
  }
  await assertExists(ctx.db, {
    roleId: data.roleId,
    roleField: 'body.userData.roleId',
    departmentId: data.departmentId,
    departmentField: 'body.userData.departmentId',
  });
  if (data.roleId !== undefined && data.roleId !== before.roleId) {
    assertNotOwnRole(actor, [id], 'body.userData.roleId');
    if (data.roleId !== null) await assertMayAssignRole(ctx.db, actor, data.roleId, 'body.userData.roleId');
  }
  if (data.password !== undefined) {
    const person = {
      username: data.username ?? before.username,
      email: data.email ?? before.email,
      name: data.name ?? before.name,
    };
    assertAcceptablePassword(data.password, person, 'body.userData.password');
  }
  await assertUnique(ctx.db, data, 'body.userData', id);
  const passwordHash = data.password === undefined ? undefined : await hashPassword(data.password);
  const { password: _password, ...fields } = data;
  const after = await ctx.db
    .transaction(async (tx) => {
      await tx
        .update(users)
        .set({ ...fields, ...(passwordHash ? { passwordHash } : {}), updatedAt: new Date() })
        .where(eq(users.id, id));
      // The profile holds the name in two parts; it follows the account's name.
      if (data.name !== undefined && data.name !== before.name) {
        await tx
          .update(profiles)
          .set({ ...splitName(data.name), updatedAt: new Date() })
          .where(eq(profiles.userId, id));
      }
      const changed = await userOf(tx, id);
      // Which fields were sent (a new password shows as a name only; the audit log never holds secrets).
      auditChange(tx, {
        entity: ENTITY,
        entityId: id,
        before,
        after: { ...changed, changedFields: Object.keys(data) },
      });
      return changed;
    })
    .catch(rethrowUnique(uniqueFields('body.userData')));

  ctx.bus.publish({ type: 'users.changed', userIds: [id] });
  if (passwordHash) await revokeOtherSessions(ctx, id, actor);
  if (data.roleId !== undefined && data.roleId !== before.roleId) {
    await sendFreshCredentials(ctx, [id]);
    await notifyRoleChange(ctx, [id], data.roleId);
  }
  return after;
}

/** A new password ends every session of the user, except the one that set it. */
async function revokeOtherSessions(ctx: AppContext, userId: number, actor: AuthUser): Promise<void> {
  await ctx.sessions.revoke({ userId, except: userId === actor.id ? actor.sessionId : undefined });
}

export async function deleteUser(ctx: AppContext, actor: AuthUser, id: number): Promise<User> {
  const before = await getUser(ctx, id);
  if (id === actor.id) throw conflict('You cannot delete your own account', 'body.id');
  await assertMayActOnUser(ctx.db, actor, targetOf(before), 'delete');
  const sessionIds = (await ctx.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, id))).map(
    (s) => s.id,
  );
  const [profile] = await ctx.db.select({ image: profiles.image }).from(profiles).where(eq(profiles.userId, id));
  // Sessions and the profile go with the user (ON DELETE CASCADE); so does the stored picture.
  await ctx.db.transaction(async (tx) => {
    await tx.delete(users).where(eq(users.id, id));
    auditChange(tx, { entity: ENTITY, entityId: id, before, after: null });
  });
  await releaseFiles(ctx, [profile?.image]);
  // Drops cached sessions and closes the sockets on every instance, each hearing `forceLogout` first.
  if (sessionIds.length) ctx.bus.publish({ type: 'sessions.revoked', sessionIds, notice: 'forceLogout' });
  ctx.bus.publish({ type: 'users.changed', userIds: [id] });
  return before;
}

/**
 * Ends every session of a user. Each instance tells the sessions' sockets `forceLogout` just before
 * closing them (core/realtime.ts): through the same bus event, so the notice never arrives after the close.
 */
export async function forceLogout(ctx: AppContext, actor: AuthUser, userId: number) {
  const target = await findTarget(ctx.db, userId);
  if (!target) throw notFound('User');
  await assertMayActOnUser(ctx.db, actor, target, 'sign out');
  const revoked = await ctx.sessions.revoke({ userId }, { notice: 'forceLogout' });
  const sessions = `${revoked.length} session${revoked.length === 1 ? '' : 's'}`;
  dialog(ctx, [actor.id], { type: 'success', message: `${target.username} was signed out of ${sessions}.` });
  return { revokedSessions: revoked.length };
}

// Database users (docs/database.md "Users", "Who manages what"): the list, one, creation, changes and
// deletion. Prepare (checks, the granting rule) → change the accounts on MariaDB with no connection of ours
// held (accounts.ts) → commit in one short transaction with the audit row; a failed commit puts the
// accounts back. A password is generated (or given), answered once, and kept nowhere: not here, not in
// the audit row, not in a log.
import { randomBytes } from 'node:crypto';
import { hasScopes } from '@backoffice/contract';
import type { DatabaseGrant, DatabaseUser } from '@backoffice/contract/modules/database';
import type { DatabasePrivilege } from '@backoffice/contract/rules/database';
import { and, asc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Db } from '../../../core/db/database.js';
import { containsPattern, paged } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { AppError, conflict, forbidden } from '../../../core/errors.js';
import { mariaDatabases, mariaGrants, mariaUsers } from '../schema.js';
import { type AccountState, changeAccounts, NO_ACCOUNT, type Undo } from './accounts.js';
import { mariaTarget, serverError } from './mariadb.js';
import { freshSync, isUniqueViolation, provisioningOf, reachable, reaches, syncOf } from './shared.js';

const ENTITY = 'database-user';

export type UserRow = typeof mariaUsers.$inferSelect;

/** A strong password: 24 random bytes, 32 characters of letters, digits, `-` and `_`. */
export const generatePassword = () => randomBytes(24).toString('base64url');

interface GrantRow {
  userId: number;
  databaseId: number;
  databaseName: string;
  departmentId: number | null;
  privilege: DatabasePrivilege;
}

async function grantsOf(db: Db, userIds: number[]): Promise<GrantRow[]> {
  if (!userIds.length) return [];
  return db
    .select({
      userId: mariaGrants.userId,
      databaseId: mariaGrants.databaseId,
      databaseName: mariaDatabases.name,
      departmentId: mariaDatabases.departmentId,
      privilege: sql<DatabasePrivilege>`${mariaGrants.privilege}`,
    })
    .from(mariaGrants)
    .innerJoin(mariaDatabases, eq(mariaDatabases.id, mariaGrants.databaseId))
    .where(inArray(mariaGrants.userId, userIds))
    .orderBy(asc(sql`lower(${mariaDatabases.name})`));
}

type Selected = { row: UserRow; creatorName: string | null };

function view(ctx: AppContext, actor: AuthUser, { row, creatorName }: Selected, grants: GrantRow[]): DatabaseUser {
  return {
    id: row.id,
    name: row.name,
    hosts: row.hosts,
    grants: grants
      .filter((g) => g.userId === row.id)
      .map(
        (g): DatabaseGrant => ({
          databaseId: g.databaseId,
          databaseName: g.databaseName,
          privilege: g.privilege,
          manageable: reaches(actor, g.departmentId),
        }),
      ),
    departmentId: row.departmentId,
    createdBy: row.createdBy === null ? null : { id: row.createdBy, name: creatorName ?? '' },
    sync: syncOf(mariaTarget(ctx), row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const selectUsers = (db: Db) =>
  db
    .select({ row: mariaUsers, creatorName: users.name })
    .from(mariaUsers)
    .leftJoin(users, eq(users.id, mariaUsers.createdBy));

/** The database user with this id when the caller reaches it (policy `database.user`). */
export async function findUser(db: Db, actor: AuthUser, id: number): Promise<UserRow | null> {
  const [row] = await db
    .select()
    .from(mariaUsers)
    .where(and(eq(mariaUsers.id, id), reachable(actor, mariaUsers.departmentId)));
  return row ?? null;
}

export async function listUsers(
  ctx: AppContext,
  actor: AuthUser,
  q: { page: number; take: number; search?: string | undefined },
) {
  const where: SQL[] = [];
  const visible = reachable(actor, mariaUsers.departmentId);
  if (visible) where.push(visible);
  if (q.search) where.push(ilike(mariaUsers.name, containsPattern(q.search)));
  const filter = where.length ? and(...where) : undefined;
  const page = await paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      selectUsers(ctx.db)
        .where(filter)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(mariaUsers).where(filter),
    order: { fallback: [sql`lower(${mariaUsers.name})`], tiebreak: mariaUsers.id },
    shape: async (rows) => {
      const grants = await grantsOf(
        ctx.db,
        rows.map((r) => r.row.id),
      );
      return rows.map((r) => view(ctx, actor, r, grants));
    },
  });
  return { ...page, provisioning: provisioningOf(ctx) };
}

export async function getUser(ctx: AppContext, actor: AuthUser, row: UserRow): Promise<DatabaseUser> {
  const [found] = await selectUsers(ctx.db).where(eq(mariaUsers.id, row.id));
  return view(ctx, actor, found!, await grantsOf(ctx.db, [row.id]));
}

interface GrantInput {
  databaseId: number;
  privilege: DatabasePrivilege;
}

/**
 * The granting rule (docs/database.md "Who manages what"): privileges only on databases the actor
 * manages (those they reach), and only with database:databases:read. A grant on a database the actor
 * does not manage may stay as it is (sent back unchanged, or left out: it is kept), never be made or
 * changed. Returns the grants to keep, with their database names.
 */
async function grantsToKeep(
  ctx: AppContext,
  actor: AuthUser,
  wanted: readonly GrantInput[],
  current: readonly GrantRow[],
): Promise<{ databaseId: number; name: string; privilege: DatabasePrivilege }[]> {
  const changed = wanted.some((g) => current.find((c) => c.databaseId === g.databaseId)?.privilege !== g.privilege);
  if (changed && !hasScopes(actor.scopes, ['database:databases:read'], actor.isAdmin)) {
    throw forbidden('Granting privileges on databases needs database:databases:read: you cannot see the databases');
  }
  const ids = wanted.map((g) => g.databaseId);
  const found = ids.length
    ? await ctx.db
        .select({ id: mariaDatabases.id, name: mariaDatabases.name, departmentId: mariaDatabases.departmentId })
        .from(mariaDatabases)
        .where(inArray(mariaDatabases.id, ids))
    : [];
  const problems = wanted.flatMap((g, i) => {
    const database = found.find((d) => d.id === g.databaseId);
    const existing = current.find((c) => c.databaseId === g.databaseId);
    if (database && reaches(actor, database.departmentId)) return [];
    if (existing && existing.privilege === g.privilege) return [];
    return [{ field: `body.grants.${i}.databaseId`, message: 'is not a database you manage' }];
  });
  if (problems.length) {
    throw new AppError('VALIDATION_FAILED', `body.grants: ${problems[0]!.message}`, problems);
  }
  // Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
  // The caller's grants, left as they are.
  const kept = wanted.map((g) => ({
    databaseId: g.databaseId,
    privilege: g.privilege,
    name: found.find((d) => d.id === g.databaseId)!.name,
  }));
  for (const c of current) {
    if (!reaches(actor, c.departmentId) && !kept.some((k) => k.databaseId === c.databaseId)) {
      kept.push({ databaseId: c.databaseId, name: c.databaseName, privilege: c.privilege });
    }
  }
  return kept;
}

const stateOf = (hosts: readonly string[], grants: readonly { name: string; privilege: DatabasePrivilege }[]) =>
  ({ hosts, grants: new Map(grants.map((g) => [g.name, g.privilege])) }) satisfies AccountState;

/** What the audit row keeps of a user: never a password. */
const audited = (name: string, hosts: readonly string[], grants: readonly GrantInput[]) => ({
  name,
  hosts,
  grants: grants.map((g) => ({ databaseId: g.databaseId, privilege: g.privilege })),
});

const nameTaken = (name: string) => conflict(`A database user named ${name} already exists`, 'body.name');

/** Makes the server side of a change, answering a MariaDB failure as the API's error. */
async function onMariaDb(ctx: AppContext, action: string, change: Parameters<typeof changeAccounts>[2]) {
  const target = mariaTarget(ctx);
  if (!target) return null;
  return changeAccounts(ctx, target, change).catch((e) => serverError(action, e));
}

export async function createUser(
  ctx: AppContext,
  actor: AuthUser,
  body: { name: string; hosts: string[]; grants: GrantInput[]; password?: string | undefined },
) {
  const { name, hosts } = body;
  const [taken] = await ctx.db
    .select({ id: mariaUsers.id })
    .from(mariaUsers)
    .where(eq(sql`lower(${mariaUsers.name})`, name.toLowerCase()));
  if (taken) throw nameTaken(name);
  const grants = await grantsToKeep(ctx, actor, body.grants, []);
  const target = mariaTarget(ctx);
  // Records only: no server to sign in to, so no password to make.
  const generated = target && body.password === undefined ? generatePassword() : null;
  const password = body.password ?? generated;

  const undoAccounts = await onMariaDb(ctx, `Database user ${name} was not created`, {
    name,
    before: NO_ACCOUNT,
    after: stateOf(hosts, grants),
    password: password ?? null,
  });
  const created = await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(mariaUsers)
        .values({ name, hosts, departmentId: actor.departmentId, createdBy: actor.id, ...freshSync(target) })
        .returning();
      if (grants.length) {
        await tx
          .insert(mariaGrants)
          .values(grants.map((g) => ({ userId: row!.id, databaseId: g.databaseId, privilege: g.privilege })));
      }
      auditChange(tx, { entity: ENTITY, entityId: row!.id, after: audited(name, hosts, grants) });
      return row!;
    })
    .catch(async (error: unknown) => {
      await undoAccounts?.();
      if (isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    });
  return { ...(await getUser(ctx, actor, created)), password: generated };
}

export async function updateUser(
  ctx: AppContext,
  actor: AuthUser,
  row: UserRow,
  body: {
    hosts?: string[] | undefined;
    grants?: GrantInput[] | undefined;
    password?: string | undefined;
    generatePassword?: boolean | undefined;
  },
) {
  const current = await grantsOf(ctx.db, [row.id]);
  const hosts = body.hosts ?? row.hosts;
  const currentGrants = current.map((g) => ({
    databaseId: g.databaseId,
    name: g.databaseName,
    privilege: g.privilege,
  }));
  const grants = body.grants ? await grantsToKeep(ctx, actor, body.grants, current) : currentGrants;
  const target = mariaTarget(ctx);
  const generated = target && body.generatePassword ? generatePassword() : null;
  const password = body.password ?? generated;

  const undoAccounts: Undo | null = await onMariaDb(ctx, `Database user ${row.name} was not changed`, {
    name: row.name,
    before: stateOf(row.hosts, currentGrants),
    after: stateOf(hosts, grants),
    password,
  });
  await ctx.db
    .transaction(async (tx) => {
      await tx
        .update(mariaUsers)
        .set({ hosts, updatedAt: new Date(), ...(target ? freshSync(target) : {}) })
        .where(eq(mariaUsers.id, row.id));
      await tx.delete(mariaGrants).where(eq(mariaGrants.userId, row.id));
      if (grants.length) {
        await tx
          .insert(mariaGrants)
          .values(grants.map((g) => ({ userId: row.id, databaseId: g.databaseId, privilege: g.privilege })));
      }
      auditChange(tx, {
        entity: ENTITY,
        entityId: row.id,
        before: audited(row.name, row.hosts, currentGrants),
        after: { ...audited(row.name, hosts, grants), ...(password ? { newPassword: 'set' } : {}) },
      });
    })
    .catch(async (error: unknown) => {
      await undoAccounts?.();
      throw error;
    });
  return { ...(await getUser(ctx, actor, row)), password: generated };
}

export async function deleteUser(ctx: AppContext, row: UserRow): Promise<{ id: number }> {
  const current = await grantsOf(ctx.db, [row.id]);
  const currentGrants = current.map((g) => ({
    databaseId: g.databaseId,
    name: g.databaseName,
    privilege: g.privilege,
  }));
  const undoAccounts = await onMariaDb(ctx, `Database user ${row.name} was not dropped`, {
    name: row.name,
    before: stateOf(row.hosts, currentGrants),
    after: NO_ACCOUNT,
    password: null,
  });
  await ctx.db
    .transaction(async (tx) => {
      await tx.delete(mariaUsers).where(eq(mariaUsers.id, row.id));
      auditChange(tx, {
        entity: ENTITY,
        entityId: row.id,
        before: audited(row.name, row.hosts, currentGrants),
        after: null,
      });
    })
    .catch(async (error: unknown) => {
      await undoAccounts?.();
      throw error;
    });
  return { id: row.id };
}

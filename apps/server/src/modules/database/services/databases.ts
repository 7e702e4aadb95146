// MariaDB databases (docs/database.md): the list, one, creation and deletion. A change is prepared (read and
// checked), made on the MariaDB server with no connection of ours held, then committed in one short
// transaction with its audit row; when the commit fails the MariaDB change is undone (docs/architecture.md
// "Calling an external system").
import type { Database } from '@backoffice/contract/modules/database';
import { and, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import { auditChange } from '../../../core/audit.js';
import type { AuthUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Db } from '../../../core/db/database.js';
import { containsPattern, paged } from '../../../core/db/lists.js';
import { users } from '../../../core/db/schema.js';
import { AppError, conflict } from '../../../core/errors.js';
import { mariaDatabases, mariaGrants } from '../schema.js';
import { mariaTarget, onServer, serverError } from './mariadb.js';
import { freshSync, isUniqueViolation, provisioningOf, reachable, syncOf, undo } from './shared.js';

const ENTITY = 'database';

export type DatabaseRow = typeof mariaDatabases.$inferSelect;

const userCount = sql<number>`(SELECT count(*)::int FROM ${mariaGrants} WHERE ${mariaGrants.databaseId} = ${mariaDatabases.id})`;

const columns = {
  row: mariaDatabases,
  userCount,
  creatorName: users.name,
};

type Selected = { row: DatabaseRow; userCount: number; creatorName: string | null };

function view(ctx: AppContext, { row, userCount, creatorName }: Selected): Database {
  return {
    id: row.id,
    name: row.name,
    departmentId: row.departmentId,
    createdBy: row.createdBy === null ? null : { id: row.createdBy, name: creatorName ?? '' },
    userCount,
    sync: syncOf(mariaTarget(ctx), row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const selectDatabases = (db: Db) =>
  db.select(columns).from(mariaDatabases).leftJoin(users, eq(users.id, mariaDatabases.createdBy));

/** The database with this id when the caller reaches it (policy `database.database`). */
export async function findDatabase(db: Db, user: AuthUser, id: number): Promise<DatabaseRow | null> {
  const [row] = await db
    .select()
    .from(mariaDatabases)
    .where(and(eq(mariaDatabases.id, id), reachable(user, mariaDatabases.departmentId)));
  return row ?? null;
}

export async function listDatabases(
  ctx: AppContext,
  user: AuthUser,
  q: { page: number; take: number; search?: string | undefined },
) {
  const where: SQL[] = [];
  const visible = reachable(user, mariaDatabases.departmentId);
  if (visible) where.push(visible);
  if (q.search) where.push(ilike(mariaDatabases.name, containsPattern(q.search)));
  const filter = where.length ? and(...where) : undefined;
  const page = await paged(ctx.db, q, {
    rows: ({ orderBy, limit, offset }) =>
      selectDatabases(ctx.db)
        .where(filter)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: ctx.db.select({ one: sql`1` }).from(mariaDatabases).where(filter),
    order: { fallback: [sql`lower(${mariaDatabases.name})`], tiebreak: mariaDatabases.id },
    shape: (rows) => rows.map((r) => view(ctx, r)),
  });
  return { ...page, provisioning: provisioningOf(ctx) };
}

export async function getDatabase(ctx: AppContext, row: DatabaseRow): Promise<Database> {
  const [found] = await selectDatabases(ctx.db).where(eq(mariaDatabases.id, row.id));
  return view(ctx, found!);
}

const nameTaken = (name: string) => conflict(`A database named ${name} already exists`, 'body.name');

/** A new database of the caller's department; created on the server first when provisioning is on. */
export async function createDatabase(ctx: AppContext, user: AuthUser, body: { name: string }): Promise<Database> {
  const { name } = body;
  const target = mariaTarget(ctx);

  // Prepare: the name is free here (without case: MariaDB on another OS would not tell them apart).
  const [taken] = await ctx.db
    .select({ id: mariaDatabases.id })
    .from(mariaDatabases)
    .where(eq(sql`lower(${mariaDatabases.name})`, name.toLowerCase()));
  if (taken) throw nameTaken(name);

  // Call: the server, with no connection of ours held. One it has already is not ours to take over.
  if (target) {
    await onServer(ctx, target, async (server) => {
      if (await server.databaseExists(name)) {
        throw new AppError('CONFLICT', `A database named ${name} already exists on the MariaDB server`, [
          { field: 'body.name', message: 'already exists on the MariaDB server' },
        ]);
      }
      await server.createDatabase(name);
    }).catch((e) => serverError(`Database ${name} was not created`, e));
  }

  // Commit, with the audit row; a failure drops what the call created.
  const created = await ctx.db
    .transaction(async (tx) => {
      const [row] = await tx
        .insert(mariaDatabases)
        .values({ name, departmentId: user.departmentId, createdBy: user.id, ...freshSync(target) })
        .returning();
      auditChange(tx, { entity: ENTITY, entityId: row!.id, after: { name, departmentId: user.departmentId } });
      return row!;
    })
    .catch(async (error: unknown) => {
      if (target) await undo(ctx, `drop database ${name}`, () => onServer(ctx, target, (s) => s.dropDatabase(name)));
      if (isUniqueViolation(error)) throw nameTaken(name);
      throw error;
    });
  return getDatabase(ctx, created);
}

/**
 * Drops a database no user is granted on (409 with their count otherwise: revoking silently would take
 * access away from people who may not know). If the commit fails after the drop, the database is
 * created again, empty, so that record and server still agree; the drop can be repeated.
 */
export async function deleteDatabase(ctx: AppContext, row: DatabaseRow): Promise<{ id: number }> {
  const target = mariaTarget(ctx);
  const [granted] = await ctx.db.select({ n: count() }).from(mariaGrants).where(eq(mariaGrants.databaseId, row.id));
  const users = granted?.n ?? 0;
  if (users > 0) {
    throw new AppError(
      'DATABASE_IN_USE',
      `Database ${row.name} is still granted to ${users} database user${users === 1 ? '' : 's'}: take their privileges on it away first`,
      undefined,
      { users },
    );
  }
  if (target) {
    await onServer(ctx, target, (s) => s.dropDatabase(row.name)).catch((e) =>
      serverError(`Database ${row.name} was not dropped`, e),
    );
  }
  await ctx.db
    .transaction(async (tx) => {
      await tx.delete(mariaDatabases).where(eq(mariaDatabases.id, row.id));
      auditChange(tx, {
        entity: ENTITY,
        entityId: row.id,
        before: { name: row.name, departmentId: row.departmentId },
        after: null,
      });
    })
    .catch(async (error: unknown) => {
      if (target) {
        await undo(ctx, `create database ${row.name} again`, () =>
          onServer(ctx, target, (s) => s.createDatabase(row.name)),
        );
      }
      // A grant made meanwhile (ON DELETE RESTRICT) is the same refusal as above.
      const pg = error as { code?: string; cause?: { code?: string } };
      if (['23001', '23503'].includes(pg.code ?? pg.cause?.code ?? '')) {
        throw new AppError('DATABASE_IN_USE', `Database ${row.name} was granted to a user meanwhile`, undefined, {
          users: 1,
        });
      }
      throw error;
    });
  return { id: row.id };
}

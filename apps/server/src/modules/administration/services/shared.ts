// Pieces the administration services share: user summaries, reference checks, unique-violation
// mapping and the fresh credentials a moved user receives.
import type { UserSummary } from '@backoffice/contract/modules/administration';
import { and, asc, eq, gt, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { toSessionUser } from '../../../core/auth/sessions.js';
import type { AppContext } from '../../../core/context.js';
import type { Executor } from '../../../core/db/database.js';
import { departments, roles, sessions, users } from '../../../core/db/schema.js';
import { badRequest, conflict } from '../../../core/errors.js';

const summaryColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  name: users.name,
  departmentId: users.departmentId,
};

/** Users matching a condition, as summaries, by name. */
export function userSummaries(db: Executor, where: SQL | undefined): Promise<UserSummary[]> {
  return db
    .select(summaryColumns)
    .from(users)
    .where(where)
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id));
}

/**
 * Checks that referenced roles and departments exist; a missing one is a 400 naming the field
 * (`field` is the field's full name, e.g. `body.userData.roleId`).
 */
export async function assertExists(
  db: Executor,
  refs: { roleId?: number | null; roleField?: string; departmentId?: number | null; departmentField?: string },
): Promise<void> {
  if (refs.roleId != null) {
    const found = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, refs.roleId));
    if (!found.length) throw badRequest(refs.roleField ?? 'body.roleId', 'There is no such role');
  }
  if (refs.departmentId != null) {
    const found = await db
      .select({ id: departments.id })
      .from(departments)
      .where(eq(departments.id, refs.departmentId));
    if (!found.length) throw badRequest(refs.departmentField ?? 'body.departmentId', 'There is no such department');
  }
}

/** The PostgreSQL error under a driver or drizzle error. */
function pgError(error: unknown): { code?: string; constraint?: string } {
  const e = error as { code?: string; constraint?: string; cause?: unknown };
  if (e && typeof e === 'object' && !e.code && e.cause) return pgError(e.cause);
  return e ?? {};
}

/**
 * Turns a unique violation of one of the given constraints into a 409 naming its field; anything
 * else is thrown again. (The check before the write answers nearly always; this covers the race.)
 */
export function rethrowUnique(fields: Record<string, { field: string; message: string }>) {
  return (error: unknown): never => {
    const pg = pgError(error);
    const known = pg.code === '23505' && pg.constraint ? fields[pg.constraint] : undefined;
    if (known) throw conflict(known.message, known.field);
    throw error;
  };
}

/**
 * Gives each user who is signed in somewhere a fresh token and session user (`updateCredentials`),
 * after a role change. Users without a live session get nothing: there is no one to hand it to.
 */
export async function sendFreshCredentials(ctx: AppContext, userIds: readonly number[]): Promise<void> {
  if (!userIds.length) return;
  const live = await ctx.db
    .selectDistinct({ userId: sessions.userId })
    .from(sessions)
    .where(and(inArray(sessions.userId, [...userIds]), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())));
  for (const { userId } of live) {
    const { jwt, user } = await ctx.sessions.create(userId);
    ctx.realtime.emitToUser(userId, 'updateCredentials', { jwt, user: toSessionUser(user) });
  }
}

/** "Ada Lovelace King" → first name "Ada", last name "Lovelace King" (profiles keep both parts). */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

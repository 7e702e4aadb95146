// Time travel (issue 35): roles and users as they were at an instant, by undoing, newest first, every
// role and user change the audit log holds after it (each row's `before` is the state it replaced;
// core/audit.ts writes it in the change's transaction). Users and roles created after the instant
// without a row (the first administrator, rows written by hand) are left out by their `created_at`.
// Departments grant no scope, so their changes do not enter. docs/administration.md "Time travel".
import type { PermissionHistory } from '@backoffice/contract/modules/administration';
import { and, eq, gt, inArray, isNull, lt, min, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../../core/db/database.js';
import { offsetOf, type PageParams } from '../../../core/db/lists.js';
import { auditLog, users } from '../../../core/db/schema.js';
import { intArray, type PastHolderRow, pastHoldersPage } from './permission-history.queries.js';
import {
  loadRoles,
  loadState,
  loadUsers,
  type PermissionState,
  type StateRole,
  type StateUser,
} from './permission-state.js';

/** The audit entities that change who holds what (services/roles.ts, services/users.ts). */
export const PERMISSION_ENTITIES = ['role', 'user'] as const;

export interface PermissionChange {
  id: number;
  at: Date;
  entity: string | null;
  entityId: string | null;
  before: unknown;
  after: unknown;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const isInt = (v: unknown): v is number => Number.isInteger(v);
const intOrNull = (v: unknown): v is number | null => v === null || isInt(v);
const dateOf = (v: unknown) => (typeof v === 'string' && !Number.isNaN(Date.parse(v)) ? new Date(v) : null);

function roleFrom(v: unknown): StateRole | undefined {
  if (!isObject(v) || !isInt(v.id) || typeof v.name !== 'string' || !Array.isArray(v.scopes)) return undefined;
  if (!v.scopes.every((s) => typeof s === 'string')) return undefined;
  return { id: v.id, name: v.name, scopes: [...(v.scopes as string[])].sort(), createdAt: null };
}

function userFrom(v: unknown): StateUser | undefined {
  if (!isObject(v) || !isInt(v.id) || typeof v.isAdmin !== 'boolean' || !intOrNull(v.roleId)) return undefined;
  return {
    id: v.id,
    username: typeof v.username === 'string' ? v.username : `#${v.id}`,
    name: typeof v.name === 'string' ? v.name : '',
    isAdmin: v.isAdmin,
    roleId: v.roleId,
    departmentId: intOrNull(v.departmentId) ? v.departmentId : null,
    createdAt: dateOf(v.createdAt),
    exists: true,
  };
}

/** The existing users' flag and role the state had before (kept `exists` as it is). */
function restoreUser(state: PermissionState, restored: StateUser): void {
  const current = state.users.get(restored.id);
  // Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
  state.users.set(restored.id, {
    id: restored.id,
    username: restored.username,
    name: restored.name,
    isAdmin: restored.isAdmin,
    roleId: restored.roleId,
    departmentId: restored.departmentId,
    createdAt: restored.createdAt,
    exists: current ? current.exists : false,
  });
}

/**
 * Undoes one change on `state`. False when the row does not hold what undoing it needs (written by a
 * version that recorded less): the replay before it is then incomplete.
 */
export function undo(state: PermissionState, change: PermissionChange): boolean {
  const { entity, before, after } = change;
  if (entity === 'role') {
    // A move of users to this role (services/roles.ts moveUsersToRole): `before` lists their roles.
    if (Array.isArray(before)) {
      for (const moved of before) {
        if (!isObject(moved) || !isInt(moved.id) || !intOrNull(moved.roleId)) return false;
        const user = state.users.get(moved.id);
        if (user) user.roleId = moved.roleId;
      }
      return true;
    }
    if (before === null || before === undefined) {
      const created = roleFrom(after);
      if (!created) return false;
      state.roles.delete(created.id);
      return true;
    }
    const was = roleFrom(before);
    if (!was) return false;
    state.roles.set(was.id, Object.assign(was, { createdAt: state.roles.get(was.id)?.createdAt ?? null }));
    return true;
  }
  if (entity === 'user') {
    if (before === null || before === undefined) {
      // A creation holds the user; a forced logout or a password change holds neither role nor flag.
      if (!isObject(after) || !('roleId' in after || 'isAdmin' in after)) return true;
      const created = userFrom(after);
      if (!created) return false;
      state.users.delete(created.id);
      return true;
    }
    const was = userFrom(before);
    if (!was) return false;
    restoreUser(state, was);
    return true;
  }
  return true;
}

/**
 * The role and user changes after `at`, newest first (index audit_log_entity_at_idx); with `userId`,
 * only that user's rows beside the roles' (a move of users is a role's row). Sorted here, not by
 * ORDER BY: PostgreSQL sorted the rows with their JSON (20,000 of them spilled to disk, most of the
 * query's time in bench/administration.ts); the ids alone sort in a few milliseconds.
 */
export async function changesAfter(db: Executor, at: Date, userId?: number): Promise<PermissionChange[]> {
  const rows = await db
    .select({
      id: auditLog.id,
      at: auditLog.at,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(
      and(
        userId === undefined
          ? inArray(auditLog.entity, [...PERMISSION_ENTITIES])
          : or(eq(auditLog.entity, 'role'), and(eq(auditLog.entity, 'user'), eq(auditLog.entityId, String(userId)))),
        gt(auditLog.at, at),
        isNull(auditLog.event),
        lt(auditLog.statusCode, 400),
      ),
    );
  return rows.sort((a, b) => b.id - a.id);
}

/** When the audit log begins (its oldest row), or null when it is empty. */
export async function auditLogStart(db: Executor): Promise<Date | null> {
  const [row] = await db.select({ oldest: min(auditLog.at) }).from(auditLog);
  return row?.oldest ? new Date(row.oldest) : null;
}

/**
 * The users a change can move (its own user, or each user a move of users lists, by every id the row
 * names): a user no change after an instant touches holds now the flag and role they held then.
 */
export function usersTouched(changes: readonly PermissionChange[]): Set<number> {
  const touched = new Set<number>();
  const add = (v: unknown) => {
    if (isObject(v) && isInt(v.id)) touched.add(v.id);
  };
  for (const { entity, entityId, before, after } of changes) {
    if (entity === 'user') {
      if (entityId !== null && /^\d+$/.test(entityId)) touched.add(Number(entityId));
      add(before);
      add(after);
    } else if (entity === 'role' && Array.isArray(before)) {
      before.forEach(add);
    }
  }
  return touched;
}

/**
 * Undoes `changes` (newest first) on `state`, leaves out what was created after `at`, and says how
 * far the answer can be trusted (`start`: the audit log's oldest row).
 */
export function replay(
  state: PermissionState,
  changes: readonly PermissionChange[],
  at: Date,
  start: Date | null,
): PermissionHistory {
  let completeFrom = start;
  for (const change of changes) {
    if (!undo(state, change) && (!completeFrom || change.at > completeFrom)) completeFrom = change.at;
  }
  for (const [id, user] of state.users) if (user.createdAt && user.createdAt > at) state.users.delete(id);
  for (const [id, role] of state.roles) if (role.createdAt && role.createdAt > at) state.roles.delete(id);
  return {
    at: at.toISOString(),
    completeFrom: completeFrom?.toISOString() ?? null,
    complete: completeFrom !== null && at >= completeFrom,
  };
}

/** The present and the changes since `at` from one snapshot: a change committed between two reads
 * would otherwise be undone from a present that does not hold it yet (or the reverse). */
const snapshot = { isolationLevel: 'repeatable read', accessMode: 'read only' } as const;

/**
 * Roles and users as they were at `at`, and how far that answer can be trusted; with `userId`, only
 * that user among the users (one person's scopes then need no one else's history).
 */
export async function stateAt(
  db: Db,
  at: Date,
  userId?: number,
): Promise<{ state: PermissionState; history: PermissionHistory }> {
  const [state, changes, start] = await db.transaction(
    (tx) => Promise.all([loadState(tx, userId), changesAfter(tx, at, userId), auditLogStart(tx)]),
    snapshot,
  );
  return { state, history: replay(state, changes, at, start) };
}

/**
 * Who held every one of `required` at `at`, a page of them (issue 35, docs/administration.md "Time
 * travel"). Every role and user change since then is read (the roles are replayed whole, and the
 * changes say how far the log reaches), but only the users they touch are read and replayed; the
 * others are taken as they are now, in SQL, where the two are searched, ordered and paged together.
 * Equal to `holdersIn` over `stateAt` (permission-history.test.ts checks every page).
 */
export async function holdersAt(
  db: Db,
  at: Date,
  required: readonly string[],
  q: PageParams & { pattern: string | null },
): Promise<{ rows: PastHolderRow[]; total: number; roles: PermissionState['roles']; history: PermissionHistory }> {
  return db.transaction(async (tx) => {
    const [roles, changes, start] = await Promise.all([loadRoles(tx), changesAfter(tx, at), auditLogStart(tx)]);
    const touched = usersTouched(changes);
    const state: PermissionState = {
      roles,
      users: touched.size ? await loadUsers(tx, sql`${users.id} = ANY(${intArray(touched)}::int[])`) : new Map(),
    };
    const history = replay(state, changes, at, start);
    const page = await pastHoldersPage(tx, { state, touched, at, required, pattern: q.pattern }, q.take, offsetOf(q));
    return { ...page, roles: state.roles, history };
  }, snapshot);
}

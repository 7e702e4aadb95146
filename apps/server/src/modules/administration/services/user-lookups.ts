// Users as other modules and pickers look them up: by scope, ids, emails or department (summaries,
// by name). Lookups change nothing, so nothing here is audited.
import type { UserSummary } from '@backoffice/contract/modules/administration';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { rolesHolding } from '../../../core/auth/holders.js';
import type { AppContext } from '../../../core/context.js';
import { departments, users } from '../../../core/db/schema.js';
import { notFound } from '../../../core/errors.js';
import { userSummaries } from './shared.js';

/**
 * Users whose role holds a scope, by its meaning: a wildcard on either side matches (spec §5).
 * The administrator flag does not count: it bypasses checks, it does not make someone a reviewer.
 */
export async function usersWithScope(ctx: AppContext, required: string): Promise<UserSummary[]> {
  const roleIds = await rolesHolding(ctx.db, required);
  if (!roleIds.length) return [];
  return userSummaries(ctx.db, inArray(users.roleId, roleIds));
}

export function usersByIds(ctx: AppContext, ids: number[]): Promise<UserSummary[]> {
  return ids.length ? userSummaries(ctx.db, inArray(users.id, ids)) : Promise.resolve([]);
}

export function usersByEmails(ctx: AppContext, emails: string[]): Promise<UserSummary[]> {
  const lowered = [...new Set(emails.map((e) => e.toLowerCase()))];
  return lowered.length ? userSummaries(ctx.db, inArray(sql`lower(${users.email})`, lowered)) : Promise.resolve([]);
}

export async function usersOfDepartment(ctx: AppContext, departmentId: number): Promise<UserSummary[]> {
  const found = await ctx.db.select({ id: departments.id }).from(departments).where(eq(departments.id, departmentId));
  if (!found.length) throw notFound('Department');
  return userSummaries(ctx.db, eq(users.departmentId, departmentId));
}

/** Departments (unknown ids left out), by name, each with its users. */
export async function usersOfDepartments(ctx: AppContext, ids: number[]) {
  if (!ids.length) return [];
  const [found, members] = await Promise.all([
    ctx.db
      .select({ id: departments.id, name: departments.name })
      .from(departments)
      .where(inArray(departments.id, ids))
      .orderBy(asc(departments.name)),
    userSummaries(ctx.db, inArray(users.departmentId, ids)),
  ]);
  // Not a spread: V8 adds a property after a spread by a slow runtime call (docs/performance.md "Object spread").
  return found.map((d) => Object.assign(d, { users: members.filter((u) => u.departmentId === d.id) }));
}

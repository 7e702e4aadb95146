// The granting rule (docs/administration.md): nobody reaches more than they hold. A non-administrator
// may grant, assign or edit only scopes its own scopes cover (wildcards included, `*` only if held),
// never changes its own role, and never acts on a user whose role holds more than its own.
import { scopesBeyond } from '@backoffice/contract';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { roleScopes, roles, users } from '../db/schema.js';
import { AppError, forbidden } from '../errors.js';
import type { AuthUser } from './sessions.js';

type Reader = Pick<Db, 'select'>;

const listed = (scopes: readonly string[]) => {
  const shown = scopes.slice(0, 5).join(', ');
  return scopes.length > 5 ? `${shown} and ${scopes.length - 5} more` : shown;
};

/** A 403 naming the field whose value reaches beyond the actor's scopes. */
function beyond(message: string, field?: string): AppError {
  return new AppError('FORBIDDEN', message, field ? [{ field, message }] : undefined);
}

export async function scopesOfRole(db: Reader, roleId: number): Promise<string[]> {
  const rows = await db.select({ scope: roleScopes.scope }).from(roleScopes).where(eq(roleScopes.roleId, roleId));
  return rows.map((r) => r.scope);
}

/** Refuses scopes the actor could not hold out to anyone: granting them would reach past its own. */
export function assertMayGrant(actor: AuthUser, scopes: readonly string[], field: string): void {
  const missing = scopesBeyond(actor.scopes, scopes, actor.isAdmin);
  if (missing.length) throw beyond(`You cannot grant scopes you do not hold yourself: ${listed(missing)}`, field);
}

/** Refuses to edit or delete a role that holds scopes beyond the actor's. */
export async function assertMayEditRole(db: Reader, actor: AuthUser, roleId: number, action: string): Promise<void> {
  if (actor.isAdmin) return;
  const missing = scopesBeyond(actor.scopes, await scopesOfRole(db, roleId), false);
  if (missing.length) {
    throw beyond(`You cannot ${action} this role: it holds scopes you do not hold yourself (${listed(missing)})`);
  }
}

/** Refuses to put anyone (oneself included) into a role holding scopes beyond the actor's. */
export async function assertMayAssignRole(db: Reader, actor: AuthUser, roleId: number, field: string): Promise<void> {
  if (actor.isAdmin) return;
  const [role] = await db.select({ name: roles.name }).from(roles).where(eq(roles.id, roleId));
  if (!role) return; // the caller reports a missing role as a 400
  const missing = scopesBeyond(actor.scopes, await scopesOfRole(db, roleId), false);
  if (missing.length) {
    throw beyond(
      `You cannot assign the role ${role.name}: it holds scopes you do not hold yourself (${listed(missing)})`,
      field,
    );
  }
}

/** Only an administrator changes its own role (a scope holder would otherwise pick a bigger one). */
export function assertNotOwnRole(actor: AuthUser, userIds: readonly number[], field: string): void {
  if (!actor.isAdmin && userIds.includes(actor.id)) throw beyond('You cannot change your own role', field);
}

export interface UserTarget {
  id: number;
  username: string;
  isAdmin: boolean;
  roleId: number | null;
}

/** The users a call acts on, as the granting rule needs them (unknown ids are left out). */
export function findTargets(db: Reader, userIds: readonly number[]): Promise<UserTarget[]> {
  return db
    .select({ id: users.id, username: users.username, isAdmin: users.isAdmin, roleId: users.roleId })
    .from(users)
    .where(inArray(users.id, [...userIds]));
}

export async function findTarget(db: Reader, userId: number): Promise<UserTarget | undefined> {
  return (await findTargets(db, [userId]))[0];
}

/**
 * Refuses to act on (edit, reset the password of, move, sign out, delete) an administrator or a
 * user whose role holds scopes beyond the actor's: whoever could reset that password would sign
 * in with those scopes. `action` reads "change", "delete", "sign out", "move"….
 */
export async function assertMayActOnUser(
  db: Reader,
  actor: AuthUser,
  target: UserTarget,
  action: string,
): Promise<void> {
  if (actor.isAdmin) return;
  if (target.isAdmin) throw forbidden(`Only an administrator can ${action} an administrator`);
  if (target.id === actor.id || target.roleId === null) return;
  const missing = scopesBeyond(actor.scopes, await scopesOfRole(db, target.roleId), false);
  if (missing.length) {
    throw forbidden(
      `You cannot ${action} ${target.username}: their role holds scopes you do not hold yourself (${listed(missing)})`,
    );
  }
}

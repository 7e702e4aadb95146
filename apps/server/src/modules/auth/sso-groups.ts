// Groups → roles: the identity provider's groups claim gives a role at single sign-on (docs/auth.md
// "Groups → roles"). The granting rule holds twice: an administrator maps a group only to a role they
// could give by hand, and a mapping is applied only while its writer still could.

import { scopesBeyond } from '@backoffice/contract';
import type { SsoGroupMapping } from '@backoffice/contract/modules/auth';
import { asc, eq, inArray } from 'drizzle-orm';
import { auditChange } from '../../core/audit.js';
import { assertMayEditRole, scopesOfRole } from '../../core/auth/grants.js';
import type { AuthUser } from '../../core/auth/sessions.js';
import type { AppContext } from '../../core/context.js';
import { roles, users } from '../../core/db/schema.js';
import { conflict, notFound } from '../../core/errors.js';
import { ssoGroupRoles } from './schema.js';

async function assertRole(ctx: AppContext, roleId: number): Promise<void> {
  const [role] = await ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw notFound('Role');
}

export async function groupsOfRole(ctx: AppContext, roleId: number): Promise<{ groups: SsoGroupMapping[] }> {
  await assertRole(ctx, roleId);
  const rows = await ctx.db
    .select({ id: ssoGroupRoles.id, group: ssoGroupRoles.groupName, writtenBy: users.username })
    .from(ssoGroupRoles)
    .leftJoin(users, eq(users.id, ssoGroupRoles.writtenBy))
    .where(eq(ssoGroupRoles.roleId, roleId))
    .orderBy(asc(ssoGroupRoles.groupName));
  return { groups: rows };
}

/**
 * Replaces the role's groups. The caller must be able to edit the role (its scopes within theirs);
 * a group already mapped to another role is a 409 naming it (one group gives one role).
 */
export async function setGroupsOfRole(
  ctx: AppContext,
  actor: AuthUser,
  roleId: number,
  wanted: readonly string[],
): Promise<{ groups: SsoGroupMapping[] }> {
  await assertRole(ctx, roleId);
  await assertMayEditRole(ctx.db, actor, roleId, 'map groups to');
  const groups = [...new Set(wanted)];
  const before = await groupsOfRole(ctx, roleId);
  if (groups.length) {
    const elsewhere = await ctx.db
      .select({ group: ssoGroupRoles.groupName, role: roles.name, roleId: ssoGroupRoles.roleId })
      .from(ssoGroupRoles)
      .innerJoin(roles, eq(roles.id, ssoGroupRoles.roleId))
      .where(inArray(ssoGroupRoles.groupName, groups));
    const taken = elsewhere.find((e) => e.roleId !== roleId);
    if (taken) {
      const index = groups.indexOf(taken.group);
      throw conflict(`The group ${taken.group} already gives the role ${taken.role}`, `body.groups.${index}`);
    }
  }
  const kept = new Set(before.groups.map((g) => g.group));
  await ctx.db.transaction(async (tx) => {
    await tx.delete(ssoGroupRoles).where(eq(ssoGroupRoles.roleId, roleId));
    if (groups.length) {
      // Every row is the caller's now: they could edit the role, so they could grant it.
      await tx.insert(ssoGroupRoles).values(groups.map((groupName) => ({ roleId, groupName, writtenBy: actor.id })));
    }
    auditChange(tx, {
      entity: 'role',
      entityId: roleId,
      before: { ssoGroups: [...kept] },
      after: { ssoGroups: groups },
    });
  });
  return groupsOfRole(ctx, roleId);
}

/**
 * The role the person's groups give: of the mappings matching their groups, the oldest whose writer
 * still could grant the role (an administrator, or someone whose scopes cover the role's). None: null.
 */
export async function roleFromGroups(
  ctx: AppContext,
  groups: readonly string[],
): Promise<{ id: number; name: string } | null> {
  if (!groups.length) return null;
  const matches = await ctx.db
    .select({
      roleId: ssoGroupRoles.roleId,
      role: roles.name,
      writerId: ssoGroupRoles.writtenBy,
      writerIsAdmin: users.isAdmin,
      writerRoleId: users.roleId,
    })
    .from(ssoGroupRoles)
    .innerJoin(roles, eq(roles.id, ssoGroupRoles.roleId))
    .leftJoin(users, eq(users.id, ssoGroupRoles.writtenBy))
    .where(inArray(ssoGroupRoles.groupName, [...groups]))
    .orderBy(asc(ssoGroupRoles.id));
  for (const match of matches) {
    if (match.writerId === null) continue;
    if (match.writerIsAdmin) return { id: match.roleId, name: match.role };
    const held = match.writerRoleId === null ? [] : await scopesOfRole(ctx.db, match.writerRoleId);
    if (scopesBeyond(held, await scopesOfRole(ctx.db, match.roleId), false).length === 0) {
      return { id: match.roleId, name: match.role };
    }
  }
  return null;
}

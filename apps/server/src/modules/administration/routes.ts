import * as api from '@backoffice/contract/modules/administration';
import { handle } from '../../core/http.js';
import * as departments from './departments.service.js';
import * as roles from './roles.service.js';
import * as scopes from './scopes.service.js';
import * as users from './users.service.js';

export const handlers = [
  // ---- Scopes ----
  handle(api.syncScopes, async ({ ctx, request }) => {
    const result = await scopes.syncScopes(ctx);
    request.auditFacts = { entity: 'scopes', after: { added: result.added, removed: result.removed } };
    return result;
  }),
  handle(api.listScopes, ({ ctx }) => scopes.listScopes(ctx)),

  // ---- Roles ----
  handle(api.listRoles, ({ ctx, query }) => roles.listRoles(ctx, query)),
  handle(api.rolesOfDepartment, ({ ctx, params }) => roles.rolesOfDepartment(ctx, params.id)),
  handle(api.createRole, async ({ ctx, user, body, request }) => {
    const role = await roles.createRole(ctx, user, body);
    request.auditFacts = { entity: 'role', entityId: role.id, after: role };
    return role;
  }),
  handle(api.getRole, ({ ctx, params }) => roles.getRole(ctx, params.id)),
  handle(api.updateRole, async ({ ctx, user, params, body, request }) => {
    const { before, after } = await roles.updateRole(ctx, user, params.id, body);
    request.auditFacts = { entity: 'role', entityId: after.id, before, after };
    return after;
  }),
  handle(api.deleteRole, async ({ ctx, user, body, request }) => {
    const before = await roles.deleteRole(ctx, user, body.id);
    request.auditFacts = { entity: 'role', entityId: before.id, before, after: null };
    return { success: true as const };
  }),
  handle(api.moveUsersToRole, async ({ ctx, user, body, request }) => {
    const { moved, before } = await roles.moveUsersToRole(ctx, user, body);
    request.auditFacts = { entity: 'role', entityId: body.role, before, after: { users: moved, role: body.role } };
    return { moved };
  }),
  handle(api.roleScopesOf, ({ ctx, params }) => roles.scopesOfRole(ctx, params.id)),

  // ---- Users ----
  handle(api.listUsers, ({ ctx, query }) => users.listUsers(ctx, query)),
  handle(api.createUser, async ({ ctx, user, body, request }) => {
    const created = await users.createUser(ctx, user, body);
    request.auditFacts = { entity: 'user', entityId: created.id, after: created };
    return created;
  }),
  handle(api.getUser, ({ ctx, params }) => users.getUser(ctx, params.id)),
  handle(api.updateUser, async ({ ctx, user, params, body, request }) => {
    const { before, after } = await users.updateUser(ctx, user, params.id, body.userData);
    // Which fields were sent (a new password shows as a name only; the audit log never holds secrets).
    const changedFields = Object.keys(body.userData);
    request.auditFacts = { entity: 'user', entityId: after.id, before, after: { ...after, changedFields } };
    return after;
  }),
  handle(api.deleteUser, async ({ ctx, user, body, request }) => {
    const before = await users.deleteUser(ctx, user, body.id);
    request.auditFacts = { entity: 'user', entityId: before.id, before, after: null };
    return { success: true as const };
  }),
  handle(api.forceLogout, async ({ ctx, user, body, request }) => {
    const result = await users.forceLogout(ctx, user, body.userId);
    request.auditFacts = { entity: 'user', entityId: body.userId, after: { forcedLogout: true, ...result } };
    return result;
  }),
  handle(api.qaUsers, ({ ctx }) => users.usersWithScope(ctx, 'qa:chat:review')),
  handle(api.qaManagers, ({ ctx }) => users.usersWithScope(ctx, 'qa:manager')),
  handle(api.shiftManagers, ({ ctx }) => users.usersWithScope(ctx, 'calendar:shifts:create')),
  handle(api.usersByEmails, ({ ctx, body, request }) => {
    request.skipAudit = true; // a lookup sent as POST: nothing changes
    return users.usersByEmails(ctx, body.emails);
  }),
  handle(api.usersByIds, ({ ctx, body, request }) => {
    request.skipAudit = true;
    return users.usersByIds(ctx, body.ids);
  }),
  handle(api.usersOfDepartment, ({ ctx, params }) => users.usersOfDepartment(ctx, params.id)),
  handle(api.usersWithScope, ({ ctx, params }) => users.usersWithScope(ctx, params.scope)),
  handle(api.usersOfDepartments, ({ ctx, query }) => users.usersOfDepartments(ctx, query.ids)),

  // ---- Departments ----
  handle(api.listDepartments, ({ ctx, query }) => departments.listDepartments(ctx, query)),
  handle(api.createDepartment, async ({ ctx, body, request }) => {
    const created = await departments.createDepartment(ctx, body);
    request.auditFacts = { entity: 'department', entityId: created.id, after: created };
    return created;
  }),
  handle(api.getDepartment, ({ ctx, params }) => departments.getDepartment(ctx, params.id)),
  handle(api.updateDepartment, async ({ ctx, params, body, request }) => {
    const { before, after } = await departments.updateDepartment(ctx, params.id, body);
    request.auditFacts = { entity: 'department', entityId: after.id, before, after };
    return after;
  }),
  handle(api.deleteDepartment, async ({ ctx, body, request }) => {
    const before = await departments.deleteDepartment(ctx, body.id);
    request.auditFacts = { entity: 'department', entityId: before.id, before, after: null };
    return { success: true as const };
  }),
];

import * as api from '@backoffice/contract/modules/administration';
import { handle } from '../../core/http.js';
import * as departments from './services/departments.js';
import * as permissions from './services/permissions.js';
import * as roles from './services/roles.js';
import * as scopes from './services/scopes.js';
import * as lookups from './services/user-lookups.js';
import * as users from './services/users.js';

// Changes write their audit rows in their own transactions (services/); only the forced logout,
// whose change is the sessions' (core/auth), names its facts for the hook.
export const handlers = [
  // ---- Scopes ----
  handle(api.syncScopes, ({ ctx }) => scopes.syncScopes(ctx)),
  handle(api.listScopes, ({ ctx }) => scopes.listScopes(ctx)),

  // ---- Roles ----
  handle(api.listRoles, ({ ctx, query }) => roles.listRoles(ctx, query)),
  handle(api.rolesOfDepartment, ({ ctx, params }) => roles.rolesOfDepartment(ctx, params.id)),
  handle(api.createRole, ({ ctx, user, body }) => roles.createRole(ctx, user, body)),
  handle(api.getRole, ({ ctx, params }) => roles.getRole(ctx, params.id)),
  handle(api.updateRole, ({ ctx, user, params, body }) => roles.updateRole(ctx, user, params.id, body)),
  handle(api.deleteRole, async ({ ctx, user, body }) => {
    await roles.deleteRole(ctx, user, body.id);
    return { success: true as const };
  }),
  handle(api.moveUsersToRole, async ({ ctx, user, body }) => ({ moved: await roles.moveUsersToRole(ctx, user, body) })),
  handle(api.roleScopesOf, ({ ctx, params }) => roles.scopesOfRole(ctx, params.id)),

  // ---- Users ----
  handle(api.listUsers, ({ ctx, query }) => users.listUsers(ctx, query)),
  handle(api.createUser, ({ ctx, user, body }) => users.createUser(ctx, user, body)),
  handle(api.getUser, ({ ctx, params }) => users.getUser(ctx, params.id)),
  handle(api.updateUser, ({ ctx, user, params, body }) => users.updateUser(ctx, user, params.id, body.userData)),
  handle(api.deleteUser, async ({ ctx, user, body }) => {
    await users.deleteUser(ctx, user, body.id);
    return { success: true as const };
  }),
  handle(api.forceLogout, async ({ ctx, user, body, request }) => {
    const result = await users.forceLogout(ctx, user, body.userId);
    request.auditFacts = { entity: 'user', entityId: body.userId, after: { forcedLogout: true, ...result } };
    return result;
  }),
  handle(api.qaUsers, ({ ctx }) => lookups.usersWithScope(ctx, 'qa:chat:review')),
  handle(api.qaManagers, ({ ctx }) => lookups.usersWithScope(ctx, 'qa:manager')),
  handle(api.shiftManagers, ({ ctx }) => lookups.usersWithScope(ctx, 'calendar:shifts:create')),
  handle(api.usersByEmails, ({ ctx, body, request }) => {
    request.skipAudit = true; // a lookup sent as POST: nothing changes
    return lookups.usersByEmails(ctx, body.emails);
  }),
  handle(api.usersByIds, ({ ctx, body, request }) => {
    request.skipAudit = true;
    return lookups.usersByIds(ctx, body.ids);
  }),
  handle(api.usersOfDepartment, ({ ctx, params }) => lookups.usersOfDepartment(ctx, params.id)),
  handle(api.usersWithScope, ({ ctx, params }) => lookups.usersWithScope(ctx, params.scope)),
  handle(api.usersOfDepartments, ({ ctx, query }) => lookups.usersOfDepartments(ctx, query.ids)),

  // ---- Permissions you can see (issue 35) ----
  handle(api.scopeHolders, ({ ctx, query }) => permissions.scopeHolders(ctx, query)),
  handle(api.userPermissionsOf, ({ ctx, params, query }) => permissions.userPermissions(ctx, params.id, query.at)),
  handle(api.exportPermissions, async ({ ctx, query, reply }) => {
    const { filename, text } = await permissions.exportPermissions(ctx, query);
    reply.header('content-type', 'text/csv; charset=utf-8');
    reply.header('content-disposition', `attachment; filename="${filename}"`);
    return text;
  }),
  handle(api.previewRole, ({ ctx, user, params, body, request }) => {
    request.skipAudit = true; // a preview saves nothing
    return permissions.previewRole(ctx, user, params.id, body.scopes);
  }),
  handle(api.previewUsers, ({ ctx, user, body, request }) => {
    request.skipAudit = true;
    return permissions.previewUsers(ctx, user, body);
  }),

  // ---- Departments ----
  handle(api.listDepartments, ({ ctx, query }) => departments.listDepartments(ctx, query)),
  handle(api.createDepartment, ({ ctx, body }) => departments.createDepartment(ctx, body)),
  handle(api.getDepartment, ({ ctx, params }) => departments.getDepartment(ctx, params.id)),
  handle(api.updateDepartment, ({ ctx, params, body }) => departments.updateDepartment(ctx, params.id, body)),
  handle(api.deleteDepartment, async ({ ctx, body }) => {
    await departments.deleteDepartment(ctx, body.id);
    return { success: true as const };
  }),
];

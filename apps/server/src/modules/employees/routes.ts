import * as api from '@backoffice/contract/modules/employees';
import { handle } from '../../core/http.js';
import { readProfileForm } from './profile-form.js';
import * as employees from './service.js';

export const handlers = [
  handle(api.createProfile, async ({ ctx, body, request }) => {
    const created = await employees.createProfile(ctx, body);
    request.auditFacts = { entity: 'profile', entityId: created._id, after: created };
    return created;
  }),
  handle(api.getProfile, ({ record }) => employees.toProfile(record)),
  handle(api.updateProfile, async ({ ctx, user, record, request }) => {
    // Who may edit is settled before the upload is read.
    const current = await employees.profileForEdit(ctx, user, record);
    const form = await readProfileForm(request);
    const { before, after } = await employees.updateProfile(ctx, current, form);
    request.auditFacts = { entity: 'profile', entityId: after._id, before, after };
    return after;
  }),
  handle(api.getBaseProfile, ({ ctx, params }) => employees.getBaseProfile(ctx, params.id)),
  handle(api.profilesByUserIds, ({ ctx, body, request }) => {
    request.skipAudit = true; // a lookup sent as POST: nothing changes
    return employees.baseProfilesOf(ctx, body.ids);
  }),
  handle(api.updateProfileConfig, async ({ ctx, user, record, body, request }) => {
    const { before, after } = await employees.updateProfileConfig(ctx, user, record, body);
    request.auditFacts = { entity: 'profile', entityId: after._id, before, after };
    return after;
  }),
  handle(api.listProfiles, ({ ctx, query }) => employees.listProfiles(ctx, query)),
  handle(api.listNotifications, ({ ctx, user, query }) => employees.listNotifications(ctx, user, query)),
  handle(api.markNotificationRead, async ({ ctx, record, request }) => {
    const { before, after } = await employees.markNotificationRead(ctx, record);
    request.auditFacts = { entity: 'notification', entityId: after._id, before, after };
    return after;
  }),
];

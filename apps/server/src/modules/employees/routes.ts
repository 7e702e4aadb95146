import * as api from '@backoffice/contract/modules/employees';
import { handle } from '../../core/http.js';
import { readProfileForm } from './profile-form.js';
import * as notifications from './services/notifications.js';
import * as people from './services/people.js';
import * as employees from './services/profiles.js';

export const handlers = [
  handle(api.createProfile, ({ ctx, body }) => employees.createProfile(ctx, body)),
  handle(api.getProfile, ({ ctx, record }) => employees.profileOf(ctx.db, record)),
  handle(api.updateProfile, async ({ ctx, user, record, request, reply }) => {
    // Who may edit is settled before the upload is read.
    const current = await employees.profileForEdit(ctx, user, record);
    const form = await readProfileForm(ctx, { request, reply });
    try {
      return (await employees.updateProfile(ctx, user, current, form)).after;
    } finally {
      await form.discard();
    }
  }),
  handle(api.getBaseProfile, ({ ctx, params }) => employees.getBaseProfile(ctx, params.id)),
  handle(api.profilesByUserIds, ({ ctx, body, request }) => {
    request.skipAudit = true; // a lookup sent as POST: nothing changes
    return employees.baseProfilesOf(ctx, body.ids);
  }),
  handle(
    api.updateProfileConfig,
    async ({ ctx, user, record, body }) => (await employees.updateProfileConfig(ctx, user, record, body)).after,
  ),
  handle(api.listProfiles, ({ ctx, query }) => employees.listProfiles(ctx, query)),
  handle(api.listPeople, ({ ctx, query }) => people.listPeople(ctx, query)),
  handle(api.getPerson, ({ ctx, params }) => people.personById(ctx.db, params.id)),
  handle(api.listNotifications, ({ ctx, user, query }) => notifications.listNotifications(ctx, user, query)),
  handle(api.markNotificationRead, ({ ctx, record }) => notifications.markNotificationRead(ctx, record)),
  handle(api.markAllNotificationsRead, ({ ctx, user }) => notifications.markAllNotificationsRead(ctx, user)),
];

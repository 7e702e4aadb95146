import * as auth from '@backoffice/contract/modules/auth';
import { toSessionUser } from '../../core/auth/sessions.js';
import { bearerToken, handle } from '../../core/http.js';
import {
  changeOwnPassword,
  isValidToken,
  listOwnSessions,
  revokeOtherSessions,
  revokeOwnSession,
  signIn,
  signOut,
  toSessionInfo,
} from './service.js';

export const handlers = [
  handle(auth.signIn, async ({ ctx, body, request }) => {
    const result = await signIn(ctx, body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      // A refused sign-in is kept as a security event naming the account it tried.
      identified: (userId) => {
        request.securityFacts = { userId, username: body.user };
      },
    });
    const { id, username } = result.user;
    request.auditFacts = { entity: 'session', entityId: id, after: { username }, actor: { id, username } };
    return result;
  }),
  handle(auth.logout, async ({ ctx, user }) => {
    await signOut(ctx, user);
    return { success: true as const };
  }),
  handle(auth.validate, async ({ ctx, request }) => ({ valid: await isValidToken(ctx, bearerToken(request)) })),
  handle(auth.me, ({ user }) => toSessionUser(user)),
  handle(auth.changePassword, async ({ ctx, user, body, request }) => {
    const result = await changeOwnPassword(ctx, user, body, {
      ip: request.ip,
      onWrongPassword: () => {
        request.securityFacts = { event: 'password.failed' };
      },
    });
    request.auditFacts = { entity: 'user', entityId: user.id, after: { passwordChanged: true, ...result } };
    return { success: true as const, ...result };
  }),
  handle(auth.listSessions, ({ ctx, user }) => listOwnSessions(ctx, user)),
  handle(auth.revokeSession, async ({ ctx, user, record, request }) => {
    await revokeOwnSession(ctx, record);
    const { device, ip, signedInAt, current } = toSessionInfo(record, user.sessionId);
    request.auditFacts = { entity: 'session', entityId: record.id, before: { device, ip, signedInAt, current } };
    return { success: true as const };
  }),
  handle(auth.revokeOtherSessions, async ({ ctx, user, request }) => {
    const result = await revokeOtherSessions(ctx, user);
    request.auditFacts = { entity: 'session', entityId: user.sessionId, after: result };
    return result;
  }),
];

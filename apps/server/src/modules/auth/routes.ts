import * as auth from '@backoffice/contract/modules/auth';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { toSessionUser } from '../../core/auth/sessions.js';
import { AppError } from '../../core/errors.js';
import { bearerToken, handle } from '../../core/http.js';
import { clearFormCookie, failedLocation, formCookieOf, signInWithForm, takeFormHandoff } from './form-sign-in.js';
import {
  addPasskey,
  listPasskeys,
  passkeySignIn,
  registrationOptions,
  removePasskey,
  signInOptions,
} from './mfa/passkeys.js';
import {
  assertMayDisable,
  checkCode,
  codeAsField,
  confirmEnrolment,
  disableTotp,
  methodOfCode,
  mfaStatusOf,
  regenerateRecoveryCodes,
  resetUserMfa,
  roleRequirement,
  setRoleRequirement,
  startEnrolment,
  userMfaOf,
} from './mfa/service.js';
import { confirmEnrolmentAtSignIn, startEnrolmentAtSignIn, verifyChallenge } from './mfa/sign-in.js';
import {
  accountKey,
  changeOwnPassword,
  clearAttempts,
  isValidToken,
  listOwnSessions,
  reserveAttempt,
  revokeOtherSessions,
  revokeOwnSession,
  signIn,
  signOut,
  toSessionInfo,
} from './service.js';
import {
  browserCookieOf,
  clearBrowserCookie,
  finishSso,
  newBrowserCookie,
  oidcSettings,
  startSso,
  takeHandoff,
} from './sso.js';
import { groupsOfRole, setGroupsOfRole } from './sso-groups.js';

/** The relying party of WebAuthn: the host the browser asked, and its origin (docs/auth.md "Passkeys"). */
function relyingParty(request: FastifyRequest) {
  return { rpID: request.hostname, origin: `${request.protocol}://${request.host}` };
}

/** A browser redirect (the single sign-on's steps, the sign-in form's answer): a short text body, never JSON. */
function redirect(reply: FastifyReply, location: string, status = 302): string {
  reply.status(status).header('location', location).type('text/plain; charset=utf-8');
  return `Redirecting to ${location}`;
}

export const handlers = [
  handle(auth.signIn, async ({ ctx, body, request }) => {
    let signedIn: number | null = null;
    const result = await signIn(ctx, body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      // A refused sign-in is kept as a security event naming the account it tried.
      identified: (userId) => {
        signedIn = userId;
        request.securityFacts = { userId, username: body.user };
      },
    });
    if ('challenge' in result) {
      // The password was right; the session waits for the second factor (its own row then).
      const id = signedIn as number | null;
      request.auditFacts = {
        entity: 'sign-in',
        entityId: id ?? undefined,
        after: { secondFactor: result.step },
        ...(id ? { actor: { id, username: body.user } } : {}),
      };
      return result;
    }
    const { id, username } = result.user;
    request.auditFacts = { entity: 'session', entityId: id, after: { username }, actor: { id, username } };
    return result;
  }),
  handle(auth.signInForm, async ({ ctx, body, request, reply }) => {
    try {
      const { location, cookie } = await signInWithForm(ctx, body, {
        ip: request.ip,
        secure: request.protocol === 'https',
        identified: (userId) => {
          request.securityFacts = { userId, username: body.user };
        },
      });
      // Nothing is granted yet (the code is of no use without this browser's cookie): the row is the
      // exchange's, where the session is made.
      request.skipAudit = true;
      reply.header('set-cookie', cookie);
      return redirect(reply, location, 303);
    } catch (error) {
      // The sign-in call's refusals, told on /login; recorded as that call's (the security event of
      // its 401 or 429: core/audit.ts `refusedStatus`).
      if (!(error instanceof AppError) || (error.code !== 'INVALID_CREDENTIALS' && error.code !== 'RATE_LIMITED')) {
        throw error;
      }
      request.failureCode = error.code;
      request.refusedStatus = error.statusCode;
      return redirect(reply, failedLocation(error.code === 'RATE_LIMITED' ? 'limited' : 'invalid'), 303);
    }
  }),
  handle(auth.signInFormSession, async ({ ctx, body, request, reply }) => {
    const { person, result } = await takeFormHandoff(ctx, body.code, {
      browser: formCookieOf(request.headers.cookie),
      ip: request.ip,
      userAgent: request.headers['user-agent'],
    });
    reply.header('set-cookie', clearFormCookie(request.protocol === 'https'));
    const actor = { id: person.id, username: person.username };
    // The sign-in call's rows, marked as made through the form.
    request.auditFacts =
      'challenge' in result
        ? { entity: 'sign-in', entityId: person.id, after: { secondFactor: result.step, form: true }, actor }
        : { entity: 'session', entityId: person.id, after: { username: person.username, form: true }, actor };
    return result;
  }),
  handle(auth.verifyChallenge, async ({ ctx, body, request }) => {
    const { person, method, recoveryCodesLeft, ...session } = await verifyChallenge(ctx, body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      identified: (p) => {
        request.securityFacts = { userId: p.id, username: p.username, event: 'mfa.failed' };
      },
    });
    const actor = { id: person.id, username: person.username };
    request.auditFacts = {
      entity: 'session',
      entityId: person.id,
      after: { username: person.username, secondFactor: method, recoveryCodesLeft },
      actor,
    };
    return recoveryCodesLeft === undefined ? session : { ...session, recoveryCodesLeft };
  }),
  handle(auth.startEnrolmentAtSignIn, async ({ ctx, body, request }) => {
    // A new secret is no change anyone needs in the log (confirming it is).
    request.skipAudit = true;
    return startEnrolmentAtSignIn(ctx, body.challenge);
  }),
  handle(auth.confirmEnrolmentAtSignIn, async ({ ctx, body, request }) => {
    const { person, ...result } = await confirmEnrolmentAtSignIn(ctx, body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      identified: (p) => {
        request.securityFacts = { userId: p.id, username: p.username, event: 'mfa.failed' };
      },
    });
    return result;
  }),
  handle(auth.getMfa, ({ ctx, user }) => mfaStatusOf(ctx, user)),
  handle(auth.startTotp, async ({ ctx, user, request }) => {
    request.skipAudit = true;
    return startEnrolment(ctx, user);
  }),
  handle(auth.confirmTotp, async ({ ctx, user, body, request }) => {
    request.securityFacts = { event: 'mfa.failed' };
    await reserveAttempt(ctx, accountKey(user.id), request.ip);
    const result = await codeAsField(() => confirmEnrolment(ctx, user, body.code));
    await clearAttempts(ctx, accountKey(user.id));
    return result;
  }),
  handle(auth.disableTotp, async ({ ctx, user, body, request }) => {
    await assertMayDisable(ctx, user);
    request.securityFacts = { event: 'mfa.failed' };
    await reserveAttempt(ctx, accountKey(user.id), request.ip);
    const { method } = await codeAsField(() => checkCode(ctx, user.id, methodOfCode(body.code), body.code));
    await clearAttempts(ctx, accountKey(user.id));
    await disableTotp(ctx, user, method);
    return { success: true as const };
  }),
  handle(auth.regenerateRecoveryCodes, async ({ ctx, user, body, request }) => {
    request.securityFacts = { event: 'mfa.failed' };
    await reserveAttempt(ctx, accountKey(user.id), request.ip);
    await codeAsField(() => checkCode(ctx, user.id, 'totp', body.code));
    await clearAttempts(ctx, accountKey(user.id));
    return regenerateRecoveryCodes(ctx, user);
  }),
  handle(auth.getRoleMfa, ({ ctx, params }) => roleRequirement(ctx, params.id)),
  handle(auth.setRoleMfa, async ({ ctx, user, params, body }) => {
    const { required } = await setRoleRequirement(ctx, user, params.id, body.required);
    return { required };
  }),
  handle(auth.getUserMfa, ({ ctx, params }) => userMfaOf(ctx, params.id)),
  handle(auth.resetUserMfa, async ({ ctx, user, params }) => {
    const result = await resetUserMfa(ctx, user, params.id);
    return { success: true as const, ...result };
  }),
  handle(auth.listPasskeys, ({ ctx, user }) => listPasskeys(ctx, user.id)),
  handle(auth.passkeyRegistrationOptions, async ({ ctx, user, request }) => {
    request.skipAudit = true;
    return registrationOptions(ctx, user, relyingParty(request));
  }),
  handle(auth.addPasskey, ({ ctx, user, body, request }) => addPasskey(ctx, user, body, relyingParty(request))),
  handle(auth.removePasskey, async ({ ctx, user, body }) => {
    await removePasskey(ctx, user, body.id);
    return { success: true as const };
  }),
  handle(auth.passkeySignInOptions, async ({ ctx, request }) => {
    request.skipAudit = true;
    return signInOptions(ctx, relyingParty(request));
  }),
  handle(auth.passkeySignIn, async ({ ctx, body, request }) => {
    const { passkey, username, ...session } = await passkeySignIn(ctx, body, {
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      rp: relyingParty(request),
      identified: (userId) => {
        request.securityFacts = { userId, event: 'mfa.failed' };
      },
    });
    const { id } = session.user;
    request.auditFacts = {
      entity: 'session',
      entityId: id,
      after: { username, passkey: passkey.name },
      actor: { id, username },
    };
    return session;
  }),
  handle(auth.ssoInfo, ({ ctx }) => {
    const settings = oidcSettings(ctx);
    return { enabled: settings !== null, name: settings?.name ?? null };
  }),
  handle(auth.ssoStart, async ({ ctx, request, reply }) => {
    const browser = newBrowserCookie(request.protocol === 'https');
    const { location, reason } = await startSso(ctx, relyingParty(request).origin, browser.value);
    if (!reason) reply.header('set-cookie', browser.header);
    return redirect(reply, location);
  }),
  handle(auth.ssoCallback, async ({ ctx, query, request, reply }) => {
    const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    const { location, reason } = await finishSso(ctx, query, search, {
      ip: request.ip,
      browser: browserCookieOf(request.headers.cookie),
    });
    if (reason) request.log.info({ reason }, 'single sign-on stopped');
    return redirect(reply, location);
  }),
  handle(auth.ssoSession, async ({ ctx, body, request, reply }) => {
    // The rows (a new account, a role from a group, the session) are written by takeHandoff's transactions.
    const session = await takeHandoff(ctx, body.code, {
      browser: browserCookieOf(request.headers.cookie),
      ip: request.ip,
      userAgent: request.headers['user-agent'],
      // A refused person is kept as a security event (the account, when there is one).
      identified: (person) => {
        request.securityFacts = { userId: person.id, username: person.username, event: 'sign-in.failed' };
      },
    });
    reply.header('set-cookie', clearBrowserCookie(request.protocol === 'https'));
    return session;
  }),
  handle(auth.getRoleSsoGroups, ({ ctx, params }) => groupsOfRole(ctx, params.id)),
  handle(auth.setRoleSsoGroups, ({ ctx, user, params, body }) => setGroupsOfRole(ctx, user, params.id, body.groups)),
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

// Passkeys (WebAuthn, issue 32; docs/auth.md "Passkeys"): several per person, each with a name; a
// passkey signs in instead of password + code. The options and responses are WebAuthn's own JSON
// (@simplewebauthn on both sides), carried through as objects.
import { z } from 'zod';
import { endpoint, isoInstant, successReply } from '../../http.js';
import { sessionReply } from './mfa.js';

/** WebAuthn's JSON (options, a credential's response): checked by the library, not field by field. */
const webauthnJson = z.record(z.string(), z.unknown());

export const passkey = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: isoInstant,
  lastUsedAt: isoInstant.nullable(),
});
export type Passkey = z.infer<typeof passkey>;

export const listPasskeys = endpoint({
  name: 'auth.listPasskeys',
  method: 'GET',
  path: '/auth/passkeys',
  access: 'signedIn',
  summary: 'Your passkeys, the newest first',
  reply: z.array(passkey),
});

export const passkeyRegistrationOptions = endpoint({
  name: 'auth.passkeyRegistrationOptions',
  method: 'POST',
  path: '/auth/passkeys/options',
  access: 'signedIn',
  summary: 'Start adding a passkey: the options for navigator.credentials.create (good for 5 minutes)',
  reply: webauthnJson,
});

export const addPasskey = endpoint({
  name: 'auth.addPasskey',
  method: 'POST',
  path: '/auth/passkeys',
  access: 'signedIn',
  summary: 'Add the passkey the browser made from the options',
  body: z.object({
    name: z.string().trim().min(1, 'Name the passkey').max(100, 'A name is at most 100 characters'),
    response: webauthnJson,
  }),
  reply: passkey,
});

export const removePasskey = endpoint({
  name: 'auth.removePasskey',
  method: 'DELETE',
  path: '/auth/passkeys',
  access: 'signedIn',
  summary: 'Remove one of your passkeys',
  body: z.object({ id: z.number().int().positive() }),
  reply: successReply,
});

export const passkeySignInOptions = endpoint({
  name: 'auth.passkeySignInOptions',
  method: 'POST',
  path: '/auth/passkey/options',
  access: 'public',
  summary: 'Start signing in with a passkey: the options for navigator.credentials.get',
  reply: webauthnJson,
});

export const passkeySignIn = endpoint({
  name: 'auth.passkeySignIn',
  method: 'POST',
  path: '/auth/passkey',
  access: 'public',
  summary: 'Sign in with a passkey instead of password and code: answers the session',
  body: z.object({ response: webauthnJson }),
  reply: sessionReply,
});

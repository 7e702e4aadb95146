import { session } from '../core/session';

const VALIDATION_TIMEOUT_MS = 10_000;

/**
 * Spec §4: a stored session is checked with the server before the app shows. A token the server
 * rejects signs out; an unreachable server keeps the session (its next call will tell).
 */
export async function validateStoredSession(): Promise<void> {
  const { jwt } = session.get();
  if (!jwt) return;
  // Loaded only when there is a session to check: a guest's first screen stays small.
  let modules: [typeof import('@backoffice/contract/modules/auth'), typeof import('../core/api')];
  try {
    modules = await Promise.all([import('@backoffice/contract/modules/auth'), import('../core/api')]);
  } catch {
    return; // Offline: keep the session; the shell's own chunks will report the failure.
  }
  const [{ me, validate }, { ApiRequestError, call }] = modules;
  try {
    const { valid } = await call(validate, {
      keepSessionOn401: true,
      signal: AbortSignal.timeout(VALIDATION_TIMEOUT_MS),
    });
    if (!valid) {
      session.signOut('invalid');
      return;
    }
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) session.signOut('invalid');
    return;
  }
  // Scopes may have changed while the tab was closed; refresh them without holding the app back.
  call(me).then(
    (user) => {
      if (session.get().jwt === jwt) session.updateUser(user);
    },
    () => undefined,
  );
}

import { logout } from '@backoffice/contract/modules/auth';
import { call } from '../core/api';
import { session } from '../core/session';
import { disconnectSocket } from '../core/socket';

/** The user's own sign-out: revoke the session on the server, then forget it here either way. */
export async function signOut(): Promise<void> {
  // First, so that the server closing this session's socket is not taken for a dead token.
  disconnectSocket();
  try {
    await call(logout, { keepSessionOn401: true, signal: AbortSignal.timeout(5_000) });
  } catch {
    // Already revoked or server unreachable: the local session ends regardless.
  }
  session.signOut('user');
}

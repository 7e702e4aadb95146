import { TOKEN_INVALID_MESSAGE } from '@backoffice/contract/http';

/**
 * Spec §8: a 401 whose message is "No credentials found for the given issuer", or whose data says
 * the token expired, ends the session. Any other 401 (a wrong password, say) is the caller's business.
 */
export function endsSession(status: number, body: unknown): boolean {
  if (status !== 401 || typeof body !== 'object' || body === null) return false;
  const { message, data } = body as { message?: unknown; data?: unknown };
  if (message === TOKEN_INVALID_MESSAGE) return true;
  return typeof data === 'object' && data !== null && (data as { expired?: unknown }).expired === true;
}

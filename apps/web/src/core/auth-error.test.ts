import { TOKEN_INVALID_MESSAGE } from '@backoffice/contract/http';
import { describe, expect, it } from 'vitest';
import { endsSession } from './auth-error';

describe('endsSession (spec §8)', () => {
  it('ends the session on a 401 saying no credentials were found for the issuer', () => {
    expect(
      endsSession(401, {
        statusCode: 401,
        error: 'Unauthorized',
        code: 'TOKEN_INVALID',
        message: TOKEN_INVALID_MESSAGE,
      }),
    ).toBe(true);
    expect(TOKEN_INVALID_MESSAGE).toBe('No credentials found for the given issuer');
  });

  it('ends the session on a 401 whose data says the token expired', () => {
    expect(
      endsSession(401, { code: 'TOKEN_EXPIRED', message: 'Token expired', data: { expired: true }, statusCode: 401 }),
    ).toBe(true);
  });

  it('keeps the session on a wrong password, a rate limit or a missing scope', () => {
    expect(endsSession(401, { code: 'INVALID_CREDENTIALS', message: 'Invalid username or password' })).toBe(false);
    expect(endsSession(429, { code: 'RATE_LIMITED', message: TOKEN_INVALID_MESSAGE })).toBe(false);
    expect(endsSession(403, { code: 'FORBIDDEN', message: 'Forbidden', data: { expired: true } })).toBe(false);
  });

  it('keeps the session when the 401 body is not an error body', () => {
    expect(endsSession(401, undefined)).toBe(false);
    expect(endsSession(401, 'No credentials found for the given issuer')).toBe(false);
    expect(endsSession(401, { data: { expired: 'yes' } })).toBe(false);
    expect(endsSession(401, { data: null })).toBe(false);
  });
});

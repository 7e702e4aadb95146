import { TOKEN_INVALID_MESSAGE } from '@backoffice/contract/http';
import { signIn } from '@backoffice/contract/modules/auth';
import { exportZone } from '@backoffice/contract/modules/dns';
import { auditLog } from '@backoffice/contract/modules/system';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, call, callText } from './api';
import { messages } from './messages';
import { notificationQueue } from './notifications';
import { session } from './session';

const user = {
  id: 1,
  profileId: 1,
  username: 'admin',
  email: 'admin@example.com',
  name: 'Ada Admin',
  wsKey: 'ws-key',
  scopes: [],
  departmentId: null,
  isAdmin: true,
  darkTheme: false,
  showReviewedEscalations: false,
  profileImage: null,
};

function reply(status: number, body: unknown) {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('call', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    session.signIn('token-1', user);
    notificationQueue.set([]);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    session.signOut('user');
  });

  it('builds the URL from the contract path and query, with the bearer token', async () => {
    fetchMock.mockResolvedValue(reply(200, { items: [], total: 0, page: 2, take: 50 }));
    await call(auditLog, { query: { page: 2, take: 50 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/audit-log?page=2&take=50');
    expect(init!.method).toBe('GET');
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('sends a JSON body', async () => {
    fetchMock.mockResolvedValue(reply(200, { jwt: 'j', user }));
    await call(signIn, { body: { user: 'admin', password: 'secret' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/auth/token');
    expect(init!.method).toBe('POST');
    expect(init!.body).toBe('{"user":"admin","password":"secret"}');
    expect((init!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  it('throws ApiRequestError carrying the server error body', async () => {
    const body = {
      statusCode: 401,
      error: 'Unauthorized',
      code: 'INVALID_CREDENTIALS',
      message: 'Invalid username or password',
    };
    fetchMock.mockResolvedValue(reply(401, body));
    const error = await call(signIn, { body: { user: 'a', password: 'b' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiRequestError);
    expect((error as ApiRequestError).body).toEqual(body);
    expect((error as ApiRequestError).status).toBe(401);
    // A wrong password is not a dead session.
    expect(session.get().jwt).toBe('token-1');
  });

  it('signs out and notifies once when the token is no longer valid', async () => {
    const body = { statusCode: 401, error: 'Unauthorized', code: 'TOKEN_INVALID', message: TOKEN_INVALID_MESSAGE };
    fetchMock.mockImplementation(async () => reply(401, body));
    const results = await Promise.allSettled([call(auditLog, {}), call(auditLog, {})]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(session.get().user).toBeNull();
    expect(notificationQueue.get()).toHaveLength(1);
    expect(notificationQueue.get()[0]).toMatchObject({
      level: 'error',
      title: messages.authErrorTitle,
      body: messages.tokenInvalid,
      duration: 5_000,
    });
  });

  it('reports an unreachable server as a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = (await call(auditLog, {}).catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.code).toBe('NETWORK_ERROR');
    expect(error.status).toBe(0);
  });

  it('reads a text/plain reply with the file name the server suggests', async () => {
    fetchMock.mockResolvedValue(
      new Response('$ORIGIN example.com.\n', {
        status: 200,
        headers: { 'Content-Type': 'text/plain', 'Content-Disposition': 'attachment; filename="example.com.zone"' },
      }),
    );
    expect(await callText(exportZone, { params: { id: 7 } })).toEqual({
      text: '$ORIGIN example.com.\n',
      filename: 'example.com.zone',
    });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/dns/zones/7/export');
    const headers = init!.headers as Record<string, string>;
    expect(headers.Accept).toBe('text/plain');
    expect(headers.Authorization).toBe('Bearer token-1');
  });

  it('gives a text call the same errors and 401 handling as a JSON call', async () => {
    const notFound = { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'No such zone' };
    fetchMock.mockResolvedValueOnce(reply(404, notFound));
    const error = (await callText(exportZone, { params: { id: 7 } }).catch((e: unknown) => e)) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.body).toEqual(notFound);

    const dead = { statusCode: 401, error: 'Unauthorized', code: 'TOKEN_INVALID', message: TOKEN_INVALID_MESSAGE };
    fetchMock.mockResolvedValueOnce(reply(401, dead));
    await expect(callText(exportZone, { params: { id: 7 } })).rejects.toBeInstanceOf(ApiRequestError);
    expect(session.get().user).toBeNull();
  });
});

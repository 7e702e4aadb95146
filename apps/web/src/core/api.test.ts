import { TOKEN_INVALID_MESSAGE } from '@backoffice/contract/http';
import { usersOfDepartments } from '@backoffice/contract/modules/administration';
import { signIn, validate } from '@backoffice/contract/modules/auth';
import { exportZone } from '@backoffice/contract/modules/dns';
import { updateProfile } from '@backoffice/contract/modules/employees';
import { privateFile } from '@backoffice/contract/modules/files';
import { auditLog } from '@backoffice/contract/modules/system';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, call, callBlob, callText, earlyAnswer, filenameOf, upload } from './api';
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

  it('takes the session check index.html started before the app loaded, once, and only for the token it was sent with', async () => {
    const early = (globalThis as { __early?: Record<string, unknown> }).__early;
    try {
      const started = Promise.resolve(reply(200, { valid: true }));
      (globalThis as { __early?: Record<string, unknown> }).__early = {
        '/api/auth/validate': { jwt: 'token-1', response: started },
      };
      expect(await call(validate)).toEqual({ valid: true });
      expect(fetchMock).not.toHaveBeenCalled();
      // Taken once: the next check asks the server.
      fetchMock.mockImplementation(async () => reply(200, { valid: false }));
      expect(await call(validate)).toEqual({ valid: false });
      expect(fetchMock).toHaveBeenCalledTimes(1);
      // Started with a token the session no longer holds (it changed in another tab): not used.
      (globalThis as { __early?: Record<string, unknown> }).__early = {
        '/api/auth/validate': { jwt: 'token-0', response: Promise.resolve(reply(200, { valid: true })) },
      };
      expect(await call(validate)).toEqual({ valid: false });
      expect(fetchMock).toHaveBeenCalledTimes(2);
    } finally {
      (globalThis as { __early?: unknown }).__early = early;
    }
  });

  it("gives the answer the page has read of an early call for the screen's first drawing, for the token it was sent with", async () => {
    const early = (globalThis as { __early?: Record<string, unknown> }).__early;
    try {
      const response = Promise.resolve(reply(200, { valid: true }));
      (globalThis as { __early?: Record<string, unknown> }).__early = {
        '/api/auth/validate': { jwt: 'token-1', response, answer: { valid: true } },
      };
      expect(earlyAnswer(validate)).toEqual({ valid: true });
      // Only read: the call takes the response, and until it has read it the answer is still the screen's.
      const taking = call(validate);
      expect(earlyAnswer(validate)).toEqual({ valid: true });
      expect(await taking).toEqual({ valid: true });
      expect(fetchMock).not.toHaveBeenCalled();
      expect(earlyAnswer(validate)).toBeUndefined();
      (globalThis as { __early?: Record<string, unknown> }).__early = {
        '/api/auth/validate': { jwt: 'token-0', response, answer: { valid: true } },
      };
      expect(earlyAnswer(validate)).toBeUndefined();
      // Not read yet (the page draws no early view of it): none.
      (globalThis as { __early?: Record<string, unknown> }).__early = {
        '/api/auth/validate': { jwt: 'token-1', response },
      };
      expect(earlyAnswer(validate)).toBeUndefined();
    } finally {
      (globalThis as { __early?: unknown }).__early = early;
    }
  });

  it('writes the query as spec §5, §7 and §9 say: empty values left out, dates as YYYY-MM-DD', async () => {
    fetchMock.mockImplementation(async () => reply(200, { items: [], total: 0, page: 1, take: 25 }));
    await call(auditLog, {
      query: { page: 1, take: 25, entity: '', entityId: undefined, userId: null, kind: 'changes', event: undefined },
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/audit-log?page=1&take=25&kind=changes');

    // No endpoint filters by date yet; the serialiser already writes them the one way.
    const at = new Date('2026-03-05T10:00:00Z') as unknown as string;
    await call(auditLog, { query: { entityId: at, take: 0, search: 'a b&c' } as never });
    expect(fetchMock.mock.calls[1]![0]).toBe('/api/audit-log?entityId=2026-03-05&take=0&search=a+b%26c');
  });

  it('sends arrays as repeated bracketed keys, one item included', async () => {
    fetchMock.mockImplementation(async () => reply(200, []));
    await call(usersOfDepartments, { query: { ids: [3, 4] } });
    await call(usersOfDepartments, { query: { ids: [7] } });
    await call(usersOfDepartments, { query: { ids: [null, '', 8] } });
    expect(fetchMock.mock.calls.map(([url]) => decodeURIComponent(String(url)))).toEqual([
      '/api/auth/users-departments?ids[]=3&ids[]=4',
      '/api/auth/users-departments?ids[]=7',
      '/api/auth/users-departments?ids[]=8',
    ]);
  });

  it('refuses a nested object in a query rather than sending [object Object]', async () => {
    await expect(call(auditLog, { query: { entity: { a: 1 } } as never })).rejects.toThrow(TypeError);
    expect(fetchMock).not.toHaveBeenCalled();
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

describe('callBlob (stored files)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const path = '0b8f3a52-93d5-4c4e-9d0e-3f3c1b7a2e10.pdf';

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    session.signIn('token-1', user);
    notificationQueue.set([]);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    session.signOut('user');
  });

  it('fetches the bytes with the token, with their type and the exact name the server sends', async () => {
    fetchMock.mockResolvedValue(
      new Response(new Uint8Array([37, 80, 68, 70]), {
        status: 200,
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="Resume_ 2024.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%202024.pdf`,
        },
      }),
    );
    const file = await callBlob(privateFile, { params: { path } });
    expect(file.contentType).toBe('application/pdf');
    expect(file.filename).toBe('Résumé 2024.pdf');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([37, 80, 68, 70]));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(`/api/internal-file-manager/private/${path}`);
    expect((init!.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('gives a file the same errors and 401 handling as a JSON call', async () => {
    const notFound = { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'File not found' };
    fetchMock.mockResolvedValueOnce(reply(404, notFound));
    const error = (await callBlob(privateFile, { params: { path } }).catch((e: unknown) => e)) as ApiRequestError;
    expect(error.body).toEqual(notFound);
    const dead = { statusCode: 401, error: 'Unauthorized', code: 'TOKEN_INVALID', message: TOKEN_INVALID_MESSAGE };
    fetchMock.mockResolvedValueOnce(reply(401, dead));
    await expect(callBlob(privateFile, { params: { path } })).rejects.toBeInstanceOf(ApiRequestError);
    expect(session.get().user).toBeNull();
  });

  it('reads the suggested name from either form of Content-Disposition', () => {
    expect(filenameOf(`attachment; filename="a.txt"; filename*=UTF-8''%E2%9C%93.txt`)).toBe('✓.txt');
    expect(filenameOf('attachment; filename="example.com.zone"')).toBe('example.com.zone');
    expect(filenameOf('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(filenameOf(`attachment; filename="fallback.txt"; filename*=UTF-8''%E2%9C`)).toBe('fallback.txt');
    expect(filenameOf(null)).toBeNull();
  });
});

/** Just enough of XMLHttpRequest for `upload`: the test plays the server with `answer`. */
class FakeXhr {
  static last: FakeXhr | null = null;
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  responseType = '';
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  aborted = false;

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  answer(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

describe('upload', () => {
  const form = () => new FormData();

  beforeEach(() => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    session.signIn('token-1', user);
    notificationQueue.set([]);
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    FakeXhr.last = null;
    session.signOut('user');
  });

  it('sends the form to the endpoint with the bearer token and reports progress', async () => {
    const progress: number[] = [];
    const body = form();
    const done = upload(updateProfile, { params: { id: 5 }, body }, (fraction) => progress.push(fraction));
    const xhr = FakeXhr.last!;
    expect(xhr.method).toBe('PATCH');
    expect(xhr.url).toBe('/api/employee-controller/profile/user/5');
    expect(xhr.headers.Authorization).toBe('Bearer token-1');
    expect(xhr.body).toBe(body);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 200 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 0, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 200, total: 200 });
    xhr.answer(200, { userId: 5 });
    expect(await done).toEqual({ userId: 5 });
    expect(progress).toEqual([0.25, 1]);
  });

  it('throws the server error body, as call does', async () => {
    const done = upload(updateProfile, { params: { id: 5 }, body: form() }).catch((e: unknown) => e);
    const body = { statusCode: 400, error: 'Bad Request', code: 'VALIDATION_FAILED', message: 'Invalid', details: [] };
    FakeXhr.last!.answer(400, body);
    const error = (await done) as ApiRequestError;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error.body).toEqual(body);
    expect(error.endpoint).toBe(updateProfile.name);
  });

  it("makes up an error body for a proxy's 413 and for a dropped connection", async () => {
    const tooLarge = upload(updateProfile, { params: { id: 5 }, body: form() }).catch((e: unknown) => e);
    FakeXhr.last!.answer(413, '<html>Request Entity Too Large</html>', 'Payload Too Large');
    expect(((await tooLarge) as ApiRequestError).body).toEqual({
      statusCode: 413,
      error: 'Payload Too Large',
      code: 'HTTP_413',
      message: messages.tooLarge,
    });

    const dropped = upload(updateProfile, { params: { id: 5 }, body: form() }).catch((e: unknown) => e);
    FakeXhr.last!.onerror?.();
    expect(((await dropped) as ApiRequestError).code).toBe('NETWORK_ERROR');
  });

  it('cancels on its signal, rejecting as fetch does (AbortError)', async () => {
    const abort = new AbortController();
    const done = upload(updateProfile, { params: { id: 5 }, body: form(), signal: abort.signal }).catch(
      (e: unknown) => e,
    );
    abort.abort();
    expect(FakeXhr.last!.aborted).toBe(true);
    expect(((await done) as DOMException).name).toBe('AbortError');
  });

  it('signs out and notifies when the token is no longer valid', async () => {
    const done = upload(updateProfile, { params: { id: 5 }, body: form() }).catch((e: unknown) => e);
    FakeXhr.last!.answer(401, {
      statusCode: 401,
      error: 'Unauthorized',
      code: 'TOKEN_INVALID',
      message: TOKEN_INVALID_MESSAGE,
    });
    expect(await done).toBeInstanceOf(ApiRequestError);
    expect(session.get().user).toBeNull();
    expect(notificationQueue.get()).toHaveLength(1);
  });
});

import type { ApiError, BodyOf, Endpoint, ParamsOf, QueryOf, ReplyOf } from '@backoffice/contract/http';
import { fillPath } from '@backoffice/contract/http';
import { toSearchParams } from '@backoffice/contract/rules/query-filters';
import { endsSession } from './auth-error';
import { forgetEarlyAnswer, peekEarlyAnswer, takeEarlyResponse } from './early';
import { messages } from './messages';
import { NOTIFICATION_TIMINGS, notify } from './notifications';
import { session } from './session';

export const API_BASE = '/api';

/** A failed call. `body` is the server's error body (docs/architecture.md "Conventions"), or one made up for it. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly body: ApiError;
  readonly endpoint: string;

  constructor(endpoint: string, body: ApiError) {
    super(body.message);
    this.name = 'ApiRequestError';
    this.status = body.statusCode;
    this.body = body;
    this.endpoint = endpoint;
  }

  get code(): string {
    return this.body.code;
  }
}

// `never` (no schema) becomes "no such option"; otherwise the option takes the schema's input.
type Option<K extends string, T> = [T] extends [never] ? { [P in K]?: never } : { [P in K]: T };

/** What selects a call's data: its path parameters, query and body, typed by the contract. */
export type CallInput<E extends Endpoint> = Option<'params', ParamsOf<E>> &
  Partial<Option<'query', QueryOf<E>>> &
  Option<'body', BodyOf<E>>;

export type CallOptions<E extends Endpoint> = CallInput<E> & {
  signal?: AbortSignal;
  /** Leave a session-ending 401 to the caller instead of signing out (start-up validation). */
  keepSessionOn401?: boolean;
};

/** `call`'s options, optional when the endpoint needs none. */
export type CallArgs<E extends Endpoint> =
  Record<string, never> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

function isApiError(value: unknown): value is ApiError {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return typeof v.statusCode === 'number' && typeof v.message === 'string' && typeof v.code === 'string';
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

interface RawOptions {
  params?: Record<string, string | number>;
  query?: Record<string, unknown>;
  body?: unknown;
  signal?: AbortSignal;
  keepSessionOn401?: boolean;
}

function urlOf(endpoint: Endpoint, opts: RawOptions): string {
  const query = opts.query ? toSearchParams(opts.query) : '';
  return `${API_BASE}${fillPath(endpoint.path, opts.params)}${query ? `?${query}` : ''}`;
}

/**
 * The answer the page has already read of this GET, asked for before the app loaded (core/early.ts
 * `peekEarlyAnswer`); undefined when there is none. `call` still takes the response itself.
 */
export function earlyAnswer<E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>): ReplyOf<E> | undefined {
  if (endpoint.method !== 'GET') return undefined;
  return peekEarlyAnswer(urlOf(endpoint, (options ?? {}) as RawOptions), session.get().jwt) as ReplyOf<E> | undefined;
}

function networkError(endpoint: Endpoint): ApiRequestError {
  return new ApiRequestError(endpoint.name, {
    statusCode: 0,
    error: 'Network Error',
    code: 'NETWORK_ERROR',
    message: messages.networkError,
  });
}

/** A reply that is not 2xx, as the error to throw; a session-ending 401 signs out first (spec §8). */
function failure(
  endpoint: Endpoint,
  opts: RawOptions,
  usedJwt: string | null,
  reply: { status: number; statusText: string; text: string },
): ApiRequestError {
  const data = parseJson(reply.text);
  if (!opts.keepSessionOn401 && endsSession(reply.status, data)) endSession(usedJwt);
  if (isApiError(data)) return new ApiRequestError(endpoint.name, data);
  // A proxy in front of the server answers a too large upload without our error body.
  const message =
    reply.status === 413 ? messages.tooLarge : reply.status >= 500 ? messages.serverUnavailable : reply.statusText;
  return new ApiRequestError(endpoint.name, {
    statusCode: reply.status,
    error: reply.statusText || 'Error',
    code: `HTTP_${reply.status}`,
    message: message || `Request failed with status ${reply.status}`,
  });
}

/**
 * The one request path of `call`, `callText` and `callBlob`: URL, bearer token, body, network
 * failure, a session-ending 401 and the error shape. Returns a successful response, its body unread.
 */
async function send(endpoint: Endpoint, opts: RawOptions, accept: string): Promise<Response> {
  const url = urlOf(endpoint, opts);
  const jwt = session.get().jwt;
  const headers: Record<string, string> = { Accept: accept };
  if (jwt) headers.Authorization = `Bearer ${jwt}`;
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }

  let response: Response;
  try {
    // The session's check may have been started by index.html before the app loaded (core/early.ts).
    const early = endpoint.method === 'GET' ? takeEarlyResponse(url, jwt) : undefined;
    response = await (early ?? fetch(url, { method: endpoint.method, headers, body, signal: opts.signal ?? null }));
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw networkError(endpoint);
  }

  if (!response.ok) {
    const text = await response.text();
    throw failure(endpoint, opts, jwt, { status: response.status, statusText: response.statusText, text });
  }
  return response;
}

const bodyText = (response: Response) => (response.status === 204 ? Promise.resolve('') : response.text());

/**
 * The file name a server suggests in `Content-Disposition`: the exact UTF-8 one (`filename*`,
 * RFC 6266) when given, else the plain `filename`; null without either.
 */
export function filenameOf(disposition: string | null): string | null {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*UTF-8''([^;]+)/i.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      // A malformed encoding: fall back to the plain name.
    }
  }
  return (
    /filename\s*=\s*"([^"]*)"/i.exec(disposition)?.[1] ?? /filename\s*=\s*([^;\s]+)/i.exec(disposition)?.[1] ?? null
  );
}

/**
 * Calls one contract endpoint: fills the path, serialises the query, sends JSON (or FormData) with
 * the session's bearer token, and returns the reply typed by the contract. Throws `ApiRequestError`.
 */
export async function call<E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>): Promise<ReplyOf<E>> {
  const opts = (options ?? {}) as RawOptions;
  let text: string;
  try {
    text = await bodyText(await send(endpoint, opts, 'application/json'));
  } finally {
    // An early answer the screen drew from until now (`earlyAnswer`) is this call's from here on.
    if (endpoint.method === 'GET') forgetEarlyAnswer(urlOf(endpoint, opts));
  }
  const data = parseJson(text);
  if (import.meta.env.DEV) {
    const checked = endpoint.reply.safeParse(data);
    if (!checked.success) console.warn(`Reply of ${endpoint.name} does not match the contract`, checked.error.issues);
  }
  return data as ReplyOf<E>;
}

/**
 * `call` for an endpoint that answers text/plain (a file to save): same token, 401 handling and
 * errors. `filename` is the one the server suggests in Content-Disposition, if any.
 */
export async function callText<E extends Endpoint>(
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<{ text: string; filename: string | null }> {
  const response = await send(endpoint, (options ?? {}) as RawOptions, 'text/plain');
  return { text: await bodyText(response), filename: filenameOf(response.headers.get('content-disposition')) };
}

/** A file as the server sent it: its bytes, type and suggested name. */
export interface DownloadedFile {
  blob: Blob;
  contentType: string;
  filename: string | null;
}

/**
 * `call` for an endpoint that answers a file (a stored file: a picture, a PDF): same token, 401
 * handling and errors; the bytes come back as a Blob of the server's content type.
 */
export async function callBlob<E extends Endpoint>(endpoint: E, ...[options]: CallArgs<E>): Promise<DownloadedFile> {
  const response = await send(endpoint, (options ?? {}) as RawOptions, '*/*');
  const blob = await response.blob();
  return {
    blob,
    contentType: response.headers.get('content-type') ?? blob.type,
    filename: filenameOf(response.headers.get('content-disposition')),
  };
}

/**
 * `call` for a multipart endpoint whose body goes up with progress (a picture, a file): the same
 * URL, token, errors and 401 handling, through XMLHttpRequest because fetch reports no upload
 * progress. `onProgress` hears the fraction sent, 0..1; `signal` cancels (an AbortError, as fetch).
 */
export function upload<E extends Endpoint>(
  endpoint: E,
  options: CallInput<E> & { signal?: AbortSignal },
  onProgress?: (fraction: number) => void,
): Promise<ReplyOf<E>> {
  const opts = options as RawOptions;
  const jwt = session.get().jwt;
  return new Promise((resolve, reject) => {
    if (opts.signal?.aborted) {
      reject(new DOMException('The upload was cancelled', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    opts.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    xhr.open(endpoint.method, urlOf(endpoint, opts));
    xhr.setRequestHeader('Accept', 'application/json');
    if (jwt) xhr.setRequestHeader('Authorization', `Bearer ${jwt}`);
    xhr.responseType = 'text';
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
      };
    }
    xhr.onerror = () => reject(networkError(endpoint));
    xhr.onload = () => {
      const reply = { status: xhr.status, statusText: xhr.statusText, text: xhr.responseText };
      if (xhr.status >= 200 && xhr.status < 300) resolve(parseJson(reply.text) as ReplyOf<E>);
      else reject(failure(endpoint, opts, jwt, reply));
    };
    xhr.send(opts.body as XMLHttpRequestBodyInit);
  });
}

/** Spec §8. Several calls may fail with the same dead token; only the first one signs out. */
function endSession(usedJwt: string | null): void {
  if (!usedJwt || session.get().jwt !== usedJwt) return;
  session.signOut('expired');
  notify({
    level: 'error',
    title: messages.authErrorTitle,
    body: messages.tokenInvalid,
    duration: NOTIFICATION_TIMINGS.authError,
  });
}

/** The message to show for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiRequestError) return error.body.message;
  if (error instanceof Error) return error.message;
  return 'Something went wrong.';
}

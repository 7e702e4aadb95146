import type { ApiError, BodyOf, Endpoint, ParamsOf, QueryOf, ReplyOf } from '@backoffice/contract/http';
import { fillPath } from '@backoffice/contract/http';
import { endsSession } from './auth-error';
import { messages } from './messages';
import { NOTIFICATION_TIMINGS, notify } from './notifications';
import { buildQuery, type QueryValue } from './query-string';
import { session } from './session';

export const API_BASE = '/api';

/** A failed call. `body` is the server's error body (DESIGN.md §3), or one made up for it. */
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

export type CallOptions<E extends Endpoint> = Option<'params', ParamsOf<E>> &
  Partial<Option<'query', QueryOf<E>>> &
  Option<'body', BodyOf<E>> & {
    signal?: AbortSignal;
    /** Leave a session-ending 401 to the caller instead of signing out (start-up validation). */
    keepSessionOn401?: boolean;
  };

type Args<E extends Endpoint> =
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
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  keepSessionOn401?: boolean;
}

/**
 * The one request path of `call` and `callText`: URL, bearer token, body, network failure,
 * a session-ending 401 and the error shape. Returns the response with its body read as text.
 */
async function send(
  endpoint: Endpoint,
  opts: RawOptions,
  accept: string,
): Promise<{ response: Response; text: string }> {
  const query = buildQuery(opts.query);
  const url = `${API_BASE}${fillPath(endpoint.path, opts.params)}${query ? `?${query}` : ''}`;
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
    response = await fetch(url, { method: endpoint.method, headers, body, signal: opts.signal ?? null });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiRequestError(endpoint.name, {
      statusCode: 0,
      error: 'Network Error',
      code: 'NETWORK_ERROR',
      message: messages.networkError,
    });
  }

  const text = response.status === 204 ? '' : await response.text();
  if (!response.ok) {
    const data = parseJson(text);
    if (!opts.keepSessionOn401 && endsSession(response.status, data)) endSession(jwt);
    throw new ApiRequestError(
      endpoint.name,
      isApiError(data)
        ? data
        : {
            statusCode: response.status,
            error: response.statusText || 'Error',
            code: `HTTP_${response.status}`,
            message: response.statusText || `Request failed with status ${response.status}`,
          },
    );
  }
  return { response, text };
}

/**
 * Calls one contract endpoint: fills the path, serialises the query, sends JSON (or FormData) with
 * the session's bearer token, and returns the reply typed by the contract. Throws `ApiRequestError`.
 */
export async function call<E extends Endpoint>(endpoint: E, ...[options]: Args<E>): Promise<ReplyOf<E>> {
  const { text } = await send(endpoint, (options ?? {}) as RawOptions, 'application/json');
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
  ...[options]: Args<E>
): Promise<{ text: string; filename: string | null }> {
  const { response, text } = await send(endpoint, (options ?? {}) as RawOptions, 'text/plain');
  const disposition = response.headers.get('content-disposition') ?? '';
  return { text, filename: /filename="([^"]+)"/.exec(disposition)?.[1] ?? null };
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

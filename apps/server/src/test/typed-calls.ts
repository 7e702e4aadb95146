// The typed test client's types (helpers.ts `TestApp.call`): calls built from the contract's endpoint
// objects, so a contract change breaks the compile of the tests that call it.
import type { BodyOf, Endpoint, EndpointDef, ParamsOf, QueryOf, ReplyOf } from '@backoffice/contract';
import { fillPath, toSearchParams } from '@backoffice/contract';
import type { LightMyRequestResponse } from 'fastify';
import type { z } from 'zod';

type ParamsOut<E> = E extends EndpointDef<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.output<P> : never;
type QueryOut<E> = E extends EndpointDef<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.output<Q> : never;

/**
 * A value as the test writes it. A coerced schema (`recordId`, `page`) takes any input (`unknown`),
 * which would let anything through: it takes what it coerces to instead (a number), so a garbage id
 * or `take=abc` needs the escape hatch. Other schemas take their own input type.
 */
type Typed<In, Out> = unknown extends In ? Out : In;

export type PathParams<E> = { [K in keyof ParamsOf<E>]-?: Typed<ParamsOf<E>[K], ParamsOut<E>[K & keyof ParamsOut<E>]> };
/** The `query` of a typed call (exported for tests that build one in a helper). */
export type QueryInput<E> = { [K in keyof QueryOf<E>]: Typed<QueryOf<E>[K], QueryOut<E>[K & keyof QueryOut<E>]> };

/** `{}` when nothing is required of the option. */
type AllOptional<T> = Record<string, never> extends T ? true : false;

/**
 * Path parameters, typed by the endpoint's `params` schema. `rawParams` is the escape hatch for a
 * test that puts into the path what no typed call can (a garbage id): the names are the endpoint's,
 * the values any text.
 */
type ParamsOption<E> = [ParamsOf<E>] extends [never]
  ? { params?: never; rawParams?: never }
  :
      | { params: PathParams<E>; rawParams?: never }
      | { rawParams: { [K in keyof ParamsOf<E>]-?: string | number }; params?: never };

/**
 * The query, typed by the endpoint's `query` schema and serialised as the web does (the contract's
 * `toSearchParams`: arrays as repeated `key[]`, empty values left out). `rawQuery` is the escape
 * hatch for values the schema refuses (`take=abc`): a query string (without `?`) appended as is.
 */
type QueryOption<E> = [QueryOf<E>] extends [never]
  ? { query?: never; rawQuery?: string }
  : AllOptional<QueryInput<E>> extends true
    ? { query?: QueryInput<E>; rawQuery?: string }
    : { query: QueryInput<E>; rawQuery?: string } | { rawQuery: string; query?: never };

/**
 * The JSON body, typed by the endpoint's `body` schema; required, as the server refuses a missing
 * body even when every field is optional. `rawBody` is the escape hatch for what the
 * schema refuses (a malformed body, raw multipart): the payload is sent as given, unchecked.
 */
type BodyOption<E> = [BodyOf<E>] extends [never]
  ? { body?: never; rawBody?: unknown }
  : { body: BodyOf<E>; rawBody?: never } | { rawBody: unknown; body?: never };

export type CallOptions<E extends Endpoint> = ParamsOption<E> &
  QueryOption<E> &
  BodyOption<E> & {
    /** Extra request headers (the bearer token is added for a user). */
    headers?: Record<string, string>;
    /** The connection's address (`X-Forwarded-For` goes in `headers`). */
    remoteAddress?: string;
  };

/** No argument needed when the endpoint requires no option. */
export type CallArgs<E extends Endpoint> =
  Record<string, never> extends CallOptions<E> ? [options?: CallOptions<E>] : [options: CallOptions<E>];

/** The inject response of a typed call; `reply()` reads its body as the endpoint's reply. */
export interface CallResponse<E extends Endpoint> extends LightMyRequestResponse {
  /**
   * The body as the endpoint's reply, typed by the contract (JSON, or the text of a text reply;
   * nothing for a 204). Throws unless the status is a success and the body matches the reply schema;
   * the body itself is returned, not a parsed copy, so a field the schema would strip stays visible.
   */
  reply(): ReplyOf<E>;
}

/** The URL of a call: `/api` + the contract's path with its parameters filled + the query. */
export function callUrl(
  endpoint: Endpoint,
  options: { params?: object; rawParams?: object; query?: object; rawQuery?: string } = {},
): string {
  const params = (options.rawParams ?? options.params ?? {}) as Record<string, string | number>;
  const search = [toSearchParams((options.query ?? {}) as Record<string, unknown>), options.rawQuery ?? '']
    .filter(Boolean)
    .join('&');
  return `/api${fillPath(endpoint.path, params)}${search ? `?${search}` : ''}`;
}

export function typedResponse<E extends Endpoint>(endpoint: E, res: LightMyRequestResponse): CallResponse<E> {
  return Object.assign(res, {
    reply(): ReplyOf<E> {
      if (res.statusCode < 200 || res.statusCode >= 300) {
        throw new Error(`${endpoint.name} answered ${res.statusCode}, not a success: ${res.body.slice(0, 500)}`);
      }
      if (res.statusCode === 204) return undefined as ReplyOf<E>;
      // A text reply (a zone file, an ipset export) is its text; anything else is JSON.
      const isJson = /\bjson\b/.test(String(res.headers['content-type'] ?? ''));
      const body: unknown = isJson ? res.json() : res.body;
      const checked = endpoint.reply.safeParse(body);
      if (!checked.success) {
        throw new Error(
          `${endpoint.name}: the reply does not match the contract: ${JSON.stringify(checked.error.issues)}`,
        );
      }
      return body as ReplyOf<E>;
    },
  });
}

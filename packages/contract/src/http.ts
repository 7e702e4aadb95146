import { z } from 'zod';
import type { PolicyName, PolicyNameOf } from './policy-catalogue.js';
import type { ScopeRequirement } from './scope-catalogue.js';

// Same words on both sides: a missing field "is required" in the browser and in the server's 400 — and
// so is a null where a value is needed (a form's empty picker, a JSON null), not "expected number,
// received null".
z.config({
  customError: (issue) =>
    issue.code === 'invalid_type' && (issue.input === undefined || issue.input === null) ? 'is required' : undefined,
});

export type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * Who may call an endpoint:
 * - `public`: no token needed;
 * - `signedIn`: any valid session;
 * - a scope or a list of scopes: all of them are needed (admins pass everything). Only declared
 *   scopes (or wildcards over them) type-check: see scope-catalogue.ts.
 */
/**
 * Who may call: anyone; any signed-in user; another system with an integration key (never a user
 * session: the key is refused everywhere else, a user token here); or users holding scopes.
 */
export type Access = 'public' | 'signedIn' | 'integration' | { scopes: readonly ScopeRequirement[] };

/** Where a request names its record: a path parameter, a body field or a query field. */
export type RecordKey = `params.${string}` | `body.${string}` | `query.${string}`;

/** An endpoint's record rule: a module's policy (policies.ts), and where the request names the record. */
export interface PolicyRule<N extends PolicyName = PolicyName> {
  readonly policy: N;
  /** Where the request names the record: `params.id` unless said (a `request` policy reads the request). */
  readonly key?: RecordKey;
  /** Owner rules: a holder of this scope reaches everyone's records. */
  readonly scope?: ScopeRequirement;
  /** Owner rules: users of the owner's department reach them too. */
  readonly department?: boolean;
}

/**
 * Which records an endpoint's caller may reach, beyond the scopes of `access` (docs/architecture.md
 * "Record access"): a policy rule, applied by the server before the handler runs (a record the
 * caller may not see answers 404), or `'any'`: the access reaches every record the endpoint names.
 * An endpoint naming a record by any path parameter (`{id}`, `{domain}`, `{name}`, …) says which, `'any'`
 * with a comment saying why the scopes may reach every one (test/record-matrix.test.ts).
 */
export type RecordAccess = PolicyRule | 'any';

export interface EndpointDef<
  P extends z.ZodType = z.ZodType,
  Q extends z.ZodType = z.ZodType,
  B extends z.ZodType = z.ZodType,
  R extends z.ZodType = z.ZodType,
  A extends RecordAccess | undefined = RecordAccess | undefined,
> {
  /** Unique, stable name: `<module>.<action>`. Used by handlers, the web client and tests. */
  name: string;
  method: Method;
  /** The specification's path below `/api`, with `{param}` placeholders. */
  path: string;
  access: Access;
  /** Record access (see `RecordAccess`): `policy(…)`, `owner(…)` or `'any'`. */
  record?: A;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  /** Multipart bodies are parsed by the handler, not by a schema. */
  multipart?: boolean;
  /**
   * A browser's HTML form post: the body also comes as `application/x-www-form-urlencoded` (taken by no
   * other endpoint), and the server refuses it from another site (`Origin`, `Sec-Fetch-Site`): a form
   * is what a cross-site request forgery sends (core/http.ts `assertSameOrigin`).
   */
  form?: true;
  /** The largest JSON body taken, in bytes, where it is not the server's 1 MB (413 beyond it). */
  bodyLimit?: number;
  /**
   * A POST that changes nothing: a lookup whose input is sent as a body (a search, a list with
   * filters). A read scope is no licence for a write (issue 25): a POST / PUT / PATCH / DELETE whose
   * access is only `…:read` scopes fails the route × scope matrix unless it says `readOnly: true`
   * here, or `selfService` below.
   */
  readOnly?: true;
  /**
   * A change a reader may make because it touches only the caller's own part of a record they may
   * read (their sign-up for an event, their answer to feedback given to them, a shift of their own),
   * as the endpoint's policy or service enforces: the sentence says what, and who else may. Only for
   * a changing endpoint whose access is read scopes alone (route × scope matrix).
   */
  selfService?: string;
  reply: R;
  /** Success status code (default 200). */
  status?: number;
}

export type Endpoint = EndpointDef<z.ZodType, z.ZodType, z.ZodType, z.ZodType>;

export function endpoint<
  P extends z.ZodType = z.ZodNever,
  Q extends z.ZodType = z.ZodNever,
  B extends z.ZodType = z.ZodNever,
  R extends z.ZodType = z.ZodType,
  A extends RecordAccess | undefined = undefined,
>(def: EndpointDef<P, Q, B, R, A>): EndpointDef<P, Q, B, R, A> {
  return def;
}

/** `access: scopes('dns:zone:read')`: the caller needs every listed scope (a typo does not compile). */
export const scopes = (...required: ScopeRequirement[]): Access => ({ scopes: required });

/**
 * `record: policy('dns.zone')`: the module's `record` policy finds the record named by `key`
 * (default `params.id`) if the caller may see it, else 404; a `request` policy judges the request (403).
 */
export function policy<N extends PolicyNameOf<'record' | 'request'>>(
  name: N,
  options: { key?: RecordKey } = {},
): PolicyRule<N> {
  return { policy: name, ...options };
}

/**
 * `record: owner('employees.profile', { or: 'users:users:read' })`: the record's owner reaches it, and
 * so does a holder of `or` (and with `department`, users of the owner's department); others get 404.
 */
export function owner<N extends PolicyNameOf<'owner'>>(
  name: N,
  options: { or?: ScopeRequirement; department?: boolean; key?: RecordKey } = {},
): PolicyRule<N> {
  const { or, ...rest } = options;
  return { policy: name, ...rest, ...(or ? { scope: or } : {}) };
}

export type ParamsOf<E> = E extends EndpointDef<infer P, z.ZodType, z.ZodType, z.ZodType> ? z.input<P> : never;
export type QueryOf<E> = E extends EndpointDef<z.ZodType, infer Q, z.ZodType, z.ZodType> ? z.input<Q> : never;
export type BodyOf<E> = E extends EndpointDef<z.ZodType, z.ZodType, infer B, z.ZodType> ? z.input<B> : never;
export type ReplyOf<E> = E extends EndpointDef<z.ZodType, z.ZodType, z.ZodType, infer R> ? z.output<R> : never;

/** `/auth/users/{id}` → `/auth/users/:id` (the server's router syntax). */
export function routerPath(path: string): string {
  return path.replace(/\{(\w+)(\??)\}/g, ':$1$2');
}

/** Fills `{param}` placeholders: `fillPath('/dns/zones/{id}', { id: 3 })` → `/dns/zones/3`. */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  const filled = path.replace(/\{(\w+)(\??)\}/g, (_, key: string, optional: string) => {
    const value = params[key];
    if (value === undefined) {
      if (optional) return '';
      throw new Error(`Missing path parameter "${key}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
  // An omitted optional last segment leaves a trailing slash: `/chats/archive/` → `/chats/archive`.
  return filled.length > 1 ? filled.replace(/\/+$/, '') : filled;
}

/** The error body of every failed call (docs/architecture.md "Conventions"). */
export const apiError = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string(),
  message: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  data: z.record(z.string(), z.unknown()).optional(),
});
export type ApiError = z.infer<typeof apiError>;

/**
 * The error codes any endpoint may answer with, and their status. A module declares its own in its
 * contract file (`export const errorCodes = { DNS_SERVER_REFUSED: 502 } as const`, names prefixed
 * with the module's); the contract's index collects them all into `errorCodes` / `ErrorCode`.
 */
export const coreErrorCodes = {
  VALIDATION_FAILED: 400,
  TOKEN_INVALID: 401,
  TOKEN_EXPIRED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  /** A person asked for an action that costs an outside provider too often (core/allowance.ts). */
  TOO_MANY_ACTIONS: 429,
  INTERNAL: 500,
} as const;

/** The message of a 401 for a missing, bad or revoked token (spec §8 keys on it). */
export const TOKEN_INVALID_MESSAGE = 'No credentials found for the given issuer';

// ---- Lists (docs/architecture.md "Conventions") ----

export const MAX_TAKE = 100;
export const DEFAULT_TAKE = 25;
/** Totals above this are reported as `COUNT_CAP` with `totalCapped: true` ("10,000+"). */
export const COUNT_CAP = 10_000;

export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  take: z.coerce.number().int().min(1).max(MAX_TAKE).default(DEFAULT_TAKE),
});

export const sortDirection = z.enum(['ASC', 'DESC']);
export type SortDirection = z.infer<typeof sortDirection>;

export function listOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int(),
    /** True when `total` stopped counting at `COUNT_CAP`. */
    totalCapped: z.boolean().optional(),
    page: z.number().int(),
    take: z.number().int(),
  });
}

/** Integer id in a path: `/users/{id}`. */
/** Largest PostgreSQL `integer`: a bigger id can name no record. */
export const MAX_ID = 2_147_483_647;
export const recordId = z.coerce.number().int().positive().max(MAX_ID, 'is not a valid id');
/** An id inside a JSON body (a number, not a string to coerce). */
export const bodyId = z.number().int().positive().max(MAX_ID, 'is not a valid id');
export const idParams = z.object({ id: recordId });
/** `{ id }` in a body (spec: DELETE with body id). */
export const idBody = z.object({ id: bodyId });
/** A batch lookup's body: the ids of up to 1000 records (unknown ones are left out of the reply). */
export const idsBody = z.object({ ids: z.array(bodyId).max(1000, 'Ask for 1000 ids or fewer') });

/** What a delete answers: the id of the record it removed. */
export const deletedReply = z.object({ id: z.number().int() });
/** What a call answers that has nothing to report but its success. */
export const successReply = z.object({ success: z.literal(true) });

export const isoInstant = z.string().datetime({ offset: true });
/** When a record was created and last changed: most records end with these two (`...timestamps`). */
export const timestamps = { createdAt: isoInstant, updatedAt: isoInstant };

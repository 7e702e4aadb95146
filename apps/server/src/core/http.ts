import type { Endpoint, EndpointDef, ReplyOf } from '@backoffice/contract';
import { hasScopes, routerPath } from '@backoffice/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { auditScope } from './audit.js';
import { type IntegrationCaller, resolveIntegration } from './auth/integration-keys.js';
import type { AuthUser } from './auth/sessions.js';
import type { AppContext } from './context.js';
import { forbidden, tokenInvalid } from './errors.js';
import { describeRecordAccess, type RecordOf, recordGate, type ServerPolicy } from './policy.js';

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
    /** The system calling an endpoint whose access is `integration` (core/auth/integration-keys.ts). */
    integration?: IntegrationCaller;
  }
}

type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

export interface HandlerInput<E> {
  params: E extends EndpointDef<infer P, z.ZodType, z.ZodType, z.ZodType> ? Out<P> : never;
  query: E extends EndpointDef<z.ZodType, infer Q, z.ZodType, z.ZodType> ? Out<Q> : never;
  body: E extends EndpointDef<z.ZodType, z.ZodType, infer B, z.ZodType> ? Out<B> : never;
  /** The signed-in user; null on public and integration endpoints. */
  user: E extends { access: 'public' | 'integration' } ? AuthUser | null : AuthUser;
  /** The system calling an integration endpoint, by its key. */
  integration: IntegrationCaller | undefined;
  /** The record the endpoint's policy found and let the caller reach (core/policy.ts); else undefined. */
  record: RecordOf<E>;
  ctx: AppContext;
  request: FastifyRequest;
  reply: FastifyReply;
}

export interface Handler {
  endpoint: Endpoint;
  run(input: HandlerInput<Endpoint>): Promise<unknown>;
}

/** Binds a handler to its contract endpoint; its input and reply are typed by the contract. */
export function handle<E extends Endpoint>(
  endpoint: E,
  run: (input: HandlerInput<E>) => Promise<ReplyOf<E>> | ReplyOf<E>,
): Handler {
  return { endpoint, run: run as unknown as Handler['run'] };
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : undefined;
}

/**
 * A form endpoint (contract `form: true`) takes what any site can make a browser post: one sent from
 * another site (a sign-in CSRF) is refused before its body is read. `Sec-Fetch-Site` (every current
 * browser sends it) must say same-origin; `Origin`, or without it `Referer`, must be this app's own
 * origin as the browser asked for it (with TRUST_PROXY the forwarded protocol and host). A request
 * with none of them is no current browser's form post (curl, a script): let through.
 */
export function assertSameOrigin(request: FastifyRequest): void {
  const refused = () => forbidden('This form can only be sent from this site’s own pages');
  // As browsers write an origin: the default port left out.
  const own = originOf(`${request.protocol}://${request.host}`);
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') throw refused();
  const origin = request.headers.origin;
  // The pages' `Referrer-Policy: no-referrer` (helmet's) makes a browser send `Origin: null` with its
  // own form's post: then only `Sec-Fetch-Site: same-origin` vouches for it.
  if (origin === 'null') {
    if (site !== 'same-origin') throw refused();
    return;
  }
  if (origin !== undefined) {
    if (own === null || originOf(origin) !== own) throw refused();
    return;
  }
  const referer = request.headers.referer;
  if (referer !== undefined && (own === null || originOf(referer) !== own)) throw refused();
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Form bodies (`application/x-www-form-urlencoded`) for the form endpoints only: any other answers 415. */
function acceptFormBodies(app: FastifyInstance, urls: ReadonlySet<string>): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 16_384 },
    (request, body, done) => {
      if (!urls.has(request.routeOptions.url ?? '')) {
        done(Object.assign(new Error('Unsupported media type'), { code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }), undefined);
        return;
      }
      // One value per name (the first): the schema then checks them as a JSON body's.
      const fields: Record<string, string> = {};
      for (const [name, value] of new URLSearchParams(body as string)) if (!(name in fields)) fields[name] = value;
      done(null, fields);
    },
  );
}

/** Checks, before any handler runs, that the caller may use the endpoint (spec §6). */
async function guard(ctx: AppContext, endpoint: Endpoint, request: FastifyRequest): Promise<void> {
  request.user = null;
  if (endpoint.access === 'public') return;
  const token = bearerToken(request);
  if (endpoint.access === 'integration') {
    request.integration = await resolveIntegration(ctx, token);
    return;
  }
  if (!token) throw tokenInvalid();
  const user = await ctx.sessions.resolve(token);
  request.user = user;
  if (typeof endpoint.access === 'object' && !hasScopes(user.scopes, endpoint.access.scopes, user.isAdmin)) {
    throw forbidden();
  }
}

/**
 * Registers every contract endpoint with its handler. Refuses to start when an endpoint has no
 * handler or a handler has no endpoint, or names a record policy no module implements, so the
 * contract and the server cannot drift apart.
 */
export function registerEndpoints(
  app: FastifyInstance,
  ctx: AppContext,
  endpoints: readonly Endpoint[],
  handlers: readonly Handler[],
  policies: ReadonlyMap<string, ServerPolicy> = new Map(),
): void {
  const byName = new Map<string, Handler>();
  for (const h of handlers) {
    if (!endpoints.includes(h.endpoint)) throw new Error(`Handler for ${h.endpoint.name} has no contract endpoint`);
    if (byName.has(h.endpoint.name)) throw new Error(`Two handlers for ${h.endpoint.name}`);
    byName.set(h.endpoint.name, h);
  }
  const missing = endpoints.filter((e) => !byName.has(e.name)).map((e) => `${e.method} ${e.path} (${e.name})`);
  if (missing.length) throw new Error(`Contract endpoints without a handler: ${missing.join(', ')}`);

  const formUrls = new Set(endpoints.filter((e) => e.form).map((e) => `/api${routerPath(e.path)}`));
  if (formUrls.size) acceptFormBodies(app, formUrls);

  const typed = app.withTypeProvider<ZodTypeProvider>();
  for (const endpoint of endpoints) {
    const handler = byName.get(endpoint.name)!;
    const status = endpoint.status ?? 200;
    const gate = recordGate(endpoint, policies);
    const recordAccess = describeRecordAccess(endpoint.record);
    typed.route({
      method: endpoint.method,
      url: `/api${routerPath(endpoint.path)}`,
      schema: {
        operationId: endpoint.name,
        summary: endpoint.summary,
        ...(recordAccess ? { description: recordAccess } : {}),
        tags: [endpoint.name.split('.')[0]!],
        ...(endpoint.access === 'public' ? {} : { security: [{ bearer: [] }] }),
        ...(endpoint.params ? { params: endpoint.params } : {}),
        ...(endpoint.query ? { querystring: endpoint.query } : {}),
        ...(endpoint.body && !endpoint.multipart ? { body: endpoint.body } : {}),
        response: status === 204 ? { 204: { type: 'null' } as never } : { [status]: endpoint.reply },
      },
      ...(endpoint.bodyLimit ? { bodyLimit: endpoint.bodyLimit } : {}),
      // The guard runs before validation: a caller without access learns nothing about the input.
      // A public endpoint has none (`request.user` is null by default): no hook to run.
      ...(endpoint.access === 'public' && !endpoint.form
        ? {}
        : {
            onRequest: async (request: FastifyRequest) => {
              if (endpoint.form) assertSameOrigin(request);
              if (endpoint.access !== 'public') await guard(ctx, endpoint, request);
            },
          }),
      handler: async (request, reply) => {
        const { params, query, body, user } = request;
        // The record policy, before the handler: a record the caller may not see is a 404 before
        // anything is changed (or an upload read).
        const record = gate && user ? await gate(ctx, user, { params, query, body }) : undefined;
        // A change's transactions write its audit row (core/audit.ts), with the status it answers.
        const statusOf = () => (reply.statusCode !== 200 ? reply.statusCode : status);
        const result = await auditScope(request, statusOf, () =>
          handler.run({
            params: params as never,
            query: query as never,
            body: body as never,
            user: user as never,
            integration: request.integration as never,
            record: record as never,
            ctx,
            request,
            reply,
          }),
        );
        // A handler may choose another success status (a DNS change list that only deletes → 204).
        const code = statusOf();
        (reply as FastifyReply).status(code);
        return code === 204 ? reply.send() : result;
      },
    });
  }
}

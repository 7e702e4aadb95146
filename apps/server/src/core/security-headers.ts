import fastifyHelmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify, { type FastifyInstance } from 'fastify';

/** What Fastify itself puts on every answer: not security headers. */
const FRAMEWORK_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * The headers `@fastify/helmet` sets with these options, worked out once: the plugin builds helmet's
 * middleware and parses the CSP directives again on every request (two hooks, about 0.02 ms of CPU a
 * request, docs/performance.md "Fixed cost per request"). The same options always give the same
 * headers, so a probe instance answers one request with the plugin and its headers are kept.
 */
export async function securityHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify({ logger: false });
  await probe.register(fastifyHelmet, options);
  probe.get('/', async () => '');
  const response = await probe.inject({ method: 'GET', url: '/' });
  await probe.close();
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(response.headers)) {
    if (!FRAMEWORK_HEADERS.has(name) && value !== undefined) headers[name] = String(value);
  }
  return headers;
}

/**
 * One synchronous hook for the headers every answer carries: helmet's (as `@fastify/helmet` would set
 * them, from one precomputed set) and
 * - `Cache-Control: no-store` on API answers: they carry tokens and personal data, so no cache keeps
 *   them. A route that may be cached (public files: immutable) sets its own, which replaces it;
 * - `X-Robots-Tag`: an internal tool, no search engine indexes any of it (robots.txt says the same).
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: FastifyHelmetOptions): Promise<void> {
  const common = { ...(await securityHeaders(options)), 'x-robots-tag': 'noindex, nofollow' };
  const api = { ...common, 'cache-control': 'no-store' };
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.url.startsWith('/api/') ? api : common);
    done();
  });
}

// One JSON line per request (docs/deployment.md "Logs"): the route's name, method, status, time and the
// user's id, under the request id that its audit row and the `X-Request-Id` reply header carry too.
// Never the URL (a search or a key may sit in its query), a header, or a body.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { routeName } from './metrics.js';

const acceptable = /^[A-Za-z0-9._:-]{8,64}$/;

/**
 * The request's id: the one the balancer made (nginx's `$request_id`, sent as X-Request-Id), so its
 * access log and ours line up; else, or when the header is not a plain token, a new UUID.
 */
export function requestId(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && acceptable.test(given) ? given : randomUUID();
}

export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        route: routeName(request, reply),
        method: request.method,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        userId: request.user?.id ?? null,
      },
      'request',
    );
  });
}

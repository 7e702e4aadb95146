import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { errorBody } from './errors.js';

/**
 * The CSP source expressions of index.html's inline scripts: the build adds one that picks the
 * pre-rendered first screen before the first paint (apps/web/vite.config.ts, prerenderFirstScreen).
 * Allowed by hash, so that `script-src` stays without 'unsafe-inline'.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${createHash('sha256').update(body!).digest('base64')}'`,
  );
}

/**
 * Serves the built single-page app with history fallback: any GET outside /api and /ws that is not
 * a file returns index.html, and the app shows its own 404 page for unknown routes.
 */
export async function registerSpa(app: FastifyInstance, webDist: string | undefined): Promise<void> {
  const index = webDist ? path.join(webDist, 'index.html') : undefined;
  const hasApp = index !== undefined && existsSync(index);
  const scriptHashes = hasApp ? inlineScriptHashes(readFileSync(index, 'utf8')).join(' ') : '';
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: webDist!,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies (vite.config.ts): the smallest the browser accepts is sent.
      preCompressed: true,
      setHeaders(res, filePath) {
        // Vite names assets by content hash: they never change under the same name.
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          res.header('cache-control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0]!;
    if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/ws')) {
      return reply.status(404).send(errorBody(404, 'ROUTE_NOT_FOUND', `Route ${request.method} ${pathname} not found`));
    }
    if (!hasApp || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send(errorBody(404, 'ROUTE_NOT_FOUND', `Route ${request.method} ${pathname} not found`));
    }
    // Never from a cache without asking: a new release must reach the next page load.
    reply.header('cache-control', 'no-cache');
    const csp = reply.getHeader('content-security-policy');
    if (scriptHashes && typeof csp === 'string') {
      reply.header(
        'content-security-policy',
        csp.replace(/(^|;)script-src ([^;]*)/, `$1script-src $2 ${scriptHashes}`),
      );
    }
    return reply.type('text/html').sendFile('index.html', { cacheControl: false });
  });
}

// A screen's first call started with the page (core/module.ts `early`): the build resolves each declared
// endpoint name to the URL the app's client asks for at the screen's plain address (vite.config.ts,
// route-preloads.json), and the server's page for that address starts it (apps/server/src/core/spa.ts).
// Read at build time and by tests only: the app itself never loads the contract's index.
import { endpoints } from '@backoffice/contract';
import { API_BASE } from '../core/api';

/**
 * `/api/<path>` of the endpoint named `name`: a GET without path parameters whose query may be empty,
 * as the screen sends it at its plain address. Anything else is a mistake in a module's declaration.
 */
export function earlyCallUrl(name: string): string {
  const endpoint = endpoints.find((e) => e.name === name);
  if (!endpoint) throw new Error(`early call ${name}: no such endpoint`);
  if (endpoint.method !== 'GET') throw new Error(`early call ${name}: only a GET may start with the page`);
  if (endpoint.path.includes('{')) throw new Error(`early call ${name}: its path takes parameters`);
  if (endpoint.query && !endpoint.query.safeParse({}).success) {
    throw new Error(`early call ${name}: its query needs values, and the page sends none`);
  }
  return `${API_BASE}${endpoint.path}`;
}

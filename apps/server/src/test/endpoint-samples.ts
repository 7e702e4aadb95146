import type { Endpoint } from '@backoffice/contract';
import { fillPath } from '@backoffice/contract';

/** A URL for an endpoint with every path parameter set to `value`. */
export function sampleUrl(endpoint: Endpoint, value: string | number = 1): string {
  const names = [...endpoint.path.matchAll(/\{(\w+)\??\}/g)].map((m) => m[1]!);
  return `/api${fillPath(endpoint.path, Object.fromEntries(names.map((n) => [n, value])))}`;
}

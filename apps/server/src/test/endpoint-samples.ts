import type { Endpoint } from '@backoffice/contract';
import { fillPath } from '@backoffice/contract';
import { generateSync } from 'json-schema-faker';
import { z } from 'zod';

/** A URL for an endpoint with every path parameter set to `value`. */
export function sampleUrl(endpoint: Endpoint, value: string | number = 1): string {
  const names = [...endpoint.path.matchAll(/\{(\w+)\??\}/g)].map((m) => m[1]!);
  return `/api${fillPath(endpoint.path, Object.fromEntries(names.map((n) => [n, value])))}`;
}

/**
 * A value its schema accepts, generated from the schema itself (its JSON Schema, then checked with
 * zod, whose refinements JSON Schema cannot say): the same contract, no list of examples to keep.
 * Only required fields are filled, so the sample is the smallest valid input.
 */
export function sampleOf(schema: z.ZodType, label: string): unknown {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>;
  // A schema whose refinements random values rarely meet (a date range) carries `examples` (zod's
  // `.meta`), tried first.
  // zod leaves `examples` out of an input schema that holds a transform: read them from its meta too.
  const meta = (schema.meta() ?? {}) as { examples?: unknown };
  const examples = [json.examples, meta.examples].flatMap((e) => (Array.isArray(e) ? (e as unknown[]) : []));
  for (const example of examples) if (schema.safeParse(example).success) return example;
  for (let seed = 1; seed <= 50; seed++) {
    const value = generateSync(json as never, { seed, optionalsProbability: 0, alwaysFakeOptionals: false });
    if (schema.safeParse(value).success) return value;
  }
  throw new Error(`No valid sample of ${label} could be generated from its schema`);
}

/** Path parameters the endpoint accepts: every one set to 1 (an id), or else generated from its schema (a date). */
function samplePath(endpoint: Endpoint): string {
  const names = [...endpoint.path.matchAll(/\{(\w+)\??\}/g)].map((m) => m[1]!);
  const ones = Object.fromEntries(names.map((n) => [n, '1']));
  if (!endpoint.params || endpoint.params.safeParse(ones).success) return sampleUrl(endpoint);
  const sampled = sampleOf(endpoint.params, `${endpoint.name} params`) as Record<string, string | number>;
  return `/api${fillPath(endpoint.path, { ...ones, ...sampled })}`;
}

/** A request the endpoint's schemas accept: the URL (ids set to 1), a query and a body. */
export function sampleRequest(endpoint: Endpoint): { url: string; payload?: unknown } {
  const query = endpoint.query ? sampleOf(endpoint.query, `${endpoint.name} query`) : undefined;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const url = `${samplePath(endpoint)}${search.size ? `?${search}` : ''}`;
  if (endpoint.method === 'GET') return { url };
  if (endpoint.multipart || !endpoint.body) return { url, payload: {} };
  return { url, payload: sampleOf(endpoint.body, `${endpoint.name} body`) };
}

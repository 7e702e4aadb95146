import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * How replies are written (docs/architecture.md "Replies"):
 * - `compiled`: a serializer compiled from the contract's reply schema (fast-json-stringify, which
 *   Fastify ships), for every reply whose schema it writes exactly as zod would (see `compilable`);
 *   the others as `zod`. Production.
 * - `zod`: zod checks the reply and JSON.stringify writes what zod returns (unknown keys dropped).
 * - `checked`: both, and a reply the two would write differently is an error. Tests: every reply a
 *   test asks for is checked against the contract by zod and proves the compiled writer equal.
 */
export type ReplySerializer = 'compiled' | 'zod' | 'checked';

export function replySerializerFrom(env: NodeJS.ProcessEnv = process.env): ReplySerializer {
  const set = env.REPLY_SERIALIZER;
  if (set === 'compiled' || set === 'zod' || set === 'checked') return set;
  return env.NODE_ENV === 'test' ? 'checked' : 'compiled';
}

type JsonSchema = { [key: string]: unknown };

/** Keywords the compiled writer reads or that only validate (zod has checked them in tests). */
const ALLOWED = new Set([
  'type',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'const',
  'format',
  'pattern',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'description',
  'title',
  'default',
  '$schema',
]);

/**
 * A reply schema the compiled writer handles like zod: plain objects (no extra keys kept), arrays,
 * scalars, enums and `T | null` of them. Unions of other shapes, records, tuples and references
 * stay with zod, which picks a union's branch as the contract means it. `anyOf [T, null]` becomes
 * `type: [T, 'null']`, which the writer serialises without trying each branch.
 */
export function compilable(schema: unknown): JsonSchema | null {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return null;
  const s = schema as JsonSchema;
  if (Array.isArray(s.anyOf)) {
    const branches = s.anyOf as JsonSchema[];
    const rest = Object.keys(s).filter((k) => k !== 'anyOf');
    const nonNull = branches.filter((b) => b.type !== 'null' || Object.keys(b).length !== 1);
    if (rest.length || branches.length !== 2 || nonNull.length !== 1) return null;
    const inner = compilable(nonNull[0]);
    // `unknown | null` is any value: written as JSON.stringify would.
    if (inner && Object.keys(inner).length === 0) return inner;
    if (!inner || typeof inner.type !== 'string' || 'const' in inner) return null;
    return { ...inner, type: [inner.type, 'null'] };
  }
  for (const key of Object.keys(s)) if (!ALLOWED.has(key)) return null;
  // `unknown` (an audit entry's before and after): any value, as JSON.stringify writes it.
  if (Object.keys(s).every((k) => k === '$schema' || k === 'description' || k === 'title')) return {};
  // `T | null` as zod writes it for scalars: `type: [T, 'null']`.
  let type = s.type;
  if (Array.isArray(type)) {
    if (type.length !== 2 || type[1] !== 'null' || typeof type[0] !== 'string' || 'const' in s) return null;
    type = type[0];
  }
  const out: JsonSchema = { ...s };
  if (type === 'object') {
    // A record (`additionalProperties` a schema) keeps whatever keys it has: left to zod.
    if (s.additionalProperties !== undefined && s.additionalProperties !== false) return null;
    const properties: JsonSchema = {};
    for (const [name, value] of Object.entries((s.properties ?? {}) as JsonSchema)) {
      const inner = compilable(value);
      if (!inner) return null;
      properties[name] = inner;
    }
    out.properties = properties;
    return out;
  }
  if (type === 'array') {
    if (Array.isArray(s.items) || s.items === undefined) return null;
    const items = compilable(s.items);
    if (!items) return null;
    out.items = items;
    return out;
  }
  if (type === 'string' || type === 'number' || type === 'integer' || type === 'boolean' || type === 'null') return out;
  return null;
}

/** The compiled writer of a zod reply schema, or null when it must stay with zod. */
export function compileReply(schema: unknown): ((data: unknown) => string) | null {
  if (!(schema instanceof z.ZodType)) return null;
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw', cycles: 'throw' });
  } catch {
    return null;
  }
  const simple = compilable(json);
  if (!simple) return null;
  delete simple.$schema;
  try {
    return fastJson(simple as unknown as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
  } catch {
    return null;
  }
}

/**
 * A reply the handler has already written as JSON (`writtenReply`): a large answer kept written between
 * requests (the event calendar's range, docs/events.md "The calendar's compact answer"). Production sends
 * it as is; `zod` and `checked` check it against the contract first, and `checked` fails when zod would
 * write other values, so the tests hold it to the contract like any reply.
 */
export class WrittenReply {
  constructor(readonly json: string | Buffer) {}
}

/** `json` (text, or UTF-8 bytes) as a handler's reply of type `T` (the contract's reply type), sent without writing it again. */
export function writtenReply<T>(json: string | Buffer): T {
  return new WrittenReply(json) as unknown as T;
}

export function replySerializerCompiler(
  mode: ReplySerializer,
  compile: (schema: unknown) => ((data: unknown) => string) | null = compileReply,
): FastifySerializerCompiler<unknown> {
  return (route) => {
    const checked = (zodSerializer as FastifySerializerCompiler<unknown>)(route);
    // Compiled at the route's first reply, not at start: an app has some 500 routes.
    let compiled: ((data: unknown) => string) | null | undefined;
    return (data) => {
      if (data instanceof WrittenReply) {
        // Fastify sends bytes as they are; the serializer's type says string.
        if (mode === 'compiled') return data.json as string;
        const text = data.json.toString();
        const written = checked(JSON.parse(text));
        if (mode === 'checked' && !isDeepStrictEqual(JSON.parse(written), JSON.parse(text))) {
          throw new Error(
            `The written reply of ${route.method} ${route.url} differs from zod's:\n${text.slice(0, 500)}\n${written.slice(0, 500)}`,
          );
        }
        return data.json as string;
      }
      if (mode === 'zod') return checked(data);
      if (compiled === undefined) compiled = compile(route.schema);
      if (!compiled) return checked(data);
      if (mode === 'compiled') return compiled(data);
      const written = checked(data);
      const fast = compiled(data);
      if (!isDeepStrictEqual(JSON.parse(fast), JSON.parse(written))) {
        throw new Error(
          `The compiled reply writer of ${route.method} ${route.url} differs from zod's:\n${fast.slice(0, 500)}\n${written.slice(0, 500)}`,
        );
      }
      return written;
    };
  };
}

// The contract's `z` as the web app's build gives it to the contract's files (vite.config.ts,
// `lazyContractSchemas`): each schema is built the first time something uses it, not when its module
// loads. The contract declares some 470 endpoints with their params, queries, bodies and replies; a
// screen loads a few of its modules and, in production, uses a handful of those schemas (a form's body,
// a query read from the address): replies are checked in development only (core/api.ts). Built at load,
// they were 22–73 ms of script on every signed-in screen at full speed, four times that on a phone profile;
// now 3–20 (docs/performance.md, 2026-11-29, eleventh session).
//
// A schema here is a stand-in (a Proxy) for the zod schema it will be: calling a builder on it (`.min(1)`,
// `.optional()`, `.extend({…})`) makes another stand-in, and any other use — parsing, `.shape`, zod's
// own reads of `_zod` when a built schema holds it — builds it then, once, and forwards to it. Types are
// zod's own (the contract is type-checked against zod), and the server and the tests use zod itself.
import { z as zod } from 'zod';

type Z = typeof zod;

/** Methods of a schema that only make another schema from it: recorded, not run, until it is used. */
const BUILDERS = new Set([
  'optional',
  'exactOptional',
  'nullable',
  'nullish',
  'nonoptional',
  'array',
  'or',
  'and',
  'transform',
  'default',
  'prefault',
  'catch',
  'pipe',
  'readonly',
  'describe',
  'brand',
  'refine',
  'superRefine',
  'check',
  'overwrite',
  'min',
  'max',
  'length',
  'nonempty',
  'gt',
  'gte',
  'lt',
  'lte',
  'positive',
  'negative',
  'nonnegative',
  'nonpositive',
  'multipleOf',
  'int',
  'finite',
  'safe',
  'regex',
  'includes',
  'startsWith',
  'endsWith',
  'trim',
  'toLowerCase',
  'toUpperCase',
  'normalize',
  'lowercase',
  'uppercase',
  'email',
  'url',
  'uuid',
  'datetime',
  'date',
  'time',
  'extend',
  'safeExtend',
  'merge',
  'pick',
  'omit',
  'partial',
  'required',
  'strict',
  'strip',
  'passthrough',
  'loose',
  'catchall',
  'keyof',
  'exclude',
  'extract',
  'unwrap',
]);

type Build = () => object;

const standIns = new WeakSet<object>();

/** Whether `value` is a stand-in made here (for tests: zod itself cannot tell). */
export const isLazySchema = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && standIns.has(value);

/** A stand-in for the schema `build` makes, built at its first use. */
export function lazySchema(build: Build): object {
  let built: object | undefined;
  const real = () => {
    built ??= build();
    return built;
  };
  const standIn = new Proxy(
    {},
    {
      get(_, key) {
        if (built === undefined && typeof key === 'string' && (BUILDERS.has(key) || key === 'meta')) {
          const method = key;
          const call = (args: unknown[]) => (real() as Record<string, (...a: unknown[]) => object>)[method]!(...args);
          // `.meta(data)` makes a schema (the examples the API's documentation shows); `.meta()` reads.
          return (...args: unknown[]) =>
            method === 'meta' && !args.length ? call(args) : lazySchema(() => call(args));
        }
        const target = real();
        // zod's getters and bound methods read `this`: the built schema, not the stand-in.
        return Reflect.get(target, key, target);
      },
      has: (_, key) => Reflect.has(real(), key),
      set: (_, key, value) => Reflect.set(real(), key, value),
      getPrototypeOf: () => Reflect.getPrototypeOf(real()),
      ownKeys: () => Reflect.ownKeys(real()),
      getOwnPropertyDescriptor(_, key) {
        const descriptor = Reflect.getOwnPropertyDescriptor(real(), key);
        // A Proxy may not report a property its (empty) target lacks as non-configurable.
        return descriptor && { ...descriptor, configurable: true };
      },
      defineProperty: (_, key, descriptor) => Reflect.defineProperty(real(), key, descriptor),
      deleteProperty: (_, key) => Reflect.deleteProperty(real(), key),
    },
  );
  standIns.add(standIn);
  return standIn;
}

/**
 * The members of `z` the contract calls, read here by name from zod: the bundle keeps these and drops
 * the rest of zod (a `z` handed around whole kept all of it, 49 KB more on every screen). A member the
 * contract starts to use is added here; lazy-zod.test.ts fails until it is. `config` and `NEVER` are
 * zod's own; every other function makes a schema and is deferred.
 */
const members = {
  string: zod.string,
  number: zod.number,
  boolean: zod.boolean,
  object: zod.object,
  array: zod.array,
  tuple: zod.tuple,
  record: zod.record,
  enum: zod.enum,
  literal: zod.literal,
  union: zod.union,
  discriminatedUnion: zod.discriminatedUnion,
  unknown: zod.unknown,
  custom: zod.custom,
  preprocess: zod.preprocess,
  email: zod.email,
  uuid: zod.uuid,
  coerce: { number: zod.coerce.number },
  iso: { date: zod.iso.date, datetime: zod.iso.datetime },
  config: zod.config,
  NEVER: zod.NEVER,
};

const OWN = new Set(['config', 'NEVER']);

type Members = Record<string, unknown>;

/** `from`'s members, deferred where they make schemas. */
function deferAll(from: Members): Members {
  return Object.fromEntries(
    Object.entries(from).map(([key, value]) => {
      if (OWN.has(key)) return [key, value];
      if (typeof value === 'function') {
        const make = value as (...args: unknown[]) => object;
        return [key, (...args: unknown[]) => lazySchema(() => make(...args))];
      }
      return [key, deferAll(value as Members)];
    }),
  );
}

/** What the build gives the contract's files for `z`. */
export const z: Z = deferAll(members) as unknown as Z;

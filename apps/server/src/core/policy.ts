// Record access, the server's half (docs/architecture.md "Record access"). The contract names an
// endpoint's rule (`record: policy('dns.zone')`, `record: owner('employees.profile', { or: … })`); each
// module implements the rules it declares in `modules/<m>/policy.ts` and hands them to
// `defineServerModule({ policies })`; registerEndpoints (core/http.ts) applies the rule after the
// guard and the schemas, before the handler: a record the caller may not see answers 404, as one
// that does not exist, before anything is changed or an upload is read.
import type { Endpoint, EndpointDef, PolicyName, PolicyNameOf, PolicyRule, RecordAccess } from '@backoffice/contract';
import { hasScopes, policyInfo } from '@backoffice/contract';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthUser } from './auth/sessions.js';
import type { AppContext } from './context.js';
import { users } from './db/schema.js';
import { notFound } from './errors.js';

/**
 * The record each `record` or `owner` policy hands the handler as `input.record`; a module adds its
 * own in its policy.ts: `declare module '../../core/policy.js' { interface PolicyRecords { 'dns.zone': ZoneRow } }`.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the modules' declarations
export interface PolicyRecords {}

/** The record an endpoint's handler receives: its policy's record, or `undefined` without one. */
export type RecordOf<E> =
  E extends EndpointDef<z.ZodType, z.ZodType, z.ZodType, z.ZodType, infer A>
    ? A extends PolicyRule<infer N>
      ? N extends keyof PolicyRecords
        ? PolicyRecords[N]
        : undefined
      : undefined
    : undefined;

/** The validated request, as a policy reads it. */
export interface RequestInput {
  params: unknown;
  query: unknown;
  body: unknown;
}

/** What the record matrix (test/record-matrix.test.ts) hands a policy's fixture. */
export interface FixtureKit {
  ctx: AppContext;
  /** The caller the matrix will send: it holds the endpoint's scopes and is no administrator. */
  caller: { id: number };
  /** Another user (with a profile), for records that belong to someone else. */
  createUser(): Promise<{ id: number }>;
}

/** Keys a fixture made: a record the caller may not see, and, when it can, one the caller may see. */
export interface Fixture {
  hidden: number | string;
  visible?: number | string;
}

/** The module decides which records a caller sees; a hidden record answers 404. */
export interface RecordPolicy<R = unknown, K = number> {
  kind: 'record';
  /** What the 404 names: "DNS zone" → "DNS zone not found". */
  noun: string;
  /** The record named by the key, when the caller may see it; null when it is absent or hidden. */
  find(ctx: AppContext, user: AuthUser, key: K): Promise<R | null>;
  /** For a record the caller sees but may not act on: throw `forbidden(reason)` (403). */
  check?(ctx: AppContext, user: AuthUser, record: R): Promise<void> | void;
  /** Makes a record the matrix's caller may not see (and one it may), through `kit.ctx`. */
  fixture(kit: FixtureKit): Promise<Fixture>;
}

/** The record belongs to a user; core decides who besides the owner reaches it (the endpoint's rule). */
export interface OwnerPolicy<R = unknown, K = number> {
  kind: 'owner';
  noun: string;
  /** The record and its owner's user id; null when there is none. */
  find(ctx: AppContext, key: K): Promise<{ record: R; ownerId: number } | null>;
  fixture(kit: FixtureKit): Promise<Fixture>;
}

/** No record to find (a creation, a list): the module judges the request and refuses with a 403. */
export interface RequestPolicy<I = RequestInput> {
  kind: 'request';
  check(ctx: AppContext, user: AuthUser, input: I): Promise<void> | void;
}

type RecordFor<N> = N extends keyof PolicyRecords ? PolicyRecords[N] : unknown;

type Implementation<N extends PolicyName> =
  N extends PolicyNameOf<'record'>
    ? RecordPolicy<RecordFor<N>, never>
    : N extends PolicyNameOf<'owner'>
      ? OwnerPolicy<RecordFor<N>, never>
      : RequestPolicy<never>;

/** A module's implementations of the policies its contract declares, by name. */
export type PolicyImplementations = { readonly [N in PolicyName]?: Implementation<N> };

export type ServerPolicy = RecordPolicy<unknown, never> | OwnerPolicy<unknown, never> | RequestPolicy<never>;

/** `export const policies = modulePolicies({ 'dns.zone': { kind: 'record', … } })` in `modules/<m>/policy.ts`. */
export function modulePolicies<const P extends PolicyImplementations>(policies: P): P {
  return policies;
}

/**
 * The owner rule: the owner, an administrator, a holder of the rule's scope, and with `department`
 * a user of the owner's department (the manager of a record joins when users have one).
 */
export function ownerReaches(
  actor: AuthUser,
  owner: { id: number; departmentId?: number | null },
  rule: { scope?: string | undefined; department?: boolean | undefined },
): boolean {
  if (owner.id === actor.id || actor.isAdmin) return true;
  if (rule.scope && hasScopes(actor.scopes, [rule.scope])) return true;
  return Boolean(rule.department && actor.departmentId !== null && owner.departmentId === actor.departmentId);
}

/** Reads `params.id` / `body.zoneId` / `query.userId` from the validated request. */
function keyOf(key: string, input: RequestInput): number | string {
  const [source, ...path] = key.split('.');
  let value: unknown = input[source as keyof RequestInput];
  for (const part of path) value = (value as Record<string, unknown> | undefined)?.[part];
  if (typeof value !== 'number' && typeof value !== 'string') {
    throw new Error(`The record key ${key} is not in the request (its schema must require it)`);
  }
  return value;
}

/** Applies an endpoint's record rule; returns the record its handler receives. */
export type RecordGate = (ctx: AppContext, user: AuthUser, input: RequestInput) => Promise<unknown>;

/**
 * The gate of one endpoint, built at start: refuses to start when the endpoint names a policy no
 * module implements, of another kind than declared, on a public endpoint, or keyed by a path
 * parameter its path lacks.
 */
export function recordGate(endpoint: Endpoint, policies: ReadonlyMap<string, ServerPolicy>): RecordGate | undefined {
  const rule = endpoint.record;
  if (!rule || rule === 'any') return undefined;
  const where = `${endpoint.method} ${endpoint.path} (${endpoint.name})`;
  const declared = policyInfo(rule.policy);
  const impl = policies.get(rule.policy);
  if (!declared) throw new Error(`${where} names the policy ${rule.policy}, which no contract module declares`);
  if (!impl) {
    throw new Error(
      `${where} names the policy ${rule.policy}, which no server module implements (modules/<m>/policy.ts)`,
    );
  }
  if (impl.kind !== declared.kind) {
    throw new Error(`The policy ${rule.policy} is declared a ${declared.kind} policy but implemented as ${impl.kind}`);
  }
  if (endpoint.access === 'public') throw new Error(`${where} is public: it cannot have a record policy`);
  if (impl.kind === 'request') {
    const check = impl.check as (ctx: AppContext, user: AuthUser, input: RequestInput) => Promise<void> | void;
    return async (ctx, user, input) => {
      await check(ctx, user, input);
      return undefined;
    };
  }
  const key = rule.key ?? 'params.id';
  const param = /^params\.(\w+)$/.exec(key)?.[1];
  if (param && !new RegExp(`\\{${param}\\??\\}`).test(endpoint.path)) {
    throw new Error(`${where}: its record key ${key} is not a parameter of its path`);
  }
  if (impl.kind === 'record') {
    const find = impl.find as (ctx: AppContext, user: AuthUser, key: number | string) => Promise<unknown>;
    return async (ctx, user, input) => {
      const record = await find(ctx, user, keyOf(key, input));
      if (record === null) throw notFound(impl.noun);
      await impl.check?.(ctx, user, record);
      return record;
    };
  }
  const find = impl.find as (
    ctx: AppContext,
    key: number | string,
  ) => Promise<{ record: unknown; ownerId: number } | null>;
  return async (ctx, user, input) => {
    const found = await find(ctx, keyOf(key, input));
    if (!found) throw notFound(impl.noun);
    const owner = { id: found.ownerId, departmentId: rule.department ? await departmentOf(ctx, found.ownerId) : null };
    if (!ownerReaches(user, owner, rule)) throw notFound(impl.noun);
    return found.record;
  };
}

async function departmentOf(ctx: AppContext, userId: number): Promise<number | null> {
  const [row] = await ctx.db.select({ departmentId: users.departmentId }).from(users).where(eq(users.id, userId));
  return row?.departmentId ?? null;
}

/** The rule in words, for the endpoint's OpenAPI description. */
export function describeRecordAccess(rule: RecordAccess | undefined): string | undefined {
  if (!rule) return undefined;
  if (rule === 'any') return 'Record access: any record it names; no record policy beyond the access it requires.';
  const declared = policyInfo(rule.policy);
  if (!declared) return undefined;
  const name = `\`${rule.policy}\``;
  switch (declared.kind) {
    case 'record':
      return `Record access (${name}): ${declared.description}. A record the caller may not see answers 404, as one that does not exist.`;
    case 'owner': {
      const who = [
        'its owner',
        'administrators',
        ...(rule.scope ? [`holders of \`${rule.scope}\``] : []),
        ...(rule.department ? ["users of the owner's department"] : []),
      ];
      const list = `${who.slice(0, -1).join(', ')} and ${who.at(-1)}`;
      return `Record access (${name}): ${declared.description} is reached by ${list}; to anyone else it answers 404.`;
    }
    case 'request':
      return `Access rule (${name}): ${declared.description}; a caller who does not meet it gets 403 with the reason.`;
  }
}

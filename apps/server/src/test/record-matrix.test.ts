// The record matrix, generated from the contract like the route × scope matrix: every endpoint that
// names a record under a policy is sent, by a caller holding its scopes, a valid request for a
// record that caller may not see, and answers 404, as for a record that does not exist. Each
// policy makes its own fixture (core/policy.ts `fixture`), so there is no list of them to keep here.
// Every path parameter names a record, whose endpoint must declare its access, unless it is listed
// below as naming a value (a year, a day…), with why.
import { type Endpoint, endpoints, fillPath, type PolicyRule, policyInfo } from '@backoffice/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OwnerPolicy, RecordPolicy, ServerPolicy } from '../core/policy.js';
import { serverModules } from '../modules/index.js';
import { sampleOf } from './endpoint-samples.js';
import { createTestApp, type TestApp } from './helpers.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const policies = new Map<string, ServerPolicy>(serverModules.flatMap((m) => Object.entries(m.policies ?? {})));

/**
 * Path parameters that name a value, not a record, so they need no record access: each with why.
 * Every other path parameter (`{id}`, `{userId}`, `{domain}`, `{set}`, `{name}`, `{path}`, …) names a
 * record, and its endpoint must say who reaches that record.
 */
const VALUE_PARAMS: Readonly<Record<string, string>> = {
  year: 'a calendar year',
  month: 'a month of a year',
  quarter: 'a quarter of a year',
  date: 'a day',
  from: 'the first day of a range',
  to: 'the last day of a range',
  term: 'words searched for (QC v1 search calls)',
};
/** Value parameters of single endpoints (a name that could mean a record elsewhere). */
const VALUE_PARAMS_OF: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'hosting.listTypeServices': { type: 'a server type of the fixed list, not a stored record' },
  'administration.usersWithScope': { scope: 'a scope of the catalogue, which every signed-in user may read' },
};

const pathParams = (e: Endpoint) => [...e.path.matchAll(/\{(\w+)\??\}/g)].map((m) => m[1]!);
/** The path parameters of an endpoint that name a record. */
const recordParams = (e: Endpoint) =>
  pathParams(e).filter((p) => !(p in VALUE_PARAMS) && !(p in (VALUE_PARAMS_OF[e.name] ?? {})));

type Keyed = Endpoint & { record: PolicyRule };
/** Endpoints whose policy finds a record by a key of the request (not `request` policies). */
const keyed = endpoints.filter(
  (e): e is Keyed => typeof e.record === 'object' && policyInfo(e.record.policy)?.kind !== 'request',
);

/** A valid request (generated from the endpoint's schemas) naming the record `key` where the rule says. */
function requestFor(e: Keyed, key: number | string) {
  const [source, field] = (e.record.key ?? 'params.id').split('.') as [string, string];
  const params: Record<string, string | number> = {};
  for (const [, name] of e.path.matchAll(/\{(\w+)\??\}/g)) params[name!] = 1;
  const query = (e.query ? sampleOf(e.query, `${e.name} query`) : {}) as Record<string, unknown>;
  const body = (e.method === 'GET' ? undefined : e.body && !e.multipart ? sampleOf(e.body, `${e.name} body`) : {}) as
    | Record<string, unknown>
    | undefined;
  if (source === 'params') params[field] = key;
  else if (source === 'query') query[field] = key;
  else body![field] = key;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const url = `/api${fillPath(e.path, params)}${search.size ? `?${search}` : ''}`;
  return { method: e.method, url, payload: body };
}

describe('record matrix', () => {
  it('every endpoint naming a record by any path parameter declares its record access (a policy, or any record)', () => {
    const undeclared = endpoints
      .filter((e) => recordParams(e).length > 0 && e.record === undefined)
      .map((e) => `${e.method} ${e.path} (${e.name}): {${recordParams(e).join('}, {')}}`);
    expect(undeclared).toEqual([]);
  });

  it('knows every value parameter it lets pass, on an endpoint that has it', () => {
    const params = new Set(endpoints.flatMap(pathParams));
    expect(Object.keys(VALUE_PARAMS).filter((p) => !params.has(p))).toEqual([]);
    const stale = Object.entries(VALUE_PARAMS_OF).flatMap(([name, of]) => {
      const e = endpoints.find((x) => x.name === name);
      return Object.keys(of)
        .filter((p) => !e || !pathParams(e).includes(p))
        .map((p) => `${name}: {${p}}`);
    });
    expect(stale).toEqual([]);
  });

  it('keys each policy on a parameter the request has, a record parameter when it is a path one', () => {
    const wrong = endpoints.flatMap((e) => {
      if (typeof e.record !== 'object' || policyInfo(e.record.policy)?.kind === 'request') return [];
      const [source, field] = (e.record.key ?? 'params.id').split('.') as [string, string];
      return source === 'params' && !recordParams(e).includes(field)
        ? [`${e.name}: ${e.record.key ?? 'params.id'}`]
        : [];
    });
    expect(wrong).toEqual([]);
  });

  it('has endpoints to check', () => {
    expect(keyed.length).toBeGreaterThan(0);
  });

  it.each(keyed.map((e) => [`${e.method} ${e.path} (${e.record.policy})`, e] as const))(
    '%s: a record the caller may not see → 404, one it may see → not 404',
    async (_, e) => {
      const policy = policies.get(e.record.policy) as RecordPolicy | OwnerPolicy;
      const scopes = typeof e.access === 'object' ? [...e.access.scopes] : [];
      const caller = await t.createUser({ scopes });
      const fixture = await policy.fixture({ ctx: t.app.ctx, caller, createUser: () => t.createUser() });

      const hidden = await t.as(caller, requestFor(e, fixture.hidden));
      expect(hidden.statusCode, hidden.body.slice(0, 300)).toBe(404);
      expect(hidden.json()).toMatchObject({ code: 'NOT_FOUND', message: `${policy.noun} not found` });

      // The same request for a record the caller may see gets past the policy: the 404 above is the
      // rule's, not a wrong request's.
      if (fixture.visible !== undefined) {
        const visible = await t.as(caller, requestFor(e, fixture.visible));
        expect(visible.statusCode, visible.body.slice(0, 300)).not.toBe(404);
        expect(visible.statusCode, visible.body.slice(0, 300)).toBeLessThan(500);
      }
    },
  );

  it('shows each rule in the OpenAPI description of its operation', () => {
    const spec = t.app.swagger() as { paths: Record<string, Record<string, { description?: string }>> };
    for (const e of endpoints.filter((x) => typeof x.record === 'object')) {
      const operation = spec.paths[`/api${e.path}`]?.[e.method.toLowerCase()];
      expect(operation?.description, e.name).toContain(`\`${(e.record as PolicyRule).policy}\``);
    }
    expect(spec.paths['/api/dns/zones/{id}']?.get?.description).toMatch(
      /^Record access \(`dns\.zone`\): the zone must be visible to the caller: .*answers 404/,
    );
  });
});

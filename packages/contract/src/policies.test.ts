// The declared record policies (docs/architecture.md "Record access"): named by their module, each
// used, and each endpoint's rule pointing at a field its own schemas require.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Endpoint, PolicyRule } from './http.js';
import { endpoints } from './index.js';
import { contractModules } from './modules.generated.js';
import { POLICY_NAMES, policyInfo } from './policy-catalogue.js';

const withPolicy = endpoints.filter((e): e is Endpoint & { record: PolicyRule } => typeof e.record === 'object');
const where = (e: Endpoint) => `${e.method} ${e.path} (${e.name})`;

/** The object schema behind `params`, `query` or `body` (through defaults and pipes), if it is one. */
function shapeOf(schema: z.ZodType | undefined): Record<string, z.ZodType> | undefined {
  let current: unknown = schema;
  while (current && !(current instanceof z.ZodObject)) {
    const def = (current as { def?: { innerType?: unknown; in?: unknown } }).def;
    current = def?.innerType ?? def?.in;
  }
  return current instanceof z.ZodObject ? (current.shape as Record<string, z.ZodType>) : undefined;
}

describe('record policies', () => {
  it('are named <module>.<rule> by the module that declares them, once', () => {
    const declared = Object.entries(contractModules).flatMap(([module, exports]) =>
      'declaredPolicies' in exports ? Object.keys(exports.declaredPolicies).map((name) => ({ module, name })) : [],
    );
    expect(declared.filter(({ module, name }) => !name.startsWith(`${module}.`))).toEqual([]);
    expect([...declared.map((d) => d.name)].sort()).toEqual([...POLICY_NAMES]);
    expect(POLICY_NAMES.length).toBeGreaterThan(0);
  });

  it('are each named by an endpoint, and every named one is declared', () => {
    const named = new Set(withPolicy.map((e) => e.record.policy));
    expect(POLICY_NAMES.filter((name) => !named.has(name))).toEqual([]);
    expect(withPolicy.filter((e) => !policyInfo(e.record.policy)).map(where)).toEqual([]);
  });

  it('are never on a public endpoint', () => {
    expect(withPolicy.filter((e) => e.access === 'public').map(where)).toEqual([]);
  });

  it('take a scope and a department only as owner rules, and a key only when they find a record', () => {
    const wrong = withPolicy.filter((e) => {
      const kind = policyInfo(e.record.policy)?.kind;
      if (kind !== 'owner' && (e.record.scope || e.record.department)) return true;
      return kind === 'request' && e.record.key !== undefined;
    });
    expect(wrong.map(where)).toEqual([]);
  });

  it('find their record by a field the endpoint requires (params.id unless said)', () => {
    const wrong = withPolicy
      .filter((e) => policyInfo(e.record.policy)?.kind !== 'request')
      .flatMap((e) => {
        const [source, field] = (e.record.key ?? 'params.id').split('.') as ['params' | 'query' | 'body', string];
        const schema = shapeOf(e[source])?.[field];
        const inPath = source !== 'params' || new RegExp(`\\{${field}\\}`).test(e.path);
        return schema && !schema.safeParse(undefined).success && inPath ? [] : [`${where(e)}: ${source}.${field}`];
      });
    expect(wrong).toEqual([]);
  });
});

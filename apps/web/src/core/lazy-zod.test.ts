import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as contract from '@backoffice/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { generateSync } from 'json-schema-faker';
import { describe, expect, it, vi } from 'vitest';
import { z as zod } from 'zod';
import { isLazySchema, lazySchema, z as lazyZ } from './lazy-zod';

// The contract as the web app's build makes it (vite.config.ts, lazyContractSchemas): its files get the
// stand-ins of lazy-zod.ts for `z` (the very `z` the build hands out). A second copy of the contract,
// loaded with `zod` mocked.
async function lazyContract(): Promise<typeof contract> {
  vi.resetModules();
  vi.doMock('zod', async () => {
    const actual = await vi.importActual<typeof import('zod')>('zod');
    return { ...actual, z: lazyZ };
  });
  try {
    return await import('@backoffice/contract');
  } finally {
    vi.doUnmock('zod');
  }
}

const outcome = (schema: zod.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success
    ? { data: result.data }
    : { issues: result.error.issues.map(({ code, path, message }) => ({ code, path, message })) };
};

/** Values to put through a schema: a valid one made from its JSON Schema when one can be, and some that are not. */
function samples(schema: zod.ZodType): unknown[] {
  const values: unknown[] = [undefined, null, {}, [], 'x', 0, { id: 'x', name: 7, page: -1 }];
  try {
    const json = zod.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
    values.push(generateSync(json as never, { seed: 1, optionalsProbability: 0.5, maxItems: 3, maxLength: 40 }));
  } catch {
    // A schema JSON Schema cannot say (a transform's output): the others only.
  }
  return values;
}

describe("the contract's schemas built at their first use", () => {
  it('accept and refuse what zod itself does, with the same values and issues, for every endpoint', async () => {
    const lazy = await lazyContract();
    expect(lazy.endpoints.length).toBe(contract.endpoints.length);
    // The copy's schemas are stand-ins, the contract's own are zod's.
    expect(lazy.endpoints.filter((e) => isLazySchema(e.reply)).length).toBe(lazy.endpoints.length);
    expect(contract.endpoints.some((e) => isLazySchema(e.reply))).toBe(false);
    const parts = ['params', 'query', 'body', 'reply'] as const;
    let compared = 0;
    let accepted = 0;
    for (const [index, endpoint] of contract.endpoints.entries()) {
      const standIn = lazy.endpoints[index]!;
      expect(standIn.name).toBe(endpoint.name);
      for (const part of parts) {
        const real = endpoint[part];
        if (!real) continue;
        const built = standIn[part]!;
        for (const value of samples(real)) {
          const expected = outcome(real, value);
          expect(outcome(built, value), `${endpoint.name} ${part} ${JSON.stringify(value)?.slice(0, 200)}`).toEqual(
            expected,
          );
          compared++;
          if ('data' in expected) accepted++;
        }
      }
    }
    expect(compared).toBeGreaterThan(contract.endpoints.length * 8);
    // Values accepted as well as refused: each part with a valid sample, about.
    expect(accepted).toBeGreaterThan(contract.endpoints.length);
  });

  it("has every member of `z` the contract's files use (the build gives them no other `z`)", () => {
    const root = path.resolve(import.meta.dirname, '../../../../packages/contract/src');
    const files = (readdirSync(root, { recursive: true }) as string[]).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    // Types only (`z.infer<…>`, `: z.ZodType`), gone from the built code.
    const types = new Set(['infer', 'input', 'output', 'ZodType', 'ZodObject', 'ZodNever', 'RefinementCtx']);
    const used = new Set(
      files.flatMap((f) =>
        [...readFileSync(path.join(root, f), 'utf8').matchAll(/\bz\.(\w+)(?:\s*\.(\w+))?/g)].map(([, member, inner]) =>
          member === 'coerce' || member === 'iso' ? `${member}.${inner}` : member!,
        ),
      ),
    );
    const lazy = lazyZ as unknown as Record<string, Record<string, unknown>>;
    const missing = [...used].filter((name) => {
      if (types.has(name)) return false;
      const [member, inner] = name.split('.');
      return inner ? lazy[member!]?.[inner] === undefined : lazy[member!] === undefined;
    });
    expect(missing).toEqual([]);
    expect(used.size).toBeGreaterThan(15);
  });

  it('builds a schema at its first use, once, and not when it is declared or refined', () => {
    const build = vi.fn(() => zod.object({ name: zod.string() }));
    const standIn = lazySchema(build) as zod.ZodObject<{ name: zod.ZodString }>;
    const refined = standIn.extend({ age: zod.number() }).optional();
    expect(build).not.toHaveBeenCalled();
    expect(refined.safeParse({ name: 'Ann', age: 3 }).success).toBe(true);
    expect(refined.safeParse({ name: 'Ann' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
    expect(standIn.shape.name.safeParse(1).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('is zod to whatever asks: instanceof, `in`, zod composing it, a form resolver', async () => {
    const z = lazyZ;
    const body = z.object({
      title: z
        .string()
        .min(1)
        .meta({ examples: ['A title'] }),
      tags: z.array(z.number()),
    });
    expect(body).toBeInstanceOf(zod.ZodObject);
    expect('_zod' in body).toBe(true);
    expect(zod.object({ body }).safeParse({ body: { title: 'x', tags: [1] } }).success).toBe(true);
    expect(z.coerce.number().parse('4')).toBe(4);
    expect(z.iso.date().safeParse('2026-11-29').success).toBe(true);
    expect(Object.keys(body.shape)).toEqual(['title', 'tags']);
    const resolve = zodResolver(body);
    const refused = await resolve({ title: '', tags: [] }, undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(Object.keys(refused.errors)).toEqual(['title']);
    const accepted = await resolve({ title: 'A', tags: [2] }, undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(accepted.values).toEqual({ title: 'A', tags: [2] });
  });
});

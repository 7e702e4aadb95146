// Random bodies, queries and path values at every endpoint, as an administrator: never a 500.
import { endpoints } from '@backoffice/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleUrl } from './endpoint-samples.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ isAdmin: true });
});
afterAll(() => t.close());

const pathValue = fc.oneof(
  fc.integer({ min: -5, max: 100_000 }),
  fc.string({ maxLength: 30 }).filter((s) => s.length > 0 && !s.includes('/')),
  fc.constantFrom('0', '1.5', 'null', '%00', '..', '9999999999999999999'),
);
const queryString = fc
  .dictionary(
    fc.string({ minLength: 1, maxLength: 12 }),
    fc.oneof(fc.string({ maxLength: 20 }), fc.integer().map(String)),
    {
      maxKeys: 5,
    },
  )
  .map((q) => new URLSearchParams(q).toString());
const body = fc.oneof(fc.object({ maxDepth: 3 }), fc.jsonValue({ maxDepth: 3 }), fc.constant({}));

/** Names every JavaScript object answers to: a lookup by a request's text must not take them for its own keys. */
const OBJECT_NAMES = ['__proto__', 'constructor', 'valueOf', 'toString', 'hasOwnProperty'];

describe('random input never breaks the server', () => {
  it('takes no query or body key named like an object property for a real one, at any endpoint', async () => {
    const query = OBJECT_NAMES.map((name) => `${name}=1`).join('&');
    const payload = `{${OBJECT_NAMES.map((name) => `"${name}":{"x":1}`).join(',')}}`;
    for (const e of endpoints.filter((x) => x.name !== 'auth.logout')) {
      const url = `${sampleUrl(e)}?${query}`;
      const res = await t.as(admin, {
        method: e.method,
        url,
        ...(e.method === 'GET' ? {} : { payload, headers: { 'content-type': 'application/json' } }),
      });
      expect(res.statusCode, `${e.method} ${url} → ${res.body}`).toBeLessThan(500);
    }
  });

  it.each(endpoints.filter((e) => e.path.includes('{')).map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s with names every object has in its path',
    async (_, e) => {
      for (const name of OBJECT_NAMES) {
        const url = sampleUrl(e, name);
        const res = await t.as(admin, { method: e.method, url, ...(e.method === 'GET' ? {} : { payload: {} }) });
        expect(res.statusCode, `${e.method} ${url} → ${res.body}`).toBeLessThan(500);
      }
    },
  );

  it.each(endpoints.filter((e) => e.name !== 'auth.logout').map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s',
    async (_, e) => {
      await fc.assert(
        fc.asyncProperty(pathValue, queryString, body, async (value, query, payload) => {
          let url: string;
          try {
            url = sampleUrl(e, String(value));
          } catch {
            return;
          }
          const res = await t.as(admin, {
            method: e.method,
            url: query ? `${url}?${query}` : url,
            ...(e.method === 'GET' ? {} : { payload: payload as object }),
          });
          expect(res.statusCode, `${e.method} ${url}?${query} → ${res.body}`).toBeLessThan(500);
          if (res.statusCode >= 400) expect(res.json()).toHaveProperty('code');
        }),
        { numRuns: Number(process.env.FUZZ_RUNS ?? 30) },
      );
    },
  );
});

// The route × scope matrix, generated from the contract: every endpoint, every module, no list to keep.
import { endpoints } from '@backoffice/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleUrl } from './endpoint-samples.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';

let t: TestApp;
let nobody: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  nobody = await t.createUser({ scopes: [] });
});
afterAll(() => t.close());

const guarded = endpoints.filter((e) => e.access !== 'public');
const scoped = endpoints.filter((e) => typeof e.access === 'object');

describe('route × scope matrix', () => {
  it.each(guarded.map((e) => [`${e.method} ${e.path}`, e] as const))('%s without a token → 401', async (_, e) => {
    const res = await t.app.inject({
      method: e.method,
      url: sampleUrl(e),
      payload: e.method === 'GET' ? undefined : {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('TOKEN_INVALID');
  });

  it.each(scoped.map((e) => [`${e.method} ${e.path}`, e] as const))('%s lacking the scope → 403', async (_, e) => {
    const res = await t.as(nobody, {
      method: e.method,
      url: sampleUrl(e),
      payload: e.method === 'GET' ? undefined : {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });

  it.each(guarded.map((e) => [`${e.method} ${e.path}`, e] as const))('%s holding the scope → neither', async (_, e) => {
    const scopes = typeof e.access === 'object' ? [...e.access.scopes] : [];
    const holder = await t.createUser({ scopes });
    const res = await t.as(holder, {
      method: e.method,
      url: sampleUrl(e),
      payload: e.method === 'GET' ? undefined : {},
    });
    expect([401, 403]).not.toContain(res.statusCode);
    expect(res.statusCode).toBeLessThan(500);
  });
});

// The route × scope matrix, generated from the contract: every endpoint, every module, no list to keep.
import { type Endpoint, endpoints, SCOPE_CATALOGUE } from '@backoffice/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newKey } from '../core/auth/integration-keys.js';
import { integrationKeys } from '../core/db/schema.js';
import { sampleRequest, sampleUrl } from './endpoint-samples.js';
import { createTestApp, type TestApp, type TestUser } from './helpers.js';

let t: TestApp;
let nobody: TestUser;
/** Holds every declared read scope and nothing else. */
let reader: TestUser | undefined;

/** The guard's answer to a caller lacking the endpoint's scopes (core/errors.ts `forbidden()`). */
const GUARD_REFUSAL = 'You do not have permission to do this';

/** Set on a reply whose request passed the guard and its schemas and reached the handler. */
const REACHED = 'x-test-reached-handler';

beforeAll(async () => {
  t = await createTestApp({
    setup(app) {
      // preHandler runs after the guard and the schema validation, right before the handler.
      app.addHook('preHandler', async (_request, reply) => {
        reply.header(REACHED, '1');
      });
    },
  });
  nobody = await t.createUser({ scopes: [] });
});
afterAll(() => t.close());

const guarded = endpoints.filter((e) => e.access !== 'public');
const integrations = endpoints.filter((e) => e.access === 'integration');

/** A new integration key, as an administrator makes one. */
async function integrationKey(): Promise<string> {
  const { key, prefix, keyHash } = newKey();
  await t.app.ctx.db.insert(integrationKeys).values({ name: 'Matrix system', prefix, keyHash });
  return key;
}
const scoped = endpoints.filter((e) => typeof e.access === 'object');

/**
 * Issue 25: a read scope is no licence for a write. A read scope is one whose action is `read`; an
 * endpoint changes something unless it is a GET or says it does not (`readOnly: true`, a lookup sent
 * as POST). The only other changing endpoints a reader may call say whose part of a record they
 * change (`selfService`: one's own sign-up, one's own feedback, a shift of one's own), as their
 * policy or service enforces.
 */
const isReadScope = (scope: string) => scope.endsWith(':read');
const changes = (e: Endpoint) => e.method !== 'GET' && !e.readOnly;
const onlyReadScopes = (e: Endpoint) => typeof e.access === 'object' && e.access.scopes.every(isReadScope);
const writesForReaders = endpoints.filter((e) => changes(e) && onlyReadScopes(e) && !e.selfService);
const READ_SCOPES = SCOPE_CATALOGUE.filter(isReadScope);

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

  it.each(integrations.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s with a user session instead of an integration key → 401',
    async (_, e) => {
      const admin = await t.createUser({ isAdmin: true });
      const res = await t.as(admin, {
        method: e.method,
        url: sampleUrl(e),
        payload: e.method === 'GET' ? undefined : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().code).toBe('TOKEN_INVALID');
    },
  );

  it("licenses no changing endpoint with read scopes alone (a lookup says readOnly, one's own part says selfService)", () => {
    expect(
      writesForReaders.map((e) => `${e.method} ${e.path} (${e.name}) needs only ${JSON.stringify(e.access)}`),
    ).toEqual([]);
  });

  it('marks only POSTs as lookups, and says what a self-service call changes', () => {
    expect(endpoints.filter((e) => e.readOnly && e.method !== 'POST').map((e) => e.name)).toEqual([]);
    expect(
      endpoints
        .filter((e) => e.selfService !== undefined && (!e.selfService.trim() || !changes(e) || !onlyReadScopes(e)))
        .map((e) => e.name),
    ).toEqual([]);
  });

  // The guard itself: someone holding every read scope there is changes nothing through any
  // changing endpoint but their own part of a record (selfService).
  it.each(
    endpoints
      .filter((e) => changes(e) && typeof e.access === 'object' && !e.selfService)
      .map((e) => [`${e.method} ${e.path}`, e] as const),
  )('%s holding every read scope only → 403', async (_, e) => {
    reader ??= await t.createUser({ scopes: READ_SCOPES });
    const res = await t.as(reader, { method: e.method, url: sampleUrl(e), payload: {} });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: GUARD_REFUSAL });
  });

  it.each(scoped.map((e) => [`${e.method} ${e.path}`, e] as const))('%s lacking the scope → 403', async (_, e) => {
    const res = await t.as(nobody, {
      method: e.method,
      url: sampleUrl(e),
      payload: e.method === 'GET' ? undefined : {},
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'FORBIDDEN', message: GUARD_REFUSAL });
  });

  // A valid request, generated from the endpoint's own schemas, reaches the handler; what the
  // handler answers must be an answer (a stub that returns nothing fails its reply schema: 500).
  it.each(guarded.map((e) => [`${e.method} ${e.path}`, e] as const))(
    '%s holding the scope, with a valid request → its handler answers',
    async (_, e) => {
      const scopes = typeof e.access === 'object' ? [...e.access.scopes] : [];
      const { url, payload } = sampleRequest(e);
      // Another system calls an integration endpoint with its key; a user, the others with a session.
      const res =
        e.access === 'integration'
          ? await t.app.inject({
              method: e.method,
              url,
              payload: payload as object | undefined,
              headers: { authorization: `Bearer ${await integrationKey()}` },
            })
          : await t.as(await t.createUser({ scopes }), {
              method: e.method,
              url,
              payload: payload as object | undefined,
            });
      expect(res.headers[REACHED], `${e.method} ${url} → ${res.statusCode} ${res.body.slice(0, 300)}`).toBe('1');
      expect(res.statusCode).not.toBe(401);
      // The guard's 403 never comes: a 403 here is the handler's own, with its reason (a rule on
      // the record or the caller, e.g. a department without DNS access), never the scope refusal.
      if (res.statusCode === 403) expect(res.json().message).not.toBe(GUARD_REFUSAL);
      expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(500);
    },
  );
});

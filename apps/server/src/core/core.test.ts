import { endpoints } from '@backoffice/contract';
import * as administration from '@backoffice/contract/modules/administration';
import * as auth from '@backoffice/contract/modules/auth';
import * as system from '@backoffice/contract/modules/system';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/helpers.js';
import { handle, registerEndpoints } from './http.js';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.createUser({ isAdmin: true });
});
afterAll(() => t.close());

describe('platform core', () => {
  it('answers the health probe without a token', async () => {
    const res = await t.call(null, system.health);
    expect(res.statusCode).toBe(200);
    expect(res.reply()).toMatchObject({ status: 'ok', database: 'up' });
  });

  it('answers unknown /api routes with 404 ROUTE_NOT_FOUND in the error shape', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no/such/thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      statusCode: 404,
      error: 'Not Found',
      code: 'ROUTE_NOT_FOUND',
      message: 'Route GET /api/no/such/thing not found',
    });
  });

  it('rejects malformed JSON with a 400 that names the body', async () => {
    const res = await t.call(null, auth.signIn, {
      headers: { 'content-type': 'application/json' },
      rawBody: '{"user": "a", ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', details: [{ field: 'body' }] });
    expect(res.body).not.toMatch(/at .*\.js/);
  });

  it('names every bad field in a validation error', async () => {
    const res = await t.call(null, auth.signIn, { rawBody: { user: '', password: 5 } });
    expect(res.statusCode).toBe(400);
    const fields = res.json().details.map((d: { field: string }) => d.field);
    expect(fields).toEqual(expect.arrayContaining(['body.user', 'body.password']));
  });

  it('validates query parameters too', async () => {
    const res = await t.call(admin, system.auditLog, { query: { take: 1000 } });
    expect(res.statusCode).toBe(400);
    expect(res.json().details[0].field).toBe('querystring.take');
  });

  it('refuses a body over the limit with 413', async () => {
    const res = await t.call(null, auth.signIn, { body: { user: 'x', password: 'y'.repeat(2 * 1024 * 1024) } });
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('sends security headers and no CORS grant to other origins', async () => {
    const res = await t.call(null, system.health, { headers: { origin: 'https://evil.example' } });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves an OpenAPI document listing every contract endpoint', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    for (const e of endpoints) {
      const path = `/api${e.path}`;
      expect(doc.paths[path]?.[e.method.toLowerCase()], `${e.method} ${path}`).toBeDefined();
    }
  });

  it('answers 404 for unknown non-API paths when no web app is built', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/some/page' });
    expect(res.statusCode).toBe(404);
  });
});

describe('contract check at start-up', () => {
  it('refuses an endpoint without a handler', () => {
    const app = Fastify();
    expect(() => registerEndpoints(app, t.app.ctx, endpoints, [])).toThrow(/without a handler/);
  });

  it('refuses a handler without an endpoint', () => {
    const app = Fastify();
    const stray = handle({ ...endpoints[0]!, name: 'stray.one' }, () => ({}) as never);
    expect(() => registerEndpoints(app, t.app.ctx, endpoints, [stray])).toThrow(/has no contract endpoint/);
  });
});

describe('input the database cannot store', () => {
  it('answers a NUL character in a query with 400, not 500', async () => {
    const res = await t.call(admin, system.auditLog, { query: { entity: 'a\0b' } });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('array filters in the query string', () => {
  it('reads repeated bracketed keys and plain repeated keys alike', async () => {
    const { pool } = t.database;
    const made = await pool.query<{ id: number }>(
      "INSERT INTO departments (name) VALUES ('Arrays A'), ('Arrays B'), ('Arrays C') RETURNING id",
    );
    const [a, b] = made.rows.map((r) => r.id);
    for (const query of [`ids[]=${a}&ids[]=${b}`, `ids=${a}&ids=${b}`, `ids%5B%5D=${a}&ids=${b}`]) {
      // The wire forms themselves are under test, so the query goes as written.
      const res = await t.call(admin, administration.listDepartments, { rawQuery: query });
      expect(res.statusCode, query).toBe(200);
      expect(
        res
          .reply()
          .items.map((d) => d.id)
          .sort(),
        query,
      ).toEqual([a, b].sort());
    }
  });
});

// One JSON line per request, under the request id that the reply header and the audit row carry too.
import * as administration from '@backoffice/contract/modules/administration';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { openTestDatabase, type TestDatabase, testConfig } from '../test/helpers.js';
import { ensureAdministrator } from './bootstrap.js';

let app: FastifyInstance;
let database: TestDatabase;
const lines: Record<string, unknown>[] = [];
let token: string;
const password = 'a-password-of-the-admin-0123';

beforeAll(async () => {
  database = await openTestDatabase();
  app = await buildApp(testConfig({ logLevel: 'info', adminPassword: password }), {
    database,
    logStream: { write: (line) => lines.push(JSON.parse(line)) },
  });
  await app.ready();
  await ensureAdministrator(database.pool, 'admin', password, () => password);
  const res = await app.inject({ method: 'POST', url: '/api/auth/token', payload: { user: 'admin', password } });
  expect(res.statusCode).toBe(200);
  token = res.json().jwt;
});
afterAll(async () => {
  await app.close();
  await database.dispose();
});

const requestLines = () => lines.filter((l) => l.msg === 'request');

it('logs each request once, by route name, with status, time and user, and no URL, token or body', async () => {
  lines.length = 0;
  const res = await app.inject({
    method: 'GET',
    url: '/api/auth/users?search=Personal%20Name',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.statusCode).toBe(200);
  const [line, ...more] = requestLines();
  expect(more).toEqual([]);
  expect(line).toMatchObject({ route: 'administration.listUsers', method: 'GET', status: 200, userId: 1 });
  expect(line!.ms).toEqual(expect.any(Number));
  expect(line!.requestId).toBe(res.headers['x-request-id']);
  const all = JSON.stringify(lines);
  expect(all).not.toContain('Personal');
  expect(all).not.toContain(token);
});

it('never logs the password of a sign-in', async () => {
  lines.length = 0;
  await app.inject({ method: 'POST', url: '/api/auth/token', payload: { user: 'admin', password: 'wrong-secret-x1' } });
  await app.inject({ method: 'POST', url: '/api/auth/token', payload: { user: 'admin', password } });
  expect(requestLines().map((l) => l.status)).toEqual([401, 200]);
  expect(JSON.stringify(lines)).not.toMatch(/wrong-secret-x1|a-password-of-the-admin/);
});

it('carries the request id into the audit row of a change, taking the balancer’s id when it sends one', async () => {
  const id = 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6';
  const res = await app.inject({
    method: 'POST',
    url: `/api${administration.createDepartment.path}`,
    headers: { authorization: `Bearer ${token}`, 'x-request-id': id },
    payload: { name: 'Request ids' },
  });
  expect(res.statusCode).toBe(201);
  expect(res.headers['x-request-id']).toBe(id);
  const { rows } = await database.pool.query<{ request_id: string }>(
    "SELECT request_id FROM audit_log WHERE route = '/api/auth/departments' ORDER BY id DESC LIMIT 1",
  );
  expect(rows[0]!.request_id).toBe(id);
  expect(requestLines().at(-1)).toMatchObject({ requestId: id, route: 'administration.createDepartment', status: 201 });
});

it('makes its own id when the header is no plain token', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': 'bad id\n{"x":1}' } });
  expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

it('carries the request id into a security event’s row', async () => {
  const res = await app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: 'Bearer nope' } });
  expect(res.statusCode).toBe(401);
  const { rows } = await database.pool.query<{ request_id: string }>(
    "SELECT request_id FROM audit_log WHERE event = 'token.refused' ORDER BY id DESC LIMIT 1",
  );
  expect(rows[0]!.request_id).toBe(res.headers['x-request-id']);
});

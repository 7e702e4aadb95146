// Behind a proxy (TRUST_PROXY=1): the address a trusted proxy reports is the client's, and the
// audit log keeps the connection's own address beside it.
import * as administration from '@backoffice/contract/modules/administration';
import * as auth from '@backoffice/contract/modules/auth';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/helpers.js';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ config: { trustProxy: 1 } });
  admin = await t.createUser({ isAdmin: true });
});
afterAll(() => t.close());

const entries = async () =>
  (
    await t.database.pool.query<{ route: string; event: string | null; ip: string; peer: string }>(
      'SELECT route, event, ip, peer FROM audit_log ORDER BY id',
    )
  ).rows;

it('takes the client address from the nearest proxy and keeps the peer in every audit entry', async () => {
  const proxy = '10.1.2.3';
  const failed = await t.call(null, auth.signIn, {
    body: { user: 'nobody-here', password: 'wrong-password' },
    remoteAddress: proxy,
    // Only the last hop is believed: a client's own made-up entry before it changes nothing.
    headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.9' },
  });
  expect(failed.statusCode).toBe(401);
  const created = await t.call(admin, administration.createDepartment, {
    body: { name: 'Behind the proxy' },
    remoteAddress: proxy,
    headers: { 'x-forwarded-for': '203.0.113.10' },
  });
  expect(created.statusCode).toBe(201);
  const rows = await entries();
  expect(rows.find((r) => r.event === 'sign-in.failed')).toMatchObject({ ip: '203.0.113.9', peer: proxy });
  expect(rows.find((r) => r.route === '/api/auth/departments')).toMatchObject({
    event: null,
    ip: '203.0.113.10',
    peer: proxy,
  });
});

it('counts the per-address limit by the forwarded address', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 31; i++) {
    const res = await t.call(null, auth.signIn, {
      body: { user: `someone-${i}`, password: 'wrong-password' },
      remoteAddress: '10.1.2.3',
      headers: { 'x-forwarded-for': '192.0.2.77' },
    });
    statuses.push(res.statusCode);
  }
  expect(statuses[30]).toBe(429);
  // Another client behind the same proxy is not locked out with it.
  const other = await t.call(null, auth.signIn, {
    body: { user: 'someone-else', password: 'wrong-password' },
    remoteAddress: '10.1.2.3',
    headers: { 'x-forwarded-for': '192.0.2.78' },
  });
  expect(other.statusCode).toBe(401);
});

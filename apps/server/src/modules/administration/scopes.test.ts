import { endpoints, SCOPE_CATALOGUE, scopeInfo } from '@backoffice/contract';
import * as administration from '@backoffice/contract/modules/administration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../../test/helpers.js';
import { auditOf } from './testing/audit.js';
import { expectStatus } from './testing/helpers.js';

let t: TestApp;
let syncer: TestUser;
let reader: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  syncer = await t.createUser({ scopes: ['users:scopes:sync'] });
  reader = await t.createUser({ scopes: ['users:roles:read'] });
});
afterAll(() => t.close());

// The scopes endpoints name; a wildcard (`qa:*`: any QC scope) is a requirement, not a scope of the catalogue.
const endpointScopes = endpoints
  .flatMap((e) => (typeof e.access === 'object' ? e.access.scopes : []))
  .filter((scope) => !scope.includes('*'));

describe('GET /auth/scopes', () => {
  it('fills an empty catalogue on first read and answers { id, scope } entries sorted by scope', async () => {
    const res = await t.call(reader, administration.listScopes);
    expectStatus(res, 200);
    const entries = res.reply();
    const scopes = entries.map((e) => e.scope);
    expect(scopes).toEqual([...scopes].sort());
    expect(scopes).toEqual(expect.arrayContaining([...SCOPE_CATALOGUE, ...endpointScopes]));
    expect(entries.every((e) => Number.isInteger(e.id))).toBe(true);
  });

  it("carries each declared scope's label and description from its module's contract", async () => {
    const res = await t.call(reader, administration.listScopes);
    const entries = res.reply();
    expect(entries.find((e) => e.scope === 'dns:zone:read')).toMatchObject({
      label: scopeInfo('dns:zone:read')?.label,
      description: scopeInfo('dns:zone:read')?.description,
    });
    expect(entries.filter((e) => !e.label || !e.description)).toEqual([]);
  });

  it('needs a token and users:roles:read', async () => {
    expectStatus(await t.call(null, administration.listScopes), 401);
    expectStatus(await t.call(syncer, administration.listScopes), 403);
  });
});

describe('POST /auth/scopes/sync', () => {
  it('adds missing scopes, removes retired ones, and is audited', async () => {
    await t.database.pool.query("DELETE FROM scopes WHERE scope = 'users:users:read'");
    await t.database.pool.query("INSERT INTO scopes (scope) VALUES ('retired:thing:read')");
    const res = await t.call(syncer, administration.syncScopes);
    expectStatus(res, 200);
    const body = res.reply();
    expect(body.added).toEqual(['users:users:read']);
    expect(body.removed).toEqual(['retired:thing:read']);
    expect(body.total).toBe(new Set([...SCOPE_CATALOGUE, ...endpointScopes]).size);
    const again = await t.call(syncer, administration.syncScopes, { rawBody: {} });
    expect(again.reply()).toMatchObject({ added: [], removed: [] });
    const { rows } = await t.database.pool.query('SELECT count(*)::int AS n FROM scopes');
    expect(rows[0].n).toBe(body.total);
    const [entry] = await auditOf(t, 'scopes', null);
    expect(entry).toMatchObject({
      method: 'POST',
      after: { added: ['users:users:read'], removed: ['retired:thing:read'] },
    });
  });

  it('needs a token and users:scopes:sync', async () => {
    expectStatus(await t.call(null, administration.syncScopes), 401);
    expectStatus(await t.call(reader, administration.syncScopes), 403);
  });
});

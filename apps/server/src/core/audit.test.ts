import * as administration from '@backoffice/contract/modules/administration';
import * as system from '@backoffice/contract/modules/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/helpers.js';
import {
  declarePersonalFields,
  PERSONAL,
  PERSONAL_CHANGED,
  personalFieldsOf,
  redact,
  withoutPersonal,
} from './audit-values.js';

// A module of this test's own, declaring the personal fields of its entities.
declarePersonalFields('audit-test', { 'audit-test-thing': ['reason'], 'audit-test-other': ['note'] });
const WHEN = '2026-03-04T05:06:07.890Z';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({
    setup(app) {
      // Rows the hook writes: the body as `after`, with and without an entity (the route's module then).
      app.post('/api/audit-test/thing', { schema: { operationId: 'audit-test.thing' } }, async (request) => {
        request.auditFacts = { entity: 'audit-test-thing', entityId: 1 };
        return { ok: true };
      });
      app.post('/api/audit-test/plain', { schema: { operationId: 'audit-test.plain' } }, async () => ({ ok: true }));
      app.post('/api/audit-test/dated', async (request) => {
        const at = new Date(WHEN);
        request.auditFacts = { entity: 'audit-test-dated', entityId: 1, before: { at }, after: { nested: [{ at }] } };
        return { ok: true };
      });
    },
  });
  admin = await t.createUser({ isAdmin: true });
});
afterAll(() => t.close());

describe('audit log', () => {
  it('records a successful change without secrets, and nothing for a failed one', async () => {
    const u = await t.createUser();
    await t.signIn(u.username, 'wrong-password');
    const reader = await t.createUser({ scopes: ['audit:log:read'] });
    const res = await t.call(reader, system.auditLog, { query: { entity: 'session', entityId: String(u.id) } });
    expect(res.statusCode).toBe(200);
    const list = res.reply();
    expect(list).toMatchObject({ page: 1, take: 25, total: 1, totalCapped: false });
    expect(list.items[0]).toMatchObject({
      method: 'POST',
      route: '/api/auth/token',
      entity: 'session',
      entityId: String(u.id),
      statusCode: 200,
      after: { username: u.username },
      userId: u.id,
      username: u.username,
    });
    expect(JSON.stringify(list)).not.toContain(u.password);
  });

  it('lists newest first with paging', async () => {
    const reader = await t.createUser({ scopes: ['audit:log:read'] });
    const subject = await t.createUser();
    await t.signIn(subject.username, subject.password);
    await t.signIn(subject.username, subject.password);
    // Entries are written after each reply; page over one user's sign-ins once all three are there.
    const filter = { entity: 'session', entityId: String(subject.id) };
    await expect.poll(async () => (await t.call(reader, system.auditLog, { query: filter })).reply().total).toBe(3);
    const page1 = (await t.call(reader, system.auditLog, { query: { ...filter, take: 2 } })).reply();
    const page2 = (await t.call(reader, system.auditLog, { query: { ...filter, take: 2, page: 2 } })).reply();
    expect(page1.items).toHaveLength(2);
    expect(page2.items).toHaveLength(1);
    expect(page1.items[0]!.id).toBeGreaterThan(page1.items[1]!.id);
    expect(page2.items[0]!.id).toBeLessThan(page1.items[1]!.id);
  });

  it('redacts secrets at any depth', () => {
    expect(redact({ user: 'a', password: 'p', nested: { apiKey: 'k', list: [{ token: 't', ok: 1 }] } })).toEqual({
      user: 'a',
      password: '[redacted]',
      nested: { apiKey: '[redacted]', list: [{ token: '[redacted]', ok: 1 }] },
    });
  });

  it('writes dates as ISO strings, at any depth', async () => {
    const at = new Date(WHEN);
    expect(redact({ at, list: [{ at, token: at }], none: null })).toEqual({
      at: WHEN,
      list: [{ at: WHEN, token: '[redacted]' }],
      none: null,
    });
    expect(JSON.stringify(redact({ bad: new Date(Number.NaN) }))).toBe('{"bad":null}');
    await t.app.inject({ method: 'POST', url: '/api/audit-test/dated', payload: {} });
    expect(await rowsOf('audit-test-dated', 1)).toEqual([
      expect.objectContaining({ before: { at: WHEN }, after: { nested: [{ at: WHEN }] } }),
    ]);
  });

  it('writes the row of a change with its status before the reply, so the reply finds it', async () => {
    const name = `Audited ${Date.now()}`;
    const created = (await t.call(admin, administration.createDepartment, { body: { name } })).reply();
    expect(await rowsOf('department', created.id)).toEqual([
      expect.objectContaining({
        method: 'POST',
        status_code: 201,
        user_id: admin.id,
        after: expect.objectContaining({ name }),
      }),
    ]);
  });
});

describe('personal fields', () => {
  const fields = new Set(['reason', 'comment']);

  it('are withheld: a value set, kept or changed says so, an empty one stays', () => {
    expect(withoutPersonal(fields, undefined, { reason: 'Flu', comment: '', status: 'pending' })).toEqual({
      before: undefined,
      after: { reason: PERSONAL, comment: '', status: 'pending' },
    });
    const before = { reason: 'Flu', comment: null, status: 'pending', at: WHEN };
    const after = { reason: 'Flu', comment: 'Get well', status: 'approved', at: WHEN };
    expect(withoutPersonal(fields, before, after)).toEqual({
      before: { reason: PERSONAL, comment: null, status: 'pending', at: WHEN },
      after: { reason: PERSONAL, comment: PERSONAL_CHANGED, status: 'approved', at: WHEN },
    });
    // At any depth, in lists too; a value that was not there before has changed.
    expect(
      withoutPersonal(fields, { items: [{ reason: 'a' }] }, { items: [{ reason: 'a' }, { reason: 'b' }] }).after,
    ).toEqual({ items: [{ reason: PERSONAL }, { reason: PERSONAL_CHANGED }] });
    // Whatever the value (an object, a number), it goes whole.
    expect(withoutPersonal(fields, null, { reason: { text: 'x' }, comment: 3 }).after).toEqual({
      reason: PERSONAL,
      comment: PERSONAL,
    });
  });

  it('pass a row already withheld unchanged (the audit log reader applies them again)', () => {
    const once = withoutPersonal(fields, { reason: 'Flu', comment: null }, { reason: 'Cold', comment: 'ok' });
    expect(withoutPersonal(fields, once.before, once.after)).toEqual(once);
  });

  it('are an entity’s, else those of the module the row came from; one entity has one module', () => {
    expect([...personalFieldsOf('audit-test-thing', 'other')]).toEqual(['reason']);
    expect([...personalFieldsOf(null, 'audit-test')].sort()).toEqual(['note', 'reason']);
    expect(personalFieldsOf('undeclared', 'undeclared').size).toBe(0);
    expect(() => declarePersonalFields('audit-test-2', { 'audit-test-thing': ['reason'] })).toThrow(
      /declared by audit-test and audit-test-2/,
    );
  });

  it('are withheld in a request body the hook writes as the row’s after', async () => {
    const thing = await t.app.inject({
      method: 'POST',
      url: '/api/audit-test/thing',
      payload: { reason: 'secret one', note: 'not personal here' },
    });
    expect(thing.statusCode).toBe(200);
    expect(await rowsOf('audit-test-thing', 1)).toEqual([
      expect.objectContaining({ after: { reason: PERSONAL, note: 'not personal here' } }),
    ]);
    await t.app.inject({ method: 'POST', url: '/api/audit-test/plain', payload: { note: 'secret two', other: 1 } });
    const { rows } = await t.database.pool.query(
      "SELECT entity, after FROM audit_log WHERE route = '/api/audit-test/plain' ORDER BY id DESC LIMIT 1",
    );
    expect(rows).toEqual([{ entity: null, after: { note: PERSONAL, other: 1 } }]);
  });
});

/** The audit rows of a record, oldest first. */
async function rowsOf(entity: string, entityId: number) {
  const { rows } = await t.database.pool.query(
    'SELECT method, status_code, user_id, before, after FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY id',
    [entity, String(entityId)],
  );
  return rows;
}

async function departmentNamed(name: string) {
  const { rows } = await t.database.pool.query('SELECT id FROM departments WHERE name = $1', [name]);
  return rows;
}

/**
 * The audit row is written inside the change's transaction (core/audit.ts): the database itself is
 * made to refuse one or the other, and neither is left without the other.
 */
describe('a change and its audit row commit together', () => {
  const failing = 'Audit refused';
  const late = 'Commit refused';
  beforeAll(async () => {
    await t.database.pool.query(`
      CREATE FUNCTION test_refuse() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused by the test'; END $$;
      CREATE TRIGGER test_refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW
        WHEN (NEW.after->>'name' = '${failing}') EXECUTE FUNCTION test_refuse();
      CREATE CONSTRAINT TRIGGER test_refuse_commit AFTER INSERT ON departments
        DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
        WHEN (NEW.name = '${late}') EXECUTE FUNCTION test_refuse();`);
  });

  it('leaves no change when its audit row cannot be written', async () => {
    const res = await t.call(admin, administration.createDepartment, { body: { name: failing } });
    expect(res.statusCode).toBe(500);
    expect(await departmentNamed(failing)).toEqual([]);
  });

  it('leaves no audit row when the change rolls back at COMMIT, after its row was written', async () => {
    const before = await t.database.pool.query('SELECT max(id) AS last FROM audit_log');
    const res = await t.call(admin, administration.createDepartment, { body: { name: late } });
    expect(res.statusCode).toBe(500);
    expect(await departmentNamed(late)).toEqual([]);
    const { rows } = await t.database.pool.query("SELECT 1 FROM audit_log WHERE id > $1 AND after->>'name' = $2", [
      before.rows[0].last,
      late,
    ]);
    expect(rows).toEqual([]);
  });

  it('leaves no row for a change refused before it commits', async () => {
    const name = `Twice ${Date.now()}`;
    const first = (await t.call(admin, administration.createDepartment, { body: { name } })).reply();
    const again = await t.call(admin, administration.createDepartment, { body: { name } });
    expect(again.statusCode).toBe(409);
    expect(await rowsOf('department', first.id)).toHaveLength(1);
    const { rows } = await t.database.pool.query(
      "SELECT 1 FROM audit_log WHERE route = '/api/auth/departments' AND status_code = 409",
    );
    expect(rows).toEqual([]);
  });
});

import * as administration from '@backoffice/contract/modules/administration';
import * as system from '@backoffice/contract/modules/system';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestUser } from '../test/helpers.js';
import { redact } from './audit.js';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp();
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

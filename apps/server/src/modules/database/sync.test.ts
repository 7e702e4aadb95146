// Drift (docs/database.md "Drift"): the scheduled check and "Check now" compare our records with the real
// MariaDB and keep what they find on each record. One rule per test.
import * as api from '@backoffice/contract/modules/database';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers.js';
import { adminConnection, CLOSED_PORT_URL } from '../../test/mariadb.js';
import databaseModule from './module.js';
import { databaseSuite } from './testing/suite.js';

const s = databaseSuite();
let admin: Awaited<ReturnType<typeof adminConnection>>;
beforeAll(async () => {
  admin = await adminConnection();
});
afterAll(() => admin?.end());

const job = databaseModule.jobs!.find((j) => j.name === 'database.check')!;

/** One run of the scheduled job, as the schedules run it. */
async function runJob(ctx = s.t.app.ctx) {
  if (!('cron' in job) || !job.cron) throw new Error('database.check is a cron job');
  await job.run(ctx, {
    scheduledFor: new Date(),
    trigger: 'schedule',
    attempt: 1,
    signal: new AbortController().signal,
  });
}

describe('the drift check', () => {
  it('runs every 15 minutes', () => {
    expect(job).toMatchObject({ cron: '*/15 * * * *' });
  });

  it('finds a database dropped behind our back', async () => {
    const db = await s.createDatabase(s.manager, 'dropped');
    await admin.query(`DROP DATABASE \`${db.name}\``);
    await runJob();
    const seen = await s.t.callOk(s.manager, api.getDatabase, { params: { id: db.id } });
    expect(seen.sync).toEqual({
      state: 'missing',
      checkedAt: expect.any(String),
      message: `The MariaDB server has no database ${db.name}.`,
    });
    const list = await s.t.callOk(s.manager, api.listDatabases, { query: { search: db.name } });
    expect(list.items[0]!.sync.state).toBe('missing');
  });

  it('finds an account dropped behind our back', async () => {
    const user = await s.createUser(s.manager, 'gone_host', { hosts: ['%', 'localhost'] });
    await admin.query('DROP USER ?@?', [user.name, 'localhost']);
    await runJob();
    const seen = await s.t.callOk(s.manager, api.getDatabaseUser, { params: { id: user.id } });
    expect(seen.sync).toMatchObject({
      state: 'missing',
      message: `No account on the server for '${user.name}'@'localhost'.`,
    });
  });

  it('finds privileges changed behind our back', async () => {
    const db = await s.createDatabase(s.manager, 'widened');
    const user = await s.createUser(s.manager, 'widened_u', { grants: [[db.id, 'read']] });
    await admin.query(`GRANT INSERT ON \`${db.name.replace(/_/g, '\\_')}\`.* TO ?@?`, [user.name, '%']);
    await runJob();
    const seen = await s.t.callOk(s.manager, api.getDatabaseUser, { params: { id: user.id } });
    expect(seen.sync.state).toBe('differs');
    expect(seen.sync.message).toContain(`on ${db.name}, kept: read only`);
  });

  it('keeps in sync what matches', async () => {
    const db = await s.createDatabase(s.manager, 'fine');
    const user = await s.createUser(s.manager, 'fine_u', { hosts: ['%', '10.0.0.%'], grants: [[db.id, 'all']] });
    await runJob();
    expect((await s.t.callOk(s.manager, api.getDatabaseUser, { params: { id: user.id } })).sync.state).toBe('in-sync');
    expect((await s.t.callOk(s.manager, api.getDatabase, { params: { id: db.id } })).sync.state).toBe('in-sync');
  });

  it('marks records unreachable and fails the run when the server does not answer', async () => {
    const db = await s.createDatabase(s.manager, 'unknown');
    const down = await createTestApp({ database: s.t.database, env: { MARIADB_URL: CLOSED_PORT_URL } });
    try {
      await expect(runJob(down.app.ctx)).rejects.toThrow(/did not answer/);
    } finally {
      await down.close();
    }
    expect((await s.t.callOk(s.manager, api.getDatabase, { params: { id: db.id } })).sync.state).toBe('unreachable');
  });
});

describe('Check now', () => {
  it('compares at once and answers the count of records that drifted', async () => {
    const db = await s.createDatabase(s.manager, 'checknow');
    await admin.query(`DROP DATABASE \`${db.name}\``);
    const reply = await s.t.callOk(s.manager, api.checkDatabases);
    expect(reply.drifted).toBeGreaterThanOrEqual(1);
    expect(reply.failure).toBeNull();
    expect((await s.t.callOk(s.manager, api.getDatabase, { params: { id: db.id } })).sync.state).toBe('missing');
  });

  it('needs database:databases:create', async () => {
    const reader = await s.t.createUser({ scopes: ['database:databases:read', 'database:users:read'] });
    expect((await s.t.call(reader, api.checkDatabases)).statusCode).toBe(403);
  });
});

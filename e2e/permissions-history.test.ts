// Issue 35 in the browser: an administrator removes a scope from a role, sees the three people who
// lose it before saving, saves, and finds them in the past answer for a minute before. On PostgreSQL,
// so that the setup can be dated ten minutes back (its audit rows and records), as if made earlier.
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { adminApi, menuLink } from './admin-helpers.js';
import { browserSuite } from './browser-suite.js';
import { signedInPage } from './harness.js';

const SERVER = 'postgres://postgres@127.0.0.1:5432';
const database = `perm_e2e_${process.pid}`;
const app = browserSuite({
  env: async () => {
    const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${database}`);
    await admin.query(`CREATE DATABASE ${database}`);
    await admin.end();
    return { DATABASE_URL: `${SERVER}/${database}` };
  },
});
afterAll(async () => {
  const admin = new pg.Client({ connectionString: `${SERVER}/postgres` });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.end();
});

/** Dates everything made so far ten minutes earlier: its records and their audit rows. */
async function tenMinutesAgo(): Promise<void> {
  const client = new pg.Client({ connectionString: `${SERVER}/${database}` });
  await client.connect();
  await client.query("UPDATE audit_log SET at = at - interval '10 minutes'");
  for (const table of ['users', 'roles', 'departments']) {
    await client.query(`UPDATE ${table} SET created_at = created_at - interval '10 minutes'`);
  }
  await client.end();
}

describe('permissions you can see', () => {
  it('previews who loses a scope, saves, and answers who held it a minute before', async () => {
    const api = await adminApi(app.server);
    const department = await api<{ id: number }>('POST', '/auth/departments', { name: 'Hosting' });
    const role = await api<{ id: number }>('POST', '/auth/roles', {
      name: 'Zone keepers',
      departmentId: department.id,
      scopes: ['dns:zone:read', 'dns:zone:create'],
    });
    const names = ['Ada Keeper', 'Brook Keeper', 'Cyd Keeper'];
    for (const [i, name] of names.entries()) {
      await api('POST', '/auth/users', {
        username: `keeper${i}`,
        email: `keeper${i}@example.test`,
        name,
        password: `Violet-Harbour-${i}-Lantern-Wide`,
        roleId: role.id,
        departmentId: department.id,
      });
    }

    await tenMinutesAgo();

    const { context, page } = await signedInPage(
      app.browser,
      app.server,
      app.server.adminUsername,
      app.server.adminPassword,
    );
    await page.goto(`${app.server.url}/roles/edit/${role.id}`);
    await page.getByRole('textbox', { name: 'Filter scopes' }).fill('dns:zone:create');
    await page.getByRole('checkbox', { name: 'dns:zone:create', exact: true }).uncheck();

    // The preview names the three who lose it, before anything is saved.
    const preview = page.getByRole('region', { name: 'Change preview' });
    const lost = preview.getByTestId('preview-removed-dns:zone:create');
    await lost.waitFor();
    for (const name of names) await lost.getByText(name).waitFor();
    expect(await preview.getByTestId('preview-summary').textContent()).toBe('3 people gain or lose scopes.');

    const saved = Date.now();
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL('**/roles');

    // Now: nobody but the administrator holds it.
    await menuLink(page, 'Who could, when').click();
    await page.waitForURL('**/permissions/history');
    const minuteBefore = new Date(saved - 60_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${minuteBefore.getFullYear()}-${pad(minuteBefore.getMonth() + 1)}-${pad(minuteBefore.getDate())}T${pad(minuteBefore.getHours())}:${pad(minuteBefore.getMinutes())}`;
    await page.getByTestId('as-of').fill(local);
    await page.getByRole('combobox', { name: 'Scope or screen' }).fill('dns:zone:create');
    await page.getByRole('option', { name: /\(dns:zone:create\)/ }).click();
    const table = page.getByRole('table', { name: /^Holders of / });
    for (const [i] of names.entries()) await table.getByTestId(`holder-keeper${i}`).waitFor();
    await page.getByTestId('history-reach').waitFor();

    // And today they are gone from the answer.
    await menuLink(page, 'Who can do what').click();
    await page.waitForURL(/\/permissions$/);
    await page.getByRole('heading', { name: 'Who can do what' }).waitFor();
    await page.getByRole('combobox', { name: 'Scope or screen' }).fill('dns:zone:create');
    await page.getByRole('option', { name: /\(dns:zone:create\)/ }).click();
    const now = page.getByRole('table', { name: /^Holders of / });
    await now.getByTestId(`holder-${app.server.adminUsername}`).waitFor();
    expect(await now.getByTestId('holder-keeper0').count()).toBe(0);
    await context.close();
  });
});

// Databases in a browser (docs/database.md), provisioning on the test MariaDB: a developer creates a database
// and a user with privileges on it, sees the generated password once, and finds both in their lists; the user
// then signs in to MariaDB with that password.
import { afterAll, expect, it } from 'vitest';
import {
  adminConnection,
  connectAs,
  databaseExists,
  dropPrefixed,
  ensureMariaDb,
  MARIADB_URL,
  testPrefix,
} from '../apps/server/src/test/mariadb.js';
import { pickOption } from './admin-helpers.js';
import { browserSuite } from './browser-suite.js';
import { signedInPage } from './harness.js';
import { adminClient, createStaffUser } from './infra-helpers.js';

const prefix = testPrefix();
const app = browserSuite({
  env: async () => {
    await ensureMariaDb();
    return { MARIADB_URL };
  },
});
afterAll(() => dropPrefixed(prefix));

it('creates a database and a user for it; both are listed and the user signs in with the password shown once', async () => {
  const api = await adminClient(app.server);
  const developer = await createStaffUser(api, {
    prefix: 'dev',
    scopes: [
      'database:databases:read',
      'database:databases:create',
      'database:users:read',
      'database:users:create',
      'database:users:update',
    ],
  });
  const database = `${prefix}shop`;
  const account = `${prefix}shop_app`;
  const { page, context } = await signedInPage(app.browser, app.server, developer.username, developer.password);

  await page.goto('/databases/list');
  await page.getByRole('link', { name: 'New database' }).first().click();
  await page.getByLabel(/^Name/).fill(database);
  await page.getByRole('button', { name: 'Create database' }).click();
  await page.waitForURL('**/databases/list');
  await expect.poll(() => page.getByTestId('flash').textContent()).toContain(`Database ${database} created`);
  const row = page.getByRole('row', { name: new RegExp(database) });
  await expect.poll(() => row.getByTestId('sync-chip').textContent()).toBe('In sync');

  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Database users' }).click();
  await page.waitForURL('**/databases/users/list');
  await page.getByRole('link', { name: 'New user' }).first().click();
  await page.getByLabel(/^User name/).fill(account);
  const hosts = page.getByRole('combobox', { name: 'Allowed hosts' });
  await hosts.fill('127.0.0.1');
  await hosts.press('Enter');
  await page.getByRole('button', { name: 'Add database' }).click();
  await pickOption(page, 'Database', database);
  await pickOption(page, 'Privilege', 'Read and write');
  await page.getByRole('button', { name: 'Create user' }).click();

  const shown = page.getByTestId('database-password');
  await shown.waitFor();
  const password = (await shown.textContent()) ?? '';
  expect(password).toMatch(/^[\w-]{32}$/);
  await page.getByRole('button', { name: 'I have stored it' }).click();
  await page.waitForURL('**/databases/users/list');
  const userRow = page.getByRole('row', { name: new RegExp(account) });
  await expect.poll(() => userRow.textContent()).toContain(database);
  expect(await userRow.getByText('127.0.0.1').count()).toBe(1);
  await context.close();

  const admin = await adminConnection();
  try {
    expect(await databaseExists(admin, database)).toBe(true);
  } finally {
    await admin.end();
  }
  const conn = await connectAs(account, password, database);
  try {
    await conn.query('CREATE TEMPORARY TABLE t (id int)');
  } finally {
    await conn.end();
  }
});

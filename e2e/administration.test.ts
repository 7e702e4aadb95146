import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Api, adminApi, fieldHelp, menuLink, menuLinks, pickOption, solidPng } from './admin-helpers.js';
import { browserSuite } from './browser-suite.js';
import { holdRequests, signedInPage, storedSession, waitForSocket } from './harness.js';

const app = browserSuite();
let api: Api;

beforeAll(async () => {
  api = await adminApi(app.server);
});

async function signedInAdmin(): Promise<Page> {
  const { page } = await signedInPage(app.browser, app.server, app.server.adminUsername, app.server.adminPassword);
  return page;
}

/** Ticks scopes in the role editor's tree, finding each through the filter box. */
async function tickScopes(page: Page, scopes: string[]): Promise<void> {
  for (const scope of scopes) {
    await page.getByRole('textbox', { name: 'Filter scopes' }).fill(scope);
    await page.getByRole('checkbox', { name: scope, exact: true }).check();
  }
  await page.getByRole('textbox', { name: 'Filter scopes' }).fill('');
}

describe('administration', () => {
  it('builds a department, a role and a user in the UI; the user follows role changes live and is forced out', async () => {
    const admin = await signedInAdmin();
    // Names of this attempt's own: a retry (the browser tests retry once) finds the first attempt's records.
    const run = Date.now().toString(36).slice(-5);
    const department = `Escalations desk ${run}`;
    const role = `Desk agent ${run}`;
    const username = `dana.desk${run}`;

    // A department…
    await menuLink(admin, 'Departments').click();
    await admin.getByRole('link', { name: 'New department' }).first().click();
    await admin.getByRole('textbox', { name: 'Name' }).fill(department);
    await admin.getByRole('textbox', { name: 'Description' }).fill('Takes over what first line cannot solve');
    await admin.getByRole('button', { name: 'Create department' }).click();
    await admin.waitForURL((url) => url.pathname === '/departments');
    await admin.getByTestId(`department-row-${department}`).waitFor();

    // …a role in it with two scopes…
    await menuLink(admin, 'User Roles').click();
    await admin.getByRole('link', { name: 'New role' }).first().click();
    await admin.getByRole('textbox', { name: 'Name' }).fill(role);
    await pickOption(admin, /^Department/, department);
    await tickScopes(admin, ['users:departments:read', 'audit:log:read']);
    expect(await admin.getByTestId('scope-count').textContent()).toMatch(/^2 of \d+ scopes granted$/);
    await admin.getByRole('button', { name: 'Create role' }).click();
    await admin.waitForURL((url) => url.pathname === '/roles');
    await admin.getByTestId(`role-row-${role}`).waitFor();
    const roleId = Number(
      new URL(
        (await admin.getByTestId(`role-row-${role}`).getByRole('link').first().getAttribute('href')) ?? '',
        app.server.url,
      ).pathname
        .split('/')
        .at(-1),
    );
    expect(roleId).toBeGreaterThan(0);

    // …and a user holding it.
    const password = 'Teal-harbor-compass-42';
    await menuLink(admin, 'Users').click();
    await admin.getByRole('link', { name: 'New user' }).first().click();
    await admin.getByRole('textbox', { name: 'Full name' }).fill('Dana Desk');
    await admin.getByRole('textbox', { name: 'Username' }).fill(username);
    await admin.getByRole('textbox', { name: 'Email' }).fill(`${username}@example.com`);
    await admin.locator('input[name="password"]').fill(password);
    await pickOption(admin, 'Role', role);
    // The role's department comes with it.
    await expect.poll(() => admin.getByRole('combobox', { name: 'Department' }).inputValue()).toBe(department);
    await admin.getByRole('button', { name: 'Create user' }).click();
    await admin.waitForURL((url) => url.pathname === '/users');
    await admin.getByText('User created').waitFor();
    const row = admin.getByTestId(`user-row-${username}`);
    await row.waitFor();
    expect(await row.textContent()).toContain(role);
    expect(await row.textContent()).toContain(department);

    // The user signs in elsewhere and sees only what the two scopes open.
    const { context: userContext, page: user } = await signedInPage(app.browser, app.server, username, password);
    await user.getByTestId('greeting').waitFor();
    expect(await menuLinks(user)).toEqual(['Home', 'Departments', 'Audit log']);
    await waitForSocket(user);

    // The admin grants one more scope: the user's menu grows without a reload.
    await admin.goto(`/roles/edit/${roleId}`);
    await admin.getByRole('textbox', { name: 'Filter scopes' }).waitFor();
    await tickScopes(admin, ['users:users:read']);
    await admin.getByRole('button', { name: 'Save changes' }).click();
    await admin.waitForURL((url) => url.pathname === '/roles');
    await user.getByText('Your Permissions Has Been Updated').waitFor();
    await menuLink(user, 'Users').waitFor();
    expect(await menuLinks(user)).toEqual(['Home', 'Users', 'Departments', 'Audit log']);
    expect((await storedSession(user))?.user?.name).toBe('Dana Desk');

    // The user sets a picture and a new last name on the profile: the app bar shows both at once.
    await user.getByRole('link', { name: 'Your profile' }).click();
    await user.waitForURL('**/profile');
    await user.getByRole('textbox', { name: 'Last name' }).fill('Deskworth');
    await user.getByLabel('Profile picture file').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: solidPng(),
    });
    expect(await user.getByTestId('profile-preview').locator('img').getAttribute('src')).toMatch(/^blob:/);
    await user.getByRole('button', { name: 'Save profile' }).click();
    await user.getByText('Profile saved').waitFor();
    const barImage = user.getByTestId('profile-link').locator('img');
    await barImage.waitFor();
    expect(await barImage.getAttribute('src')).toMatch(/^\/api\/internal-file-manager\/public\/[0-9a-f-]+\.png$/);
    await expect.poll(() => barImage.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(64);
    expect(await user.getByTestId('user-name').textContent()).toBe('Dana Deskworth');

    // The admin forces the user out: sign-in page with the FORCE LOGOUT message.
    await waitForSocket(user);
    await admin.goto(`/users?search=${username}`);
    await admin.getByRole('button', { name: `Force logout ${username}` }).click();
    const dialog = admin.getByRole('dialog', { name: 'Force logout?' });
    await dialog.getByRole('button', { name: 'Force logout' }).click();
    // The server confirms with the spec's success dialog.
    const done = admin.getByTestId('dialog-success');
    await done.getByText(`${username} was signed out of 1 session.`).waitFor();
    await done.getByRole('button').first().click();
    await user.waitForURL('**/login');
    await user.getByText('FORCE LOGOUT').waitFor();
    await user.getByText('You have been logged out, please login again.').waitFor();
    expect((await storedSession(user))?.jwt ?? null).toBeNull();

    await userContext.close();
    await admin.context().close();
  }, 120_000);

  it('offers a hiring manager the roles under their departments, refusing those beyond its own scopes', async () => {
    const department = await api<{ id: number }>('POST', '/auth/departments', { name: 'Hiring desk' });
    const hiringScopes = ['users:users:create', 'users:users:read', 'users:roles:read', 'users:departments:read'];
    const hiring = await api<{ id: number }>('POST', '/auth/roles', {
      name: 'Hiring manager',
      departmentId: department.id,
      scopes: hiringScopes,
    });
    await api('POST', '/auth/roles', {
      name: 'Hiring trainee',
      departmentId: department.id,
      scopes: ['users:users:read'],
    });
    await api('POST', '/auth/roles', {
      name: 'Hiring auditor',
      departmentId: department.id,
      scopes: ['audit:log:read'],
    });
    const password = 'Amber-ledger-willow-77';
    await api('POST', '/auth/users', {
      username: 'hiring.hana',
      email: 'hiring.hana@example.com',
      name: 'Hana Hiring',
      password,
      roleId: hiring.id,
      departmentId: department.id,
    });

    const { page } = await signedInPage(app.browser, app.server, 'hiring.hana', password);
    await page.goto('/users/create');
    const role = page.getByRole('combobox', { name: 'Role' });
    await expect.poll(() => role.inputValue()).toBe('No role');
    await role.click();
    const listbox = page.getByRole('listbox');
    // Roles are listed under their department's heading, each with its scope count or its refusal.
    await listbox.getByText('Hiring desk', { exact: true }).waitFor();
    const trainee = listbox.getByRole('option', { name: /Hiring trainee/ });
    expect(await trainee.textContent()).toContain('1 scope');
    expect(await trainee.getAttribute('aria-disabled')).not.toBe('true');
    const auditor = listbox.getByRole('option', { name: /Hiring auditor/ });
    expect(await auditor.textContent()).toContain('Holds scopes you do not hold');
    expect(await auditor.getAttribute('aria-disabled')).toBe('true');

    await trainee.click();
    await expect.poll(() => role.inputValue()).toBe('Hiring trainee');
    await expect.poll(() => page.getByRole('combobox', { name: 'Department' }).inputValue()).toBe('Hiring desk');
    // "No role" takes the role away again.
    await role.click();
    await page.getByRole('option', { name: 'No role' }).click();
    await expect.poll(() => role.inputValue()).toBe('No role');
  });

  it('searches users and moves the selected ones to another role in bulk', async () => {
    const department = await api<{ id: number }>('POST', '/auth/departments', { name: 'Night shift' });
    const from = await api<{ id: number }>('POST', '/auth/roles', {
      name: 'Night agent',
      departmentId: department.id,
      scopes: ['audit:log:read'],
    });
    await api('POST', '/auth/roles', { name: 'Night lead', departmentId: department.id, scopes: ['audit:log:read'] });
    const created: { id: number }[] = [];
    for (const name of ['owl', 'bat', 'moth']) {
      created.push(
        await api<{ id: number }>('POST', '/auth/users', {
          username: `night.${name}`,
          email: `night.${name}@example.com`,
          name: `Night ${name[0]!.toUpperCase()}${name.slice(1)}`,
          password: 'Quiet-lantern-orchard-1234',
          roleId: from.id,
        }),
      );
    }

    const admin = await signedInAdmin();
    await admin.goto('/users');
    await admin.getByRole('textbox', { name: 'Search users' }).fill('night.');
    await admin.waitForURL((url) => url.searchParams.get('search') === 'night.');
    await expect.poll(() => admin.getByRole('table', { name: 'Users' }).locator('tbody tr').count()).toBe(3);

    await admin.getByRole('checkbox', { name: 'Select all users on this page' }).check();
    expect(await admin.getByTestId('selection-count').textContent()).toBe('3 selected');
    await admin.getByRole('button', { name: 'Move to role' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Move 3 users to a role' });
    await pickOption(admin, 'New role', /Night lead/);
    await dialog.getByRole('button', { name: 'Move' }).click();
    await admin.getByText('Moved 3 users to Night lead').waitFor();
    await expect
      .poll(async () => (await admin.getByRole('table', { name: 'Users' }).locator('tbody').textContent()) ?? '')
      .not.toContain('Night agent');

    for (const { id } of created) {
      const saved = await api<{ role: { name: string } | null }>('GET', `/auth/users/${id}`);
      expect(saved.role?.name).toBe('Night lead');
    }

    // Search that finds nothing says so.
    await admin.getByRole('textbox', { name: 'Search users' }).fill('nobody-like-this');
    await admin.getByText('No user matches “nobody-like-this”').waitFor();
    await admin.context().close();
  });

  it('shows the server field error next to the field (duplicate username → 409)', async () => {
    const admin = await signedInAdmin();
    await admin.goto('/users/create');
    await admin.getByRole('textbox', { name: 'Full name' }).fill('Second Admin');
    await admin.getByRole('textbox', { name: 'Username' }).fill(app.server.adminUsername);
    await admin.getByRole('textbox', { name: 'Email' }).fill('second.admin@example.com');
    await admin.locator('input[name="password"]').fill('Another-password-1234');

    const reply = admin.waitForResponse((r) => r.url().endsWith('/api/auth/users') && r.request().method() === 'POST');
    await admin.getByRole('button', { name: 'Create user' }).click();
    expect((await reply).status()).toBe(409);
    await expect
      .poll(() => fieldHelp(admin, admin.getByRole('textbox', { name: 'Username' })))
      .toBe('This username is already taken');
    expect(await admin.getByRole('textbox', { name: 'Username' }).getAttribute('aria-invalid')).toBe('true');
    expect(new URL(admin.url()).pathname).toBe('/users/create');

    // The contract's own rules run before any request: a short password is refused in the browser.
    await admin.locator('input[name="password"]').fill('short');
    await admin.getByRole('button', { name: 'Create user' }).click();
    await expect
      .poll(() => fieldHelp(admin, admin.locator('input[name="password"]')))
      .toBe('A password is at least 12 characters');
    await admin.context().close();
  });

  it('stands the users list’s placeholder rows as tall as its rows, at a desk and on a phone', async () => {
    const page = await signedInAdmin();
    const rowHeight = () =>
      page.evaluate(
        () => document.querySelector('table[aria-label="Users"] > tbody > tr')!.getBoundingClientRect().height,
      );
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 844 });
      const release = await holdRequests(page, '**/api/auth/users?*');
      await page.goto('/users');
      await page.locator('table[aria-label="Users"] > tbody > tr[aria-hidden="true"]').first().waitFor();
      const placeholder = await rowHeight();
      release();
      await page.locator('table[aria-label="Users"] > tbody > tr:not([aria-hidden])').first().waitFor();
      const row = await rowHeight();
      // Each user is a name over an e-mail address with the row's buttons: 55 px; the one-line placeholder
      // rows were 33, so the table grew by a third of the screen when the page came.
      expect(Math.abs(row - placeholder), `${width} px: placeholder ${placeholder}, row ${row}`).toBeLessThanOrEqual(3);
      await page.unroute('**/api/auth/users?*');
    }
    await page.context().close();
  });
});

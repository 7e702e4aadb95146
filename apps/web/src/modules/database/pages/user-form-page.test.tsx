// The database user form: what the contract refuses is refused without a request, the body sent, the server's
// refusal on its field, and the generated password shown once after the save.
import * as api from '@backoffice/contract/modules/database';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderScreen, signInAs } from '../../../test/render';
import UserFormPage from './user-form-page';

const SCOPES = ['database:users:read', 'database:users:create', 'database:users:update', 'database:databases:read'];

const shop: api.Database = {
  id: 3,
  name: 'shop',
  departmentId: 1,
  createdBy: null,
  userCount: 0,
  sync: { state: 'in-sync', checkedAt: null, message: null },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
};
const databases = () => ({
  items: [shop],
  total: 1,
  page: 1,
  take: 100,
  provisioning: { enabled: true, message: 'on' },
});

const saved = (body: { name?: string; hosts?: string[] }, password: string | null): api.DatabaseUserWithPassword => ({
  id: 9,
  name: body.name ?? 'shop_app',
  hosts: body.hosts ?? ['%'],
  grants: [],
  departmentId: 1,
  createdBy: null,
  sync: { state: 'in-sync', checkedAt: null, message: null },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  password,
});

function renderCreate(answer: (body: never) => unknown) {
  signInAs(SCOPES);
  return renderScreen(<UserFormPage />, {
    path: '/databases/users/create',
    url: '/databases/users/create',
    handlers: [
      [api.listDatabases, databases],
      [api.createDatabaseUser, (request) => answer(request.body as never)],
    ],
  });
}

describe('the new database user form', () => {
  it('refuses a hostile name without a request, in the contract’s words', async () => {
    const { user, sent } = renderCreate(() => saved({}, null));
    await user.type(await screen.findByLabelText(/User name/), "a'; DROP DATABASE x; --");
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText(/may hold only letters a–z, digits, underscores, dots and hyphens/)).toBeTruthy();
    expect(sent.filter((s) => s.endpoint === api.createDatabaseUser.name)).toEqual([]);
  });

  it('sends the name, the hosts typed as chips and the privileges per database', async () => {
    const { user, sent } = renderCreate((body: { name: string; hosts: string[] }) =>
      saved(body, 'generated-once-0123456789abcdef'),
    );
    await user.type(await screen.findByLabelText(/User name/), 'shop_app');
    const hosts = screen.getByLabelText('Allowed hosts');
    await user.type(hosts, '10.0.0.%{Enter}');
    await user.click(screen.getByRole('button', { name: 'Add database' }));
    const row = screen.getByTestId('grant-row');
    await user.click(within(row).getByLabelText('Database'));
    await user.click(await screen.findByRole('option', { name: 'shop' }));
    await user.click(within(row).getByLabelText('Privilege'));
    await user.click(await screen.findByRole('option', { name: 'Read and write' }));
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(sent.some((s) => s.endpoint === api.createDatabaseUser.name)).toBe(true));
    expect(sent.find((s) => s.endpoint === api.createDatabaseUser.name)!.request.body).toEqual({
      name: 'shop_app',
      hosts: ['%', '10.0.0.%'],
      grants: [{ databaseId: 3, privilege: 'readwrite' }],
    });
  });

  it('shows the generated password once, with a copy button', async () => {
    const { user } = renderCreate((body: { name: string }) => saved(body, 'generated-once-0123456789abcdef'));
    await user.type(await screen.findByLabelText(/User name/), 'shop_app');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect((await screen.findByTestId('database-password')).textContent).toBe('generated-once-0123456789abcdef');
    expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
    expect(screen.getByText(/shown this once and kept nowhere/)).toBeTruthy();
  });

  it('sends a given password instead of generating one, and refuses a short one first', async () => {
    const { user, sent } = renderCreate((body: { name: string }) => saved(body, null));
    await user.type(await screen.findByLabelText(/User name/), 'shop_app');
    await user.click(screen.getByLabelText('Set this password'));
    await user.type(screen.getByLabelText(/^Password/), 'short');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText('must be at least 12 characters')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Password/), ' but longer now');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    await waitFor(() => expect(sent.some((s) => s.endpoint === api.createDatabaseUser.name)).toBe(true));
    expect(sent.find((s) => s.endpoint === api.createDatabaseUser.name)!.request.body).toMatchObject({
      password: 'short but longer now',
    });
  });

  it('puts the server’s refusal of a host on the hosts field', async () => {
    const { user } = renderCreate(() =>
      failure(409, 'CONFLICT', "The MariaDB account 'shop_app'@'%' already exists on the server", [
        { field: 'body.hosts.0', message: "'shop_app'@'%' already exists on the MariaDB server" },
      ]),
    );
    await user.type(await screen.findByLabelText(/User name/), 'shop_app');
    await user.click(screen.getByRole('button', { name: 'Create user' }));
    expect(await screen.findByText("'shop_app'@'%' already exists on the MariaDB server")).toBeTruthy();
  });
});

describe('the edit form', () => {
  it('keeps the password unless asked, and asks the server to generate a new one', async () => {
    signInAs(SCOPES);
    const user0 = saved({ name: 'shop_app', hosts: ['%'] }, null);
    const { user, sent } = renderScreen(<UserFormPage />, {
      path: '/databases/users/edit/:userId',
      url: '/databases/users/edit/9',
      handlers: [
        [api.listDatabases, databases],
        [api.getDatabaseUser, () => ({ ...user0, password: undefined })],
        [api.updateDatabaseUser, () => saved({}, 'new-generated-password-0123456789')],
      ],
    });
    expect(((await screen.findByLabelText('Keep the current password')) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByLabelText('Generate a new strong password'));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect((await screen.findByTestId('database-password')).textContent).toBe('new-generated-password-0123456789');
    expect(sent.find((s) => s.endpoint === api.updateDatabaseUser.name)!.request.body).toEqual({
      hosts: ['%'],
      grants: [],
      generatePassword: true,
    });
  });
});

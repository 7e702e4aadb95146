// The system user screens: the form refuses what the contract refuses before any request, checks
// each pasted key and shows ssh-keygen's fingerprint, sends the body the server reads, places the
// server's refusals on their fields; the edit page shows the rendered commands; each change is
// offered to who holds its scope.
import * as hosting from '@backoffice/contract/modules/hosting';
import * as api from '@backoffice/contract/modules/system-users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, serverRecord } from '../../../test/fixtures';
import { failure, renderScreen, signInAs } from '../../../test/render';
import SystemUserFormPage from './system-user-form-page';
import SystemUsersPage from './system-users-page';

const at = '2026-11-01T10:00:00.000Z';
const ED25519 = 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIDgRnD1tpk41Q9/udORPyZfBnmsLrjOmH9cTIpPedluz ops@ed25519';
const ED25519_FP = 'SHA256:mTIkjf2EmVG+Yg4TfIu15oIlawMjT7AVkF+nBNvXTjI';
const ECDSA =
  'ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBBNyJDfvdR7t2qv5wHQMlvw/v4Q/OLj0N9N+7QVkDNc4xt2gFRWl0jO1FFOvEhpYE0bcqD8oVj//GwSn8976yAYY= ops@ecdsa';
const ECDSA_FP = 'SHA256:J2icYXWD7JbzIhw2Y3RRSQxDhky0L1Bsrb3e3uAzhec';

const alice: api.SystemUser = {
  id: 7,
  server: { id: 1, name: 'web-1', address: '10.0.0.1' },
  username: 'alice',
  uid: 2001,
  gid: 2001,
  home: '/home/alice',
  shell: '/bin/bash',
  groups: ['deployers'],
  keys: [{ key: ED25519, type: 'ssh-ed25519', bits: 256, fingerprint: ED25519_FP, comment: 'ops@ed25519' }],
  comment: 'Alice',
  locked: false,
  createdAt: at,
  updatedAt: at,
};
const commands: api.SystemUserCommands = {
  create: "#!/bin/sh\nset -eu\nuseradd --uid '2001' 'alice'\n",
  update: null,
  delete: "#!/bin/sh\nset -eu\nuserdel --remove 'alice'\n",
  updatedAt: null,
};

const READ = ['system:user:read', 'server:server:read'];
const ALL = [...READ, 'system:user:create', 'system:user:update', 'system:user:delete'];
const slow = { timeout: 5_000 };

const newForm = (handlers: Parameters<typeof renderScreen>[1]['handlers'] = []) =>
  renderScreen(<SystemUserFormPage />, {
    path: '/system-users/create',
    handlers: [
      [
        hosting.listServers,
        () => pageOf([serverRecord({ id: 1, name: 'web-1', address: '10.0.0.1', location: '' }, at)]),
      ],
      ...(handlers ?? []),
    ],
  });

const editForm = () =>
  renderScreen(<SystemUserFormPage />, {
    path: '/system-users/edit/:systemUserId',
    url: '/system-users/edit/7',
    handlers: [
      [api.getSystemUser, () => alice],
      [api.getSystemUserCommands, () => commands],
      [api.updateSystemUser, () => ({ ...alice, comment: 'Alice B' })],
    ],
  });

describe('the new system user form', () => {
  it('refuses what the contract refuses, in its words, without a request', async () => {
    signInAs(ALL);
    const { user, sent } = newForm();
    await user.type(await screen.findByLabelText(/Username/, {}, slow), 'Root');
    await user.type(screen.getByLabelText(/Home/), '/etc/x');
    await user.click(screen.getByRole('button', { name: 'Add system user' }));
    expect(await screen.findByText('must be lower-case')).toBeInTheDocument();
    expect(screen.getByText('must lie below /home, /srv, /var/www')).toBeInTheDocument();
    expect(screen.getByText('Choose the server')).toBeInTheDocument();
    expect(sent.filter((s) => s.endpoint === api.createSystemUser.name)).toHaveLength(0);
  });

  it('checks each pasted key, refusing a bad one with the reason and a repeated one', async () => {
    signInAs(ALL);
    const { user } = newForm();
    const box = await screen.findByLabelText('Add public keys', {}, slow);
    await user.type(box, 'ssh-rsa AAAAC3NzaC1lZDI1NTE5AAAAIDgRnD1tpk41Q9/udORPyZfBnmsLrjOmH9cTIpPedluz');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('the key data holds a ssh-ed25519 key, not ssh-rsa')).toBeInTheDocument();
    await user.clear(box);
    await user.click(box);
    await user.paste(`${ED25519}\n${ECDSA}`);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    const keys = await screen.findByRole('list', { name: 'SSH keys' });
    await waitFor(() =>
      expect(
        within(keys)
          .getAllByTestId('key-fingerprint')
          .map((f) => f.textContent),
      ).toEqual([ED25519_FP, ECDSA_FP]),
    );
    expect(within(keys).getByText('Ed25519 256')).toBeInTheDocument();
    await user.click(box);
    await user.paste(ED25519.replace('ops@ed25519', 'again'));
    await user.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('the same key as key 1')).toBeInTheDocument();
  });

  it('sends the body the server reads, and opens the new account', async () => {
    signInAs(['system:user:read', 'system:user:create']);
    const { user, sent, router } = renderScreen(<SystemUserFormPage />, {
      path: '/system-users/create',
      handlers: [[api.createSystemUser, () => ({ ...alice, id: 9, username: 'deploy' })]],
    });
    // Without server:server:read the server is given by its id.
    await user.type(await screen.findByLabelText(/Server id/, {}, slow), '1');
    await user.type(screen.getByLabelText(/Username/), 'deploy');
    await user.type(screen.getByLabelText(/Other groups/), 'deployers, sftp');
    await user.type(screen.getByLabelText(/Comment/), "O'Brien");
    await user.click(screen.getByLabelText('Add public keys'));
    await user.paste(ED25519);
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await user.click(screen.getByRole('button', { name: 'Add system user' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/system-users/edit/9'));
    expect(sent.find((s) => s.endpoint === api.createSystemUser.name)?.request.body).toEqual({
      serverId: 1,
      username: 'deploy',
      uid: null,
      home: null,
      shell: '/bin/bash',
      groups: ['deployers', 'sftp'],
      keys: [ED25519],
      comment: "O'Brien",
      locked: false,
    });
  });

  it("places the server's refusal on its field", async () => {
    signInAs(['system:user:read', 'system:user:create']);
    const { user } = renderScreen(<SystemUserFormPage />, {
      path: '/system-users/create',
      handlers: [
        [
          api.createSystemUser,
          () =>
            failure(409, 'CONFLICT', 'uid 2001 is alice’s on web-1', [
              { field: 'body.uid', message: "uid 2001 is alice's on web-1" },
            ]),
        ],
      ],
    });
    await user.type(await screen.findByLabelText(/Server id/, {}, slow), '1');
    await user.type(screen.getByLabelText(/Username/), 'bob');
    await user.type(screen.getByLabelText(/UID/), '2001');
    await user.click(screen.getByRole('button', { name: 'Add system user' }));
    expect(await screen.findByText("uid 2001 is alice's on web-1")).toBeInTheDocument();
    expect(screen.getByLabelText(/UID/)).toHaveFocus();
  });
});

describe('a system user page', () => {
  it('shows the rendered commands with a copy button, each script a tab', async () => {
    signInAs(ALL);
    const { user } = editForm();
    const panel = await screen
      .findByRole('region', { name: 'Commands' }, slow)
      .catch(() => screen.findByLabelText('Commands', {}, slow));
    expect(await within(panel).findByTestId('create-script')).toHaveTextContent("useradd --uid '2001' 'alice'");
    expect(within(panel).getByRole('button', { name: 'Copy the create script' })).toBeInTheDocument();
    await user.click(within(panel).getByRole('tab', { name: 'Last change' }));
    expect(within(panel).getByText(/Not edited since it was made/)).toBeInTheDocument();
    await user.click(within(panel).getByRole('tab', { name: 'Delete' }));
    expect(within(panel).getByTestId('delete-script')).toHaveTextContent("userdel --remove 'alice'");
    expect(screen.getByText(ED25519_FP)).toBeInTheDocument();
  });

  it('sends every field but the server on a save', async () => {
    signInAs(ALL);
    const { user, sent } = editForm();
    const shell = await screen.findByLabelText(/Comment/, {}, slow);
    await user.clear(shell);
    await user.type(shell, 'Alice B');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(sent.some((s) => s.endpoint === api.updateSystemUser.name)).toBe(true));
    expect(sent.find((s) => s.endpoint === api.updateSystemUser.name)?.request.body).toEqual({
      username: 'alice',
      uid: 2001,
      home: '/home/alice',
      shell: '/bin/bash',
      groups: ['deployers'],
      keys: [ED25519],
      comment: 'Alice B',
      locked: false,
    });
  });

  it('offers a reader no save and no delete', async () => {
    signInAs(READ);
    editForm();
    expect(await screen.findByText(/needs the system:user:update scope/, {}, slow)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.queryByLabelText('Add public keys')).toBeNull();
  });
});

describe('the list', () => {
  it('shows each account with its server, and offers deletion to who may, asking first', async () => {
    signInAs(ALL);
    const { user, sent } = renderScreen(<SystemUsersPage />, {
      path: '/system-users',
      handlers: [
        [api.listSystemUsers, () => pageOf([alice])],
        [api.deleteSystemUser, () => ({ ...alice, commands: commands.delete })],
      ],
    });
    const row = (await screen.findByText('alice', {}, slow)).closest('tr')!;
    expect(within(row).getByText('web-1')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Delete alice on web-1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/userdel -r/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete system user' }));
    expect(await screen.findByTestId('flash')).toHaveTextContent('alice deleted');
    expect(sent.find((s) => s.endpoint === api.deleteSystemUser.name)?.request.params).toEqual({ id: '7' });
  });

  it('offers a reader neither new nor delete', async () => {
    signInAs(READ);
    renderScreen(<SystemUsersPage />, {
      path: '/system-users',
      handlers: [[api.listSystemUsers, () => pageOf([alice])]],
    });
    const row = (await screen.findByText('alice', {}, slow)).closest('tr')!;
    expect(within(row).queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(within(row).getByRole('link', { name: 'View alice on web-1' })).toHaveAttribute(
      'href',
      '/system-users/edit/7',
    );
    expect(screen.queryByRole('link', { name: 'New system user' })).toBeNull();
  });
});

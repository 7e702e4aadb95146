// Hosting's screens offer each change only to who may make it (issue 25): the buttons follow the
// access of the endpoint they call, and an action the spec gives an unexpected scope (editing a
// server needs users:departments:update) stays in sight, disabled, saying why.
import * as hosting from '@backoffice/contract/modules/hosting';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, serverRecord } from '../../../test/fixtures';
import { renderScreen, signInAs } from '../../../test/render';
import CdnPage from './cdn-page';
import OriginFormPage from './origin-form-page';
import OriginPage from './origin-page';
import ServerPage from './server-page';

const at = '2026-11-01T10:00:00.000Z';
const site = {
  id: 3,
  domain: 'shop.example',
  displayDomain: 'shop.example',
  aliases: [],
  server: { id: 1, name: 'web-1', status: 'Up' as const },
  documentRoot: '/var/www/shop.example/public',
  phpVersion: '8.3' as const,
  phpModules: ['intl'],
  cdn: false,
  createdAt: at,
  updatedAt: at,
};
const server = {
  ...serverRecord({ id: 1, name: 'web-1', address: '10.0.0.1', location: '' }, at),
  downtimes: [],
  websites: [],
};
const cdn = {
  id: 5,
  domain: 'cdn.example',
  displayDomain: 'cdn.example',
  origin: 'o.example',
  websiteId: null,
  xdn: true,
  lastClearedAt: null,
  createdAt: at,
};

const READ = ['vhost:vhost:read', 'server:server:read'];
/** A busy machine (two cores, several test runs) may take a while to draw the first screen. */
const slow = { timeout: 5_000 };
const WRITE = [...READ, 'vhost:vhost:create', 'vhost:vhost:update', 'vhost:vhost:delete'];

const originList = () =>
  renderScreen(<OriginPage />, {
    path: '/vhost/origin',
    handlers: [
      [hosting.listOriginVhosts, () => pageOf([site])],
      [hosting.listPhpModules, () => [{ id: 1, name: 'intl', websiteCount: 1 }]],
    ],
  });

describe('origin virtual hosts', () => {
  it('offer a reader the list and the configuration, and no change', async () => {
    signInAs(READ);
    const { user } = originList();
    const row = (await screen.findByText('shop.example', {}, slow)).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Configuration of shop.example' })).toBeInTheDocument();
    expect(within(row).queryByRole('link', { name: 'Edit shop.example' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Delete shop.example' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New website' })).toBeNull();
    // The PHP modules are listed, but adding one needs vhost:vhost:create.
    await user.click(screen.getByRole('button', { name: 'PHP modules' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('intl · 1')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add' })).toBeNull();
    expect(within(dialog).getByText(/Adding a module needs the vhost:vhost:create scope/)).toBeInTheDocument();
  });

  it('offer each change to who holds its scope', async () => {
    signInAs([...READ, 'vhost:vhost:create']);
    const { unmount } = originList();
    let row = (await screen.findByText('shop.example', {}, slow)).closest('tr')!;
    expect(screen.getAllByRole('link', { name: 'New website' })[0]).toHaveAttribute('href', '/vhost/origin/create');
    expect(within(row).queryByRole('link', { name: 'Edit shop.example' })).toBeNull();
    expect(within(row).queryByRole('button', { name: 'Delete shop.example' })).toBeNull();
    unmount();

    signInAs(WRITE);
    originList();
    row = (await screen.findByText('shop.example', {}, slow)).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Edit shop.example' })).toHaveAttribute(
      'href',
      '/vhost/origin/edit/3',
    );
    expect(within(row).getByRole('button', { name: 'Delete shop.example' })).toBeInTheDocument();
  });

  it("open a reader's new-website screen (the spec's route) saying that saving needs vhost:vhost:create", async () => {
    signInAs(READ);
    renderScreen(<OriginFormPage />, {
      path: '/vhost/origin/create',
      handlers: [
        [hosting.listServers, () => pageOf([])],
        [hosting.listPhpModules, () => []],
      ],
    });
    expect(
      await screen.findByText(/Adding a website needs the vhost:vhost:create scope/, {}, slow),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add website' })).toBeDisabled();
  });

  it("show a reader a website's page without Save", async () => {
    signInAs(READ);
    renderScreen(<OriginFormPage />, {
      path: '/vhost/origin/edit/:id',
      url: '/vhost/origin/edit/3',
      handlers: [
        [hosting.getWebsite, () => site],
        [hosting.listServers, () => pageOf([])],
        [hosting.listPhpModules, () => []],
      ],
    });
    expect(
      await screen.findByText(/Changing a website needs the vhost:vhost:update scope/, {}, slow),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });
});

describe('CDN virtual hosts', () => {
  const cdnList = () =>
    renderScreen(<CdnPage />, {
      path: '/vhost/cdn',
      handlers: [
        [hosting.listCdnVhosts, () => pageOf([cdn])],
        [hosting.countCdnVhosts, () => ({ count: 1, xdn: 1 })],
      ],
    });

  it('are deleted only with vhost:vhost:delete; creating lets one clear and switch', async () => {
    signInAs([...READ, 'vhost:vhost:create']);
    const { unmount } = cdnList();
    let row = (await screen.findByText('cdn.example', {}, slow)).closest('tr')!;
    // Said in words, not an icon (issue 26.12).
    expect(within(row).getByRole('button', { name: 'Clear the cache of cdn.example' })).toHaveTextContent(
      'Clear cache',
    );
    expect(within(row).queryByRole('button', { name: 'Delete cdn.example' })).toBeNull();
    unmount();

    signInAs([...READ, 'vhost:vhost:delete']);
    cdnList();
    row = (await screen.findByText('cdn.example', {}, slow)).closest('tr')!;
    expect(within(row).getByRole('button', { name: 'Delete cdn.example' })).toBeInTheDocument();
    expect(within(row).queryByRole('button', { name: 'Clear the cache of cdn.example' })).toBeNull();
  });
});

describe('a server', () => {
  const serverPage = () =>
    renderScreen(<ServerPage />, {
      path: '/server/:server',
      url: '/server/1',
      handlers: [[hosting.viewServer, () => server]],
    });

  it('shows Edit disabled, with the reason, to who lacks users:departments:update (the spec)', async () => {
    signInAs(['server:server:read', 'server:server:create']);
    const { user } = serverPage();
    const edit = await screen.findByRole('button', { name: 'Edit' }, slow);
    expect(edit).toBeDisabled();
    await user.hover(edit.parentElement!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Editing a server needs the users:departments:update scope (spec)',
    );
  });

  it('opens the edit screen for a holder of users:departments:update', async () => {
    signInAs(['server:server:read', 'users:departments:update']);
    serverPage();
    expect(await screen.findByRole('link', { name: 'Edit' }, slow)).toHaveAttribute('href', '/server/edit/1');
  });
});

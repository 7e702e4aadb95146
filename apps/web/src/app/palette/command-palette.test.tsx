// The command palette and the app's keys with the real modules' declarations (menu, commands, keys)
// and the real contract; only the network is fake.
import { listUsers } from '@backoffice/contract/modules/administration';
import { listServers } from '@backoffice/contract/modules/hosting';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pageOf, serverRecord, userRecord } from '../../test/fixtures';
import { renderScreen, signInAs } from '../../test/render';
import { SearchField } from '../../ui/search-field';
import { PaletteLauncher } from './palette-launcher';

const at = '2026-11-01T10:00:00.000Z';
const server = serverRecord({ id: 7, name: 'web-fra-01', address: '10.20.0.11', location: 'Frankfurt' }, at);
const alice = userRecord({
  id: 12,
  username: 'alice',
  email: 'alice@example.com',
  name: 'Alice Archer',
  createdAt: at,
});
/** A busy machine (two cores, several test runs) may take a while to load the palette. */
const slow = { timeout: 5_000 };

function renderShell(handlers: Parameters<typeof renderScreen>[1]['handlers'] = []) {
  return renderScreen(
    <main>
      <PaletteLauncher />
      <SearchField label="Search servers" />
    </main>,
    { path: '/', handlers },
  );
}

async function openPalette(user: ReturnType<typeof renderShell>['user']) {
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog', { name: 'Command palette' }, slow);
}

/** The options' names (their labels; the second line is their description). */
const optionNames = (dialog: HTMLElement) =>
  within(dialog)
    .queryAllByRole('option')
    .map((option) => document.getElementById(option.getAttribute('aria-labelledby') ?? '')?.textContent);

describe('command palette', () => {
  it('lists the screens of the side menu the user may see, and only the actions they may take', async () => {
    signInAs(['dns:zone:read', 'calendar:leave:create']);
    const { user } = renderShell();
    const dialog = await openPalette(user);
    // The modules' actions come with their commands, loaded as the palette opens.
    await within(dialog).findByRole('option', { name: 'New leave request' }, slow);
    const actions = within(dialog).getByRole('group', { name: 'Actions' });
    const screens = within(dialog).getByRole('group', { name: 'Screens' });
    expect(within(screens).getByRole('option', { name: /DNS zones/ })).toBeInTheDocument();
    expect(within(screens).getByRole('option', { name: /My requests/ })).toBeInTheDocument();
    expect(within(screens).queryByRole('option', { name: /^Users/ })).toBeNull();
    expect(within(screens).queryByRole('option', { name: /Servers/ })).toBeNull();
    expect(within(actions).getByRole('option', { name: 'New leave request' })).toBeInTheDocument();
    // Reading zones is not making them.
    expect(within(actions).queryByRole('option', { name: /New DNS zone/ })).toBeNull();
  });

  it('narrows screens and actions as the user types, by words and keywords', async () => {
    signInAs(['dns:zone:read', 'calendar:leave:create']);
    const { user } = renderShell();
    const dialog = await openPalette(user);
    await within(dialog).findByRole('option', { name: 'New leave request' }, slow);
    await user.keyboard('holiday');
    expect(optionNames(dialog)).toEqual(['New leave request']);
    await user.clear(within(dialog).getByRole('combobox'));
    await user.keyboard('zones');
    expect(optionNames(dialog)).toEqual(['DNS zones']);
  });

  it('searches records through the list endpoints the user may call, and Enter opens the one chosen', async () => {
    signInAs(['server:server:read']);
    const { user, sent, router } = renderShell([[listServers, () => pageOf([server], 5)]]);
    const dialog = await openPalette(user);
    await user.keyboard('fra-0');
    const servers = await within(dialog).findByRole('group', { name: 'Servers' }, slow);
    const hit = within(servers).getByRole('option', { name: 'web-fra-01' });
    expect(hit).toHaveAccessibleDescription('10.20.0.11 · web · Frankfurt');
    expect(hit).toHaveAttribute('aria-selected', 'true');
    // One call, once the typing settled, with the search and a short page; no module the user may not read.
    const calls = sent.filter((s) => s.endpoint === 'hosting.listServers');
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(calls[0]!.request.query)).toEqual({ search: 'fra-0', take: '5' });
    expect(sent.map((s) => s.endpoint)).toEqual(['hosting.listServers']);

    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/server/7'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('moves with ↑ and ↓ and opens with Enter', async () => {
    signInAs(['dns:zone:read', 'dns:department']);
    const { user, router } = renderShell();
    const dialog = await openPalette(user);
    await user.keyboard('dns');
    expect(optionNames(dialog)).toEqual(['DNS zones', 'DNS departments']);
    const selected = () => within(dialog).getByRole('option', { selected: true });
    expect(selected()).toHaveAccessibleName('DNS zones');
    await user.keyboard('{ArrowDown}');
    expect(selected()).toHaveAccessibleName('DNS departments');
    await user.keyboard('{ArrowDown}');
    expect(selected()).toHaveAccessibleName('DNS zones');
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dns/departments'));
  });

  it('shows no record the user could not open: a user who may only read users goes to the list', async () => {
    signInAs(['users:users:read']);
    const { user, router } = renderShell([[listUsers, () => pageOf([alice], 5)]]);
    const dialog = await openPalette(user);
    await user.keyboard('alice');
    const users = await within(dialog).findByRole('group', { name: 'Users' }, slow);
    expect(within(users).getByRole('option', { name: 'Alice Archer' })).toHaveAccessibleDescription(
      'alice · alice@example.com',
    );
    await user.keyboard('{Enter}');
    // The edit screen needs users:users:update.
    await waitFor(() => expect(router.state.location.pathname).toBe('/users'));
    expect(router.state.location.search).toBe('?search=alice');
  });

  it('closes with Esc, and Ctrl+K opens it again empty', async () => {
    signInAs(['dns:zone:read']);
    const { user } = renderShell();
    await openPalette(user);
    await user.keyboard('zones');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const dialog = await openPalette(user);
    expect(within(dialog).getByRole('combobox')).toHaveValue('');
    expect(within(dialog).getByRole('combobox')).toHaveFocus();
  });

  it('opens from the app bar button too (phones have no Ctrl+K)', async () => {
    signInAs(['dns:zone:read']);
    const { user } = renderShell();
    await user.click(screen.getAllByRole('button', { name: 'Go to a screen or record' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Command palette' }, slow)).toBeInTheDocument();
  });
});

describe('the app keys', () => {
  it('? opens the keyboard shortcuts, with QC review keys for a reviewer only', async () => {
    signInAs(['qa:chat:review']);
    const first = renderShell();
    await first.user.keyboard('?');
    const sheet = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, slow);
    expect(within(sheet).getByRole('region', { name: 'Anywhere' })).toHaveTextContent('Ctrl+K');
    const qc = await within(sheet).findByRole('region', { name: 'QC review (the scorecard)' }, slow);
    expect(qc).toHaveTextContent('Skip this conversation');
    first.unmount();

    signInAs(['dns:zone:read']);
    const second = renderShell();
    await second.user.keyboard('?');
    const other = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' }, slow);
    // Once the modules' keys are in.
    await waitFor(() => expect(other.querySelector('[aria-busy="true"]')).toBeNull());
    expect(within(other).getByRole('region', { name: 'Command palette' })).toBeInTheDocument();
    expect(within(other).queryByRole('region', { name: /QC review/ })).toBeNull();
  });

  it('? and / are text inside a text box', async () => {
    signInAs(['dns:zone:read']);
    const { user } = renderShell();
    const search = screen.getByRole('textbox', { name: 'Search servers' });
    await user.click(search);
    await user.keyboard('a?/');
    expect(search).toHaveValue('a?/');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('/ focuses the page’s search box', async () => {
    signInAs(['dns:zone:read']);
    const { user } = renderShell();
    expect(screen.getByRole('textbox', { name: 'Search servers' })).not.toHaveFocus();
    await user.keyboard('/');
    expect(screen.getByRole('textbox', { name: 'Search servers' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Search servers' })).toHaveValue('');
  });
});

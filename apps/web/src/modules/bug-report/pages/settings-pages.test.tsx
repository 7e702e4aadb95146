// The tracker's settings: each lookup a tab with its list, and a lookup that reports still name cannot be
// deleted — the form shows the server's message with the count.
import { bugEndpoints } from '@backoffice/contract/modules/bug-report';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failure, renderScreen, signInAs } from '../../../test/render';
import { lookup, settingsHandlers } from '../testing/fixtures';
import LookupPage from './lookup-page';
import SettingsPage from './settings-page';

const SETTINGS = ['bug-report:bugs:read', 'bug-report:settings:read', 'bug-report:settings:update'];

describe('the tracker settings', () => {
  it('lists the statuses of the tab in the address, closing ones marked, each tab a link', async () => {
    signInAs(SETTINGS);
    renderScreen(<SettingsPage />, {
      path: '/bug-feature/settings/:lookup',
      url: '/bug-feature/settings/status',
      handlers: settingsHandlers(),
    });
    const table = await screen.findByRole('table', { name: 'Statuses of bug reports' });
    const done = (await within(table).findByText('Done')).closest('tr')!;
    expect(within(done).getByLabelText('Closing')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Components' })).toHaveAttribute('href', '/bug-feature/settings/component');
    expect(screen.getByRole('link', { name: 'New status' })).toHaveAttribute(
      'href',
      '/bug-feature/settings/status/create',
    );
  });

  it('shows the server’s refusal, with the count, when a lookup in use is deleted', async () => {
    signInAs(SETTINGS);
    const { user } = renderScreen(<LookupPage />, {
      path: '/bug-feature/settings/:lookup/:lookupId',
      url: '/bug-feature/settings/status/6',
      handlers: [
        ...settingsHandlers(),
        [
          bugEndpoints.getStatus,
          () => ({ ...lookup(6, 'status', 'Done', { closing: true }), relations: { reports: 3, recent: [] } }),
        ],
        [
          bugEndpoints.deleteStatus,
          () =>
            failure(
              409,
              'BUG_REPORT_LOOKUP_IN_USE',
              'Still named by 3 reports (deleted ones included): give them another status first',
            ),
        ],
      ],
    });
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(/Still named by 3 reports/)).toBeInTheDocument();
  });
});

// The lists of reports: every filter of the address reaches the search, rows show what matters, and deleted
// reports are offered only to who may see them.
import { bugEndpoints } from '@backoffice/contract/modules/bug-report';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../test/render';
import { page, settingsHandlers, summary } from '../testing/fixtures';
import { ReportsList } from './reports-list';

const PATH = '/bug-feature/bug-reports';

describe('the bug reports list', () => {
  it('sends every filter of the address to the search', async () => {
    signInAs(['bug-report:bugs:read']);
    const { sent } = renderScreen(<ReportsList kind="bug" />, {
      path: PATH,
      url: `${PATH}?search=export&status=2,6&priority=1&component=3&department=7&folder=4&from=2026-11-01&to=2026-11-30&page=2`,
      handlers: [
        ...settingsHandlers(),
        [bugEndpoints.searchReports, () => page([summary(11, 'Export drops the last row')])],
      ],
    });
    await screen.findByRole('link', { name: 'Export drops the last row' });
    const query = sent.find((s) => s.endpoint === bugEndpoints.searchReports.name)!.request.query;
    expect(query.get('filters[text]')).toBe('export');
    expect(query.getAll('filters[status][]')).toEqual(['2', '6']);
    expect(query.getAll('filters[priority][]')).toEqual(['1']);
    expect(query.getAll('filters[component][]')).toEqual(['3']);
    expect(query.getAll('filters[department][]')).toEqual(['7']);
    expect(query.getAll('filters[folder][]')).toEqual(['4']);
    expect(query.get('filters[dateFrom]')).toBe('2026-11-01');
    expect(query.get('filters[dateTo]')).toBe('2026-11-30');
    expect(query.get('page')).toBe('2');
  });

  it('shows a chip for each filter that is on, named from the lookups', async () => {
    signInAs(['bug-report:bugs:read']);
    renderScreen(<ReportsList kind="bug" />, {
      path: PATH,
      url: `${PATH}?status=6&folder=4`,
      handlers: [...settingsHandlers(), [bugEndpoints.searchReports, () => page([])]],
    });
    const bar = await screen.findByRole('search', { name: 'Filter bug reports' });
    expect(await within(bar).findByText('Done')).toBeInTheDocument();
    expect(within(bar).getByText('Release 4.2')).toBeInTheDocument();
    expect(await screen.findByText('No bug report matches')).toBeInTheDocument();
  });

  it('links each row to its report, with its status, priority, assignee and counts', async () => {
    signInAs(['bug-report:bugs:read']);
    renderScreen(<ReportsList kind="bug" />, {
      path: PATH,
      handlers: [
        ...settingsHandlers(),
        [bugEndpoints.searchReports, () => page([summary(11, 'Export drops the last row')])],
      ],
    });
    const link = await screen.findByRole('link', { name: 'Export drops the last row' });
    expect(link).toHaveAttribute('href', '/bug-feature/bug-reports/11');
    const row = link.closest('tr')!;
    // The chips are drawn twice: in their columns, and under the title for phones (CSS shows one).
    expect(within(row).getAllByText('Open')).toHaveLength(2);
    expect(within(row).getAllByText('High')).toHaveLength(2);
    expect(within(row).getByText('Dev Eloper')).toBeInTheDocument();
    expect(within(row).getByLabelText('3 comments')).toBeInTheDocument();
    expect(within(row).getByLabelText('1 files')).toBeInTheDocument();
  });

  it('asks for deleted reports only for holders of the delete scope', async () => {
    signInAs(['bug-report:bugs:read', 'bug-report:bugs:delete']);
    const deleted = summary(12, 'Old duplicate', { deletedAt: '2026-11-21T10:00:00.000Z' });
    const { sent } = renderScreen(<ReportsList kind="bug" />, {
      path: PATH,
      url: `${PATH}?deleted=only`,
      handlers: [...settingsHandlers(), [bugEndpoints.searchReports, () => page([deleted])]],
    });
    await screen.findByRole('link', { name: 'Old duplicate' });
    expect(screen.getAllByText('Deleted').length).toBeGreaterThan(0);
    const query = sent.find((s) => s.endpoint === bugEndpoints.searchReports.name)!.request.query;
    expect(query.get('deletedOnly')).toBe('true');
  });

  it('never asks for deleted reports for a reader without the delete scope', async () => {
    signInAs(['bug-report:bugs:read']);
    const { sent } = renderScreen(<ReportsList kind="bug" />, {
      path: PATH,
      url: `${PATH}?deleted=with`,
      handlers: [...settingsHandlers(), [bugEndpoints.searchReports, () => page([])]],
    });
    await screen.findByText(/No bug reports yet|No bug report matches/);
    const query = sent.find((s) => s.endpoint === bugEndpoints.searchReports.name)!.request.query;
    expect(query.get('withDeleted')).toBeNull();
  });
});

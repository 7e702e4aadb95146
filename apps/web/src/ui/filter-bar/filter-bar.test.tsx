import { getUser, listUsers } from '@backoffice/contract/modules/administration';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userLookup } from '../../core/lookups/lookups';
import { userRecord } from '../../test/fixtures';
import { renderScreen, signInAs } from '../../test/render';
import { FilterBar, type FilterSpec } from './filter-bar';

const filters: FilterSpec[] = [
  {
    kind: 'choice',
    param: 'status',
    label: 'Status',
    options: [
      { value: 'Up', label: 'Up' },
      { value: 'Down', label: 'Down' },
    ],
  },
  { kind: 'lookup', param: 'agentId', label: 'Agent', lookup: userLookup },
  { kind: 'dates', label: 'Started', from: 'from', to: 'to' },
  { kind: 'range', label: 'Score', min: 'scoreMin', max: 'scoreMax', bounds: [0, 100] },
];

const amara = userRecord({
  id: 7,
  name: 'Amara Okafor',
  username: 'amara.okafor',
  email: 'amara@example.com',
  createdAt: '2026-11-20T10:00:00.000Z',
});

function render(url: string) {
  signInAs(['users:users:read']);
  return renderScreen(<FilterBar label="Filter reviews" search={{ label: 'Search' }} filters={filters} />, {
    path: '/list',
    url,
    handlers: [
      [listUsers, () => ({ items: [amara], total: 1, page: 1, take: 25 })],
      [getUser, () => amara],
    ],
  });
}
const address = (router: ReturnType<typeof render>['router']) => router.state.location.search;

describe('filter bar', () => {
  it('offers the filters under "+ Filter"; a choice becomes a chip, and its ✕ takes it away', async () => {
    const { user, router } = render('/list?page=3');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('menuitem', { name: 'Status' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Filter by Status' })).getByRole('menuitem', { name: 'Down' }),
    );
    expect(address(router)).toBe('?status=Down');
    const chip = screen.getByRole('button', { name: 'Status filter' });
    expect(chip).toHaveTextContent('Status: Down');
    // A filter that is on is no longer offered.
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(screen.queryByRole('menuitem', { name: 'Status' })).toBeNull();
    await user.keyboard('{Escape}');
    await user.click(within(chip).getByTestId('CancelIcon'));
    expect(address(router)).toBe('');
  });

  it("shows a person's name on their chip, read by the id in the address", async () => {
    render('/list?agentId=7');
    const chip = await screen.findByRole('button', { name: 'Agent filter' });
    await expect.poll(() => chip.textContent).toBe('Agent: Amara Okafor');
  });

  it('sets a period from its presets and names it so', async () => {
    const { user, router } = render('/list');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('menuitem', { name: 'Started' }));
    await user.click(screen.getByRole('menuitem', { name: 'Last 7 days' }));
    const query = new URLSearchParams(address(router));
    expect(query.get('from')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(query.get('to')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(screen.getByRole('button', { name: 'Started filter' })).toHaveTextContent('Started: Last 7 days');
  });

  it('refuses a range outside its bounds or upside down, and applies a good one', async () => {
    const { user, router } = render('/list');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    await user.click(screen.getByRole('menuitem', { name: 'Score' }));
    await user.type(screen.getByLabelText('At least'), '80');
    await user.type(screen.getByLabelText('At most'), '50');
    expect(screen.getByText('Not below the lowest')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(address(router)).toBe('');
    await user.clear(screen.getByLabelText('At most'));
    await user.type(screen.getByLabelText('At most'), '120');
    expect(screen.getByText('Between 0 and 100')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('At most'));
    await user.type(screen.getByLabelText('At most'), '95{Enter}');
    expect(address(router)).toBe('?scoreMin=80&scoreMax=95');
    expect(screen.getByRole('button', { name: 'Score filter' })).toHaveTextContent('Score: 80–95');
  });

  it('"Clear filters" drops the filters and the search, and keeps the rest of the address', async () => {
    const { user, router } = render('/list?status=Up&search=ana&sortBy=name&scoreMin=10');
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(address(router)).toBe('?sortBy=name');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });
});

import * as leave from '@backoffice/contract/modules/leave';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pendingLeaveRequest } from '../../../test/fixtures';
import { renderScreen, signInAs } from '../../../test/render';
import AllRequestsPage from './all-requests-page';

// The calendar's compact answer for November 2026: Amara's waiting days, Bo's approved ones with a cancellation asked.
const calendar: leave.AwayCalendar = {
  people: [
    { id: 9, name: 'Amara Okafor', departmentId: 1 },
    { id: 12, name: 'Bo Berg', departmentId: 2 },
  ],
  types: [{ id: 1, name: 'Vacation', color: '#1565c0' }],
  requests: [
    {
      id: 4,
      userId: 9,
      typeId: 1,
      from: '2026-11-09',
      to: '2026-11-10',
      halfStart: false,
      halfEnd: true,
      status: 'pending',
      cancelling: false,
    },
    {
      id: 5,
      userId: 12,
      typeId: 1,
      from: '2026-11-16',
      to: '2026-11-16',
      halfStart: false,
      halfEnd: false,
      status: 'approved',
      cancelling: true,
    },
  ],
};
const amaras = {
  ...pendingLeaveRequest({ id: 4, from: '2026-11-09', to: '2026-11-10', days: 1.5 }),
  halfEnd: true,
  reason: 'Wedding',
};

const open = (waiting: leave.LeaveRequest[] = []) => {
  signInAs(['calendar:leave:create']);
  return renderScreen(<AllRequestsPage />, {
    path: '/leaves/all',
    url: '/leaves/all?month=2026-11',
    handlers: [
      [leave.awayBetween, () => calendar],
      [leave.teamsAway, () => []],
      [leave.pendingRequests, () => waiting],
      [leave.usersOnDate, () => [amaras]],
    ],
  });
};

describe('All leave, the wallchart', () => {
  it('draws the compact answer: a row a person, a bar a day, outlined while waiting, the state named', async () => {
    const { sent, user } = open();
    const table = await screen.findByRole('table', { name: 'Leave wallchart' });
    expect(sent.find((s) => s.endpoint === 'leave.awayBetween')?.request.query.get('date')).toBe('2026-11-01');
    const amara = within(table).getByTestId('wallchart-row-Amara Okafor');
    expect(within(amara).getAllByRole('button', { name: /^Amara Okafor, Vacation on .* \(waiting\)$/ })).toHaveLength(
      2,
    );
    const bo = within(table).getByTestId('wallchart-row-Bo Berg');
    const [bos] = within(bo).getAllByRole('button', { name: /^Bo Berg, Vacation on / });
    expect(within(bo).getAllByRole('button')).toHaveLength(1);
    await user.hover(bos!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Vacation · Cancellation asked');
  });

  it('reads the details of a request when it is opened: working days and reason', async () => {
    const { user, sent } = open([amaras]);
    const [first] = await screen.findAllByRole('button', { name: /^Amara Okafor, Vacation on / });
    await user.click(first!);
    const dialog = await screen.findByRole('dialog', { name: 'Amara Okafor · Vacation' });
    expect(await within(dialog).findByText('“Wedding”')).toBeInTheDocument();
    expect(dialog).toHaveTextContent('1.5 days · Waiting');
    expect(dialog).toHaveTextContent('until noon');
    expect(sent.find((s) => s.endpoint === 'leave.usersOnDate')?.request.body).toEqual({
      usersIds: [9],
      date: '2026-11-09',
    });
    // It waits for the caller: Decide opens the decide dialog with the request in full.
    await user.click(within(dialog).getByRole('button', { name: 'Decide' }));
    expect(await screen.findByRole('dialog', { name: /Amara Okafor/ })).toBeInTheDocument();
  });
});

import * as leave from '@backoffice/contract/modules/leave';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { pendingLeaveRequest } from '../../../test/fixtures';
import { renderScreen, signInAs } from '../../../test/render';
import { DecideDialog } from './decide-dialog';

const request = pendingLeaveRequest({ id: 4, from: '2026-12-24', to: '2026-12-25', days: 2 });

const day = (date: string, shifts: { label: string; planned: number; ifApproved: number }[]) => ({
  date,
  teamId: 2,
  teamName: 'Team B',
  size: 5,
  away: 0,
  shifts,
});

const open = (cover: unknown) => {
  signInAs(['calendar:request:read'], true);
  return renderScreen(<DecideDialog request={request} onClose={() => {}} />, {
    path: '/leaves/all',
    handlers: [[leave.requestCover, () => cover]],
  });
};

describe('the decide dialog', () => {
  it("names the person's own shifts on those days before the decision, and marks their rows", async () => {
    open([
      day('2026-12-24', [
        { label: 'Night', planned: 3, ifApproved: 2 },
        { label: 'Day', planned: 2, ifApproved: 2 },
      ]),
      day('2026-12-25', [{ label: 'Night', planned: 2, ifApproved: 1 }]),
    ]);
    const own = await screen.findByTestId('own-shifts');
    expect(own).toHaveTextContent(
      'Amara Okafor works Night on Thu 24 Dec, Night on Fri 25 Dec: approving leaves these shifts to the others.',
    );
    const table = screen.getByRole('table', { name: 'Cover if approved' });
    expect(within(table).getAllByRole('row', { name: 'Amara Okafor works this shift' })).toHaveLength(2);
  });

  it('says so when the person has no shift on those days', async () => {
    open([day('2026-12-24', [{ label: 'Day', planned: 2, ifApproved: 2 }])]);
    expect(await screen.findByTestId('own-shifts')).toHaveTextContent('Amara Okafor has no shift on those days.');
  });
});

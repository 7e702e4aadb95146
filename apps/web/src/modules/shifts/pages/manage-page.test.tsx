import { listSwaps, listTeams, listTypes, publishShifts } from '@backoffice/contract/modules/shifts';
import { addDays, weekStart } from '@backoffice/contract/rules/zoned-time';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { localDate } from '../../../core/dates';
import { earlyBirds, earlyShift } from '../../../test/fixtures';
import { renderScreen, signInAs } from '../../../test/render';
import ManagePage from './manage-page';

const monday = weekStart(localDate());
const stamp = '2026-11-01T10:00:00.000Z';
const early = {
  id: 3,
  name: 'Early',
  start: '06:00',
  end: '14:00',
  breakMinutes: 30,
  color: '#00796b',
  hours: { dayHours: 7.5, nightHours: 0, deductedHours: 0.5, weighted: 7.5 },
  createdAt: stamp,
  updatedAt: stamp,
};
const savedShift = earlyShift({ id: 40, userId: 2, userName: 'Bo Brisk', date: monday });
const week = { ...earlyBirds(7, [1, 2], stamp), weekStart: monday, shifts: [savedShift] };

function setup(publish: (body: unknown) => unknown) {
  signInAs(['calendar:shifts:read', 'calendar:shifts:create']);
  return renderScreen(<ManagePage />, {
    path: '/calendar/shifts/manage',
    handlers: [
      [listTeams, () => [week]],
      [listTypes, () => [early]],
      [listSwaps, () => []],
      [publishShifts, ({ body }) => publish(body)],
    ],
  });
}

describe('managing a week as a draft', () => {
  it('gives shifts as a draft, counts them, and publishes them in one call', async () => {
    let sent: unknown;
    const { user } = setup((body) => {
      sent = body;
      return { given: 1, removed: 0, told: 1 };
    });
    await user.click(await screen.findByRole('button', { name: `Give Ada Early a shift on ${addDays(monday, 1)}` }));
    const row = screen.getByTestId('week-row-Ada Early');
    expect(within(row).getByText('Early')).toBeInTheDocument();
    expect(within(row).getAllByRole('cell').at(-1)).toHaveTextContent('7.5');
    expect(screen.getByRole('alert')).toHaveTextContent('Not published: 1 shift given');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    await expect.poll(() => sent).toEqual({ give: [{ userId: 1, date: addDays(monday, 1), typeId: 3 }], remove: [] });
  });

  it('takes a published shift off as part of the draft, with Undo in its place', async () => {
    const { user, sent } = setup(() => ({ given: 0, removed: 1, told: 1 }));
    const row = await screen.findByTestId('week-row-Bo Brisk');
    const chip = within(row).getByText('Early').closest('.MuiChip-root')!;
    await user.click(chip.querySelector('.MuiChip-deleteIcon')!);
    expect(within(row).queryByText('Early')).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent('Not published: 1 removed');
    await user.click(within(row).getByRole('button', { name: /^Undo removing Bo Brisk's shift/ }));
    expect(within(row).getByText('Early')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    expect(sent.some((s) => s.endpoint === 'shifts.publishShifts')).toBe(false);
  });
});

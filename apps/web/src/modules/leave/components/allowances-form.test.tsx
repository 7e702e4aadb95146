// The allowances form on the one form path: the contract refuses a day count in the browser, on its
// row, and sends the year's allowances per type.
import * as leave from '@backoffice/contract/modules/leave';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen, signInAs } from '../../../test/render';
import { AllowancesForm } from './allowances-form';

const balance = (typeId: number, name: string, own: boolean) => ({
  typeId,
  name,
  color: '#1565c0',
  deducts: true,
  year: 2026,
  allowance: 25,
  ownAllowance: own,
  carriedOver: 2,
  used: 0,
  pending: 0,
  remaining: 27,
});
const employee: leave.EmployeeLeave = {
  userId: 4,
  userName: 'Ada Early',
  departmentId: 1,
  departmentName: 'Support',
  year: 2026,
  balances: [balance(1, 'Annual leave', true), balance(2, 'Training', false)],
};
/** A busy machine (two cores, several test runs) may take a while to draw the first screen. */
const slow = { timeout: 5_000 };

describe('the allowances form', () => {
  it('refuses a day count that is not in half days, on its row, without sending', async () => {
    signInAs(['calendar:employee:update']);
    const { user, sent } = renderScreen(<AllowancesForm employee={employee} />, { path: '/' });
    const [annual] = await screen.findAllByRole('spinbutton', { name: 'Days a year' }, slow);
    await user.clear(annual!);
    await user.type(annual!, '20.3');
    await user.click(screen.getByRole('button', { name: 'Save allowances' }));
    await waitFor(() => expect(annual).toHaveAccessibleDescription('must be in half days'));
    expect(sent.filter((s) => s.endpoint === leave.updateEmployee.name)).toHaveLength(0);
  });

  it("sends each type's own allowance (empty: the type's) and the days carried over", async () => {
    signInAs(['calendar:employee:update']);
    const { user, sent } = renderScreen(<AllowancesForm employee={employee} />, {
      path: '/',
      handlers: [[leave.updateEmployee, () => employee]],
    });
    const carried = await screen.findAllByRole('spinbutton', { name: 'Carried over' }, slow);
    await user.clear(carried[1]!);
    await user.click(screen.getByRole('button', { name: 'Save allowances' }));
    await waitFor(() => expect(sent.some((s) => s.endpoint === leave.updateEmployee.name)).toBe(true));
    const call = sent.find((s) => s.endpoint === leave.updateEmployee.name)!;
    expect(call.request.params.id).toBe('4');
    expect(call.request.body).toEqual({
      year: 2026,
      types: [
        { typeId: 1, allowance: 25, carriedOver: 2 },
        { typeId: 2, allowance: null, carriedOver: 0 },
      ],
    });
  });
});

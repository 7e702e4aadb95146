// The shift dialogs on the one form path: the contract's body schema judges them in the browser,
// the server's refusals land on the fields they name (or above them), and the body sent is the contract's.
import * as shifts from '@backoffice/contract/modules/shifts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { earlyBirds } from '../../../test/fixtures';
import { failure, renderScreen, signInAs } from '../../../test/render';
import { CreateShiftDialog } from './create-shift-dialog';
import { NoteDialog } from './note-dialog';

const MANAGE = ['calendar:shifts:read', 'calendar:shifts:create'];
const at = '2026-11-01T10:00:00.000Z';
const team = earlyBirds(3, [11, 12], at);
const hours = { dayHours: 7.5, nightHours: 0, deductedHours: 0.5, weighted: 7.5 };
const early: shifts.ShiftType = {
  id: 7,
  name: 'Early',
  start: '06:00',
  end: '14:00',
  breakMinutes: 30,
  color: '#2e7d32',
  hours,
  createdAt: at,
  updatedAt: at,
};
const late = { ...early, id: 8, name: 'Late', start: '14:00', end: '22:00' };
/** A busy machine (two cores, several test runs) may take a while to draw the first screen. */
const slow = { timeout: 5_000 };

describe('the note dialog', () => {
  it('refuses an empty note in the browser, in the contract’s words, without sending it', async () => {
    signInAs(MANAGE);
    const { user, sent } = renderScreen(<NoteDialog date="2026-11-26" teamId={3} onClose={() => {}} />, { path: '/' });
    const dialog = await screen.findByRole('dialog', { name: 'New note' }, slow);
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveAccessibleDescription('is required'),
    );
    expect(sent.filter((s) => s.endpoint === shifts.createNote.name)).toHaveLength(0);
  });

  it('sends the day, the team on show and the text; the server’s refusal goes on the field it names', async () => {
    signInAs(MANAGE);
    const onClose = vi.fn();
    const { user, sent } = renderScreen(<NoteDialog date="2026-11-26" teamId={3} onClose={onClose} />, {
      path: '/',
      handlers: [
        [
          shifts.createNote,
          () =>
            failure(400, 'VALIDATION', 'The request is not valid', [{ field: 'body.text', message: 'names no one' }]),
        ],
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'New note' }, slow);
    const note = within(dialog).getByRole('textbox', { name: 'Note' });
    await user.type(note, 'Inventory at 10');
    await user.click(within(dialog).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(note).toHaveAccessibleDescription('names no one'));
    expect(sent.find((s) => s.endpoint === shifts.createNote.name)?.request.body).toEqual({
      date: '2026-11-26',
      teamId: 3,
      text: 'Inventory at 10',
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('the new shift dialog', () => {
  it('gives the chosen person the chosen type on the day picked, and closes', async () => {
    signInAs(MANAGE);
    const onClose = vi.fn();
    const { user, sent } = renderScreen(<CreateShiftDialog date="2026-11-29" team={team} onClose={onClose} />, {
      path: '/',
      handlers: [
        [shifts.listTypes, () => [early, late]],
        [shifts.createShift, () => []],
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'New shift on 2026-11-29' }, slow);
    // The first type is chosen once the types are known.
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Shift type' })).toHaveTextContent('Early'));
    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Bo Brisk' }));
    await user.click(screen.getByRole('combobox', { name: 'Shift type' }));
    await user.click(await screen.findByRole('option', { name: /Late/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Give shift' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent.find((s) => s.endpoint === shifts.createShift.name)?.request.body).toEqual({
      userId: 12,
      date: '2026-11-29',
      typeId: 8,
    });
  });

  it('shows a refusal that names no field above the fields, in the server’s words, and stays open', async () => {
    signInAs(MANAGE);
    const onClose = vi.fn();
    const { user } = renderScreen(<CreateShiftDialog date="2026-11-29" team={team} onClose={onClose} />, {
      path: '/',
      handlers: [
        [shifts.listTypes, () => [early]],
        [
          shifts.createShift,
          () => failure(409, 'SHIFTS_OVERLAP', 'Ada Early already has a shift on 2026-11-29 (06:00–14:00)'),
        ],
      ],
    });
    const dialog = await screen.findByRole('dialog', { name: 'New shift on 2026-11-29' }, slow);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Shift type' })).toHaveTextContent('Early'));
    await user.click(within(dialog).getByRole('button', { name: 'Give shift' }));
    expect(await within(dialog).findByTestId('form-error')).toHaveTextContent(
      'Ada Early already has a shift on 2026-11-29 (06:00–14:00)',
    );
    expect(onClose).not.toHaveBeenCalled();
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import NotificationHost from '../core/notification-host';
import { UNDO_MS, useUndoableRemove } from './undo';

function Shifts({ commit }: { commit: () => Promise<unknown> }) {
  const { hidden, remove } = useUndoableRemove();
  return (
    <>
      <NotificationHost />
      {hidden.has('ana') ? null : (
        <button
          type="button"
          onClick={() =>
            remove('ana', { title: 'Shift removed', body: 'Ana, Thu 26 Nov', failedTitle: 'Shift not removed', commit })
          }
        >
          Remove Ana's shift
        </button>
      )}
    </>
  );
}

describe('undoable removal', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());
  const setup = (commit: () => Promise<unknown>) => {
    render(<Shifts commit={commit} />);
    return userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  };

  it('hides the thing at once and sends nothing while "Undo" is offered; Undo puts it back', async () => {
    const commit = vi.fn(() => Promise.resolve());
    const user = setup(commit);
    await user.click(screen.getByRole('button', { name: "Remove Ana's shift" }));
    expect(screen.queryByRole('button', { name: "Remove Ana's shift" })).toBeNull();
    const card = await screen.findByText('Shift removed');
    expect(card.closest('[role="alert"]')).toHaveTextContent('Ana, Thu 26 Nov');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByRole('button', { name: "Remove Ana's shift" })).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS + 100));
    expect(commit).not.toHaveBeenCalled();
  });

  it('sends the change once the time to undo has passed', async () => {
    const commit = vi.fn(() => Promise.resolve());
    const user = setup(commit);
    await user.click(screen.getByRole('button', { name: "Remove Ana's shift" }));
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS - 500));
    expect(commit).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('puts the thing back and says why when the change is refused', async () => {
    const user = setup(() => Promise.reject(new Error('The shift has started')));
    await user.click(screen.getByRole('button', { name: "Remove Ana's shift" }));
    await act(() => vi.advanceTimersByTimeAsync(UNDO_MS + 100));
    expect(await screen.findByText('Shift not removed')).toBeInTheDocument();
    expect(screen.getByText('The shift has started')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: "Remove Ana's shift" })).toBeInTheDocument();
  });

  it('sends what is waiting at once when the page is left', async () => {
    const commit = vi.fn(() => Promise.resolve());
    const user = setup(commit);
    await user.click(screen.getByRole('button', { name: "Remove Ana's shift" }));
    window.dispatchEvent(new Event('pagehide'));
    expect(commit).toHaveBeenCalledTimes(1);
  });
});

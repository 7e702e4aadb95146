import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SharedTooltip } from './shared-tooltip';

function Grid() {
  const box = useRef<HTMLDivElement>(null);
  const [items, setItems] = useState(['Morning', 'Night']);
  return (
    <div ref={box}>
      <SharedTooltip container={box} />
      {items.map((item) => (
        <button key={item} type="button" data-tip={`${item}: 07:00–15:00`} onClick={() => setItems(['Night'])}>
          <span>{item}</span>
        </button>
      ))}
      <button type="button">Outside the items</button>
    </div>
  );
}

describe('SharedTooltip', () => {
  it("shows the text of the item under the pointer, moves with it, and closes as the pointer leaves it (not into the item's label)", async () => {
    const user = userEvent.setup();
    render(<Grid />);
    expect(screen.queryByRole('tooltip')).toBeNull();
    await user.hover(screen.getByText('Morning'));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Morning: 07:00–15:00');
    await user.hover(screen.getByText('Night'));
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Night: 07:00–15:00'));
    await user.hover(screen.getByRole('button', { name: 'Outside the items' }));
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('opens for keyboard focus too, and goes with an item taken off the screen', async () => {
    const user = userEvent.setup();
    render(<Grid />);
    await user.tab();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Morning: 07:00–15:00');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
    expect(screen.queryByText('Morning')).toBeNull();
  });
});

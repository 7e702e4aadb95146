// Words still to come keep their place unseen and unread; once known they are shown and read.
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { KeptPlace } from './kept-place';

describe('KeptPlace', () => {
  it('keeps the place of words not yet known, hidden from sight and from screen readers', () => {
    render(
      <p>
        Times are <KeptPlace shown={false}>in UTC</KeptPlace>
      </p>,
    );
    const words = screen.getByText('in UTC');
    expect(words).toHaveAttribute('aria-hidden', 'true');
    expect(getComputedStyle(words).visibility).toBe('hidden');
  });

  it('shows and reads them once known', () => {
    render(
      <p>
        Times are <KeptPlace shown>in Europe/Berlin</KeptPlace>
      </p>,
    );
    const words = screen.getByText('in Europe/Berlin');
    expect(words).toHaveAttribute('aria-hidden', 'false');
    expect(getComputedStyle(words).visibility).not.toBe('hidden');
  });
});

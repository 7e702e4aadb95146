import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RelativeTime } from './relative-time';

describe('RelativeTime', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-26T15:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('says how long ago, with the full instant (seconds included) as its accessible name and dateTime', () => {
    render(<RelativeTime iso="2026-11-26T14:54:59Z" timeZone="UTC" />);
    const time = screen.getByText('5 min ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-26T14:54:59Z');
    expect(time).toHaveAccessibleName('26 Nov 2026, 14:54:59');
  });

  it('moves on with the clock, every minute, without a reload', () => {
    render(<RelativeTime iso="2026-11-26T14:54:59Z" timeZone="UTC" />);
    expect(screen.getByText('5 min ago')).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(3 * 60_000);
    });
    expect(screen.getByText('8 min ago')).toBeInTheDocument();
  });
});

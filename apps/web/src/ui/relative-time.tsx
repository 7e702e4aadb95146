import Tooltip from '@mui/material/Tooltip';
import { useSyncExternalStore } from 'react';
import { formatRelative, instantFormatter } from '../core/dates';

// One clock for every <RelativeTime> on the page: a tick a minute re-renders them together.
const MINUTE = 60_000;
let tick = 0;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void) {
  listeners.add(listener);
  if (!timer) {
    timer = setInterval(() => {
      tick += 1;
      for (const l of listeners) l();
    }, MINUTE);
  }
  return () => {
    listeners.delete(listener);
    if (!listeners.size && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** Re-renders the component every minute, with every other that shows "5 min ago"; returns the time now. */
export function useMinuteClock(): Date {
  useSyncExternalStore(subscribe, () => tick);
  return new Date();
}

/**
 * A recent instant as people say it ("5 min ago", "yesterday 14:02"), the full instant with seconds
 * in a tooltip and in the `<time>` element's `dateTime` (docs/ui.md "Dates and times").
 */
export function RelativeTime({ iso, timeZone }: { iso: string; timeZone?: string }) {
  const now = useMinuteClock();
  const full = instantFormatter(timeZone, { seconds: true })(iso);
  return (
    <Tooltip title={full}>
      <time dateTime={iso}>{formatRelative(iso, now, timeZone)}</time>
    </Tooltip>
  );
}

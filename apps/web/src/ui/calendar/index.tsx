import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { CalendarProps } from './calendar-view';

export type { CalendarProps } from './calendar-view';

const CalendarView = lazy(() => import('./calendar-view'));

/** The calendar, loaded when first shown (FullCalendar stays out of every other screen's code). */
export function Calendar(props: CalendarProps) {
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={560} aria-label="Loading the calendar" />}>
      <CalendarView {...props} />
    </Suspense>
  );
}

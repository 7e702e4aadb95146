import type { AwayEntry } from '@backoffice/contract/modules/leave';
import { addDays, monthStart } from '@backoffice/contract/rules/zoned-time';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { formatMonth } from '../../../core/dates';
import { Calendar } from '../../../ui/calendar';
import type { Cover } from '../lib/wallchart';

export interface Range {
  from: string;
  to: string;
}

/** `2026-11`, 1 → `2026-12`. */
const addMonths = (month: string, n: number) => monthStart(`${month}-01`, n).slice(0, 7);

/** The wallchart's month: the one before, its name, the one after, and back to this month (null). */
export function MonthNav({ month, onMonth }: { month: string; onMonth: (month: string | null) => void }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
      <IconButton aria-label="Previous month" onClick={() => onMonth(addMonths(month, -1))}>
        <ChevronLeft />
      </IconButton>
      <Typography variant="subtitle1" component="h2" sx={{ minWidth: 140, textAlign: 'center' }}>
        {formatMonth(month)}
      </Typography>
      <IconButton aria-label="Next month" onClick={() => onMonth(addMonths(month, 1))}>
        <ChevronRight />
      </IconButton>
      <Button size="small" onClick={() => onMonth(null)}>
        Today
      </Button>
    </Box>
  );
}

/** Everyone's leave and each team's cover on the month calendar (all-requests-page.tsx's Calendar view). */
export function LeaveCalendar({
  requests,
  away,
  onRange,
  onOpen,
}: {
  requests: AwayEntry[] | undefined;
  away: Cover[] | undefined;
  /** The days the calendar shows, when it moves. */
  onRange: (range: Range) => void;
  onOpen: (request: AwayEntry) => void;
}) {
  const items = useMemo(
    () => [
      ...(requests ?? []).map((r) => ({
        id: `request-${r.id}`,
        title: `${r.userName} · ${r.typeName}${r.status === 'pending' ? ' (waiting)' : ''}`,
        start: r.from,
        end: addDays(r.to, 1),
        allDay: true,
        backgroundColor: r.status === 'pending' ? 'transparent' : r.color,
        borderColor: r.color,
        textColor: r.status === 'pending' ? r.color : undefined,
        extendedProps: { request: r },
      })),
      // Each team with someone away that day: "Night team: 2/6 off, 1 asked".
      ...(away ?? [])
        .filter((a) => a.away + a.pending > 0)
        .map((a) => ({
          id: `away-${a.teamId}-${a.date}`,
          title: `${a.teamName}: ${a.away}/${a.size} off${a.pending ? `, ${a.pending} asked` : ''}`,
          start: a.date,
          allDay: true,
          display: 'list-item',
          color: a.away / Math.max(1, a.size) >= 0.5 ? '#c62828' : '#757575',
          classNames: ['leave-cover'],
        })),
    ],
    [requests, away],
  );
  return (
    <Paper variant="outlined" sx={{ p: 2, '& .leave-cover .fc-event-title': { fontWeight: 400, fontSize: 12 } }}>
      <Calendar
        initialView="dayGridMonth"
        headerToolbar={{ left: 'prev,next today', center: 'title', right: '' }}
        buttonText={{ today: 'Today' }}
        events={items}
        dayMaxEvents={5}
        datesSet={({ startStr, endStr }) =>
          onRange({ from: startStr.slice(0, 10), to: addDays(endStr.slice(0, 10), -1) })
        }
        eventClick={({ event }) => {
          const request = event.extendedProps.request as AwayEntry | undefined;
          if (request) onOpen(request);
        }}
      />
    </Paper>
  );
}

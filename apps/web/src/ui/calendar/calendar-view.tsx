// The product's one calendar (FullCalendar's MIT packages), themed from MUI, light and dark. Loaded
// with the screens that show it only (`Calendar` in ./index.tsx is the lazy door); its weight is in
// docs/architecture.md. Shifts, events and leave use it.
import type { CalendarOptions } from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import interactionPlugin from '@fullcalendar/interaction';
import multiMonthPlugin from '@fullcalendar/multimonth';
import FullCalendar from '@fullcalendar/react';
import timeGridPlugin from '@fullcalendar/timegrid';
import Box from '@mui/material/Box';
import { alpha, useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';

export type CalendarProps = Omit<CalendarOptions, 'plugins'>;

const plugins = [dayGridPlugin, timeGridPlugin, interactionPlugin, multiMonthPlugin];

/**
 * Under `sm` a month's seven columns leave no room for a name: a phone opens on one day, its events
 * listed in full, with the month a tap away (a day's number there opens that day). The screen's own
 * views (week, quarter, year) are for wider screens.
 */
const onPhone: CalendarProps = {
  initialView: 'dayGridDay',
  headerToolbar: { left: 'today prev,next', center: 'title', right: 'dayGridDay,dayGridMonth' },
  buttonText: { today: 'Today', day: 'Day', month: 'Month' },
  views: { dayGridDay: { titleFormat: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' } } },
  dayMaxEvents: false,
  navLinks: true,
  navLinkDayClick: 'dayGridDay',
};

export default function CalendarView(props: CalendarProps) {
  const theme = useTheme();
  const { palette } = theme;
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Box
      sx={{
        '--fc-border-color': palette.divider,
        '--fc-page-bg-color': palette.background.paper,
        '--fc-neutral-bg-color': alpha(palette.text.primary, 0.04),
        '--fc-today-bg-color': alpha(palette.primary.main, 0.08),
        '--fc-button-bg-color': palette.background.paper,
        '--fc-button-border-color': palette.divider,
        '--fc-button-text-color': palette.text.primary,
        '--fc-button-hover-bg-color': alpha(palette.primary.main, 0.08),
        '--fc-button-hover-border-color': palette.divider,
        '--fc-button-active-bg-color': alpha(palette.primary.main, 0.16),
        '--fc-button-active-border-color': palette.primary.main,
        '--fc-event-border-color': 'transparent',
        '--fc-small-font-size': '0.75rem',
        fontSize: 14,
        color: palette.text.primary,
        '& .fc .fc-toolbar-title': { fontSize: 18, fontWeight: 600 },
        '& .fc .fc-button': { textTransform: 'none', fontWeight: 500, boxShadow: 'none !important' },
        '& .fc .fc-button-primary:not(:disabled).fc-button-active': { color: palette.primary.main },
        '& .fc .fc-col-header-cell-cushion, & .fc .fc-daygrid-day-number': {
          color: palette.text.secondary,
          textDecoration: 'none',
        },
        '& .fc-event': { cursor: 'pointer', px: 0.5 },
        // The title on a line of its own above the buttons, which then fit a phone's width.
        '& .fc .fc-header-toolbar': phone ? { flexWrap: 'wrap', rowGap: 1 } : {},
        '& .fc .fc-header-toolbar .fc-toolbar-chunk:nth-of-type(2)': phone ? { order: -1, flexBasis: '100%' } : {},
        '& .fc .fc-daygrid-day-events': phone ? { minHeight: 48 } : {},
      }}
    >
      <FullCalendar
        // A new view on crossing the breakpoint: FullCalendar reads its initial view once.
        key={phone ? 'phone' : 'wide'}
        plugins={plugins}
        locale="en"
        firstDay={1}
        height="auto"
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        {...props}
        {...(phone ? onPhone : {})}
      />
    </Box>
  );
}

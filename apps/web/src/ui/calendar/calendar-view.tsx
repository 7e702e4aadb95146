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

export type CalendarProps = Omit<CalendarOptions, 'plugins'>;

const plugins = [dayGridPlugin, timeGridPlugin, interactionPlugin, multiMonthPlugin];

export default function CalendarView(props: CalendarProps) {
  const theme = useTheme();
  const { palette } = theme;
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
      }}
    >
      <FullCalendar
        plugins={plugins}
        locale="en"
        firstDay={1}
        height="auto"
        eventTimeFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        slotLabelFormat={{ hour: '2-digit', minute: '2-digit', hour12: false }}
        {...props}
      />
    </Box>
  );
}

import { type Birthday, type CalendarOccurrence, createEvent } from '@backoffice/contract/modules/events';
import { addDays } from '@backoffice/contract/rules/zoned-time';
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useCanCall } from '../../../core/use-can';
import { Calendar } from '../../../ui/calendar';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageHeader } from '../../../ui/page-header';
import { useBirthdays } from '../api/list-birthdays';
import { useRangeEvents } from '../api/range-events';
import { BirthdayDialog, OccurrenceDialog } from '../components/event-dialog';
import { eventsHeading } from '../headings';
import { BIRTHDAY_COLOR, birthdaysIn, calendarItems } from '../lib/when';
import { eventsPaths } from '../paths';

interface Range {
  from: string;
  to: string;
}

function Legend({ color, children }: { color: string; children: string }) {
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      <Box sx={{ width: 10, height: 10, borderRadius: '2px', bgcolor: color }} />
      <Typography variant="body2" color="text.secondary">
        {children}
      </Typography>
    </Stack>
  );
}

type Opened = { occurrence: CalendarOccurrence } | { date: string; birthday: Birthday; age: number | null };

/** The event calendar (spec §2 /calendar/events): month, quarter and year, with holidays and birthdays. */
export default function EventsPage() {
  const [params, setParams] = useSearchParams();
  const [range, setRange] = useState<Range | null>(null);
  const [opened, setOpened] = useState<Opened | null>(null);
  const canManage = useCanCall(createEvent);
  const answer = useRangeEvents(
    { params: { from: range?.from ?? '', to: range?.to ?? '' } },
    { enabled: range !== null },
  );
  const birthdays = useBirthdays({});
  const items = useMemo(
    () =>
      range && answer.data ? calendarItems(answer.data, birthdaysIn(birthdays.data ?? [], range.from, range.to)) : [],
    [answer.data, birthdays.data, range],
  );

  // A link to one event (a notification, `?event=&date=`) opens it once the calendar has its day.
  const linked = Number(params.get('event')) || null;
  const linkedDate = params.get('date');
  const linkedOccurrence =
    linked !== null ? answer.data?.find((o) => o.kind !== 'national' && o.eventId === linked) : undefined;
  const shown: Opened | null = opened ?? (linkedOccurrence ? { occurrence: linkedOccurrence } : null);
  const close = () => {
    setOpened(null);
    if (linked !== null) setParams({}, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={eventsHeading.title}
        subtitle={eventsHeading.intro}
        actions={
          canManage ? (
            <Button
              component={RouterLink}
              to={eventsPaths.manage()}
              variant="contained"
              startIcon={<EventNoteOutlined />}
            >
              Manage events
            </Button>
          ) : null
        }
      />
      <Stack direction="row" useFlexGap spacing={2.5} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 0.5 }} aria-label="Legend">
        <Legend color="#1565c0">Events (each in its colour)</Legend>
        <Legend color="#c62828">National holidays; a day off is tinted</Legend>
        <Legend color={BIRTHDAY_COLOR}>Birthdays</Legend>
        <Typography variant="body2" color="text.secondary">
          ✓ You are going
        </Typography>
      </Stack>
      <ErrorAlert error={answer.error ?? birthdays.error} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Calendar
          initialView="dayGridMonth"
          initialDate={linkedDate ?? undefined}
          headerToolbar={{
            left: 'prev,next today',
            center: 'title',
            right: 'dayGridMonth,multiMonthQuarter,multiMonthYear',
          }}
          views={{
            multiMonthQuarter: { type: 'multiMonth', duration: { months: 3 }, multiMonthMaxColumns: 3 },
            multiMonthYear: { multiMonthMaxColumns: 4 },
          }}
          buttonText={{ today: 'Today', month: 'Month', multiMonthQuarter: 'Quarter', year: 'Year' }}
          events={items}
          dayMaxEvents={4}
          // An evening event running past midnight is drawn on the day it starts only.
          nextDayThreshold="09:00:00"
          datesSet={({ startStr, endStr }) => {
            // The days shown (a month view also shows the edges of its neighbours); the end is exclusive.
            const next = { from: startStr.slice(0, 10), to: addDays(endStr.slice(0, 10), -1) };
            setRange((r) => (r?.from === next.from && r.to === next.to ? r : next));
          }}
          eventClick={({ event }) => {
            const occurrence = event.extendedProps.occurrence as CalendarOccurrence | undefined;
            const birthday = event.extendedProps.birthday as Birthday | undefined;
            if (occurrence) setOpened({ occurrence });
            else if (birthday) {
              const date = event.startStr.slice(0, 10);
              setOpened({
                date,
                birthday,
                age: birthday.year === null ? null : Number(date.slice(0, 4)) - birthday.year,
              });
            }
          }}
        />
      </Paper>
      {shown && 'occurrence' in shown ? <OccurrenceDialog occurrence={shown.occurrence} onClose={close} /> : null}
      {shown && 'birthday' in shown ? (
        <BirthdayDialog date={shown.date} birthday={shown.birthday} age={shown.age} onClose={close} />
      ) : null}
    </>
  );
}

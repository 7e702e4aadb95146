import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageHeader } from '../../../ui/page-header';
import { useEvent } from '../api/get-event';
import { useAttendants } from '../api/list-attendants';
import { AttendanceSheet } from '../components/attendance-sheet';
import { AttendantsTable } from '../components/attendants-table';
import { EventFacts } from '../components/event-facts';
import { eventsPaths } from '../paths';

/** Attendants and attendance of an event (spec §2 /calendar/events/event/{eventId}/attendant). */
export default function AttendantsPage() {
  const id = Number(useParams().eventId);
  const event = useEvent({ params: { id } });
  const attendants = useAttendants({ params: { id } });
  const e = event.data;
  return (
    <>
      <PageHeader
        title={e ? `Attendants: ${e.title}` : 'Attendants'}
        back={{
          to: e?.kind === 'repeatable' ? eventsPaths.repeatable(id) : eventsPaths.event(id),
          label: e?.title ?? 'Event',
        }}
      />
      <ErrorAlert error={event.error} />
      {e ? (
        <Stack spacing={3}>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <EventFacts
              facts={{
                ...e,
                attendantCount: attendants.data?.length ?? e.attendantCount,
                repeats: e.repeats ? `Repeats ${e.repeats}` : null,
              }}
            />
          </Paper>
          <Box>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Signed up
            </Typography>
            <AttendantsTable event={e} attendants={attendants} />
          </Box>
          <Box>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              Attendance
            </Typography>
            {attendants.data ? <AttendanceSheet event={e} attendants={attendants.data} /> : null}
          </Box>
        </Stack>
      ) : event.isPending ? (
        <Skeleton variant="rounded" height={320} />
      ) : null}
    </>
  );
}

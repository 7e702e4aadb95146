import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../../core/session';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageHeader } from '../../../ui/page-header';
import { UserAvatar } from '../../../ui/user-avatar';
import { useEvent } from '../api/get-event';
import { useAttendants } from '../api/list-attendants';
import { EventFacts } from '../components/event-facts';
import { SignUpButton } from '../components/sign-up-button';
import { todayHere } from '../lib/when';
import { eventsPaths } from '../paths';

/** Signing up for an event (spec §2 /calendar/events/event/{eventId}/singup, spelled so), with a note. */
export default function SignUpPage() {
  const id = Number(useParams().eventId);
  const me = useCurrentUser();
  const event = useEvent({ params: { id } });
  const attendants = useAttendants({ params: { id } });
  const [note, setNote] = useState('');
  const e = event.data;
  const mine = attendants.data?.find((a) => a.userId === me?.id);
  const taken = attendants.data?.length ?? e?.attendantCount ?? 0;
  const full = e?.capacity != null && taken >= e.capacity;
  // A normal event is over after its last day; a repeatable one after the last date its rule gives.
  const last = e ? (e.kind === 'normal' ? e.endDate : e.until) : null;
  const over = last !== null && last < todayHere();
  return (
    <>
      <PageHeader
        title={e ? `Sign up: ${e.title}` : 'Sign up'}
        back={{ to: eventsPaths.calendar(), label: 'Events' }}
      />
      <ErrorAlert error={event.error ?? attendants.error} />
      {e ? (
        <Stack spacing={3} sx={{ maxWidth: 720 }}>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <EventFacts
              facts={{
                ...e,
                attendantCount: taken,
                repeats: e.repeats ? `Repeats ${e.repeats}; one sign-up covers every date` : null,
              }}
            />
          </Paper>
          <Paper variant="outlined" sx={{ p: 2.5 }}>
            <Stack spacing={2}>
              {mine ? (
                <Typography variant="body2" color="success.main">
                  You are signed up{mine.note ? ` (“${mine.note}”)` : ''}.
                </Typography>
              ) : (
                <TextField
                  label="Note for the organiser"
                  placeholder="Dietary needs, arriving late…"
                  value={note}
                  onChange={(ev) => setNote(ev.target.value)}
                  slotProps={{ htmlInput: { maxLength: 500 } }}
                  disabled={!e.signUp || full || over}
                  helperText={
                    !e.signUp
                      ? 'Sign-up is closed for this event.'
                      : full
                        ? 'No places left.'
                        : over
                          ? 'This event is over.'
                          : undefined
                  }
                />
              )}
              <Box>
                {attendants.data ? (
                  <SignUpButton
                    eventId={id}
                    mine={mine}
                    open={e.signUp && !full && !over}
                    note={note}
                    onDone={() => setNote('')}
                  />
                ) : null}
              </Box>
            </Stack>
          </Paper>
          <Box>
            <Typography variant="subtitle2" sx={{ mb: 1 }}>
              Going ({taken})
            </Typography>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1.5 }}>
              {(attendants.data ?? []).map((a) => (
                <Stack key={a.id} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                  <UserAvatar username={a.userName} size={24} />
                  <Typography variant="body2">{a.userName}</Typography>
                </Stack>
              ))}
            </Stack>
          </Box>
        </Stack>
      ) : event.isPending ? (
        <Skeleton variant="rounded" height={320} sx={{ maxWidth: 720 }} />
      ) : null}
    </>
  );
}

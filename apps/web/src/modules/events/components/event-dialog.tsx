import { type Birthday, type CalendarOccurrence, createEvent } from '@backoffice/contract/modules/events';
import CakeOutlined from '@mui/icons-material/CakeOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatDay } from '../../../core/dates';
import { useCurrentUser } from '../../../core/session';
import { useCanCall } from '../../../core/use-can';
import { UserAvatar } from '../../../ui/user-avatar';
import { useAttendants } from '../api/list-attendants';
import { todayHere } from '../lib/when';
import { eventsPaths } from '../paths';
import { EventFacts } from './event-facts';
import { SignUpButton } from './sign-up-button';

const SHOWN = 8;

/** One occurrence from the calendar: what, when, where, who goes, and signing up or leaving. */
export function OccurrenceDialog({ occurrence, onClose }: { occurrence: CalendarOccurrence; onClose: () => void }) {
  const me = useCurrentUser();
  const canManage = useCanCall(createEvent);
  const national = occurrence.kind === 'national';
  const attendants = useAttendants({ params: { id: occurrence.eventId } }, { enabled: !national });
  const mine = attendants.data?.find((a) => a.userId === me?.id);
  const count = attendants.data?.length ?? occurrence.attendantCount;
  const full = occurrence.capacity !== null && count >= occurrence.capacity;
  // Signing up for a repeatable event joins its coming dates too: only a normal one is over with its day.
  const over = occurrence.kind === 'normal' && occurrence.endDate < todayHere();
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 480, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ width: 12, height: 12, borderRadius: '50%', bgcolor: occurrence.color, flex: 'none' }} />
        {occurrence.title}
      </DialogTitle>
      <DialogContent>
        {national ? (
          <Typography variant="body2">
            National holiday{occurrence.dayOff ? ', a day off' : ' (a working day)'} · {formatDay(occurrence.startDate)}
          </Typography>
        ) : (
          <Stack spacing={2}>
            <EventFacts
              facts={{
                ...occurrence,
                attendantCount: count,
                repeats: occurrence.repeats ? `Repeats ${occurrence.repeats}` : null,
              }}
            />
            {attendants.data?.length ? (
              <Box>
                <Typography variant="subtitle2" sx={{ mb: 1 }}>
                  Going
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {attendants.data.slice(0, SHOWN).map((a) => (
                    <Stack key={a.id} direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
                      <UserAvatar username={a.userName} size={24} />
                      <Typography variant="body2">{a.userName}</Typography>
                    </Stack>
                  ))}
                  {attendants.data.length > SHOWN ? (
                    <Typography variant="body2" color="text.secondary">
                      and {attendants.data.length - SHOWN} more
                    </Typography>
                  ) : null}
                </Stack>
              </Box>
            ) : null}
            {mine ? (
              <Typography variant="body2" color="success.main">
                You are signed up.
              </Typography>
            ) : !occurrence.signUp ? (
              <Typography variant="body2" color="text.secondary">
                Sign-up is closed: the organiser invites people.
              </Typography>
            ) : full ? (
              <Typography variant="body2" color="text.secondary">
                No places left.
              </Typography>
            ) : over ? (
              <Typography variant="body2" color="text.secondary">
                This event is over.
              </Typography>
            ) : null}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {canManage && !national ? (
          <>
            <Button component={RouterLink} to={eventsPaths.attendants(occurrence.eventId)} sx={{ mr: 'auto' }}>
              Attendants
            </Button>
            <Button
              component={RouterLink}
              to={
                occurrence.kind === 'repeatable'
                  ? eventsPaths.repeatable(occurrence.eventId)
                  : eventsPaths.event(occurrence.eventId)
              }
            >
              Edit
            </Button>
          </>
        ) : null}
        {canManage && national ? (
          <Button component={RouterLink} to={eventsPaths.national(occurrence.eventId)} sx={{ mr: 'auto' }}>
            Edit
          </Button>
        ) : null}
        <Button color="inherit" onClick={onClose}>
          Close
        </Button>
        {!national && attendants.isSuccess ? (
          <SignUpButton eventId={occurrence.eventId} mine={mine} open={occurrence.signUp && !full && !over} />
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

/** A colleague's birthday from the calendar. */
export function BirthdayDialog({
  date,
  birthday,
  age,
  onClose,
}: {
  date: string;
  birthday: Birthday;
  age: number | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 380, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <CakeOutlined color="secondary" />
        {birthday.name}’s birthday
      </DialogTitle>
      <DialogContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <UserAvatar username={birthday.name} profileImage={birthday.image} size={48} />
          <Typography variant="body2">
            {formatDay(date, { weekday: false, year: false })}
            {age === null ? '' : ` · turns ${age}`}
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

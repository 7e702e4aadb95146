import type { Attendant } from '@backoffice/contract/modules/events';
import Button from '@mui/material/Button';
import { errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { useAddAttendant } from '../api/add-attendant';
import { useRemoveAttendant } from '../api/remove-attendant';

interface Props {
  eventId: number;
  /** The caller's place, if signed up. */
  mine: Attendant | undefined;
  /** Sign-up open, and places left. */
  open: boolean;
  note?: string;
  onDone?: () => void;
}

/** "Sign up" or "Leave" for the caller; refusals (full, closed, over) show the server's message (§8). */
export function SignUpButton({ eventId, mine, open, note = '', onDone }: Props) {
  const add = useAddAttendant();
  const remove = useRemoveAttendant();
  if (mine) {
    return (
      <Button
        color="inherit"
        loading={remove.isPending}
        onClick={() =>
          remove.mutate(
            { params: { id: eventId, attendantId: mine.id } },
            {
              onSuccess: () => {
                notify({ level: 'info', title: 'You have left the event' });
                onDone?.();
              },
              onError: (error) => notify({ level: 'error', title: 'Not left', body: errorMessage(error) }),
            },
          )
        }
      >
        Leave
      </Button>
    );
  }
  return (
    <Button
      variant="contained"
      disabled={!open}
      loading={add.isPending}
      onClick={() =>
        add.mutate(
          { params: { id: eventId }, body: { note } },
          {
            onSuccess: () => {
              notify({ level: 'success', title: 'You are signed up' });
              onDone?.();
            },
            onError: (error) => notify({ level: 'error', title: 'Not signed up', body: errorMessage(error) }),
          },
        )
      }
    >
      Sign up
    </Button>
  );
}

import type { AwayEntry } from '@backoffice/contract/modules/leave';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { ErrorAlert } from '../../../ui/error-alert';
import { useUsersOnDate } from '../api/users-on-date';
import { daysWords, spanWords, stateOf } from '../lib/format';

/**
 * A request opened from the calendar or the wallchart: who, what, when; "Decide" when it waits for the
 * caller. The calendar's compact answer holds only what it draws (docs/leave.md): the working days and the
 * reason (for those who may read it) are read on opening, with the person's requests of its first day.
 */
export function RequestSummaryDialog({
  request,
  onClose,
  onDecide,
}: {
  request: AwayEntry;
  onClose: () => void;
  onDecide?: (() => void) | undefined;
}) {
  const found = useUsersOnDate({ body: { usersIds: [request.userId], date: request.from } });
  const full = found.data?.find((r) => r.id === request.id);
  const days = full ? (
    daysWords(full.days)
  ) : found.isPending ? (
    <Skeleton variant="text" width={48} sx={{ display: 'inline-block' }} data-testid="request-days-loading" />
  ) : null;
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>
        {request.userName} · {request.typeName}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2">
          {spanWords(request)} · {days}
          {days ? ' · ' : ''}
          {stateOf(full ?? request).label}
        </Typography>
        <ErrorAlert error={found.error} />
        {full?.reason ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            “{full.reason}”
          </Typography>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          Close
        </Button>
        {onDecide ? (
          <Button variant="contained" onClick={onDecide}>
            Decide
          </Button>
        ) : null}
      </DialogActions>
    </Dialog>
  );
}

import type { LeaveRequest } from '@backoffice/contract/modules/leave';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { daysWords, spanWords, stateOf } from '../lib/format';

/** A request opened from the calendar or the wallchart: who, what, when; "Decide" when it waits for the caller. */
export function RequestSummaryDialog({
  request,
  onClose,
  onDecide,
}: {
  request: LeaveRequest;
  onClose: () => void;
  onDecide?: (() => void) | undefined;
}) {
  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
      <DialogTitle>
        {request.userName} · {request.typeName}
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2">
          {spanWords(request)} · {daysWords(request.days)} · {stateOf(request).label}
        </Typography>
        {request.reason ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            “{request.reason}”
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

import type { LeaveRequest } from '@backoffice/contract/modules/leave';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../core/api';
import { formatDay } from '../../../core/dates';
import { notify } from '../../../core/notifications';
import { useRequestCover } from '../api/request-cover';
import { useReviewCancellation } from '../api/review-cancellation';
import { useReviewRequest } from '../api/review-request';
import { daysWords, spanWords } from '../lib/format';

const dayLabel = (date: string) => formatDay(date, { year: false });

/** What approving leaves of each team and shift on the request's days (from the shift calendar). */
function Cover({ request }: { request: LeaveRequest }) {
  const cover = useRequestCover({ params: { id: request.id } });
  if (cover.isPending) return <Skeleton variant="rounded" height={80} />;
  if (cover.error) return <Alert severity="warning">Cover not available: {errorMessage(cover.error)}</Alert>;
  const rows = cover.data.filter((c) => c.shifts.length > 0);
  if (!cover.data.length) {
    return (
      <Typography variant="body2" color="text.secondary">
        {request.userName} is in no shift team: no cover to check.
      </Typography>
    );
  }
  const thin = rows.flatMap((c) => c.shifts.filter((s) => s.ifApproved <= 1).map((s) => ({ ...s, c })));
  // Their own shifts: the shifts that approving takes them off (`ifApproved` counts the others).
  const theirs = [
    ...new Set(
      rows.flatMap((c) =>
        c.shifts.filter((s) => s.planned > s.ifApproved).map((s) => `${s.label} on ${dayLabel(c.date)}`),
      ),
    ),
  ];
  return (
    <Stack spacing={1}>
      <Alert severity={theirs.length ? 'info' : 'success'} data-testid="own-shifts">
        {theirs.length
          ? `${request.userName} works ${theirs.slice(0, 4).join(', ')}${theirs.length > 4 ? ` and ${theirs.length - 4} more` : ''}: approving leaves these shifts to the others.`
          : `${request.userName} has no shift on those days.`}
      </Alert>
      {thin.length ? (
        <Alert severity="warning">
          {thin
            .slice(0, 3)
            .map((s) => `${s.label} of ${s.c.teamName} drops to ${s.ifApproved} on ${dayLabel(s.c.date)}`)
            .join('; ')}
          {thin.length > 3 ? ` and ${thin.length - 3} more` : ''}.
        </Alert>
      ) : null}
      {rows.length ? (
        <Table size="small" aria-label="Cover if approved">
          <TableHead>
            <TableRow>
              <TableCell>Day</TableCell>
              <TableCell>Team</TableCell>
              <TableCell>Shift</TableCell>
              <TableCell align="right">Working → if approved</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.flatMap((c) =>
              c.shifts.map((s) => (
                <TableRow
                  key={`${c.date}-${c.teamId}-${s.label}`}
                  selected={s.planned > s.ifApproved}
                  aria-label={s.planned > s.ifApproved ? `${request.userName} works this shift` : undefined}
                >
                  <TableCell>{dayLabel(c.date)}</TableCell>
                  <TableCell>
                    {c.teamName} ({c.away} of {c.size} away)
                  </TableCell>
                  <TableCell>{s.label}</TableCell>
                  <TableCell
                    align="right"
                    sx={{ color: s.ifApproved <= 1 ? 'warning.main' : undefined, fontWeight: 600 }}
                  >
                    {s.planned} → {s.ifApproved}
                  </TableCell>
                </TableRow>
              )),
            )}
          </TableBody>
        </Table>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No shifts are planned in {request.userName}’s teams on those days.
        </Typography>
      )}
    </Stack>
  );
}

/** Approve or reject a waiting request, or a waiting cancellation of an approved one. */
export function DecideDialog({ request, onClose }: { request: LeaveRequest; onClose: () => void }) {
  const review = useReviewRequest();
  const reviewCancellation = useReviewCancellation();
  const [comment, setComment] = useState('');
  const cancelling = request.status === 'approved' && request.cancellation?.status === 'pending';
  const pending = review.isPending || reviewCancellation.isPending;
  const decide = (isApproved: boolean) => {
    const done = {
      onSuccess: () => {
        notify({
          level: 'success',
          title: isApproved ? 'Approved' : 'Rejected',
          body: `${request.userName}, ${spanWords(request)}`,
        });
        onClose();
      },
      onError: (error: unknown) => notify({ level: 'error', title: 'Not decided', body: errorMessage(error) }),
    };
    if (cancelling) {
      reviewCancellation.mutate({ params: { id: request.cancellation!.id }, body: { isApproved } }, done);
    } else {
      review.mutate({ params: { id: request.id }, body: { isApproved, ...(comment ? { comment } : {}) } }, done);
    }
  };
  return (
    <Dialog
      open
      onClose={pending ? undefined : onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 640, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle>
        {cancelling ? 'Cancel' : 'Decide'}: {request.userName}, {request.typeName}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <Box>
            <Typography variant="body2">
              <strong>{spanWords(request)}</strong> · {daysWords(request.days)}
            </Typography>
            {request.reason ? (
              <Typography variant="body2" color="text.secondary">
                “{request.reason}”
              </Typography>
            ) : null}
            {request.document ? (
              <Link href={request.document.link} target="_blank" rel="noopener" variant="body2">
                {request.document.name}
              </Link>
            ) : null}
            {cancelling ? (
              <Alert severity="info" sx={{ mt: 1 }}>
                {request.userName} asks to cancel this approved leave; approving gives the days back.
              </Alert>
            ) : null}
          </Box>
          {cancelling ? null : (
            <>
              <Typography variant="subtitle2">Cover if approved</Typography>
              <Cover request={request} />
              <TextField
                label="Comment for the requester"
                value={comment}
                onChange={(e) => setComment(e.target.value)}
                slotProps={{ htmlInput: { maxLength: 1000 } }}
              />
            </>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose} disabled={pending} sx={{ mr: 'auto' }}>
          Close
        </Button>
        <Button color="error" onClick={() => decide(false)} disabled={pending}>
          Reject
        </Button>
        <Button variant="contained" onClick={() => decide(true)} loading={pending}>
          Approve
        </Button>
      </DialogActions>
    </Dialog>
  );
}

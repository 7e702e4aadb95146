import type { Shift, ShiftTeam } from '@backoffice/contract/modules/shifts';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { FormDialog } from '../../../ui/form-dialog';
import { useRequestSwap } from '../api/request-swap';

/** Ask to hand one's own shift to a teammate; the shift leader decides. */
export function SwapDialog({
  shift,
  teams,
  onClose,
}: {
  shift: Shift;
  teams: readonly ShiftTeam[];
  onClose: () => void;
}) {
  const teammates = new Map<number, string>();
  for (const team of teams) {
    if (!team.members.some((m) => m.id === shift.userId)) continue;
    for (const m of team.members) if (m.id !== shift.userId) teammates.set(m.id, m.name);
  }
  const [toUserId, setToUserId] = useState<number | ''>([...teammates.keys()][0] ?? '');
  const request = useRequestSwap();
  return (
    <FormDialog
      open
      title="Request a swap"
      submitLabel="Ask the shift leader"
      pending={request.isPending}
      width={420}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (toUserId === '') return;
        request.mutate(
          { body: { shiftId: shift.id, toUserId } },
          {
            onSuccess: () => {
              notify({ level: 'success', title: 'Swap requested', body: 'Your shift leader has been told.' });
              onClose();
            },
          },
        );
      }}
    >
      <Typography variant="body2">
        Your shift of {shift.date}, {shift.start}–{shift.end}, to:
      </Typography>
      {request.error ? <Alert severity="error">{errorMessage(request.error)}</Alert> : null}
      <TextField select label="Teammate" value={toUserId} onChange={(e) => setToUserId(Number(e.target.value))}>
        {[...teammates].map(([id, name]) => (
          <MenuItem key={id} value={id}>
            {name}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

import type { ShiftTeam } from '@backoffice/contract/modules/shifts';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '../../../core/api';
import { FormDialog } from '../../../ui/form-dialog';
import { useCreateShift } from '../api/create-shift';
import { useShiftTypes } from '../api/list-types';

/** A shift for someone of the team on a day picked on the calendar; the server's refusal is shown as it says it. */
export function CreateShiftDialog({ date, team, onClose }: { date: string; team: ShiftTeam; onClose: () => void }) {
  const types = useShiftTypes();
  const create = useCreateShift();
  const [userId, setUserId] = useState<number | ''>(team.members[0]?.id ?? '');
  const [typeId, setTypeId] = useState<number | ''>('');
  const type = typeId === '' ? types.data?.[0] : types.data?.find((t) => t.id === typeId);
  return (
    <FormDialog
      open
      title={`New shift on ${date}`}
      submitLabel="Give shift"
      pending={create.isPending}
      width={420}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        if (userId === '' || !type) return;
        create.mutate({ body: { userId, date, typeId: type.id } }, { onSuccess: onClose });
      }}
    >
      {create.error ? <Alert severity="error">{errorMessage(create.error)}</Alert> : null}
      <TextField select label="Person" value={userId} onChange={(e) => setUserId(Number(e.target.value))}>
        {team.members.map((m) => (
          <MenuItem key={m.id} value={m.id}>
            {m.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField select label="Shift type" value={type?.id ?? ''} onChange={(e) => setTypeId(Number(e.target.value))}>
        {(types.data ?? []).map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name} · {t.start}–{t.end}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}

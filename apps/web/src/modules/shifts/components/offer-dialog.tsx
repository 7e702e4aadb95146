import type { ShiftTeam, ShiftType } from '@backoffice/contract/modules/shifts';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '../../../core/api';
import { localDate } from '../../../core/dates';
import { notify } from '../../../core/notifications';
import { FormDialog } from '../../../ui/form-dialog';
import { useCreateOpenShift } from '../api/create-open-shift';

/** Offer a shift of the chosen type to the team: its people are told, the first to claim it gets it. */
export function OfferDialog({ team, type, onClose }: { team: ShiftTeam; type: ShiftType; onClose: () => void }) {
  const [date, setDate] = useState(localDate());
  const offer = useCreateOpenShift();
  return (
    <FormDialog
      open
      title={`Offer an open shift to ${team.name}`}
      submitLabel="Offer"
      pending={offer.isPending}
      width={420}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        offer.mutate(
          { body: { teamId: team.id, date, typeId: type.id } },
          {
            onSuccess: () => {
              notify({ level: 'success', title: 'Open shift offered', body: `${team.members.length} people told` });
              onClose();
            },
          },
        );
      }}
    >
      {offer.error ? <Alert severity="error">{errorMessage(offer.error)}</Alert> : null}
      <TextField label="Shift type" value={`${type.name} · ${type.start}–${type.end}`} disabled />
      <TextField
        label="Day"
        type="date"
        value={date}
        onChange={(e) => setDate(e.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </FormDialog>
  );
}

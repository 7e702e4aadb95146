import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { errorMessage } from '../../../core/api';
import { FormDialog } from '../../../ui/form-dialog';
import { useCreateNote } from '../api/create-note';

/** A note on a day, for the team on show (or every team, for a manager of all). */
export function NoteDialog({ date, teamId, onClose }: { date: string; teamId: number | null; onClose: () => void }) {
  const [text, setText] = useState('');
  const [day, setDay] = useState(date);
  const create = useCreateNote();
  return (
    <FormDialog
      open
      title="New note"
      submitLabel="Add note"
      pending={create.isPending}
      onClose={onClose}
      onSubmit={(event) => {
        event.preventDefault();
        create.mutate({ body: { date: day, teamId, text } }, { onSuccess: onClose });
      }}
    >
      {create.error ? <Alert severity="error">{errorMessage(create.error)}</Alert> : null}
      <TextField
        label="Day"
        type="date"
        value={day}
        onChange={(event) => setDay(event.target.value)}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Note"
        autoFocus
        multiline
        minRows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        helperText={teamId === null ? 'For every team' : 'For the team on show'}
      />
    </FormDialog>
  );
}

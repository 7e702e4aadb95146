import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { messages } from '../core/messages';

interface Props {
  /** Where Cancel goes: the screen the form was opened from. */
  cancelTo: string;
  submitLabel: string;
  pending?: boolean;
  disabled?: boolean;
}

/** Cancel and the submit button, at the bottom right of a form. */
export function FormActions({ cancelTo, submitLabel, pending = false, disabled = false }: Props) {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
      <Button component={Link} to={cancelTo} color="inherit" disabled={pending}>
        {messages.cancel}
      </Button>
      <Button type="submit" variant="contained" loading={pending} disabled={disabled}>
        {submitLabel}
      </Button>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../core/messages';

interface Props {
  /** Where Cancel goes: the screen the form was opened from. */
  cancelTo: string;
  submitLabel: string;
  pending?: boolean;
  disabled?: boolean;
  /** More buttons, between Cancel and the submit button. */
  children?: ReactNode;
}

/** Cancel and the submit button, at the bottom right of a form. */
export function FormActions({ cancelTo, submitLabel, pending = false, disabled = false, children }: Props) {
  return (
    <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
      <Button component={Link} to={cancelTo} color="inherit" disabled={pending}>
        {messages.cancel}
      </Button>
      {children}
      <Button type="submit" variant="contained" loading={pending} disabled={disabled}>
        {submitLabel}
      </Button>
    </Box>
  );
}

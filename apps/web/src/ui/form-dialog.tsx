import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import type { FormEvent, ReactNode } from 'react';
import { messages } from '../core/messages';

/** Spec §9: a form dialog is 290 px wide unless told otherwise. */
export const FORM_DIALOG_WIDTH = 290;

interface Props {
  open: boolean;
  title: string;
  onClose: () => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  children: ReactNode;
  submitLabel?: string;
  /** What belongs to no field (a 403, a network error): `useRecordForm`'s `formError`, above the fields. */
  error?: string | null;
  /** Disables the buttons and keeps the dialog open while the request runs. */
  pending?: boolean;
  width?: number;
}

export function FormDialog({
  open,
  title,
  onClose,
  onSubmit,
  children,
  submitLabel = 'Save',
  error,
  pending = false,
  width = FORM_DIALOG_WIDTH,
}: Props) {
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <form onSubmit={onSubmit} noValidate>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {error ? (
              <Alert severity="error" data-testid="form-error">
                {error}
              </Alert>
            ) : null}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose} color="inherit" disabled={pending}>
            {messages.cancel}
          </Button>
          <Button type="submit" variant="contained" loading={pending}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}

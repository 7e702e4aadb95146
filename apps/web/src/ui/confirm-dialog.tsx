import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId } from 'react';
import { messages } from '../core/messages';

interface Props {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red for what cannot be undone, amber for what only interrupts. */
  tone?: 'error' | 'warning' | 'primary';
  /** Keeps the dialog open, its buttons busy, while the request runs. */
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before a destructive action; the coloured button names the action. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  tone = 'error',
  pending = false,
  onConfirm,
  onClose,
}: Props) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 440, maxWidth: 'calc(100% - 32px)' } } }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" component="div" color="text.secondary">
          {children}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={pending}>
          {messages.cancel}
        </Button>
        <Button variant="contained" color={tone} onClick={onConfirm} loading={pending} autoFocus>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

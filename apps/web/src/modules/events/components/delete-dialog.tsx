import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';

interface Callbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

interface Props {
  open: boolean;
  title: string;
  confirmLabel: string;
  pending: boolean;
  onClose: () => void;
  /** Runs the deletion with these callbacks (`remove.mutate(input, callbacks)`). */
  remove: (callbacks: Callbacks) => void;
  /** Said once it is done ("Event cancelled"), before going to `then`. */
  done: string;
  then: string;
  children: ReactNode;
}

/** Asks before an event or a holiday goes, then says so and leaves its screen; a refusal is said too. */
export function DeleteDialog({ open, title, confirmLabel, pending, onClose, remove, done, then, children }: Props) {
  const navigate = useNavigate();
  return (
    <ConfirmDialog
      open={open}
      title={title}
      confirmLabel={confirmLabel}
      pending={pending}
      onClose={onClose}
      onConfirm={() =>
        remove({
          onSuccess: () => {
            notify({ level: 'success', title: done });
            navigate(then);
          },
          onError: (error) => {
            onClose();
            notify({ level: 'error', title: 'Not deleted', body: errorMessage(error) });
          },
        })
      }
    >
      {children}
    </ConfirmDialog>
  );
}

import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../core/api';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { flashState } from '../../../ui/flash';

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
  /** Said on the list once it is done ("Event cancelled"). */
  done: string;
  /** The list it returns to. */
  then: string;
  /** A refusal, for above the form. */
  onFailed: (message: string) => void;
  children: ReactNode;
}

/** Asks before an event goes, then returns to its list and says so there; a refusal is said on the form. */
export function DeleteDialog({
  open,
  title,
  confirmLabel,
  pending,
  onClose,
  remove,
  done,
  then,
  onFailed,
  children,
}: Props) {
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
          onSuccess: () => navigate(then, { state: flashState({ severity: 'success', title: done }) }),
          onError: (error) => {
            onClose();
            onFailed(errorMessage(error));
          },
        })
      }
    >
      {children}
    </ConfirmDialog>
  );
}

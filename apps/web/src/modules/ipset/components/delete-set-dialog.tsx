import type { IpSet } from '@backoffice/contract/modules/ipset';
import { errorMessage } from '../../../core/api';
import { showError } from '../../../core/dialogs';
import { notify } from '../../../core/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { countOf } from '../../../ui/list-table';
import { useDeleteSet } from '../api/delete-set';

interface Props {
  /** The set to delete; null keeps the dialog closed. */
  set: Pick<IpSet, 'id' | 'name' | 'entryCount'> | null;
  onClose: () => void;
  /** After the set is gone (its page leaves for the list). */
  onDeleted?: () => void;
}

/** Asks before deleting an IP set, from the list or its page, and deletes it. */
export function DeleteSetDialog({ set, onClose, onDeleted }: Props) {
  const deleteSet = useDeleteSet();

  const confirm = () => {
    if (!set) return;
    deleteSet.mutate(
      { params: { id: String(set.id) } },
      {
        onSuccess: (deleted) => {
          notify({ level: 'success', title: 'IP set deleted', body: `${deleted.name} and its entries are gone.` });
          onDeleted?.();
        },
        onError: (failure) => showError(errorMessage(failure)),
        onSettled: onClose,
      },
    );
  };

  return (
    <ConfirmDialog
      open={set !== null}
      title="Delete IP set?"
      confirmLabel="Delete set"
      pending={deleteSet.isPending}
      onClose={onClose}
      onConfirm={confirm}
    >
      <strong>{set?.name}</strong> and its {countOf({ total: set?.entryCount ?? 0 }, 'entry', 'entries')} will be
      deleted. Firewalls that load it will find it gone at their next export. This cannot be undone; export it first if
      you may need it again.
    </ConfirmDialog>
  );
}

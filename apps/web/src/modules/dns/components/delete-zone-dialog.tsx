import type { DnsZoneSummary } from '@backoffice/contract/modules/dns';
import { errorMessage } from '../../../core/api';
import { showError } from '../../../core/dialogs';
import { notify } from '../../../core/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { countOf } from '../../../ui/list-table';
import { useDeleteZone } from '../api/delete-zone';
import { changeActions, pendingCount, usePendingCounts } from '../lib/change-store';

interface Props {
  /** The zone to delete; null keeps the dialog closed. */
  zone: Pick<DnsZoneSummary, 'id' | 'displayName' | 'recordCount'> | null;
  onClose: () => void;
  /** After the zone is gone (its page leaves for the list). */
  onDeleted?: () => void;
}

/** Asks before deleting a zone, from the list or its page, and deletes it with its unsaved changes. */
export function DeleteZoneDialog({ zone, onClose, onDeleted }: Props) {
  const deleteZone = useDeleteZone();
  const unsaved = pendingCount(usePendingCounts()[zone?.id ?? 0]);

  const confirm = () => {
    if (!zone) return;
    deleteZone.mutate(
      { body: { zoneId: zone.id } },
      {
        onSuccess: () => {
          changeActions.clear(zone.id);
          notify({ level: 'success', title: 'Zone deleted', body: `${zone.displayName} and its records are gone.` });
          onDeleted?.();
        },
        // Spec §8: the server's own message.
        onError: (failure) => showError(errorMessage(failure)),
        onSettled: onClose,
      },
    );
  };

  return (
    <ConfirmDialog
      open={zone !== null}
      title="Delete zone?"
      confirmLabel="Delete zone"
      pending={deleteZone.isPending}
      onClose={onClose}
      onConfirm={confirm}
    >
      {zone ? (
        <>
          <strong>{zone.displayName}</strong> and its {countOf({ total: zone.recordCount }, 'record')} will be deleted,
          and the zone will no longer be served.{unsaved ? ' Your unsaved changes to it are discarded too.' : ''} This
          cannot be undone; export the zone file first if you may need it again.
        </>
      ) : null}
    </ConfirmDialog>
  );
}

import type { Database, DatabaseUser } from '@backoffice/contract/modules/database';
import { errorMessage } from '../../../core/api';
import { showError } from '../../../core/dialogs';
import { notify } from '../../../core/notifications';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useDeleteDatabase } from '../api/databases';
import { useDeleteDatabaseUser } from '../api/users';

interface Props<T> {
  /** What to delete; null keeps the dialog closed. */
  record: T | null;
  provisioned: boolean;
  onClose: () => void;
  onDeleted?: () => void;
}

/** Asks before dropping a database (the server refuses while users are granted on it). */
export function DeleteDatabaseDialog({
  record,
  provisioned,
  onClose,
  onDeleted,
}: Props<Pick<Database, 'id' | 'name'>>) {
  const remove = useDeleteDatabase();
  const confirm = () => {
    if (!record) return;
    remove.mutate(
      { params: { id: record.id } },
      {
        onSuccess: () => {
          notify({ level: 'success', title: 'Database deleted', body: `${record.name} is gone.` });
          onDeleted?.();
        },
        onError: (failure) => showError(errorMessage(failure)),
        onSettled: onClose,
      },
    );
  };
  return (
    <ConfirmDialog
      open={record !== null}
      title="Delete database?"
      confirmLabel="Delete database"
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={confirm}
    >
      <strong>{record?.name}</strong>{' '}
      {provisioned
        ? 'will be dropped on the MariaDB server with every table and row in it. This cannot be undone.'
        : 'will be removed from the records.'}
    </ConfirmDialog>
  );
}

/** Asks before dropping a database user with every host of its account. */
export function DeleteUserDialog({
  record,
  provisioned,
  onClose,
  onDeleted,
}: Props<Pick<DatabaseUser, 'id' | 'name' | 'hosts'>>) {
  const remove = useDeleteDatabaseUser();
  const confirm = () => {
    if (!record) return;
    remove.mutate(
      { params: { id: record.id } },
      {
        onSuccess: () => {
          notify({ level: 'success', title: 'Database user deleted', body: `${record.name} is gone.` });
          onDeleted?.();
        },
        onError: (failure) => showError(errorMessage(failure)),
        onSettled: onClose,
      },
    );
  };
  const hosts = record?.hosts.length ?? 0;
  return (
    <ConfirmDialog
      open={record !== null}
      title="Delete database user?"
      confirmLabel="Delete user"
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={confirm}
    >
      <strong>{record?.name}</strong>{' '}
      {provisioned
        ? `will be dropped on the MariaDB server (${hosts} host${hosts === 1 ? '' : 's'}); whatever signs in with it stops working.`
        : 'will be removed from the records.'}
    </ConfirmDialog>
  );
}

import type { Department, Role } from '@backoffice/contract/modules/administration';
import type { ReactNode } from 'react';
import { errorMessage } from '../../../core/api';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { countOf } from '../../../ui/list-table';
import { useDeleteDepartment } from '../api/delete-department';
import { useDeleteRole } from '../api/delete-role';

interface Props<T> {
  /** What to delete; null keeps the dialog closed. */
  record: T | null;
  onClose: () => void;
  onDeleted: (record: T) => void;
  /** The server refused or failed: a title and its reason. */
  onFailed: (title: string, reason: string) => void;
}

/** Asks before deleting a role (from the list or its page), and deletes it. */
export function DeleteRoleDialog(props: Props<Role>) {
  const role = props.record;
  return (
    <DeleteDialog noun="role" remove={useDeleteRole()} {...props}>
      The role <strong>{role?.name}</strong> and its {countOf({ total: role?.scopes.length ?? 0 }, 'scope')} are
      removed. This cannot be undone.
    </DeleteDialog>
  );
}

/** Asks before deleting a department (from the list or its page), and deletes it. */
export function DeleteDepartmentDialog(props: Props<Department>) {
  return (
    <DeleteDialog noun="department" remove={useDeleteDepartment()} {...props}>
      The department <strong>{props.record?.name}</strong> is removed. This cannot be undone.
    </DeleteDialog>
  );
}

interface Remover {
  isPending: boolean;
  mutate: (
    input: { body: { id: number } },
    callbacks: { onSuccess: () => void; onError: (failure: Error) => void; onSettled: () => void },
  ) => void;
}

function DeleteDialog<T extends { id: number }>({
  noun,
  remove,
  record,
  onClose,
  onDeleted,
  onFailed,
  children,
}: Props<T> & { noun: string; remove: Remover; children: ReactNode }) {
  return (
    <ConfirmDialog
      open={record !== null}
      title={`Delete this ${noun}?`}
      confirmLabel={`Delete ${noun}`}
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={() => {
        if (!record) return;
        remove.mutate(
          { body: { id: record.id } },
          {
            onSuccess: () => onDeleted(record),
            onError: (failure) => onFailed(`Could not delete the ${noun}`, errorMessage(failure)),
            onSettled: onClose,
          },
        );
      }}
    >
      {children}
    </ConfirmDialog>
  );
}

import type { SystemUser } from '@backoffice/contract/modules/system-users';
import { errorMessage } from '../../../core/api';
import { showError } from '../../../core/dialogs';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { mono } from '../../../ui/monospace';
import { useDeleteSystemUser } from '../api/system-users';

/** Asks before deleting a system user (its list and its page); `onDeleted` gets the userdel script. */
export function DeleteSystemUserDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: SystemUser | null;
  onClose: () => void;
  onDeleted: (user: SystemUser, commands: string) => void;
}) {
  const remove = useDeleteSystemUser();
  const confirm = () => {
    if (!user) return;
    remove.mutate(
      { params: { id: user.id } },
      {
        onSuccess: ({ commands, ...deleted }) => onDeleted(deleted, commands),
        onError: (failure) => showError(errorMessage(failure)),
        onSettled: onClose,
      },
    );
  };
  return (
    <ConfirmDialog
      open={user !== null}
      title="Delete system user?"
      confirmLabel="Delete system user"
      pending={remove.isPending}
      onClose={onClose}
      onConfirm={confirm}
    >
      <strong style={mono}>{user?.username}</strong> on {user?.server.name} is forgotten here. Its account stays on the
      server until someone runs its delete script there (<span style={mono}>userdel -r</span>: its home{' '}
      <span style={mono}>{user?.home}</span> goes with it).
    </ConfirmDialog>
  );
}

import type { User } from '@backoffice/contract/modules/administration';
import { errorMessage } from '../../../core/api';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useDeleteUser } from '../api/delete-user';
import { useForceLogout } from '../api/force-logout';

export type UserAction = { kind: 'logout' | 'delete'; user: Pick<User, 'id' | 'name' | 'username'> };

interface Props {
  /** The action to confirm; null keeps the dialog closed. */
  action: UserAction | null;
  onClose: () => void;
  onDeleted: (user: UserAction['user']) => void;
  /** The action was refused or failed: a title and the server's reason. */
  onFailed: (title: string, reason: string) => void;
}

/**
 * Asks before a forced logout or a delete of one user, from the list or the user's page, and runs
 * it. A forced logout needs no word here: the server confirms it with a dialog in every tab of the
 * administrator.
 */
export function UserActionDialog({ action, onClose, onDeleted, onFailed }: Props) {
  const forceLogout = useForceLogout();
  const deleteUser = useDeleteUser();
  const user = action?.user;
  const deleting = action?.kind === 'delete';

  const confirm = () => {
    if (!action) return;
    const { user } = action;
    if (action.kind === 'logout') {
      forceLogout.mutate(
        { body: { userId: user.id } },
        {
          onError: (failure) => onFailed('Could not log the user out', errorMessage(failure)),
          onSettled: onClose,
        },
      );
    } else {
      deleteUser.mutate(
        { body: { id: user.id } },
        {
          onSuccess: () => onDeleted(user),
          onError: (failure) => onFailed('Could not delete the user', errorMessage(failure)),
          onSettled: onClose,
        },
      );
    }
  };

  return (
    <ConfirmDialog
      open={action !== null}
      title={deleting ? 'Delete this user?' : 'Force logout?'}
      confirmLabel={deleting ? 'Delete user' : 'Force logout'}
      tone={deleting ? 'error' : 'warning'}
      pending={forceLogout.isPending || deleteUser.isPending}
      onClose={onClose}
      onConfirm={confirm}
    >
      {!user ? null : deleting ? (
        <>
          <strong>{user.name}</strong> (@{user.username}) loses access at once and the account is removed. This cannot
          be undone.
        </>
      ) : (
        <>
          Every session of <strong>{user.name}</strong> (@{user.username}) ends now, on every device. They can sign in
          again straight away.
        </>
      )}
    </ConfirmDialog>
  );
}

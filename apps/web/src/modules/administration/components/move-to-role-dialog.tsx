import type { Role } from '@backoffice/contract/modules/administration';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { errorMessage } from '../../../core/api';
import { RolePicker } from '../../../core/lookups/pickers';
import type { Flash } from '../../../ui/flash';
import { FormDialog } from '../../../ui/form-dialog';
import { useMoveUsersToRole } from '../api/move-users-to-role';
import { useRoleRefusal } from '../lib/role-refusal';

interface Props {
  open: boolean;
  userIds: readonly number[];
  onClose: () => void;
  /** With what to tell the user. */
  onMoved: (outcome: Flash) => void;
}

/** Bulk "move to role" (PATCH /auth/roles/users): each moved user gets fresh credentials at once. */
export function MoveToRoleDialog({ open, userIds, onClose, onMoved }: Props) {
  const move = useMoveUsersToRole();
  const [role, setRole] = useState<Role | null>(null);
  const refuse = useRoleRefusal();
  const [error, setError] = useState<string | null>(null);
  const count = userIds.length;

  const close = () => {
    setRole(null);
    setError(null);
    move.reset();
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={`Move ${count} user${count === 1 ? '' : 's'} to a role`}
      submitLabel="Move"
      width={420}
      pending={move.isPending}
      onClose={close}
      onSubmit={(event) => {
        event.preventDefault();
        if (!role) {
          setError('Pick a role');
          return;
        }
        move.mutate(
          { body: { users: [...userIds], role: role.id } },
          {
            onSuccess: ({ moved }) => {
              const unchanged = count - moved.length;
              onMoved({
                severity: 'success',
                title: `Moved ${moved.length} user${moved.length === 1 ? '' : 's'} to ${role.name}`,
                body:
                  (moved.length ? 'Signed-in users got their new permissions at once.' : '') +
                  (unchanged > 0 ? ` ${unchanged} already had this role.` : ''),
              });
              close();
            },
            onError: (failure) => setError(errorMessage(failure)),
          },
        );
      }}
    >
      <Typography variant="body2" color="text.secondary">
        The selected users get the role's scopes straight away; signed-in users are told. Their department stays as it
        is.
      </Typography>
      <RolePicker
        label="New role"
        size="medium"
        value={role?.id ?? null}
        refuse={refuse}
        error={error ?? undefined}
        onChange={(_, option) => {
          setRole(option?.record ?? null);
          setError(null);
        }}
      />
    </FormDialog>
  );
}

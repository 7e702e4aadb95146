import { moveUsersBody, type Role } from '@backoffice/contract/modules/administration';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { RolePicker } from '../../../core/lookups/pickers';
import type { Flash } from '../../../ui/flash';
import { FormDialog } from '../../../ui/form-dialog';
import { useRecordForm } from '../../../ui/record-form';
import { useMoveUsersToRole } from '../api/move-users-to-role';
import { useRoleRefusal } from '../lib/role-refusal';
import { UsersChangePreview } from './users-change-preview';

interface Props {
  open: boolean;
  userIds: readonly number[];
  onClose: () => void;
  /** With what to tell the user. */
  onMoved: (outcome: Flash) => void;
}

/** The role picked (its name goes into the outcome); the request names it by id. */
type MoveValues = { role: Role | null };

/** The contract's body, with the dialog's word for "no role picked". */
const moveSchema = moveUsersBody.extend({
  role: z.number({ error: 'Pick a role' }).pipe(moveUsersBody.shape.role),
});

/** Bulk "move to role" (PATCH /auth/roles/users): each moved user gets fresh credentials at once. */
export function MoveToRoleDialog({ open, userIds, onClose, onMoved }: Props) {
  const move = useMoveUsersToRole();
  const refuse = useRoleRefusal();
  const count = userIds.length;
  // Nobody picked goes as null, which the schema refuses ("Pick a role") before anything is sent.
  const body = (values: MoveValues) => ({ users: [...userIds], role: values.role?.id as number });
  const { form, onSubmit, formError, setFormError, pending } = useRecordForm<MoveValues, { moved: number[] }>({
    schema: moveSchema,
    prepare: (values) => ({ ...body(values), role: values.role?.id ?? null }),
    defaultValues: { role: null },
    submit: (values) => move.mutateAsync({ body: body(values) }),
    onSaved: ({ moved }, values) => {
      const unchanged = count - moved.length;
      onMoved({
        severity: 'success',
        title: `Moved ${moved.length} user${moved.length === 1 ? '' : 's'} to ${values.role?.name}`,
        body:
          (moved.length ? 'Signed-in users got their new permissions at once.' : '') +
          (unchanged > 0 ? ` ${unchanged} already had this role.` : ''),
      });
      close();
    },
  });

  const picked = useWatch({ control: form.control, name: 'role' });

  // The dialog stays mounted between uses: closing it empties it.
  const close = () => {
    form.reset();
    setFormError(null);
    onClose();
  };

  return (
    <FormDialog
      open={open}
      title={`Move ${count} user${count === 1 ? '' : 's'} to a role`}
      submitLabel="Move"
      width={picked ? 600 : 420}
      error={formError}
      pending={pending}
      onClose={close}
      onSubmit={onSubmit}
    >
      <Typography variant="body2" color="text.secondary">
        The selected users get the role's scopes straight away; signed-in users are told. Their department stays as it
        is.
      </Typography>
      <Controller
        name="role"
        control={form.control}
        render={({ field, fieldState }) => (
          <RolePicker
            label="New role"
            size="medium"
            name="role"
            value={field.value?.id ?? null}
            refuse={refuse}
            error={fieldState.error?.message}
            onChange={(_, option) => field.onChange(option?.record ?? null)}
          />
        )}
      />
      <UsersChangePreview
        title="What the move does"
        change={open && picked ? { users: [...userIds], roleId: picked.id } : null}
      />
    </FormDialog>
  );
}

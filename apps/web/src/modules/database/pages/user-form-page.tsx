// Create and edit a database user (spec §2 /databases/users/create, users/edit/{userId}; docs/database.md
// "Users"): its hosts as chips, privileges per database, and the password: generated (shown once in a
// dialog after the save), given, or on edit kept.
import {
  type DatabaseUser,
  type DatabaseUserWithPassword,
  deleteDatabaseUser,
  updateDatabaseUser,
} from '@backoffice/contract/modules/database';
import { DATABASE_PASSWORD_MIN } from '@backoffice/contract/rules/database';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { useCanCall } from '../../../core/use-can';
import { DeleteButton } from '../../../ui/delete-button';
import { type Flash, flashState } from '../../../ui/flash';
import { FormPage } from '../../../ui/form-page';
import { FormRoute } from '../../../ui/form-route';
import { FormSection } from '../../../ui/form-section';
import { FormTextField } from '../../../ui/form-text-field';
import { mono } from '../../../ui/monospace';
import { useRecordForm } from '../../../ui/record-form';
import { databaseUserQuery, useCreateDatabaseUser, useUpdateDatabaseUser } from '../api/users';
import { DeleteUserDialog } from '../components/delete-dialogs';
import { GrantsSection } from '../components/grants-section';
import { HostsField } from '../components/hosts-field';
import { PasswordDialog, type ShownPassword } from '../components/password-dialog';
import {
  createBody,
  EMPTY_USER_FORM,
  type UserFormValues,
  updateBody,
  userFormSchema,
  userFormValues,
} from '../lib/user-form';
import { databasePaths } from '../paths';

const BACK = { to: databasePaths.users(), label: 'Database users' };

export default function UserFormPage() {
  const { userId } = useParams();
  return (
    <FormRoute id={userId} back={BACK} noSuch="There is no such database user." query={databaseUserQuery} sections={3}>
      {(user) => <UserForm key={user?.id} user={user} />}
    </FormRoute>
  );
}

const createSchema = userFormSchema('create');
const editSchema = userFormSchema('edit');

export function UserForm({ user }: { user?: DatabaseUser }) {
  const navigate = useNavigate();
  const editing = user !== undefined;
  const create = useCreateDatabaseUser();
  const update = useUpdateDatabaseUser();
  const canDelete = useCanCall(deleteDatabaseUser);
  const canUpdate = useCanCall(updateDatabaseUser);
  const [deleting, setDeleting] = useState<DatabaseUser | null>(null);
  // After a save with a generated password: the dialog first, then back to the list with the flash.
  const [shown, setShown] = useState<{ password: ShownPassword; flash: Flash } | null>(null);

  const { form, onSubmit, formError, pending } = useRecordForm<UserFormValues, DatabaseUserWithPassword>({
    schema: editing ? editSchema : createSchema,
    defaultValues: user ? userFormValues(user) : EMPTY_USER_FORM,
    shownAs: { generatePassword: 'passwordMode' },
    submit: (values) =>
      user
        ? update.mutateAsync({ params: { id: user.id }, body: updateBody(values) })
        : create.mutateAsync({ body: createBody(values) }),
    onSaved: (saved) => {
      const flash: Flash = {
        severity: 'success',
        title: `Database user ${saved.name} ${editing ? 'saved' : 'created'}`,
      };
      if (saved.password) setShown({ password: { user: saved.name, password: saved.password }, flash });
      else navigate(BACK.to, { state: flashState(flash) });
    },
  });
  const mode = form.watch('passwordMode');

  return (
    <FormPage
      title={editing ? user.name : 'New database user'}
      subtitle={
        editing
          ? 'Change where it may connect from, what it may do, or set a new password.'
          : 'A MariaDB account for each allowed host, with privileges on the databases you manage.'
      }
      back={BACK}
      onSubmit={onSubmit}
      error={formError}
      pending={pending}
      submitDisabled={editing && !form.formState.isDirty}
      submitLabel={editing ? (canUpdate ? 'Save changes' : null) : 'Create user'}
      width={920}
      actions={editing && canDelete ? <DeleteButton size="small" onClick={() => setDeleting(user)} /> : null}
    >
      <FormSection title="Account" description="The name cannot change later; each host is an account 'name'@'host'.">
        <Stack spacing={2}>
          <FormTextField
            control={form.control}
            name="name"
            label="User name"
            required
            disabled={editing}
            autoFocus={!editing}
            autoComplete="off"
            helperText="Letters, digits, underscores, dots and hyphens; at most 80."
            slotProps={{ htmlInput: { spellCheck: false, style: mono } }}
          />
          <HostsField control={form.control} />
        </Stack>
      </FormSection>

      <GrantsSection form={form} loaded={user?.grants} />

      <FormSection
        title="Password"
        description="A generated password is shown once after the save; none is kept here. Give your own only when you must."
      >
        <Controller
          control={form.control}
          name="passwordMode"
          render={({ field }) => (
            <RadioGroup {...field} onChange={(e) => field.onChange(e.target.value)}>
              {editing ? <FormControlLabel value="keep" control={<Radio />} label="Keep the current password" /> : null}
              <FormControlLabel
                value="generate"
                control={<Radio />}
                label={editing ? 'Generate a new strong password' : 'Generate a strong password'}
              />
              <FormControlLabel value="given" control={<Radio />} label="Set this password" />
            </RadioGroup>
          )}
        />
        {mode === 'given' ? (
          <FormTextField
            control={form.control}
            name="password"
            label="Password"
            type="password"
            autoComplete="new-password"
            helperText={`At least ${DATABASE_PASSWORD_MIN} characters.`}
            sx={{ mt: 1, maxWidth: 420 }}
            fullWidth
          />
        ) : null}
      </FormSection>

      <PasswordDialog
        shown={shown?.password ?? null}
        onClose={() => navigate(BACK.to, { state: flashState(shown!.flash) })}
      />
      <DeleteUserDialog
        record={deleting}
        provisioned={user?.sync.state !== 'records-only'}
        onClose={() => setDeleting(null)}
        onDeleted={() =>
          navigate(BACK.to, {
            state: flashState({ severity: 'success', title: `Database user ${user?.name} was deleted` }),
          })
        }
      />
    </FormPage>
  );
}

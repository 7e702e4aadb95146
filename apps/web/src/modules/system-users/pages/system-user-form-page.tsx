import {
  createSystemUser,
  deleteSystemUser,
  type SystemUser,
  systemUserInput,
  systemUserUpdate,
  updateSystemUser,
} from '@backoffice/contract/modules/system-users';
import DeleteOutline from '@mui/icons-material/DeleteOutlineOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../core/notifications';
import { useCanCall } from '../../../core/use-can';
import { flashState } from '../../../ui/flash';
import { FormPage } from '../../../ui/form-page';
import { FormRoute } from '../../../ui/form-route';
import { FormSection } from '../../../ui/form-section';
import { useRecordForm } from '../../../ui/record-form';
import { systemUserQuery, useCreateSystemUser, useUpdateSystemUser } from '../api/system-users';
import { CommandsPanel } from '../components/commands-panel';
import { DeleteSystemUserDialog } from '../components/delete-dialog';
import { KeysField } from '../components/keys-field';
import { AccountFields, LoginFields } from '../components/system-user-fields';
import { createBody, emptyValues, type SystemUserValues, updateBody, valuesOf } from '../lib/form';
import { systemUsersPaths } from '../paths';
import { deletedFlash } from './system-users-page';

const BACK = { to: systemUsersPaths.list(), label: 'System users' };
const FIELDS = ['serverId', 'username', 'uid', 'home', 'shell', 'groups', 'keys', 'comment', 'locked'] as const;

export default function SystemUserFormPage() {
  const { systemUserId } = useParams();
  return (
    <FormRoute
      id={systemUserId}
      back={BACK}
      noSuch="There is no such system user."
      query={systemUserQuery}
      sections={4}
    >
      {(user) => <SystemUserForm key={user?.id} user={user} />}
    </FormRoute>
  );
}

function SystemUserForm({ user }: { user?: SystemUser }) {
  const navigate = useNavigate();
  const editing = user !== undefined;
  const canSave = useCanCall(editing ? updateSystemUser : createSystemUser);
  const canDelete = useCanCall(deleteSystemUser);
  const viewOnly = editing && !canSave;
  const create = useCreateSystemUser();
  const update = useUpdateSystemUser();
  const [deleting, setDeleting] = useState<SystemUser | null>(null);
  const { form, onSubmit, formError, pending } = useRecordForm<SystemUserValues, SystemUser>({
    schema: editing ? systemUserUpdate : systemUserInput,
    prepare: editing ? updateBody : createBody,
    defaultValues: user ? valuesOf(user) : emptyValues,
    fields: FIELDS,
    submit: (values) =>
      user
        ? update.mutateAsync({ params: { id: user.id }, body: updateBody(values) })
        : create.mutateAsync({ body: createBody(values) }),
    onSaved: (saved) => {
      notify({
        level: 'success',
        title: editing ? 'System user saved' : 'System user added',
        body: `${saved.username} on ${saved.server.name}: run its ${editing ? 'change' : 'create'} script there.`,
      });
      // Its page shows the commands to run: a new account opens there.
      if (!editing) navigate(systemUsersPaths.edit(saved.id), { replace: true });
      else form.reset(valuesOf(saved));
    },
  });
  const { control, formState } = form;
  return (
    <>
      <FormPage
        back={BACK}
        title={editing ? user.username : 'New system user'}
        subtitle={
          editing
            ? `uid ${user.uid} on ${user.server.name}${user.comment ? ` · ${user.comment}` : ''}`
            : 'A Linux account on one of the servers. Nothing logs in to the server: its page shows the commands to run there.'
        }
        actions={
          editing && canDelete ? (
            <Button color="error" startIcon={<DeleteOutline />} onClick={() => setDeleting(user)}>
              Delete
            </Button>
          ) : null
        }
        onSubmit={onSubmit}
        error={formError}
        notice={
          viewOnly ? (
            <Alert severity="info" sx={{ mb: 2 }}>
              Changing a system user needs the system:user:update scope: you can look at it and its commands.
            </Alert>
          ) : null
        }
        submitLabel={viewOnly ? null : editing ? 'Save changes' : 'Add system user'}
        pending={pending}
        submitDisabled={editing && !formState.isDirty}
      >
        <FormSection
          title="Account"
          description="Its server, name and uid; its own group has the same name and number."
        >
          <AccountFields control={control} user={user} viewOnly={viewOnly} />
        </FormSection>
        <FormSection
          title="Login"
          description="Where it lands and with which shell; a locked account cannot sign in at all."
        >
          <LoginFields control={control} editing={editing} viewOnly={viewOnly} />
        </FormSection>
        <FormSection
          title="SSH keys"
          description="Written to ~/.ssh/authorized_keys exactly as listed. Fingerprints as ssh-keygen -l shows them."
        >
          <KeysField control={control} disabled={viewOnly} />
        </FormSection>
        {user ? <CommandsPanel user={user} /> : null}
      </FormPage>
      <DeleteSystemUserDialog
        user={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(deleted) => navigate(BACK.to, { replace: true, state: flashState(deletedFlash(deleted)) })}
      />
    </>
  );
}

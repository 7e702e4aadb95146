import { deleteUser, listRoles, type User } from '@backoffice/contract/modules/administration';
import { getUserMfa } from '@backoffice/contract/modules/auth';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCurrentUser } from '../../../core/session';
import { useCanCall } from '../../../core/use-can';
import { DeleteButton } from '../../../ui/delete-button';
import { FlashAlert, flashState, useFlash } from '../../../ui/flash';
import { FormPage } from '../../../ui/form-page';
import { FormRoute } from '../../../ui/form-route';
import { useRecordForm } from '../../../ui/record-form';
import { useCreateUser } from '../api/create-user';
import { useAllRoles } from '../api/get-roles';
import { userQuery } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { UserSecondFactorSection } from '../components/second-factor-sections';
import { type UserAction, UserActionDialog } from '../components/user-action-dialog';
import { AccessSection, AccountSection, PasswordSection } from '../components/user-form-sections';
import { UserAccessPreview } from '../components/users-change-preview';
import { useRoleRefusal } from '../lib/role-refusal';
import {
  editUserValues,
  USER_FIELDS,
  type UserFormValues,
  userChanges,
  userFormSchema,
  userFormValues,
} from '../lib/user-form';
import { administrationPaths } from '../paths';

const BACK = { to: administrationPaths.users(), label: 'Users' };

export default function UserFormPage() {
  const { userId } = useParams();
  return (
    <FormRoute id={userId} back={BACK} noSuch="There is no such user." query={userQuery} sections={3}>
      {(user) => <UserForm key={user?.id} user={user} />}
    </FormRoute>
  );
}

function UserForm({ user }: { user?: User }) {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const editing = user !== undefined;
  const self = editing && user.id === me?.id;
  const canDelete = useCanCall(deleteUser);
  const canReadMfa = useCanCall(getUserMfa);
  const canReadRoles = useCanCall(listRoles);
  const roles = useAllRoles({ enabled: canReadRoles });
  const refuse = useRoleRefusal();
  const update = useUpdateUser();
  const create = useCreateUser();
  const [action, setAction] = useState<UserAction | null>(null);
  const [flash, setFlash] = useFlash();
  // The granting rule (docs/administration.md): an account whose role holds more than mine, or an
  // administrator's, is not mine to change; the server refuses it, so the form does not offer it.
  const heldRole = roles.data?.find((r) => r.id === user?.roleId);
  const outOfReach =
    editing && !self && !me?.isAdmin && (user.isAdmin || (heldRole !== undefined && refuse(heldRole) !== null));

  const initial = userFormValues(user);
  const { form, onSubmit, formError, setFormError, pending } = useRecordForm<UserFormValues, User | null>({
    schema: userFormSchema(editing),
    ...(editing ? { prepare: editUserValues } : {}),
    defaultValues: initial,
    fields: USER_FIELDS,
    under: editing ? 'body.userData' : 'body',
    submit: async (values) => {
      if (!user) {
        return create.mutateAsync({
          body: {
            name: values.name,
            username: values.username,
            email: values.email,
            password: values.password,
            roleId: values.roleId,
            departmentId: values.departmentId,
            ...(me?.isAdmin ? { isAdmin: values.isAdmin } : {}),
          },
        });
      }
      const data = userChanges(initial, values);
      // Nothing changed: nothing to send, and the form stays.
      if (Object.keys(data).length === 0) return null;
      const saved = await update.mutateAsync({ params: { id: user.id }, body: { userData: data } });
      form.reset(userFormValues(saved));
      return saved;
    },
    onSaved: (saved, values) => {
      if (!saved) return;
      if (!user) {
        navigate(BACK.to, {
          state: flashState({
            severity: 'success',
            title: 'User created',
            body: `${saved.name} can now sign in as ${saved.username}.`,
          }),
        });
        return;
      }
      navigate(BACK.to, {
        state: flashState({
          severity: 'success',
          title: 'User saved',
          body:
            values.roleId !== initial.roleId
              ? `${saved.name} now has the role ${saved.role?.name ?? 'none'}; if signed in, at once.`
              : `${saved.name}’s account was updated.`,
        }),
      });
    },
  });
  const { isDirty } = form.formState;

  return (
    <FormPage
      title={editing ? user.name : 'New user'}
      subtitle={editing ? `@${user.username} · ${user.email}` : 'A staff account. The role decides what it may do.'}
      back={BACK}
      onSubmit={onSubmit}
      error={formError}
      pending={pending}
      submitDisabled={editing && !isDirty}
      notice={<FlashAlert flash={flash} onClose={() => setFlash(null)} />}
      submitLabel={outOfReach ? null : editing ? 'Save changes' : 'Create user'}
      actions={
        editing && !self && !outOfReach ? (
          <>
            <Button
              variant="outlined"
              color="warning"
              size="small"
              startIcon={<LogoutOutlined />}
              onClick={() => setAction({ kind: 'logout', user })}
            >
              Force logout
            </Button>
            {canDelete ? <DeleteButton size="small" onClick={() => setAction({ kind: 'delete', user })} /> : null}
          </>
        ) : null
      }
    >
      {outOfReach ? (
        <Alert severity="info">
          {user.isAdmin
            ? 'This is an administrator’s account: only an administrator can change, sign out or delete it.'
            : `${user.name}’s role holds scopes you do not hold, so only an administrator or someone who holds them can change, sign out or delete this account.`}
        </Alert>
      ) : null}
      <AccountSection form={form} editing={editing} />
      <PasswordSection form={form} editing={editing} />
      <AccessSection form={form} user={user} />
      {editing && !outOfReach ? <UserAccessPreview form={form} user={user} /> : null}
      {editing && canReadMfa ? (
        <UserSecondFactorSection userId={user.id} name={user.name} canAct={!self && !outOfReach} />
      ) : null}

      <UserActionDialog
        action={action}
        onClose={() => setAction(null)}
        onDeleted={(deleted) =>
          navigate(BACK.to, { state: flashState({ severity: 'success', title: `${deleted.name} was deleted` }) })
        }
        onFailed={(_, reason) => setFormError(reason)}
      />
    </FormPage>
  );
}

import {
  createUserBody,
  deleteUser as deleteUserEndpoint,
  listDepartments,
  listRoles,
  MIN_PASSWORD_LENGTH,
  type User,
  type UserData,
  userData,
} from '@backoffice/contract/modules/administration';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import LogoutOutlined from '@mui/icons-material/LogoutOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { errorMessage } from '../../../core/api';
import { contractResolver } from '../../../core/contract-resolver';
import { useCurrentUser } from '../../../core/session';
import { useCanCall } from '../../../core/use-can';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DeleteButton } from '../../../ui/delete-button';
import { ShowPasswordButton } from '../../../ui/show-password-button';
import { useCreateUser } from '../api/create-user';
import { useDeleteUser } from '../api/delete-user';
import { useForceLogout } from '../api/force-logout';
import { useAllDepartments } from '../api/get-departments';
import { useAllRoles } from '../api/get-roles';
import { userQuery } from '../api/get-user';
import { useUpdateUser } from '../api/update-user';
import { DepartmentSelect } from '../components/department-select';
import { FlashAlert, flashState, useFlash } from '../components/flash';
import { FormPage, FormRoute, FormSection } from '../components/form-page';
import { RoleSelect, useRoleRefusal } from '../components/role-select';
import { applyServerErrors } from '../forms/server-errors';
import { administrationPaths } from '../paths';

interface UserFormValues {
  name: string;
  username: string;
  email: string;
  password: string;
  roleId: number | null;
  departmentId: number | null;
  isAdmin: boolean;
}

const FIELDS = ['name', 'username', 'email', 'password', 'roleId', 'departmentId', 'isAdmin'] as const;
const BACK = { to: administrationPaths.users(), label: 'Users' };

// The contract's schemas validate the form: the browser and the server reject the same input in the same words.
const createResolver = contractResolver<UserFormValues>(createUserBody);
/** On edit an empty password means "keep the current one". */
const editResolver = contractResolver<UserFormValues>(userData, (values) => ({
  ...values,
  password: values.password || undefined,
}));

function randomPassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789-_!';
  const bytes = crypto.getRandomValues(new Uint8Array(18));
  return Array.from(bytes, (b) => alphabet[b % alphabet.length]).join('');
}

function valuesOf(user: User | undefined): UserFormValues {
  return {
    name: user?.name ?? '',
    username: user?.username ?? '',
    email: user?.email ?? '',
    password: '',
    roleId: user?.roleId ?? null,
    departmentId: user?.departmentId ?? null,
    isAdmin: user?.isAdmin ?? false,
  };
}

/** Only what changed goes to the server (PATCH /auth/users/{id} body userData). */
function changes(before: UserFormValues, after: UserFormValues): UserData {
  const data: UserData = {};
  if (after.name !== before.name) data.name = after.name;
  if (after.username !== before.username) data.username = after.username;
  if (after.email !== before.email) data.email = after.email;
  if (after.password) data.password = after.password;
  if (after.roleId !== before.roleId) data.roleId = after.roleId;
  if (after.departmentId !== before.departmentId) data.departmentId = after.departmentId;
  if (after.isAdmin !== before.isAdmin) data.isAdmin = after.isAdmin;
  return data;
}

function UserForm({ user }: { user?: User }) {
  const me = useCurrentUser();
  const navigate = useNavigate();
  const editing = user !== undefined;
  const self = editing && user.id === me?.id;
  const canReadRoles = useCanCall(listRoles);
  const canReadDepartments = useCanCall(listDepartments);
  const canDelete = useCanCall(deleteUserEndpoint);
  const roles = useAllRoles({ enabled: canReadRoles });
  const departments = useAllDepartments({ enabled: canReadDepartments });
  const update = useUpdateUser();
  const create = useCreateUser();
  const forceLogout = useForceLogout();
  const deleteUser = useDeleteUser();
  const [formError, setFormError] = useState<string | null>(null);
  const [showPassword, setShowPassword] = useState(false);
  const [confirming, setConfirming] = useState<'logout' | 'delete' | null>(null);
  const [flash, setFlash] = useFlash();
  const refuse = useRoleRefusal();
  // The granting rule (docs/administration.md): an account whose role holds more than mine, or an
  // administrator's, is not mine to change; the server refuses it, so the form does not offer it.
  const heldRole = roles.data?.find((r) => r.id === user?.roleId);
  const outOfReach =
    editing && !self && !me?.isAdmin && (user.isAdmin || (heldRole !== undefined && refuse(heldRole) !== null));
  const ownRoleLocked = self && !me?.isAdmin;

  const initial = valuesOf(user);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<UserFormValues>({
    resolver: editing ? editResolver : createResolver,
    defaultValues: initial,
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      if (user) {
        const data = changes(initial, values);
        if (Object.keys(data).length === 0) return;
        const saved = await update.mutateAsync({ params: { id: user.id }, body: { userData: data } });
        reset(valuesOf(saved));
        navigate(BACK.to, {
          state: flashState({
            severity: 'success',
            title: 'User saved',
            body:
              data.roleId !== undefined
                ? `${saved.name} now has the role ${saved.role?.name ?? 'none'}; if signed in, at once.`
                : `${saved.name}’s account was updated.`,
          }),
        });
      } else {
        const created = await create.mutateAsync({
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
        navigate(BACK.to, {
          state: flashState({
            severity: 'success',
            title: 'User created',
            body: `${created.name} can now sign in as ${created.username}.`,
          }),
        });
      }
    } catch (error) {
      setFormError(applyServerErrors(error, setError, [editing ? 'body.userData' : 'body'], [...FIELDS]));
    }
  });

  const runAction = () => {
    if (!user || !confirming) return;
    if (confirming === 'logout') {
      forceLogout.mutate(
        { body: { userId: user.id } },
        {
          // The server confirms with a success dialog in every tab of the administrator.
          onSuccess: () => setConfirming(null),
          onError: (failure) => {
            setFormError(errorMessage(failure));
            setConfirming(null);
          },
        },
      );
    } else {
      deleteUser.mutate(
        { body: { id: user.id } },
        {
          onSuccess: () =>
            navigate(BACK.to, { state: flashState({ severity: 'success', title: `${user.name} was deleted` }) }),
          onError: (failure) => {
            setFormError(errorMessage(failure));
            setConfirming(null);
          },
        },
      );
    }
  };

  return (
    <FormPage
      title={editing ? user.name : 'New user'}
      subtitle={editing ? `@${user.username} · ${user.email}` : 'A staff account. The role decides what it may do.'}
      back={BACK}
      onSubmit={onSubmit}
      error={formError}
      pending={isSubmitting}
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
              onClick={() => setConfirming('logout')}
            >
              Force logout
            </Button>
            {canDelete ? <DeleteButton size="small" onClick={() => setConfirming('delete')} /> : null}
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
      <FormSection title="Account" description="How the person is shown and how they sign in.">
        <Stack spacing={2}>
          <TextField
            label="Full name"
            autoFocus={!editing}
            required
            autoComplete="off"
            {...register('name')}
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              label="Username"
              required
              autoComplete="off"
              {...register('username')}
              error={Boolean(errors.username)}
              helperText={errors.username?.message ?? 'Letters, digits, dots, dashes and underscores.'}
            />
            <TextField
              label="Email"
              type="email"
              required
              autoComplete="off"
              {...register('email')}
              error={Boolean(errors.email)}
              helperText={errors.email?.message}
            />
          </Box>
        </Stack>
      </FormSection>

      <FormSection
        title="Password"
        description={
          editing
            ? 'Leave empty to keep the current password. A new one ends the user’s other sessions.'
            : 'Share it with the person safely; they can change it later.'
        }
      >
        <TextField
          label={editing ? 'New password' : 'Password'}
          required={!editing}
          type={showPassword ? 'text' : 'password'}
          autoComplete="new-password"
          {...register('password')}
          error={Boolean(errors.password)}
          helperText={errors.password?.message ?? `At least ${MIN_PASSWORD_LENGTH} characters.`}
          slotProps={{
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <Tooltip title="Generate a strong password">
                    <IconButton
                      size="small"
                      aria-label="Generate a password"
                      onClick={() => {
                        setValue('password', randomPassword(), { shouldDirty: true, shouldValidate: true });
                        setShowPassword(true);
                      }}
                    >
                      <AutorenewOutlined fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <ShowPasswordButton shown={showPassword} onToggle={() => setShowPassword((shown) => !shown)} />
                </InputAdornment>
              ),
            },
          }}
        />
      </FormSection>

      <FormSection
        title="Access"
        description="The role grants the scopes. Changing it takes effect at once, even for a signed-in user."
      >
        <Stack spacing={2}>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Controller
              control={control}
              name="roleId"
              render={({ field, fieldState }) => (
                <RoleSelect
                  value={field.value}
                  allowNone
                  roles={roles.data}
                  loading={roles.isPending && canReadRoles}
                  disabled={!canReadRoles || ownRoleLocked}
                  refuse={refuse}
                  fallbackName={user?.role?.name}
                  error={fieldState.error?.message ?? (roles.error ? errorMessage(roles.error) : undefined)}
                  helperText={
                    ownRoleLocked
                      ? 'Only an administrator can change your own role.'
                      : canReadRoles
                        ? undefined
                        : 'Listing roles needs the users:roles:read scope.'
                  }
                  onChange={(role) => {
                    field.onChange(role?.id ?? null);
                    // A role belongs to a department: the user usually joins it too.
                    if (role?.departmentId) setValue('departmentId', role.departmentId, { shouldDirty: true });
                  }}
                />
              )}
            />
            <Controller
              control={control}
              name="departmentId"
              render={({ field, fieldState }) => (
                <DepartmentSelect
                  value={field.value}
                  allowNone
                  departments={departments.data}
                  loading={departments.isPending && canReadDepartments}
                  disabled={!canReadDepartments}
                  fallbackName={user?.department?.name}
                  error={fieldState.error?.message}
                  helperText={
                    canReadDepartments ? undefined : 'Listing departments needs the users:departments:read scope.'
                  }
                  onChange={field.onChange}
                />
              )}
            />
          </Box>
          {me?.isAdmin ? (
            <Controller
              control={control}
              name="isAdmin"
              render={({ field, fieldState }) => (
                <Box>
                  <FormControlLabel
                    control={
                      <Switch
                        checked={field.value}
                        onChange={(event) => field.onChange(event.target.checked)}
                        disabled={self}
                      />
                    }
                    label="Administrator: passes every permission check"
                    slotProps={{ typography: { variant: 'body2' } }}
                  />
                  <FormHelperText error={Boolean(fieldState.error)} sx={{ mt: 0 }}>
                    {fieldState.error?.message ??
                      (self
                        ? 'You cannot remove your own administrator flag.'
                        : 'Only administrators can change this.')}
                  </FormHelperText>
                </Box>
              )}
            />
          ) : null}
        </Stack>
      </FormSection>

      <ConfirmDialog
        open={confirming !== null}
        title={confirming === 'delete' ? 'Delete this user?' : 'Force logout?'}
        confirmLabel={confirming === 'delete' ? 'Delete user' : 'Force logout'}
        tone={confirming === 'delete' ? 'error' : 'warning'}
        pending={forceLogout.isPending || deleteUser.isPending}
        onClose={() => setConfirming(null)}
        onConfirm={runAction}
      >
        {confirming === 'delete' ? (
          <>
            <strong>{user?.name}</strong> loses access at once and the account is removed. This cannot be undone.
          </>
        ) : (
          <>
            Every session of <strong>{user?.name}</strong> ends now, on every device. They can sign in again straight
            away.
          </>
        )}
      </ConfirmDialog>
    </FormPage>
  );
}

export default function UserFormPage() {
  const { userId } = useParams();
  // A fresh form per record: its default values are read once.
  return (
    <FormRoute id={userId} back={BACK} noSuch="There is no such user." query={userQuery} sections={3}>
      {(user) => <UserForm key={user?.id} user={user} />}
    </FormRoute>
  );
}

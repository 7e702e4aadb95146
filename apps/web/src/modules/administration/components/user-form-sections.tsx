import {
  listDepartments,
  listRoles,
  MIN_PASSWORD_LENGTH,
  type User,
} from '@backoffice/contract/modules/administration';
import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { DepartmentPicker, RolePicker } from '../../../core/lookups/pickers';
import { useCurrentUser } from '../../../core/session';
import { useCanCall } from '../../../core/use-can';
import { FormSection } from '../../../ui/form-section';
import { FormTextField } from '../../../ui/form-text-field';
import { ShowPasswordButton } from '../../../ui/show-password-button';
import { useRoleRefusal } from '../lib/role-refusal';
import { randomPassword, type UserFormValues } from '../lib/user-form';
import { FormPicker } from './form-picker';

type Form = UseFormReturn<UserFormValues>;

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

export function AccountSection({ form, editing }: { form: Form; editing: boolean }) {
  const { control } = form;
  return (
    <FormSection title="Account" description="How the person is shown and how they sign in.">
      <Stack spacing={2}>
        <FormTextField
          control={control}
          name="name"
          label="Full name"
          autoFocus={!editing}
          required
          autoComplete="off"
        />
        <Box sx={twoColumns}>
          <FormTextField
            control={control}
            name="username"
            label="Username"
            required
            autoComplete="off"
            helperText="Letters, digits, dots, dashes and underscores."
          />
          <FormTextField control={control} name="email" label="Email" type="email" required autoComplete="off" />
        </Box>
      </Stack>
    </FormSection>
  );
}

export function PasswordSection({ form, editing }: { form: Form; editing: boolean }) {
  const { control, setValue } = form;
  const [shown, setShown] = useState(false);
  return (
    <FormSection
      title="Password"
      description={
        editing
          ? 'Leave empty to keep the current password. A new one ends the user’s other sessions.'
          : 'Share it with the person safely; they can change it later.'
      }
    >
      <FormTextField
        control={control}
        name="password"
        label={editing ? 'New password' : 'Password'}
        required={!editing}
        type={shown ? 'text' : 'password'}
        autoComplete="new-password"
        helperText={`At least ${MIN_PASSWORD_LENGTH} characters.`}
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
                      setShown(true);
                    }}
                  >
                    <AutorenewOutlined fontSize="small" />
                  </IconButton>
                </Tooltip>
                <ShowPasswordButton shown={shown} onToggle={() => setShown((was) => !was)} />
              </InputAdornment>
            ),
          },
        }}
      />
    </FormSection>
  );
}

/** Role, department and, for administrators, the administrator flag. */
export function AccessSection({ form, user }: { form: Form; user: User | undefined }) {
  const { control, setValue } = form;
  const me = useCurrentUser();
  const self = user !== undefined && user.id === me?.id;
  const canReadRoles = useCanCall(listRoles);
  const canReadDepartments = useCanCall(listDepartments);
  const refuse = useRoleRefusal();
  const ownRoleLocked = self && !me?.isAdmin;

  return (
    <FormSection
      title="Access"
      description="The role grants the scopes. Changing it takes effect at once, even for a signed-in user."
    >
      <Stack spacing={2}>
        <Box sx={twoColumns}>
          <FormPicker
            picker={RolePicker}
            control={control}
            name="roleId"
            label="Role"
            noneLabel="No role"
            disabled={ownRoleLocked}
            refuse={refuse}
            fallbackLabel={user?.role?.name}
            helperText={
              ownRoleLocked
                ? 'Only an administrator can change your own role.'
                : canReadRoles
                  ? undefined
                  : 'Listing roles needs the users:roles:read scope.'
            }
            onPicked={(option) => {
              // A role belongs to a department: the user usually joins it too.
              const departmentId = option?.record?.departmentId;
              if (departmentId) setValue('departmentId', departmentId, { shouldDirty: true });
            }}
          />
          <FormPicker
            picker={DepartmentPicker}
            control={control}
            name="departmentId"
            label="Department"
            noneLabel="No department"
            fallbackLabel={user?.department?.name}
            helperText={canReadDepartments ? undefined : 'Listing departments needs the users:departments:read scope.'}
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
                    (self ? 'You cannot remove your own administrator flag.' : 'Only administrators can change this.')}
                </FormHelperText>
              </Box>
            )}
          />
        ) : null}
      </Stack>
    </FormSection>
  );
}

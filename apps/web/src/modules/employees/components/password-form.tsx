import { changePasswordBody, MIN_PASSWORD_LENGTH } from '@backoffice/contract/modules/auth';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { z } from 'zod';
import { notify } from '../../../core/notifications';
import { FormTextField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { ShowPasswordButton } from '../../../ui/show-password-button';
import { useChangePassword } from '../api/change-password';
import { ProfileFormCard } from './profile-form-card';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

// The contract's rules (its refinements kept), plus the second typing only the form needs.
const schema = changePasswordBody
  .safeExtend({ confirmPassword: z.string() })
  .refine((v) => v.confirmPassword === v.newPassword, {
    path: ['confirmPassword'],
    message: 'The two new passwords differ',
  });
const SERVER_FIELDS = ['currentPassword', 'newPassword'] as const;
const EMPTY: PasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The signed-in person changes their own password; every other session of theirs ends. */
export function PasswordForm() {
  const change = useChangePassword();
  const { form, onSubmit, formError, pending } = useRecordForm<PasswordValues, { signedOutSessions: number }>({
    schema,
    defaultValues: EMPTY,
    fields: SERVER_FIELDS,
    submit: ({ currentPassword, newPassword }) => change.mutateAsync({ body: { currentPassword, newPassword } }),
    onSaved: ({ signedOutSessions }) => {
      form.reset(EMPTY);
      notify({
        level: 'success',
        title: 'Password changed',
        body:
          signedOutSessions > 0
            ? `Signed out of ${signedOutSessions} other session${signedOutSessions === 1 ? '' : 's'}.`
            : 'Use it the next time you sign in.',
      });
    },
  });

  // One eye for the current password, one for the new one and its repetition.
  const [shown, setShown] = useState({ current: false, new: false });
  const field = (
    name: keyof PasswordValues,
    label: string,
    helper: string | undefined,
    autoComplete: string,
    which: keyof typeof shown,
    eye: boolean,
  ) => (
    <FormTextField
      control={form.control}
      name={name}
      type={shown[which] ? 'text' : 'password'}
      label={label}
      autoComplete={autoComplete}
      helperText={helper}
      fullWidth
      slotProps={{
        input: {
          endAdornment: eye ? (
            <InputAdornment position="end">
              <ShowPasswordButton
                what={which === 'current' ? 'current password' : 'new password'}
                shown={shown[which]}
                onToggle={() => setShown((s) => ({ ...s, [which]: !s[which] }))}
              />
            </InputAdornment>
          ) : undefined,
        },
      }}
    />
  );

  return (
    <ProfileFormCard
      title="Password"
      description="Changing it signs you out everywhere else."
      label="Change password"
      onSubmit={onSubmit}
      error={formError}
    >
      <Stack spacing={2} sx={{ mt: 2.5 }}>
        {field('currentPassword', 'Current password', undefined, 'current-password', 'current', true)}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          {field(
            'newPassword',
            'New password',
            `At least ${MIN_PASSWORD_LENGTH} characters.`,
            'new-password',
            'new',
            true,
          )}
          {field('confirmPassword', 'Repeat new password', ' ', 'new-password', 'new', false)}
        </Stack>
      </Stack>
      <Stack direction="row" sx={{ mt: 2, justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" disabled={!form.formState.isDirty} loading={pending}>
          Change password
        </Button>
      </Stack>
    </ProfileFormCard>
  );
}

import type { SystemUser } from '@backoffice/contract/modules/system-users';
import { SHELLS } from '@backoffice/contract/rules/system-users';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Control, Controller, useFormState, useWatch } from 'react-hook-form';
import { fieldMessage } from '../../../ui/form-errors';
import { FormSwitch } from '../../../ui/form-switch';
import { FormTextField } from '../../../ui/form-text-field';
import { monoFont } from '../../../ui/monospace';
import type { SystemUserValues } from '../lib/form';
import { ServerField } from './server-field';

const code = { htmlInput: { spellCheck: false, autoCapitalize: 'off', style: monoFont } } as const;

const SHELL_HINTS: Record<string, string> = {
  '/bin/bash': 'Bash',
  '/bin/sh': 'POSIX sh',
  '/usr/bin/zsh': 'Zsh',
  '/usr/sbin/nologin': 'No shell: SFTP or services only',
  '/bin/false': 'No shell, no message',
};

/** The server, the name, the uid and the comment (GECOS). */
export function AccountFields({
  control,
  user,
  viewOnly,
}: {
  control: Control<SystemUserValues>;
  user?: SystemUser | undefined;
  viewOnly: boolean;
}) {
  return (
    <Stack spacing={2.5}>
      <ServerField control={control} user={user} disabled={viewOnly} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <FormTextField
          control={control}
          name="username"
          label="Username"
          required
          autoFocus={!user}
          disabled={viewOnly}
          helperText="Lower-case letters, digits, _ and -; up to 32 characters."
          slotProps={code}
          sx={{ flex: 2 }}
        />
        <FormTextField
          control={control}
          name="uid"
          label="UID"
          disabled={viewOnly}
          placeholder={user ? undefined : 'Next free from 2000'}
          helperText={user ? `Its group: gid ${user.gid}.` : 'Empty: the next free one of the server.'}
          slotProps={{ ...code, htmlInput: { ...code.htmlInput, inputMode: 'numeric' } }}
          sx={{ flex: 1 }}
        />
      </Stack>
      <FormTextField
        control={control}
        name="comment"
        label="Comment"
        disabled={viewOnly}
        helperText="Who or what the account is for (the GECOS field). No colon."
      />
    </Stack>
  );
}

/** Home, shell, supplementary groups and the lock. */
export function LoginFields({
  control,
  editing,
  viewOnly,
}: {
  control: Control<SystemUserValues>;
  editing: boolean;
  viewOnly: boolean;
}) {
  const username = useWatch({ control, name: 'username' });
  const { errors } = useFormState({ control, name: 'groups' });
  const groupsError = fieldMessage(errors, 'groups');
  return (
    <Stack spacing={2.5}>
      <FormTextField
        control={control}
        name="home"
        label="Home"
        required={editing}
        disabled={viewOnly}
        placeholder={`/home/${username || '<username>'}`}
        helperText={
          editing
            ? 'Changed: the change script moves it (usermod --move-home).'
            : 'Empty: /home/<username>. Below /home, /srv or /var/www.'
        }
        slotProps={code}
      />
      <FormTextField control={control} name="shell" select label="Shell" disabled={viewOnly} sx={{ maxWidth: 360 }}>
        {SHELLS.map((shell) => (
          <MenuItem key={shell} value={shell}>
            <span style={monoFont}>{shell}</span>&nbsp;· {SHELL_HINTS[shell]}
          </MenuItem>
        ))}
      </FormTextField>
      <Controller
        control={control}
        name="groups"
        render={({ field: { ref, ...field } }) => (
          <TextField
            {...field}
            inputRef={ref}
            label="Other groups"
            disabled={viewOnly}
            placeholder="deployers, sftp"
            // The schema names a group by its place in the list (`groups.1`).
            error={Boolean(groupsError)}
            helperText={groupsError ?? 'Separated by commas; made on the server when missing. Optional.'}
            slotProps={code}
          />
        )}
      />
      <FormSwitch
        control={control}
        name="locked"
        label="Locked: no login at all (the account expires)"
        disabled={viewOnly}
      />
    </Stack>
  );
}

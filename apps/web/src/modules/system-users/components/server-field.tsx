import type { SystemUser } from '@backoffice/contract/modules/system-users';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Control, Controller } from 'react-hook-form';
import { useCan } from '../../../core/use-can';
import { useDebounced } from '../../../core/use-debounced';
import { FormTextField } from '../../../ui/form-text-field';
import { useServers } from '../api/servers';
import type { SystemUserValues } from '../lib/form';

interface Props {
  control: Control<SystemUserValues>;
  /** The account being edited: its server is shown, never changed. */
  user?: SystemUser;
  disabled?: boolean;
}

/** The server the account lives on: searched by name (server:server:read), or given by its id. */
export function ServerField({ control, user, disabled }: Props) {
  const canServers = useCan('server:server:read');
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed, 300);
  const { data: servers } = useServers({ query: { take: 50, search } }, { enabled: canServers && user === undefined });
  if (user) {
    return (
      <TextField
        label="Server"
        value={`${user.server.name}${user.server.address ? ` · ${user.server.address}` : ''}`}
        disabled
        helperText="An account stays on its server: delete it and create it on the other one to move it."
      />
    );
  }
  if (!canServers) {
    return (
      <FormTextField
        control={control}
        name="serverId"
        label="Server id"
        required
        disabled={disabled}
        helperText="Seeing the server list needs server:server:read; give its id."
      />
    );
  }
  return (
    <Controller
      control={control}
      name="serverId"
      render={({ field, fieldState }) => (
        <Autocomplete
          disabled={disabled}
          options={servers?.items ?? []}
          getOptionLabel={(s) => `${s.name} · ${s.address}`}
          value={servers?.items.find((s) => String(s.id) === field.value) ?? null}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          onChange={(_, server) => field.onChange(server ? String(server.id) : '')}
          onInputChange={(_, text, reason) => reason === 'input' && setTyped(text)}
          filterOptions={(options) => options}
          renderOption={(props, s) => (
            <li {...props} key={s.id}>
              <Box>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {s.name}
                  {s.status === 'Down' ? ' · Down' : ''}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {s.address} · {s.type}
                  {s.location ? ` · ${s.location}` : ''}
                </Typography>
              </Box>
            </li>
          )}
          renderInput={(params) => (
            <TextField
              {...params}
              inputRef={field.ref}
              label="Server"
              required
              error={Boolean(fieldState.error)}
              helperText={fieldState.error?.message ?? 'The hosting server the account lives on.'}
            />
          )}
        />
      )}
    />
  );
}

import { PHP_VERSIONS, type Website } from '@backoffice/contract/modules/hosting';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { type Control, Controller, useFormState, useWatch } from 'react-hook-form';
import { useCan } from '../../../core/use-can';
import { fieldMessage } from '../../../ui/form-errors';
import { FormSection } from '../../../ui/form-section';
import { FormTextField } from '../../../ui/form-text-field';
import { useServers } from '../api/servers';
import { usePhpModules } from '../api/websites';

/** What the origin website form holds (origin-form-page.tsx). */
export interface OriginValues {
  domain: string;
  /** One alias per line (or separated by commas). */
  aliases: string;
  serverId: string;
  phpVersion: string;
  phpModules: string[];
}

interface SectionProps {
  control: Control<OriginValues>;
  viewOnly: boolean;
}

/** The server whose nginx serves the website: searched by name, or given by id without server:server:read. */
export function OriginServerSection({ control, viewOnly, website }: SectionProps & { website?: Website }) {
  const canServers = useCan('server:server:read');
  const [serverSearch, setServerSearch] = useState('');
  const { data: servers } = useServers(
    { query: { take: 50, search: serverSearch || undefined } },
    { enabled: canServers },
  );
  return (
    <FormSection title="Server" description="The server whose nginx serves the website.">
      {canServers ? (
        <Controller
          control={control}
          name="serverId"
          render={({ field, fieldState }) => (
            <Autocomplete
              disabled={viewOnly}
              options={servers?.items ?? []}
              getOptionLabel={(s) => `${s.name} · ${s.address}`}
              value={
                servers?.items.find((s) => String(s.id) === field.value) ??
                (website && String(website.server.id) === field.value
                  ? ({ ...website.server, address: '' } as never)
                  : null)
              }
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onChange={(_, server) => field.onChange(server ? String(server.id) : '')}
              onInputChange={(_, text, reason) => reason === 'input' && setServerSearch(text)}
              renderOption={(props, s) => (
                <li {...props} key={s.id}>
                  <Box>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {s.name} {s.status === 'Down' ? '· Down' : ''}
                    </Typography>
                    <Typography variant="caption" color="text.secondary">
                      {s.address} · {s.websiteCount} websites
                    </Typography>
                  </Box>
                </li>
              )}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Server"
                  required
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message}
                />
              )}
            />
          )}
        />
      ) : (
        <FormTextField
          control={control}
          name="serverId"
          label="Server id"
          required
          disabled={viewOnly}
          helperText="Seeing the server list needs server:server:read; give its id."
        />
      )}
    </FormSection>
  );
}

/** The website's own PHP-FPM pool: its version, and the modules it loads. */
export function OriginPhpSection({ control, viewOnly }: SectionProps) {
  const { data: modules } = usePhpModules();
  // The schema names a module by its place in the list (`phpModules.1`).
  const { errors } = useFormState({ control });
  const phpVersion = useWatch({ control, name: 'phpVersion' });
  return (
    <FormSection title="PHP" description="Its own PHP-FPM pool, with the modules it loads. Static websites need none.">
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="phpVersion"
          select
          label="PHP version"
          disabled={viewOnly}
          sx={{ maxWidth: 260 }}
        >
          <MenuItem value="">None: static files only</MenuItem>
          {PHP_VERSIONS.map((v) => (
            <MenuItem key={v} value={v}>
              PHP {v}
            </MenuItem>
          ))}
        </FormTextField>
        {phpVersion ? (
          <Controller
            control={control}
            name="phpModules"
            render={({ field }) => (
              <Box>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                  Modules
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {(modules ?? []).map((m) => {
                    const on = field.value.includes(m.name);
                    return (
                      <Chip
                        key={m.id}
                        label={m.name}
                        color={on ? 'primary' : 'default'}
                        variant={on ? 'filled' : 'outlined'}
                        disabled={viewOnly && !on}
                        onClick={
                          viewOnly
                            ? undefined
                            : () =>
                                field.onChange(on ? field.value.filter((x) => x !== m.name) : [...field.value, m.name])
                        }
                        aria-pressed={on}
                      />
                    );
                  })}
                </Stack>
                {fieldMessage(errors, 'phpModules') ? (
                  <Typography variant="caption" color="error">
                    {fieldMessage(errors, 'phpModules')}
                  </Typography>
                ) : null}
              </Box>
            )}
          />
        ) : null}
      </Stack>
    </FormSection>
  );
}

import type { ServerType } from '@backoffice/contract/modules/hosting';
import { SERVER_TYPES, type ServerView } from '@backoffice/contract/modules/hosting';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type UseFormSetValue, useWatch } from 'react-hook-form';
import { FormSection } from '../../../ui/form-section';
import { FormTextField } from '../../../ui/form-text-field';
import { monoFont } from '../../../ui/monospace';
import { SERVER_TYPE_OPTIONS, typeLabel } from '../lib/labels';
import { type ServerValues, servicesOf } from '../lib/server-form';

interface SectionProps {
  control: Control<ServerValues>;
}

/** Name, type, location and address; choosing a type sets the services it offers. */
export function ServerIdentitySection({
  control,
  setValue,
  server,
}: SectionProps & { setValue: UseFormSetValue<ServerValues>; server?: ServerView }) {
  const editing = server !== undefined;
  return (
    <FormSection
      title="Server"
      description="The name is unique; the address is where its services and its check answer."
    >
      <Stack spacing={2.5}>
        <FormTextField
          control={control}
          name="name"
          label="Name"
          placeholder="web-fra-01"
          required
          autoFocus={!editing}
          slotProps={{ htmlInput: { spellCheck: false, style: monoFont } }}
        />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <Controller
            control={control}
            name="type"
            render={({ field: { ref, ...field }, fieldState }) => (
              // A type of its own services: choosing one sets the services it offers.
              <TextField
                select
                label="Type"
                {...field}
                inputRef={ref}
                onChange={(event) => {
                  const next = event.target.value as ServerType;
                  field.onChange(next);
                  setValue('services', servicesOf(next, server?.services), { shouldDirty: true });
                }}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              >
                {SERVER_TYPE_OPTIONS.map((t) => (
                  <MenuItem key={t} value={t}>
                    {typeLabel(t)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <FormTextField
            control={control}
            name="location"
            label="Location"
            placeholder="Frankfurt"
            helperText="Optional."
          />
        </Box>
        <FormTextField
          control={control}
          name="address"
          label="Address"
          placeholder="10.20.0.11 or web-fra-01.example.net"
          required
          helperText="A host name or an IP address."
          slotProps={{ htmlInput: { spellCheck: false, style: monoFont } }}
        />
      </Stack>
    </FormSection>
  );
}

/** The services of the chosen type, each on or off with its port. */
export function ServerServicesSection({ control }: SectionProps) {
  const type = useWatch({ control, name: 'type' });
  return (
    <FormSection title="Services" description={`What this ${typeLabel(type).toLowerCase()} runs, and on which port.`}>
      <Stack spacing={1}>
        {SERVER_TYPES[type].services.map((s) => (
          <Box key={`${type}-${s.name}`} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <Controller
              control={control}
              name={`services.${s.name}.on`}
              render={({ field }) => (
                <FormControlLabel
                  sx={{ flex: 1 }}
                  control={
                    <Checkbox checked={Boolean(field.value)} onChange={(e) => field.onChange(e.target.checked)} />
                  }
                  label={s.label}
                />
              )}
            />
            <FormTextField
              control={control}
              name={`services.${s.name}.port`}
              label="Port"
              size="small"
              sx={{ width: 110 }}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
          </Box>
        ))}
      </Stack>
    </FormSection>
  );
}

/** How the server is probed, and notes. */
export function ServerCheckSection({ control }: SectionProps) {
  const checkKind = useWatch({ control, name: 'checkKind' });
  return (
    <FormSection
      title="Status check"
      description="Every minute the server is probed: two failures in a row set it Down, an answer sets it Up again. Internal addresses (loopback, link-local, private) are not probed unless the installation allows their range."
    >
      <Stack spacing={2}>
        <FormTextField control={control} name="checkKind" select label="Check">
          <MenuItem value="none">No check: the status is set by hand</MenuItem>
          <MenuItem value="tcp">TCP: a port accepts connections</MenuItem>
          <MenuItem value="http">HTTP: a URL answers below 500</MenuItem>
        </FormTextField>
        {checkKind === 'tcp' ? <FormTextField control={control} name="checkPort" label="Port" /> : null}
        {checkKind === 'http' ? (
          <FormTextField
            control={control}
            name="checkUrl"
            label="URL"
            placeholder="https://web-fra-01.example.net/health"
            slotProps={{ htmlInput: { spellCheck: false, style: monoFont } }}
          />
        ) : null}
        <FormTextField control={control} name="notes" label="Notes" multiline minRows={2} helperText="Optional." />
      </Stack>
    </FormSection>
  );
}

import {
  createOriginVhost,
  originVhostInput,
  PHP_VERSIONS,
  updateOriginVhost,
  type Website,
} from '@backoffice/contract/modules/hosting';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useFormState, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { notify } from '../../../core/notifications';
import { useCan, useCanCall } from '../../../core/use-can';
import { fieldMessage } from '../../../ui/form-errors';
import { FormPage } from '../../../ui/form-page';
import { FormRoute } from '../../../ui/form-route';
import { FormSection } from '../../../ui/form-section';
import { FormTextField } from '../../../ui/form-text-field';
import { monoFont } from '../../../ui/monospace';
import { useRecordForm } from '../../../ui/record-form';
import { useServers } from '../api/servers';
import { useCreateOriginVhost, usePhpModules, useUpdateOriginVhost, websiteQuery } from '../api/websites';
import { hostingPaths } from '../paths';

interface Values {
  domain: string;
  /** One alias per line (or separated by commas). */
  aliases: string;
  serverId: string;
  phpVersion: string;
  phpModules: string[];
}

const BACK = { to: hostingPaths.origin(), label: 'Origin virtual hosts' };

export default function OriginFormPage() {
  const { id } = useParams();
  return (
    <FormRoute id={id} back={BACK} noSuch="There is no such website." query={websiteQuery} sections={3}>
      {(website) => <OriginForm key={website?.id} website={website} />}
    </FormRoute>
  );
}

const splitAliases = (text: string) =>
  text
    .split(/[\s,]+/)
    .map((a) => a.trim())
    .filter(Boolean);

/** The request the form's values make; a server id that is no whole number above 0 is none. */
function websiteBody(values: Values) {
  const serverId = Number(values.serverId);
  return {
    domain: values.domain,
    aliases: splitAliases(values.aliases),
    serverId: (Number.isInteger(serverId) && serverId > 0 ? serverId : undefined) as number,
    phpVersion: (values.phpVersion || null) as Website['phpVersion'],
    phpModules: values.phpVersion ? values.phpModules : [],
  };
}

/** The contract's body, with the form's word for "no server chosen". */
const websiteSchema = originVhostInput.extend({
  serverId: z.number({ error: 'Choose the server' }).pipe(originVhostInput.shape.serverId),
});
const FIELDS = ['domain', 'aliases', 'serverId', 'phpVersion', 'phpModules'] as const;

function OriginForm({ website }: { website?: Website }) {
  const navigate = useNavigate();
  const editing = website !== undefined;
  const canServers = useCan('server:server:read');
  // The spec opens origin/create with vhost:vhost:read; saving calls need their own scopes (issue 25).
  const canCreate = useCanCall(createOriginVhost);
  const canSave = useCanCall(editing ? updateOriginVhost : createOriginVhost);
  const viewOnly = editing && !canSave;
  const [serverSearch, setServerSearch] = useState('');
  const { data: servers } = useServers(
    { query: { take: 50, search: serverSearch || undefined } },
    { enabled: canServers },
  );
  const { data: modules } = usePhpModules();
  const create = useCreateOriginVhost();
  const update = useUpdateOriginVhost();
  const { form, onSubmit, formError, pending } = useRecordForm<Values, Website>({
    schema: websiteSchema,
    prepare: websiteBody,
    defaultValues: {
      domain: website?.displayDomain ?? '',
      aliases: website?.aliases.join('\n') ?? '',
      serverId: website ? String(website.server.id) : '',
      phpVersion: website ? (website.phpVersion ?? '') : '8.3',
      phpModules: website?.phpModules ?? [],
    },
    fields: FIELDS,
    submit: (values) =>
      website
        ? update.mutateAsync({ params: { id: website.id }, body: websiteBody(values) })
        : create.mutateAsync({ body: websiteBody(values) }),
    onSaved: (saved) => {
      notify({ level: 'success', title: editing ? 'Website saved' : 'Website added', body: saved.displayDomain });
      navigate(BACK.to, { replace: true });
    },
  });
  const { control, formState } = form;
  // The schema names an alias or a module by its place in the list (`aliases.1`).
  const { errors } = useFormState({ control });
  const phpVersion = useWatch({ control, name: 'phpVersion' });

  return (
    <FormPage
      back={BACK}
      title={editing ? website.displayDomain : 'New website'}
      subtitle={
        editing
          ? `On ${website.server.name}. Document root ${website.documentRoot}.`
          : 'A domain on one of the servers, served by nginx and its own PHP-FPM pool.'
      }
      onSubmit={onSubmit}
      error={formError}
      notice={
        canSave ? null : (
          <Alert severity={editing ? 'info' : 'warning'} sx={{ mb: 2 }}>
            {editing
              ? 'Changing a website needs the vhost:vhost:update scope: you can look at it, not change it.'
              : 'Adding a website needs the vhost:vhost:create scope: you can look at this form but not save it.'}
          </Alert>
        )
      }
      submitLabel={viewOnly ? null : editing ? 'Save changes' : 'Add website'}
      pending={pending}
      submitDisabled={(!editing && !canCreate) || (editing && !formState.isDirty)}
      width={920}
    >
      <FormSection
        title="Domain"
        description="One website per domain; an alias of one website cannot be another's domain."
      >
        <Stack spacing={2.5}>
          <FormTextField
            control={control}
            name="domain"
            label="Domain"
            placeholder="shop.example.com"
            required
            autoFocus={!editing}
            disabled={viewOnly}
            helperText="International names are kept in punycode."
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', style: monoFont } }}
          />
          <FormTextField
            control={control}
            name="aliases"
            label="Aliases"
            placeholder={'www.shop.example.com'}
            multiline
            minRows={2}
            disabled={viewOnly}
            helperText={fieldMessage(errors, 'aliases') ?? 'Other names of the same website, one per line. Optional.'}
            slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', style: monoFont } }}
          />
        </Stack>
      </FormSection>
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
      <FormSection
        title="PHP"
        description="Its own PHP-FPM pool, with the modules it loads. Static websites need none."
      >
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
                                  field.onChange(
                                    on ? field.value.filter((x) => x !== m.name) : [...field.value, m.name],
                                  )
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
    </FormPage>
  );
}

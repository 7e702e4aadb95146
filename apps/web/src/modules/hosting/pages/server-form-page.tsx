import {
  createServer,
  SERVER_TYPES,
  type Server,
  type ServerCheck,
  type ServerInput,
  type ServerType,
  type ServerView,
  serverInput,
} from '@backoffice/contract/modules/hosting';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { notify } from '../../../core/notifications';
import { useCanCall } from '../../../core/use-can';
import { FormPage } from '../../../ui/form-page';
import { FormRoute } from '../../../ui/form-route';
import { FormSection } from '../../../ui/form-section';
import { FormTextField } from '../../../ui/form-text-field';
import { monoFont } from '../../../ui/monospace';
import { useRecordForm } from '../../../ui/record-form';
import { serverQuery, useCreateServer, useUpdateServer } from '../api/servers';
import { SERVER_TYPE_OPTIONS, typeLabel } from '../lib/labels';
import { hostingPaths } from '../paths';

interface Values {
  name: string;
  type: ServerType;
  address: string;
  location: string;
  /** Service name → its port as typed, for the services this server runs. */
  services: Record<string, { on: boolean; port: string }>;
  checkKind: ServerCheck['kind'];
  checkPort: string;
  checkUrl: string;
  notes: string;
}

const FIELDS = ['name', 'type', 'address', 'location', 'notes'] as const;

export default function ServerFormPage() {
  const { server } = useParams();
  return (
    <FormRoute
      id={server}
      back={{ to: hostingPaths.servers(), label: 'Servers' }}
      noSuch="There is no such server."
      query={serverQuery}
      sections={3}
    >
      {(record) => <ServerForm key={record?.id} server={record} />}
    </FormRoute>
  );
}

function servicesOf(type: ServerType, kept: ServerView['services'] = []): Values['services'] {
  return Object.fromEntries(
    SERVER_TYPES[type].services.map((s) => {
      const found = kept.find((k) => k.name === s.name);
      return [s.name, { on: Boolean(found), port: String(found?.port ?? s.port) }];
    }),
  );
}

function toBody(values: Values): Required<ServerInput> {
  const check: ServerCheck =
    values.checkKind === 'tcp'
      ? { kind: 'tcp', port: Number(values.checkPort) }
      : values.checkKind === 'http'
        ? { kind: 'http', url: values.checkUrl.trim() }
        : { kind: 'none' };
  return {
    name: values.name,
    type: values.type,
    address: values.address,
    location: values.location,
    services: SERVER_TYPES[values.type].services
      .filter((s) => values.services[s.name]?.on)
      .map((s) => ({ name: s.name, port: Number(values.services[s.name]!.port) })),
    check,
    notes: values.notes,
  };
}

/** The input that shows a request field: the check's port or URL, a service's port by its name. */
function formPath(values: Values, path: readonly PropertyKey[]): (string | number)[] {
  const [field, index, inner] = path;
  if (field === 'check') return [values.checkKind === 'http' ? 'checkUrl' : 'checkPort'];
  if (field === 'services' && typeof index === 'number') {
    const name = SERVER_TYPES[values.type].services.filter((s) => values.services[s.name]?.on)[index]?.name;
    if (name) return ['services', name, inner === 'name' ? 'on' : 'port'];
  }
  return [String(field ?? 'name')];
}

/** The contract's `serverInput` over the form's values, each message on the input it is about. */
const serverSchema = z.custom<Values>().superRefine((values, ctx) => {
  const checked = serverInput.safeParse(toBody(values));
  if (checked.success) return;
  for (const issue of checked.error.issues) {
    ctx.addIssue({ code: 'custom', path: formPath(values, issue.path), message: issue.message });
  }
});

function ServerForm({ server }: { server?: ServerView }) {
  const navigate = useNavigate();
  const editing = server !== undefined;
  const canCreate = useCanCall(createServer);
  const create = useCreateServer();
  const update = useUpdateServer();
  const type0: ServerType = server?.type ?? 'web';
  const { form, onSubmit, formError, pending } = useRecordForm<Values, Server>({
    schema: serverSchema,
    defaultValues: {
      name: server?.name ?? '',
      type: type0,
      address: server?.address ?? '',
      location: server?.location ?? '',
      services: servicesOf(type0, server?.services),
      checkKind: server?.check.kind ?? 'none',
      checkPort: server?.check.kind === 'tcp' ? String(server.check.port) : '443',
      checkUrl: server?.check.kind === 'http' ? server.check.url : '',
      notes: server?.notes ?? '',
    },
    fields: FIELDS,
    shownAs: {
      // The server names the check `body.check.port|url`: its message goes under the input shown
      // when the refusal comes (read then, not when the form was drawn).
      get check(): 'checkUrl' | 'checkPort' {
        return form.getValues('checkKind') === 'http' ? 'checkUrl' : 'checkPort';
      },
    },
    submit: (values) =>
      server
        ? update.mutateAsync({ params: { id: server.id }, body: toBody(values) })
        : create.mutateAsync({ body: toBody(values) }),
    onSaved: (saved) => {
      notify({ level: 'success', title: editing ? `${saved.name} saved` : `${saved.name} added` });
      navigate(hostingPaths.server(saved.id), { replace: true });
    },
  });
  const { control, setValue, formState } = form;
  const type = useWatch({ control, name: 'type' });
  const checkKind = useWatch({ control, name: 'checkKind' });

  const readOnly = !editing && !canCreate;
  return (
    <FormPage
      back={
        editing
          ? { to: hostingPaths.server(server.id), label: server.name }
          : { to: hostingPaths.servers(), label: 'Servers' }
      }
      title={editing ? `Edit ${server.name}` : 'New server'}
      subtitle={
        editing
          ? 'Change what it is, where it answers and what it runs.'
          : 'A server of a type runs some of that type’s services.'
      }
      onSubmit={onSubmit}
      error={formError}
      notice={
        readOnly ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            You can look at servers but not add them: that needs the server:server:create permission.
          </Alert>
        ) : null
      }
      submitLabel={editing ? 'Save changes' : 'Add server'}
      pending={pending}
      submitDisabled={readOnly || (editing && !formState.isDirty)}
      width={920}
    >
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
    </FormPage>
  );
}

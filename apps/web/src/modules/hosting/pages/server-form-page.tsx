import {
  createServer,
  SERVER_TYPES,
  type ServerCheck,
  type ServerInput,
  type ServerType,
  type ServerView,
} from '@backoffice/contract/modules/hosting';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { notify } from '../../../core/notifications';
import { useCanCall } from '../../../core/use-can';
import { applyServerErrors } from '../../../ui/form-errors';
import { FormPage } from '../../../ui/form-page';
import { FormRoute } from '../../../ui/form-route';
import { FormSection } from '../../../ui/form-section';
import { monoFont } from '../../../ui/monospace';
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

function ServerForm({ server }: { server?: ServerView }) {
  const navigate = useNavigate();
  const editing = server !== undefined;
  const canCreate = useCanCall(createServer);
  const create = useCreateServer();
  const update = useUpdateServer();
  const [failure, setFailure] = useState<string | null>(null);
  const type0: ServerType = server?.type ?? 'web';
  const { register, control, handleSubmit, setError, setValue, formState } = useForm<Values>({
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
  });
  const { errors } = formState;
  const type = useWatch({ control, name: 'type' });
  const checkKind = useWatch({ control, name: 'checkKind' });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = toBody(values);
      const saved = server
        ? await update.mutateAsync({ params: { id: server.id }, body })
        : await create.mutateAsync({ body });
      notify({ level: 'success', title: editing ? `${saved.name} saved` : `${saved.name} added` });
      navigate(hostingPaths.server(saved.id), { replace: true });
    } catch (error) {
      // The server names the check `body.check.port|url`: its message goes under the input shown.
      const check = values.checkKind === 'http' ? 'checkUrl' : 'checkPort';
      setFailure(applyServerErrors(error, setError, FIELDS, 'body', { check }));
    }
  });

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
      error={failure}
      notice={
        readOnly ? (
          <Alert severity="warning" sx={{ mb: 2 }}>
            You can look at servers but not add them: that needs the server:server:create permission.
          </Alert>
        ) : null
      }
      submitLabel={editing ? 'Save changes' : 'Add server'}
      pending={formState.isSubmitting}
      submitDisabled={readOnly || (editing && !formState.isDirty)}
      width={920}
    >
      <FormSection
        title="Server"
        description="The name is unique; the address is where its services and its check answer."
      >
        <Stack spacing={2.5}>
          <TextField
            label="Name"
            placeholder="web-fra-01"
            required
            autoFocus={!editing}
            {...register('name')}
            error={Boolean(errors.name)}
            helperText={errors.name?.message}
            slotProps={{ htmlInput: { spellCheck: false, style: monoFont } }}
          />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <TextField
                  select
                  label="Type"
                  value={field.value}
                  onChange={(event) => {
                    const next = event.target.value as ServerType;
                    field.onChange(next);
                    setValue('services', servicesOf(next, server?.services), { shouldDirty: true });
                  }}
                  error={Boolean(errors.type)}
                  helperText={errors.type?.message}
                >
                  {SERVER_TYPE_OPTIONS.map((t) => (
                    <MenuItem key={t} value={t}>
                      {typeLabel(t)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              label="Location"
              placeholder="Frankfurt"
              {...register('location')}
              error={Boolean(errors.location)}
              helperText={errors.location?.message ?? 'Optional.'}
            />
          </Box>
          <TextField
            label="Address"
            placeholder="10.20.0.11 or web-fra-01.example.net"
            required
            {...register('address')}
            error={Boolean(errors.address)}
            helperText={errors.address?.message ?? 'A host name or an IP address.'}
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
              <TextField
                label="Port"
                size="small"
                sx={{ width: 110 }}
                {...register(`services.${s.name}.port`)}
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
          <Controller
            control={control}
            name="checkKind"
            render={({ field }) => (
              <TextField select label="Check" value={field.value} onChange={field.onChange}>
                <MenuItem value="none">No check: the status is set by hand</MenuItem>
                <MenuItem value="tcp">TCP: a port accepts connections</MenuItem>
                <MenuItem value="http">HTTP: a URL answers below 500</MenuItem>
              </TextField>
            )}
          />
          {checkKind === 'tcp' ? (
            <TextField
              label="Port"
              {...register('checkPort')}
              error={Boolean(errors.checkPort)}
              helperText={errors.checkPort?.message}
            />
          ) : null}
          {checkKind === 'http' ? (
            <TextField
              label="URL"
              placeholder="https://web-fra-01.example.net/health"
              {...register('checkUrl')}
              error={Boolean(errors.checkUrl)}
              helperText={errors.checkUrl?.message}
              slotProps={{ htmlInput: { spellCheck: false, style: monoFont } }}
            />
          ) : null}
          <TextField label="Notes" multiline minRows={2} {...register('notes')} helperText="Optional." />
        </Stack>
      </FormSection>
    </FormPage>
  );
}

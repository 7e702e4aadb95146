import { dnsZoneCreateBody, dnsZoneImportBody } from '@backoffice/contract/modules/dns';
import UploadFileOutlined from '@mui/icons-material/UploadFileOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type ChangeEvent, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { contractResolver } from '../../../core/contract-resolver';
import { serverFieldErrors } from '../../../core/form-errors';
import { notify } from '../../../core/notifications';
import { useIsAdmin } from '../../../core/use-can';
import { FormActions } from '../../../ui/form-actions';
import { PageHeader } from '../../../ui/page-header';
import { useCreateZone } from '../api/create-zone';
import { useImportZone } from '../api/import-zone';
import { dnsPaths } from '../paths';
import { guessZoneName } from '../zone-file';

interface CreateValues {
  name: string;
  /** One name server per line; empty for the server's defaults. */
  nameservers: string;
  adminOnly: boolean;
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);

/** The contract's `dnsZoneCreateBody`, with the name servers typed one per line. */
const createResolver: Resolver<CreateValues> = async (values) => {
  const servers = lines(values.nameservers);
  const checked = dnsZoneCreateBody.safeParse({
    name: values.name,
    adminOnly: values.adminOnly,
    nameservers: servers.length ? servers : undefined,
  });
  if (checked.success) return { values, errors: {} };
  const errors: Record<string, { type: string; message: string }> = {};
  for (const issue of checked.error.issues) {
    const [field, index] = issue.path;
    const key = field === 'nameservers' ? 'nameservers' : String(field ?? 'name');
    const message = typeof index === 'number' ? `line ${index + 1}: ${issue.message}` : issue.message;
    errors[key] ??= { type: issue.code, message };
  }
  return { values: {}, errors };
};

type ImportValues = { name: string; zoneFile: string; adminOnly: boolean };
const importResolver = contractResolver<ImportValues>(dnsZoneImportBody);

const monospace = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: 13 } as const;

function AdminOnlySwitch({ checked, onChange }: { checked: boolean; onChange: (value: boolean) => void }) {
  return (
    <Box>
      <FormControlLabel
        control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
        label="Admin only"
      />
      <FormHelperText sx={{ mt: -0.5, ml: 0 }}>
        Only administrators will see and change this zone, whatever departments have DNS access.
      </FormHelperText>
    </Box>
  );
}

function CreateForm() {
  const isAdmin = useIsAdmin();
  const navigate = useNavigate();
  const createZone = useCreateZone();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, control, setError, formState } = useForm<CreateValues>({
    resolver: createResolver,
    defaultValues: { name: '', nameservers: '', adminOnly: false },
  });
  const { errors } = formState;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    const servers = lines(values.nameservers);
    try {
      const zone = await createZone.mutateAsync({
        body: {
          name: values.name.trim(),
          adminOnly: values.adminOnly,
          ...(servers.length ? { nameservers: servers } : {}),
        },
      });
      notify({ level: 'success', title: 'Zone created', body: `${zone.displayName} is ready for records.` });
      navigate(dnsPaths.zone(zone.id), { replace: true });
    } catch (error) {
      const { fields, general } = serverFieldErrors(error, { name: 'name', nameservers: 'nameservers' } as const);
      if (fields.name) setError('name', { message: fields.name.join('; ') });
      if (fields.nameservers) setError('nameservers', { message: fields.nameservers.join('; ') });
      setFailure(general);
    }
  });

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <Stack spacing={2.5}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <TextField
          label="Domain"
          placeholder="example.com"
          autoFocus
          required
          {...register('name')}
          error={Boolean(errors.name)}
          helperText={errors.name?.message ?? 'International names are accepted and stored in punycode.'}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
        />
        <TextField
          label="Name servers"
          placeholder={'ns1.example.net\nns2.example.net'}
          multiline
          minRows={2}
          maxRows={8}
          {...register('nameservers')}
          error={Boolean(errors.nameservers)}
          helperText={
            errors.nameservers?.message ??
            'Optional, one per line: the apex NS records. Leave empty for the default name servers.'
          }
          slotProps={{ htmlInput: { spellCheck: false, style: monospace } }}
        />
        {isAdmin ? (
          <Controller
            control={control}
            name="adminOnly"
            render={({ field }) => <AdminOnlySwitch checked={field.value} onChange={field.onChange} />}
          />
        ) : null}
        <Typography variant="body2" color="text.secondary">
          The zone starts with its SOA and NS records; add the others on the zone's page.
        </Typography>
        <FormActions cancelTo={dnsPaths.zones()} submitLabel="Create zone" pending={formState.isSubmitting} />
      </Stack>
    </Box>
  );
}

function ImportForm() {
  const isAdmin = useIsAdmin();
  const navigate = useNavigate();
  const importZone = useImportZone();
  const fileInput = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [fileProblems, setFileProblems] = useState<string[]>([]);
  const { register, handleSubmit, control, setError, setValue, getValues, formState } = useForm<ImportValues>({
    resolver: importResolver,
    defaultValues: { name: '', zoneFile: '', adminOnly: false },
  });
  const { errors } = formState;

  const loadFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const text = await file.text();
    setValue('zoneFile', text, { shouldValidate: formState.isSubmitted });
    if (!getValues('name').trim()) setValue('name', guessZoneName(file.name, text));
  };

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    setFileProblems([]);
    try {
      const zone = await importZone.mutateAsync({ body: values });
      notify({
        level: 'success',
        title: 'Zone imported',
        body: `${zone.displayName}: ${zone.recordCount} records, with our SOA.`,
      });
      navigate(dnsPaths.zone(zone.id), { replace: true });
    } catch (error) {
      const { fields, general } = serverFieldErrors(error, { name: 'name', zoneFile: 'zoneFile' } as const);
      if (fields.name) setError('name', { message: fields.name.join('; ') });
      if (fields.zoneFile) {
        setError('zoneFile', {
          message: fields.zoneFile.length === 1 ? fields.zoneFile[0] : `${fields.zoneFile.length} lines need fixing`,
        });
        if (fields.zoneFile.length > 1) setFileProblems(fields.zoneFile);
      }
      setFailure(general);
    }
  });

  return (
    <Box component="form" onSubmit={onSubmit} noValidate>
      <Stack spacing={2.5}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        <TextField
          label="Domain"
          placeholder="example.com"
          required
          {...register('name')}
          error={Boolean(errors.name)}
          helperText={errors.name?.message ?? 'The zone the file describes; relative names in it are below it.'}
          slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
        />
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle2" sx={{ flex: 1 }}>
              Zone file
            </Typography>
            <input ref={fileInput} type="file" accept=".zone,.db,.txt,text/plain" hidden onChange={loadFile} />
            <Button size="small" startIcon={<UploadFileOutlined />} onClick={() => fileInput.current?.click()}>
              Load from file…
            </Button>
          </Box>
          <TextField
            placeholder={'$ORIGIN example.com.\n$TTL 3600\n@    IN  A     192.0.2.10\nwww  IN  CNAME example.com.'}
            multiline
            minRows={10}
            maxRows={24}
            {...register('zoneFile')}
            error={Boolean(errors.zoneFile)}
            helperText={
              errors.zoneFile?.message ??
              'BIND format: $ORIGIN, $TTL, parentheses and comments. The SOA is replaced by ours; the apex NS records are kept.'
            }
            slotProps={{ htmlInput: { spellCheck: false, 'aria-label': 'Zone file', style: monospace } }}
          />
          {fileProblems.length ? (
            <Alert severity="error" sx={{ mt: 1.5 }} icon={false}>
              <Typography variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
                Nothing was imported. Fix these lines:
              </Typography>
              <Box component="ul" sx={{ m: 0, pl: 2.5, ...monospace }}>
                {fileProblems.map((problem) => (
                  <li key={problem}>{problem}</li>
                ))}
              </Box>
            </Alert>
          ) : null}
        </Box>
        {isAdmin ? (
          <Controller
            control={control}
            name="adminOnly"
            render={({ field }) => <AdminOnlySwitch checked={field.value} onChange={field.onChange} />}
          />
        ) : null}
        <FormActions cancelTo={dnsPaths.zones()} submitLabel="Import zone" pending={formState.isSubmitting} />
      </Stack>
    </Box>
  );
}

export default function ZoneCreatePage() {
  const [params, setParams] = useSearchParams();
  const mode = params.get('mode') === 'import' ? 'import' : 'create';
  return (
    <Box sx={{ maxWidth: 760 }}>
      <PageHeader
        back={{ to: dnsPaths.zones(), label: 'DNS zones' }}
        title="New DNS zone"
        subtitle="Start an empty zone, or bring one over from a BIND zone file."
      />
      <Paper variant="outlined">
        <Tabs
          value={mode}
          onChange={(_, value: string) => setParams(value === 'import' ? { mode: 'import' } : {}, { replace: true })}
          sx={{ px: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="create" label="Empty zone" />
          <Tab value="import" label="Import zone file" />
        </Tabs>
        <Box sx={{ p: { xs: 2, sm: 3 } }}>{mode === 'import' ? <ImportForm /> : <CreateForm />}</Box>
      </Paper>
    </Box>
  );
}

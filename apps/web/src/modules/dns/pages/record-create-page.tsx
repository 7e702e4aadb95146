import { DNS_RECORD_TYPES, type DnsRecordType, type DnsZone } from '@backoffice/contract/modules/dns';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { Controller, type FieldErrors, type Resolver, useForm } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiRequestError, errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageHeader } from '../../../ui/page-header';
import { useChangeRecords } from '../api/change-records';
import { useZone } from '../api/get-zone';
import { useRecords } from '../api/list-records';
import { changeListBody, changeSummary, isEmptyChangeList, mapChangeErrors, type QueuedRecord } from '../change-list';
import { changeActions, newRecordKey, useChangeList } from '../change-store';
import { useZoneId, ZoneNotFound } from '../components/zone-not-found';
import { dnsPaths } from '../paths';
import {
  CAA_TAGS,
  composeRecord,
  EMPTY_RECORD_FORM,
  type FormField,
  fieldLabel,
  fieldPlaceholder,
  formFieldOf,
  humanTtl,
  type RecordFormValues,
  recordToForm,
  TTL_PRESETS,
  TYPE_SPECS,
} from '../record-form';

const monoFont = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' } as const;
const mono = { ...monoFont, fontSize: 13 } as const;

const resolver: Resolver<RecordFormValues> = async (values) => {
  const result = composeRecord(values);
  if (result.ok) return { values, errors: {} };
  const errors: FieldErrors<RecordFormValues> = {};
  for (const [field, message] of Object.entries(result.errors)) {
    errors[field as FormField] = { type: 'validate', message };
  }
  return { values: {}, errors };
};

const HELP: Partial<Record<FormField, string>> = {
  target: 'Full host name, or @',
  priority: 'Lower is tried first',
  weight: 'Split at equal priority',
  text: 'Plain text; long text is split into 255-byte strings for you.',
  caaValue: 'The authority’s domain, or a mailto:/https: URL for iodef',
};

const TTL_SHORT: Record<number, string> = { 300: '5 min', 3600: '1 h', 14400: '4 h', 86400: '1 day' };

/** Where the form starts: empty, a kept record to replace, or a queued one to change. */
function useStartingPoint(zoneId: number) {
  const [params] = useSearchParams();
  const list = useChangeList(zoneId);
  const records = useRecords({ params: { id: zoneId } });
  const replaceId = Number(params.get('replace')) || null;
  const editKey = params.get('edit');
  const queued = editKey ? list.create.find((r) => r.key === editKey) : undefined;
  const replaced = replaceId ? records.data?.items.find((r) => r.id === replaceId && r.type !== 'SOA') : undefined;
  const ready = !replaceId || records.data !== undefined;
  return {
    ready,
    editKey: queued ? editKey : null,
    replaced: replaced ?? null,
    initial: queued ? recordToForm(queued) : replaced ? recordToForm(replaced) : EMPTY_RECORD_FORM,
  };
}

type StartingPoint = ReturnType<typeof useStartingPoint>;

function RecordForm({ zone }: { zone: DnsZone }) {
  const start = useStartingPoint(zone.id);
  if (!start.ready) return <Skeleton variant="rounded" height={420} />;
  return <RecordFormBody key={`${start.editKey}-${start.replaced?.id}`} zone={zone} start={start} />;
}

function RecordFormBody({ zone, start }: { zone: DnsZone; start: StartingPoint }) {
  const navigate = useNavigate();
  const list = useChangeList(zone.id);
  const saveNow = useChangeRecords();
  const [failure, setFailure] = useState<string | null>(null);
  const [queuedNote, setQueuedNote] = useState<string | null>(null);
  const { register, control, handleSubmit, watch, setValue, setError, reset, getValues, formState } =
    useForm<RecordFormValues>({ resolver, defaultValues: start.initial });
  const { errors } = formState;
  const values = watch();
  const spec = TYPE_SPECS[values.type];
  const zonePath = dnsPaths.zone(zone.id);
  const editing = start.editKey !== null;
  const replacing = start.replaced !== null;
  const canSaveNow = !editing && isEmptyChangeList(list);

  const preview = useMemo(() => {
    const composed = composeRecord(values);
    if (!composed.ok) return null;
    const r = composed.record;
    const owner =
      r.name === '@' || r.name === '' ? `${zone.name}.` : r.name.endsWith('.') ? r.name : `${r.name}.${zone.name}.`;
    return `${owner} ${r.ttl} IN ${r.type} ${r.priority === null ? '' : `${r.priority} `}${r.content}`;
  }, [values, zone.name]);

  const queued = (key: string): QueuedRecord | null => {
    const composed = composeRecord(getValues());
    return composed.ok ? { key, ...composed.record } : null;
  };

  const addToChanges = (another: boolean) =>
    handleSubmit(() => {
      const record = queued(start.editKey ?? newRecordKey());
      if (!record) return;
      if (start.replaced) changeActions.remove(zone.id, start.replaced.id);
      changeActions.add(zone.id, record);
      if (another) {
        const { type, ttl, priority } = getValues();
        reset({ ...EMPTY_RECORD_FORM, type, ttl, priority });
        setQueuedNote(`Queued ${record.name} ${record.type} ${record.content}.`);
        return;
      }
      navigate(zonePath);
    })();

  const saveImmediately = handleSubmit(async () => {
    const record = queued('now');
    if (!record) return;
    setFailure(null);
    const sent = { create: [record], delete: start.replaced ? [start.replaced.id] : [] };
    try {
      const result = await saveNow.mutateAsync({ params: { id: zone.id }, body: changeListBody(sent) });
      notify({
        level: 'success',
        title: replacing ? 'Record replaced' : 'Record saved',
        body: `${record.name} ${record.type}${result ? `, serial ${result.serial}` : ''}`,
      });
      navigate(zonePath);
    } catch (error) {
      if (!(error instanceof ApiRequestError) || error.status !== 400) {
        setFailure(errorMessage(error));
        return;
      }
      const mapped = mapChangeErrors(sent, error.body);
      let placed = false;
      for (const problem of mapped.create.now ?? []) {
        setError(formFieldOf(record.type, problem.field), { message: problem.message });
        placed = true;
      }
      const rest = [...Object.values(mapped.delete).flat(), ...mapped.general];
      setFailure(rest.length ? rest.join(' ') : placed ? null : error.body.message);
    }
  });

  const field = (name: FormField, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      key={name}
      label={fieldLabel(values.type, name)}
      placeholder={fieldPlaceholder(values.type, name)}
      {...register(name)}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message ?? HELP[name] ?? ' '}
      slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off' } }}
      {...extra}
    />
  );

  const numberField = (name: FormField) =>
    field(name, { slotProps: { htmlInput: { inputMode: 'numeric', style: { fontVariantNumeric: 'tabular-nums' } } } });

  return (
    <Paper
      variant="outlined"
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void addToChanges(false);
      }}
    >
      <Stack spacing={2.5} sx={{ p: { xs: 2, sm: 3 } }}>
        {failure ? <Alert severity="error">{failure}</Alert> : null}
        {queuedNote ? (
          <Alert severity="success" onClose={() => setQueuedNote(null)}>
            {queuedNote} {changeSummary(list)} so far, saved when you save the zone’s changes.
          </Alert>
        ) : null}
        <Box>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, mb: 1 }}>
            <Typography variant="subtitle2" id="record-type-label">
              Type
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {spec.purpose}
            </Typography>
          </Box>
          <Controller
            control={control}
            name="type"
            render={({ field: typeField }) => (
              <ToggleButtonGroup
                exclusive
                size="small"
                color="primary"
                value={typeField.value}
                onChange={(_, next: DnsRecordType | null) => next && typeField.onChange(next)}
                aria-labelledby="record-type-label"
                sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { px: 1.75, fontWeight: 600 } }}
              >
                {DNS_RECORD_TYPES.map((type) => (
                  <ToggleButton key={type} value={type} aria-label={type}>
                    {type}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
            )}
          />
        </Box>

        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
          <TextField
            label="Name"
            placeholder="@"
            {...register('name')}
            error={Boolean(errors.name)}
            helperText={errors.name?.message ?? '@ for the zone itself, * for a wildcard.'}
            slotProps={{
              htmlInput: { spellCheck: false, autoCapitalize: 'off', style: monoFont },
              input: {
                endAdornment: (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    sx={{ ...monoFont, whiteSpace: 'nowrap', pl: 0.5 }}
                  >
                    .{zone.name}
                  </Typography>
                ),
              },
            }}
          />
          <Box>
            <TextField
              label={fieldLabel(values.type, 'ttl')}
              {...register('ttl')}
              error={Boolean(errors.ttl)}
              helperText={
                errors.ttl?.message ?? (
                  <Box component="span" sx={{ display: 'flex', gap: 0.5, ml: -1.5, mt: 0.25 }}>
                    {TTL_PRESETS.map((ttl) => (
                      <Chip
                        key={ttl}
                        component="span"
                        size="small"
                        label={TTL_SHORT[ttl] ?? humanTtl(ttl)}
                        color={values.ttl === String(ttl) ? 'primary' : 'default'}
                        variant={values.ttl === String(ttl) ? 'filled' : 'outlined'}
                        onClick={() => setValue('ttl', String(ttl), { shouldValidate: formState.isSubmitted })}
                        sx={{ height: 22 }}
                      />
                    ))}
                  </Box>
                )
              }
              slotProps={{
                htmlInput: { inputMode: 'numeric' },
                formHelperText: { component: 'div' },
                input: {
                  endAdornment: /^\d+$/.test(values.ttl) ? (
                    <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap', pl: 0.5 }}>
                      = {humanTtl(Number(values.ttl))}
                    </Typography>
                  ) : null,
                },
              }}
            />
          </Box>
        </Box>

        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, minmax(0, 1fr))' },
          }}
        >
          {spec.fields.map((name) => {
            const wide = { gridColumn: { sm: 'span 4' } };
            const narrow = { gridColumn: { sm: 'span 1' } };
            if (name === 'priority' || name === 'weight' || name === 'port' || name === 'caaFlags') {
              return (
                <Box key={name} sx={narrow}>
                  {numberField(name)}
                </Box>
              );
            }
            if (name === 'caaTag') {
              return (
                <Box key={name} sx={narrow}>
                  <Controller
                    control={control}
                    name="caaTag"
                    render={({ field: tag }) => (
                      <TextField select label="Tag" value={tag.value} onChange={tag.onChange} helperText=" ">
                        {CAA_TAGS.map((t) => (
                          <MenuItem key={t} value={t}>
                            {t}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  />
                </Box>
              );
            }
            if (name === 'text') {
              return (
                <Box key={name} sx={wide}>
                  {field('text', {
                    multiline: true,
                    minRows: 2,
                    maxRows: 8,
                    slotProps: { htmlInput: { spellCheck: false, style: monoFont } },
                  })}
                </Box>
              );
            }
            const span =
              spec.fields.length === 1 ? 'span 4' : `span ${4 - spec.fields.filter((f) => f !== name).length}`;
            return (
              <Box key={name} sx={{ gridColumn: { sm: span } }}>
                {field(name, {
                  slotProps: { htmlInput: { spellCheck: false, autoCapitalize: 'off', style: monoFont } },
                })}
              </Box>
            );
          })}
        </Box>

        <Box
          sx={{
            p: 1.5,
            borderRadius: 1,
            bgcolor: 'action.hover',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography variant="overline" color="text.secondary" component="div" sx={{ lineHeight: 1.5 }}>
            Zone file line
          </Typography>
          <Typography
            data-testid="record-preview"
            sx={{ ...mono, wordBreak: 'break-all', color: preview ? 'text.primary' : 'text.disabled' }}
          >
            {preview ?? 'Fill in the fields to see the record.'}
          </Typography>
        </Box>

        {!isEmptyChangeList(list) && !editing ? (
          <Typography variant="body2" color="text.secondary">
            This zone has unsaved changes ({changeSummary(list)}); this record joins them and is saved with them.
          </Typography>
        ) : null}

        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={zonePath} color="inherit">
            Cancel
          </Button>
          {canSaveNow ? (
            <Button variant="outlined" onClick={() => void saveImmediately()} loading={saveNow.isPending}>
              {replacing ? 'Replace now' : 'Save now'}
            </Button>
          ) : null}
          {!editing && !replacing ? (
            <Button variant="outlined" onClick={() => void addToChanges(true)} disabled={saveNow.isPending}>
              Add and new
            </Button>
          ) : null}
          <Button type="submit" variant="contained" disabled={saveNow.isPending}>
            {editing ? 'Update change' : 'Add to changes'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

export default function RecordCreatePage() {
  const zoneId = useZoneId();
  const zone = useZone({ params: { id: zoneId ?? 0 } }, { enabled: zoneId !== null });
  const [params] = useSearchParams();
  if (zoneId === null) return <ZoneNotFound />;
  if (zone.error instanceof ApiRequestError && zone.error.status === 404) return <ZoneNotFound />;
  const title = params.get('edit') ? 'Change new record' : params.get('replace') ? 'Change record' : 'New record';
  return (
    <Box sx={{ maxWidth: 820 }}>
      <PageHeader
        back={{ to: dnsPaths.zone(zoneId), label: zone.data?.displayName ?? 'Zone' }}
        title={title}
        subtitle={
          params.get('replace')
            ? 'The record is replaced: the old one is deleted and this one added, in one change.'
            : 'Added to the zone’s change list; nothing changes until you save it. Or save this one record now.'
        }
      />
      <ErrorAlert error={zone.error} />
      {zone.data ? (
        <RecordForm zone={zone.data} />
      ) : zone.isPending ? (
        <Skeleton variant="rounded" height={420} />
      ) : null}
    </Box>
  );
}

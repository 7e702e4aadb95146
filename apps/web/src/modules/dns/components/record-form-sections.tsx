import { DNS_RECORD_TYPES, type DnsRecordType, type DnsZone } from '@backoffice/contract/modules/dns';
import { CAA_TAGS } from '@backoffice/contract/rules/dns';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn, useFormState, useWatch } from 'react-hook-form';
import { FormSection } from '../../../ui/form-section';
import { FormTextField } from '../../../ui/form-text-field';
import { mono, monoFont } from '../../../ui/monospace';
import {
  composeRecord,
  type FormField,
  fieldLabel,
  fieldPlaceholder,
  humanTtl,
  type RecordFormValues,
  TTL_PRESETS,
  TYPE_SPECS,
} from '../lib/record-form';

type Form = UseFormReturn<RecordFormValues>;

const HELP: Partial<Record<FormField, string>> = {
  target: 'Full host name, or @',
  priority: 'Lower is tried first',
  weight: 'Split at equal priority',
  text: 'Plain text; long text is split into 255-byte strings for you.',
  caaValue: 'The authority’s domain, or a mailto:/https: URL for iodef',
};

const TTL_SHORT: Record<number, string> = { 300: '5 min', 3600: '1 h', 14400: '4 h', 86400: '1 day' };

/** The record types as toggle buttons; the section's hint says what the picked one is for. */
export function RecordTypeSection({ form }: { form: Form }) {
  const type = useWatch({ control: form.control, name: 'type' });
  return (
    <FormSection title="Type" description={TYPE_SPECS[type].purpose}>
      <Controller
        control={form.control}
        name="type"
        render={({ field }) => (
          <ToggleButtonGroup
            exclusive
            size="small"
            color="primary"
            value={field.value}
            onChange={(_, next: DnsRecordType | null) => next && field.onChange(next)}
            aria-label="Type"
            sx={{ flexWrap: 'wrap', '& .MuiToggleButton-root': { px: 1.75, fontWeight: 600 } }}
          >
            {DNS_RECORD_TYPES.map((t) => (
              <ToggleButton key={t} value={t} aria-label={t}>
                {t}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        )}
      />
    </FormSection>
  );
}

/** Name, TTL and the fields of the picked type, with the zone file line they make. */
export function RecordValueSection({ form, zone }: { form: Form; zone: DnsZone }) {
  return (
    <FormSection title="Record" description="Its name, how long resolvers may keep it (TTL), and its value.">
      <Stack spacing={2.5}>
        <NameAndTtl form={form} zone={zone} />
        <TypeFields form={form} />
        <Preview form={form} zone={zone} />
      </Stack>
    </FormSection>
  );
}

function NameAndTtl({ form, zone }: { form: Form; zone: DnsZone }) {
  const { control, setValue } = form;
  const { isSubmitted } = useFormState({ control });
  const [type, ttl] = useWatch({ control, name: ['type', 'ttl'] });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 3fr) minmax(0, 2fr)' } }}>
      <FormTextField
        control={control}
        name="name"
        label="Name"
        placeholder="@"
        helperText="@ for the zone itself, * for a wildcard."
        slotProps={{
          htmlInput: { spellCheck: false, autoCapitalize: 'off', style: monoFont },
          input: {
            endAdornment: (
              <Typography variant="body2" color="text.secondary" sx={{ ...monoFont, whiteSpace: 'nowrap', pl: 0.5 }}>
                .{zone.name}
              </Typography>
            ),
          },
        }}
      />
      <FormTextField
        control={control}
        name="ttl"
        label={fieldLabel(type, 'ttl')}
        helperText={
          <Box component="span" sx={{ display: 'flex', gap: 0.5, ml: -1.5, mt: 0.25 }}>
            {TTL_PRESETS.map((preset) => (
              <Chip
                key={preset}
                component="span"
                size="small"
                label={TTL_SHORT[preset] ?? humanTtl(preset)}
                color={ttl === String(preset) ? 'primary' : 'default'}
                variant={ttl === String(preset) ? 'filled' : 'outlined'}
                onClick={() => setValue('ttl', String(preset), { shouldValidate: isSubmitted })}
                sx={{ height: 22 }}
              />
            ))}
          </Box>
        }
        slotProps={{
          htmlInput: { inputMode: 'numeric' },
          formHelperText: { component: 'div' },
          input: {
            endAdornment: /^\d+$/.test(ttl) ? (
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap', pl: 0.5 }}>
                = {humanTtl(Number(ttl))}
              </Typography>
            ) : null,
          },
        }}
      />
    </Box>
  );
}

const NUMBER_FIELDS: readonly FormField[] = ['priority', 'weight', 'port', 'caaFlags'];

/** The picked type's own fields, four to a row: numbers narrow, text (TXT) across. */
function TypeFields({ form }: { form: Form }) {
  const { control } = form;
  const type = useWatch({ control, name: 'type' });
  const fields = TYPE_SPECS[type].fields;

  const field = (name: FormField, htmlInput: Record<string, unknown>, extra: object = {}) => (
    <FormTextField
      control={control}
      name={name}
      label={fieldLabel(type, name)}
      placeholder={fieldPlaceholder(type, name)}
      helperText={HELP[name] ?? ' '}
      slotProps={{ htmlInput: { spellCheck: false, autoCapitalize: 'off', ...htmlInput } }}
      {...extra}
    />
  );

  const cell = (name: FormField) => {
    if (NUMBER_FIELDS.includes(name)) {
      return field(name, { inputMode: 'numeric', style: { fontVariantNumeric: 'tabular-nums' } });
    }
    if (name === 'caaTag') {
      return (
        <FormTextField control={control} name="caaTag" select label="Tag" helperText=" ">
          {CAA_TAGS.map((t) => (
            <MenuItem key={t} value={t}>
              {t}
            </MenuItem>
          ))}
        </FormTextField>
      );
    }
    if (name === 'text') return field('text', { style: monoFont }, { multiline: true, minRows: 2, maxRows: 8 });
    return field(name, { style: monoFont });
  };

  // Numbers and the CAA tag take one column of four, TXT text all four, the rest what is left.
  const span = (name: FormField) => {
    if (NUMBER_FIELDS.includes(name) || name === 'caaTag') return 1;
    if (name === 'text' || fields.length === 1) return 4;
    return 4 - fields.filter((f) => f !== name).length;
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(4, minmax(0, 1fr))' } }}>
      {fields.map((name) => (
        <Box key={name} sx={{ gridColumn: { sm: `span ${span(name)}` } }}>
          {cell(name)}
        </Box>
      ))}
    </Box>
  );
}

function Preview({ form, zone }: { form: Form; zone: DnsZone }) {
  const values = useWatch({ control: form.control }) as RecordFormValues;
  const composed = composeRecord(values);
  let line: string | null = null;
  if (composed.ok) {
    const r = composed.record;
    const owner =
      r.name === '@' || r.name === '' ? `${zone.name}.` : r.name.endsWith('.') ? r.name : `${r.name}.${zone.name}.`;
    line = `${owner} ${r.ttl} IN ${r.type} ${r.priority === null ? '' : `${r.priority} `}${r.content}`;
  }
  return (
    <Box sx={{ p: 1.5, borderRadius: 1, bgcolor: 'action.hover', border: 1, borderColor: 'divider' }}>
      <Typography variant="overline" color="text.secondary" component="div" sx={{ lineHeight: 1.5 }}>
        Zone file line
      </Typography>
      <Typography
        data-testid="record-preview"
        sx={{ ...mono, wordBreak: 'break-all', color: line ? 'text.primary' : 'text.disabled' }}
      >
        {line ?? 'Fill in the fields to see the record.'}
      </Typography>
    </Box>
  );
}

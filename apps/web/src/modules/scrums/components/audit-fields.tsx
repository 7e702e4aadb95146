// The sections of the audit form (create and edit): who and when, the rating, the components covered,
// then findings and follow-ups (rows added and removed in place) and notes.
import {
  type AuditSummary,
  type DevComponent,
  MAX_RATING,
  MIN_RATING,
  RATING_SCALE,
  ratingLabel,
} from '@backoffice/contract/modules/scrums';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { PersonPicker } from '../../../core/lookups/pickers';
import { FormDateField } from '../../../ui/form-date-field';
import { FormSection } from '../../../ui/form-section';
import { FormNumberField, FormTextField } from '../../../ui/form-text-field';
import type { AuditFormValues } from '../lib/audit-form';
import { FindingsField } from './findings-field';
import { FollowUpsField } from './follow-ups-field';

type Form = UseFormReturn<AuditFormValues>;
type ComponentOption = Pick<DevComponent, 'id' | 'name' | 'status'>;

const twoColumns = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** The developer (fixed once recorded), the auditor, the day, the period reviewed and the rating. */
export function AuditSection({ form, developer }: { form: Form; developer?: AuditSummary['developer'] | undefined }) {
  const { control } = form;
  const rating = form.watch('rating');
  return (
    <FormSection
      title="Audit"
      description="Who was audited and by whom, the day it was held and the period of work it reviews."
    >
      <Box sx={twoColumns}>
        {developer ? (
          <TextField label="Developer" value={developer.name} disabled helperText="An audit stays with its developer" />
        ) : (
          <Controller
            name="developerId"
            control={control}
            render={({ field, fieldState }) => (
              <PersonPicker
                label="Developer"
                name="developerId"
                required
                value={field.value}
                onChange={(id) => field.onChange(id)}
                error={fieldState.error?.message}
              />
            )}
          />
        )}
        <Controller
          name="auditorId"
          control={control}
          render={({ field, fieldState }) => (
            <PersonPicker
              label="Auditor"
              name="auditorId"
              value={field.value}
              onChange={(id) => field.onChange(id)}
              error={fieldState.error?.message}
              helperText="You, unless someone else held it"
            />
          )}
        />
        <FormDateField control={control} name="date" label="Held on" empty="" />
        <FormNumberField control={control} name="rating" select label="Rating" required>
          {RATING_SCALE.map((r) => (
            <MenuItem key={r.value} value={r.value}>
              {r.value} · {r.label}
            </MenuItem>
          ))}
        </FormNumberField>
        <FormDateField control={control} name="periodFrom" label="Period from" />
        <FormDateField control={control} name="periodTo" label="Period to" />
      </Box>
      {rating !== null && rating >= MIN_RATING && rating <= MAX_RATING ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          {ratingLabel(rating)}: {RATING_SCALE.find((r) => r.value === rating)?.description}
        </Typography>
      ) : null}
    </FormSection>
  );
}

/** The components the audit covers: the active ones, and those it covered already (retired since or not). */
export function ComponentsSection({ form, options }: { form: Form; options: readonly ComponentOption[] }) {
  return (
    <FormSection title="Components" description="What the audit covers. Findings are about these components.">
      <Controller
        name="componentIds"
        control={form.control}
        render={({ field, fieldState }) => (
          <Autocomplete
            multiple
            options={options.map((o) => o.id)}
            value={field.value}
            onChange={(_, ids) => field.onChange(ids)}
            getOptionLabel={(id) => {
              const o = options.find((c) => c.id === id);
              return o ? (o.status === 'active' ? o.name : `${o.name} (${o.status})`) : `Component #${id}`;
            }}
            filterSelectedOptions
            renderInput={(params) => (
              <TextField
                {...params}
                inputRef={field.ref}
                label="Components"
                required
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? 'Only active components are offered'}
              />
            )}
          />
        )}
      />
    </FormSection>
  );
}

export function FindingsSection({ form, options }: { form: Form; options: readonly ComponentOption[] }) {
  return (
    <FormSection title="Findings" description="What the audit found, each about one of its components." wide>
      <FindingsField form={form} options={options} />
    </FormSection>
  );
}

export function FollowUpsSection({ form }: { form: Form }) {
  return (
    <FormSection
      title="Follow-ups"
      description="What happens next: each with an owner, who is told, and a due day."
      wide
    >
      <FollowUpsField form={form} />
    </FormSection>
  );
}

export function NotesSection({ form }: { form: Form }) {
  return (
    <FormSection title="Notes" description="Anything else worth keeping. The developer reads the whole audit.">
      <FormTextField control={form.control} name="notes" label="Notes" multiline minRows={3} fullWidth />
    </FormSection>
  );
}

import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, useWatch } from 'react-hook-form';
import { ColorField } from '../color-field';
import type { ResourceField } from './resource';

const span = { full: 12, half: 6, quarter: 3 } as const;

/** A section's fields on a twelve-column grid (one column on phones), each bound to the form. */
export function ResourceFields<V extends FieldValues>({
  fields,
  control,
  autoFocus,
}: {
  fields: readonly ResourceField<V>[];
  control: Control<V>;
  /** Focus the first field (a new record's form). */
  autoFocus?: boolean;
}) {
  const values = useWatch({ control }) as V;
  const shown = fields.filter((field) => !field.shownWhen || field.shownWhen(values));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(12, minmax(0, 1fr))' } }}>
      {shown.map((field, index) => (
        <Box key={field.name} sx={{ gridColumn: { xs: 'auto', sm: `span ${span[field.width ?? 'full']}` } }}>
          <Controller
            name={field.name}
            control={control}
            render={({ field: input, fieldState }) => (
              <FieldInput
                field={field}
                value={input.value}
                onChange={input.onChange}
                onBlur={input.onBlur}
                inputRef={input.ref}
                error={fieldState.error?.message}
                helper={typeof field.helper === 'function' ? field.helper(values) : field.helper}
                autoFocus={autoFocus && index === 0}
              />
            )}
          />
        </Box>
      ))}
    </Box>
  );
}

interface InputProps<V extends FieldValues> {
  field: ResourceField<V>;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  inputRef: (element: HTMLElement | null) => void;
  error: string | undefined;
  helper: string | undefined;
  autoFocus?: boolean;
}

/** One declared field as its MUI input. */
function FieldInput<V extends FieldValues>({
  field,
  value,
  onChange,
  onBlur,
  inputRef,
  error,
  helper,
  autoFocus,
}: InputProps<V>) {
  const kind = field.kind ?? 'text';
  if (kind === 'switch') {
    return (
      <FormControlLabel
        control={
          <Switch
            checked={Boolean(value)}
            onChange={(e) => onChange(e.target.checked)}
            slotProps={{ input: { ref: inputRef } }}
          />
        }
        label={field.label}
      />
    );
  }
  if (kind === 'custom') return field.render?.({ label: field.label, value, onChange, error }) ?? null;
  if (kind === 'color') return <ColorField value={String(value ?? '')} onChange={onChange} error={error} />;
  const common = {
    label: field.label,
    required: field.required,
    autoFocus,
    fullWidth: true,
    onBlur,
    inputRef,
    error: Boolean(error),
    helperText: error ?? helper,
  };
  if (kind === 'select') {
    const options = field.options ?? [];
    // A select's values are strings on the wire of the DOM: "" stands for null.
    const index = options.findIndex((o) => o.value === value);
    return (
      <TextField
        {...common}
        select
        value={index < 0 ? '' : String(index)}
        onChange={(e) => onChange(e.target.value === '' ? null : (options[Number(e.target.value)]?.value ?? null))}
      >
        {options.map((option, i) => (
          <MenuItem key={option.label} value={String(i)}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
    );
  }
  if (kind === 'number') {
    return (
      <TextField
        {...common}
        type="number"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
        slotProps={{ htmlInput: { min: field.min, max: field.max } }}
      />
    );
  }
  return (
    <TextField
      {...common}
      multiline={kind === 'multiline'}
      minRows={kind === 'multiline' ? 2 : undefined}
      value={value ?? ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

import type { Department } from '@backoffice/contract/modules/administration';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';

interface Props {
  label?: string;
  value: number | null;
  onChange: (id: number | null) => void;
  departments: readonly Department[] | undefined;
  loading?: boolean;
  allowNone?: boolean;
  disabled?: boolean;
  error?: string;
  helperText?: ReactNode;
  fallbackName?: string | null;
  required?: boolean;
  /** What the empty choice says ("No department" in a form, "All departments" in a filter). */
  noneLabel?: string;
}

export function DepartmentSelect({
  label = 'Department',
  value,
  onChange,
  departments,
  loading = false,
  allowNone = false,
  disabled = false,
  error,
  helperText,
  fallbackName,
  required,
  noneLabel = 'No department',
}: Props) {
  const known = departments?.some((d) => d.id === value) ?? false;
  return (
    <TextField
      select
      label={label}
      required={required}
      value={value ?? ''}
      disabled={disabled}
      error={Boolean(error)}
      helperText={error ?? helperText}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      slotProps={{
        select: {
          displayEmpty: allowNone,
          renderValue: (selected) => {
            if (selected === '' || selected === undefined) return allowNone ? noneLabel : '';
            const department = departments?.find((d) => d.id === Number(selected));
            return department?.name ?? fallbackName ?? (loading ? 'Loading…' : `Department #${String(selected)}`);
          },
          MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } },
        },
        inputLabel: { shrink: allowNone || value !== null ? true : undefined },
      }}
    >
      {allowNone ? (
        <MenuItem value="">
          <em>{noneLabel}</em>
        </MenuItem>
      ) : null}
      {value !== null && !known ? (
        <MenuItem value={value}>{fallbackName ?? (loading ? 'Loading…' : `Department #${value}`)}</MenuItem>
      ) : null}
      {(departments ?? []).map((d) => (
        <MenuItem key={d.id} value={d.id}>
          {d.name}
        </MenuItem>
      ))}
      {!loading && departments?.length === 0 ? (
        <MenuItem disabled value="-1">
          No departments yet
        </MenuItem>
      ) : null}
    </TextField>
  );
}

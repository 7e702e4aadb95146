import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

/** A switch with its label, bound to a boolean field of a react-hook-form form. */
export function FormSwitch<V extends FieldValues>({
  control,
  name,
  label,
  disabled,
  sx,
}: {
  control: Control<V>;
  name: Path<V>;
  label: ReactNode;
  disabled?: boolean;
  sx?: SxProps<Theme>;
}) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(e) => field.onChange(e.target.checked)}
              onBlur={field.onBlur}
              slotProps={{ input: { ref: field.ref } }}
              {...(disabled !== undefined ? { disabled } : {})}
            />
          }
          label={label}
          {...(sx ? { sx } : {})}
        />
      )}
    />
  );
}

import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';

type Props<V extends FieldValues> = { control: Control<V>; name: Path<V> } & Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef'
>;

/**
 * A text field bound to a react-hook-form form: its value, its focus on a refusal, and its message
 * (the schema's or the server's) in place of `helperText` while there is one.
 */
export function FormTextField<V extends FieldValues>({ control, name, helperText, ...props }: Props<V>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, ...field }, fieldState }) => (
        <TextField
          {...props}
          {...field}
          inputRef={ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

/**
 * A number field bound to a form whose value is a number or null (an empty box); with `select`, a
 * picker of numeric ids (its `MenuItem`s as children).
 */
export function FormNumberField<V extends FieldValues>({ control, name, helperText, ...props }: Props<V>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field: { ref, value, onChange, ...field }, fieldState }) => (
        <TextField
          {...(props.select ? {} : { type: 'number' })}
          {...props}
          {...field}
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value === '' ? null : Number(e.target.value))}
          inputRef={ref}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message ?? helperText}
        />
      )}
    />
  );
}

/** A time of day ("09:30") bound to a form; its label stays above the box, which the browser fills with "--:--". */
export function FormTimeField<V extends FieldValues>(props: Omit<Props<V>, 'type' | 'slotProps'>) {
  return <FormTextField {...props} type="time" slotProps={{ inputLabel: { shrink: true } }} />;
}

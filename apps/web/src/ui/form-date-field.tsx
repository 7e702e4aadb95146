import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import { DatePicker } from './date-picker';

interface Props<V extends FieldValues> {
  control: Control<V>;
  name: Path<V>;
  label: string;
  /** The form's value for no day: null (an optional day) or '' (a required one the schema refuses empty). */
  empty?: null | '';
}

/** A day picker bound to a react-hook-form form, its message (the schema's or the server's) below it. */
export function FormDateField<V extends FieldValues>({ control, name, label, empty = null }: Props<V>) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <DatePicker
          label={label}
          value={field.value || null}
          onChange={(day) => field.onChange(day ?? empty)}
          width="100%"
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}

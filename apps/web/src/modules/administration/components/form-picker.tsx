import type { ComponentType } from 'react';
import { type Control, Controller, type FieldValues, type Path } from 'react-hook-form';
import type { LookupOption, PickerProps } from '../../../core/lookups/pickers';

type Props<V extends FieldValues, T> = {
  /** `RolePicker` or `DepartmentPicker`. */
  picker: ComponentType<PickerProps<T>>;
  control: Control<V>;
  name: Path<V>;
  /** Told the option chosen too, after the field takes its id (a role's department follows it). */
  onPicked?: (option: LookupOption<T> | null) => void;
} & Omit<PickerProps<T>, 'value' | 'onChange' | 'error' | 'name' | 'size'>;

/** A picker of a role or department bound to a form's id field, with the field's message. */
export function FormPicker<V extends FieldValues, T>({
  picker: Picker,
  control,
  name,
  onPicked,
  ...props
}: Props<V, T>) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Picker
          {...props}
          size="medium"
          name={name}
          value={field.value}
          error={fieldState.error?.message}
          onChange={(id, option) => {
            field.onChange(id);
            onPicked?.(option);
          }}
        />
      )}
    />
  );
}

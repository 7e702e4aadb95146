import { shiftHours } from '@backoffice/contract/rules/shift-hours';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type Control, Controller, useWatch } from 'react-hook-form';
import { ColorField } from '../../../ui/color-field';
import { FormTextField, FormTimeField } from '../../../ui/form-text-field';
import { formatHours } from '../lib/totals';
import type { TypeValues } from '../lib/type-form';

const TIME = /^\d\d:\d\d$/;

/** A shift type's fields, with what the type counts for as the times change (spec §5). */
export function TypeFields({ control, autoFocus = false }: { control: Control<TypeValues>; autoFocus?: boolean }) {
  const [start, end, breakMinutes] = useWatch({ control, name: ['start', 'end', 'breakMinutes'] });
  const breakTaken = breakMinutes ?? 0;
  const hours =
    TIME.test(start) && TIME.test(end) && breakTaken >= 0 ? shiftHours({ start, end, breakMinutes: breakTaken }) : null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField control={control} name="name" label="Name" required autoFocus={autoFocus} />
      <Controller
        name="color"
        control={control}
        render={({ field, fieldState }) => (
          <ColorField value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
        )}
      />
      <FormTimeField control={control} name="start" label="Start" required />
      <FormTimeField
        control={control}
        name="end"
        label="End"
        required
        helperText="An end at or before the start is on the next day."
      />
      <Controller
        name="breakMinutes"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            label="Break (minutes)"
            type="number"
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            slotProps={{ htmlInput: { min: 0, max: 240 } }}
          />
        )}
      />
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }} data-testid="type-hours">
        {hours
          ? `Counts for ${formatHours(hours.weighted)} h: ${formatHours(hours.dayHours)} day, ${formatHours(hours.nightHours)} night (× 8/7), less ${formatHours(hours.deductedHours)} unpaid.`
          : ''}
      </Typography>
    </Box>
  );
}

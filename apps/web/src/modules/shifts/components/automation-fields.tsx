import type { ShiftTeam, ShiftType } from '@backoffice/contract/modules/shifts';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { type Control, Controller, useFormState } from 'react-hook-form';
import { FormDateField } from '../../../ui/form-date-field';
import { fieldMessage } from '../../../ui/form-errors';
import { FormSwitch } from '../../../ui/form-switch';
import { FormNumberField, FormTextField } from '../../../ui/form-text-field';
import type { AutomationValues } from '../lib/automation-form';

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];

type Props = { control: Control<AutomationValues> };

/** Who gets which shift type on which weekdays, from when, how far ahead. */
export function AutomationFields({
  control,
  types,
  teams,
  autoFocus = false,
}: Props & { types: readonly ShiftType[]; teams: readonly ShiftTeam[]; autoFocus?: boolean }) {
  const { errors } = useFormState({ control });
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <FormTextField control={control} name="name" label="Name" required autoFocus={autoFocus} />
      <FormNumberField control={control} name="typeId" select label="Shift type" required>
        {types.map((t) => (
          <MenuItem key={t.id} value={t.id}>
            {t.name} · {t.start}–{t.end}
          </MenuItem>
        ))}
      </FormNumberField>
      <Controller
        name="teamId"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            select
            label="Team"
            required
            inputRef={field.ref}
            value={field.value ?? ''}
            onChange={(e) => field.onChange(e.target.value === '' ? null : Number(e.target.value))}
            error={Boolean(fieldState.error ?? errors.userIds)}
            helperText={fieldState.error?.message ?? fieldMessage(errors, 'userIds')}
          >
            {teams.map((t) => (
              <MenuItem key={t.id} value={t.id}>
                {t.name} · {t.departmentName} ({t.members.length})
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <FormNumberField
        control={control}
        name="weeksAhead"
        label="Weeks ahead"
        slotProps={{ htmlInput: { min: 1, max: 8 } }}
        helperText="How far ahead each daily run plans (1 to 8 weeks)."
      />
      <FormDateField control={control} name="from" label="From" empty="" />
      <FormDateField control={control} name="until" label="Until (optional)" />
      <WeekdaysField control={control} />
      <FormSwitch control={control} name="active" label="Active: runs every night" />
    </Box>
  );
}

function WeekdaysField({ control }: Props) {
  return (
    <Controller
      name="weekdays"
      control={control}
      render={({ field, fieldState }) => (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <FormLabel component="legend" error={Boolean(fieldState.error)}>
            Weekdays
          </FormLabel>
          <FormGroup row>
            {WEEKDAYS.map((label, i) => (
              <FormControlLabel
                key={label}
                label={label}
                control={
                  <Checkbox
                    checked={field.value.includes(i + 1)}
                    onChange={(e) =>
                      field.onChange(
                        e.target.checked ? [...field.value, i + 1].sort() : field.value.filter((d) => d !== i + 1),
                      )
                    }
                  />
                }
              />
            ))}
          </FormGroup>
          {fieldState.error ? <FormHelperText error>{fieldState.error.message}</FormHelperText> : null}
        </Box>
      )}
    />
  );
}

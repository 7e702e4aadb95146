import { shiftHours } from '@backoffice/contract/rules/shift-hours';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ColorField } from '../../../ui/color-field';
import { formatHours } from '../lib/totals';

export interface TypeValues {
  name: string;
  start: string;
  end: string;
  breakMinutes: number;
  color: string;
}

export const emptyType: TypeValues = { name: '', start: '07:00', end: '15:00', breakMinutes: 30, color: '#2e7d32' };

/** A shift type's fields, with what the type counts for as the times change (spec §5). */
export function TypeFields({ values, onChange }: { values: TypeValues; onChange: (values: TypeValues) => void }) {
  const set = (patch: Partial<TypeValues>) => onChange({ ...values, ...patch });
  const hours = /^\d\d:\d\d$/.test(values.start) && /^\d\d:\d\d$/.test(values.end) ? shiftHours(values) : null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField label="Name" required autoFocus value={values.name} onChange={(e) => set({ name: e.target.value })} />
      <ColorField value={values.color} onChange={(color) => set({ color })} />
      <TextField
        label="Start"
        type="time"
        required
        value={values.start}
        onChange={(e) => set({ start: e.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="End"
        type="time"
        required
        value={values.end}
        onChange={(e) => set({ end: e.target.value })}
        helperText="An end at or before the start is on the next day."
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Break (minutes)"
        type="number"
        value={values.breakMinutes}
        onChange={(e) => set({ breakMinutes: Number(e.target.value) })}
        slotProps={{ htmlInput: { min: 0, max: 240 } }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }} data-testid="type-hours">
        {hours
          ? `Counts for ${formatHours(hours.weighted)} h: ${formatHours(hours.dayHours)} day, ${formatHours(hours.nightHours)} night (× 8/7), less ${formatHours(hours.deductedHours)} unpaid.`
          : ''}
      </Typography>
    </Box>
  );
}

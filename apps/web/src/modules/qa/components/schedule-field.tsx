import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { CustomFieldInput } from '../../../ui/resource/resource';

const SCHEDULES = [
  { value: '*/15 * * * *', label: 'Every 15 minutes' },
  { value: '*/30 * * * *', label: 'Every 30 minutes' },
  { value: '0 * * * *', label: 'Every hour' },
  { value: '0 6 * * *', label: 'Every day at 06:00' },
  { value: '0 6 * * 1-5', label: 'Weekdays at 06:00' },
];

/** A schedule from the usual ones, or a cron expression of one's own. */
export function ScheduleField({ label, value, onChange, error }: CustomFieldInput) {
  const schedule = String(value ?? '');
  const custom = !SCHEDULES.some((s) => s.value === schedule);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        select
        label={label}
        value={custom ? 'custom' : schedule}
        onChange={(e) => onChange(e.target.value === 'custom' ? '0 */2 * * *' : e.target.value)}
      >
        {SCHEDULES.map((s) => (
          <MenuItem key={s.value} value={s.value}>
            {s.label}
          </MenuItem>
        ))}
        <MenuItem value="custom">Custom (cron expression)</MenuItem>
      </TextField>
      {custom ? (
        <TextField
          label="Cron expression"
          value={schedule}
          onChange={(e) => onChange(e.target.value)}
          error={Boolean(error)}
          helperText={error ?? 'Five fields: minute hour day month weekday'}
        />
      ) : error ? (
        <Box sx={{ color: 'error.main', typography: 'caption', alignSelf: 'center' }}>{error}</Box>
      ) : null}
    </Box>
  );
}

import type { CalendarShift } from '@backoffice/contract/modules/shifts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import { alpha } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import { formatHours } from '../lib/totals';

/** One's own shift in My shifts: highlighted, the times large, the type in its colour. */
export function MyShiftCard({ shift, onSwap }: { shift: CalendarShift; onSwap?: () => void }) {
  const type = shift.typeName ?? 'Shift';
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={`Your shift, ${shift.start}–${shift.end}, ${type}`}
      data-testid="agenda-shift"
      data-mine="true"
      sx={(theme) => ({
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1.5,
        p: 1.5,
        borderWidth: 2,
        borderColor: 'primary.main',
        borderLeft: `6px solid ${shift.color}`,
        bgcolor: alpha(theme.palette.primary.main, theme.palette.mode === 'dark' ? 0.16 : 0.08),
      })}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="overline" color="primary" sx={{ lineHeight: 1.5, fontWeight: 700 }}>
          Your shift
        </Typography>
        <Typography variant="h6" component="p" sx={{ lineHeight: 1.2, fontVariantNumeric: 'tabular-nums' }}>
          {shift.start}–{shift.end}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
          <Chip
            size="small"
            label={type}
            sx={{ bgcolor: shift.color, color: (theme) => theme.palette.getContrastText(shift.color) }}
          />
          <Typography variant="body2" color="text.secondary">
            {formatHours(shift.hours.weighted)} weighted hours
            {shift.breakMinutes ? ` · ${shift.breakMinutes} min break` : ''}
          </Typography>
          {shift.shortRest ? (
            <Typography variant="body2" color="warning.main">
              ⚠ less than 11 hours of rest before it
            </Typography>
          ) : null}
        </Box>
      </Box>
      {onSwap ? (
        <Button size="small" onClick={onSwap}>
          Ask for a swap
        </Button>
      ) : null}
    </Paper>
  );
}

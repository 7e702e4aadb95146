import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import ViewAgendaOutlined from '@mui/icons-material/ViewAgendaOutlined';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { ShiftsView } from '../lib/view';

/** My shifts, the teams' weeks or the team calendar (the choice is the page's `?view=`). */
export function ViewSwitch({ value, onChange }: { value: ShiftsView; onChange: (view: ShiftsView) => void }) {
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      color="primary"
      value={value}
      aria-label="View"
      onChange={(_, next: ShiftsView | null) => {
        if (next) onChange(next);
      }}
      sx={{
        width: { xs: '100%', sm: 'auto' },
        '& .MuiToggleButton-root': {
          textTransform: 'none',
          whiteSpace: 'nowrap',
          gap: 0.75,
          px: { xs: 1, sm: 1.5 },
          flex: { xs: 1, sm: 'none' },
        },
        // Three choices fit a phone's width by their words alone.
        '& .MuiToggleButton-root svg': { display: { xs: 'none', sm: 'inline-block' } },
      }}
    >
      <ToggleButton value="mine">
        <ViewAgendaOutlined fontSize="small" />
        My shifts
      </ToggleButton>
      <ToggleButton value="grid">
        <TableChartOutlined fontSize="small" />
        Team week
      </ToggleButton>
      <ToggleButton value="calendar">
        <CalendarMonthOutlined fontSize="small" />
        Team calendar
      </ToggleButton>
    </ToggleButtonGroup>
  );
}

// The wallchart's rows (wallchart.tsx): a team with its cover by day, and a person with their leave.
import type { AwayEntry } from '@backoffice/contract/modules/leave';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDay } from '../../../core/dates';
import { stateOf } from '../lib/format';
import { type groupRows, isWeekend } from '../lib/wallchart';

const DAY_WIDTH = 28;

type Group = ReturnType<typeof groupRows>[number];
type Person = Group['people'][number];

/** A day's column: today marked, weekends shaded. */
export const dayCell = (date: string, today: string) => ({
  width: DAY_WIDTH,
  minWidth: DAY_WIDTH,
  p: 0,
  textAlign: 'center' as const,
  borderLeft: 1,
  borderColor: 'divider',
  bgcolor: date === today ? 'action.selected' : isWeekend(date) ? 'action.hover' : undefined,
});

/** The names' column, kept in sight while the days scroll. */
export const nameCell = {
  position: 'sticky' as const,
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: { xs: 110, sm: 160 },
  maxWidth: { xs: 110, sm: 200 },
  px: 1.5,
  py: 0.75,
  whiteSpace: 'nowrap' as const,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
};

/** A team's heading row: its name and size, then how many are off (and asked) each day. */
export function TeamRow({ group, days, today }: { group: Group; days: string[]; today: string }) {
  return (
    <tr data-testid={`wallchart-team-${group.name}`}>
      <Box component="th" scope="rowgroup" sx={{ ...nameCell, textAlign: 'left', bgcolor: 'background.default' }}>
        <Typography variant="subtitle2" component="span">
          {group.name}
        </Typography>
        {group.size !== null ? (
          <Typography variant="caption" color="text.secondary">
            {' '}
            · {group.size}
          </Typography>
        ) : null}
      </Box>
      {days.map((date) => {
        const c = group.cover?.get(date);
        const off = c ? c.away + c.pending : 0;
        const heavy = c && c.size > 0 && c.away / c.size >= 0.5;
        return (
          <Box
            component="td"
            key={date}
            sx={{
              ...dayCell(date, today),
              bgcolor: 'background.default',
              color: heavy ? 'error.main' : 'text.secondary',
              fontWeight: heavy ? 700 : 400,
              fontSize: 11,
            }}
            title={c && off ? `${c.away} of ${c.size} off${c.pending ? `, ${c.pending} asked` : ''}` : undefined}
          >
            {c && off ? `${c.away || ''}${c.pending ? `+${c.pending}` : ''}` : ''}
          </Box>
        );
      })}
    </tr>
  );
}

interface PersonProps {
  person: Person;
  requests: readonly AwayEntry[];
  days: string[];
  today: string;
  onOpen: (request: AwayEntry) => void;
}

/** A person's row: a bar on each day of leave (outlined while it waits), which opens the request. */
export function PersonRow({ person, requests, days, today, onOpen }: PersonProps) {
  const requestOn = (date: string) =>
    requests
      .filter((r) => r.userId === person.userId && r.from <= date && r.to >= date)
      .sort((a, b) => (a.status === 'approved' ? -1 : b.status === 'approved' ? 1 : 0))[0];
  return (
    <tr data-testid={`wallchart-row-${person.name}`}>
      <Box component="td" sx={nameCell}>
        {person.name}
      </Box>
      {days.map((date) => {
        const r = requestOn(date);
        if (!r) return <Box component="td" key={date} sx={dayCell(date, today)} />;
        const waiting = r.status === 'pending';
        return (
          <Box component="td" key={date} sx={{ ...dayCell(date, today), p: '3px 1px' }}>
            <Tooltip title={`${r.typeName} · ${stateOf(r).label}`}>
              <Box
                component="button"
                type="button"
                aria-label={`${person.name}, ${r.typeName} on ${formatDay(date)}${waiting ? ' (waiting)' : ''}`}
                onClick={() => onOpen(r)}
                sx={{
                  display: 'block',
                  width: '100%',
                  height: 20,
                  p: 0,
                  cursor: 'pointer',
                  borderRadius: 0.75,
                  border: 2,
                  borderColor: r.color,
                  bgcolor: waiting ? 'transparent' : r.color,
                }}
              />
            </Tooltip>
          </Box>
        );
      })}
    </tr>
  );
}

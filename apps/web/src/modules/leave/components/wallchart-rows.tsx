// The wallchart's rows (wallchart.tsx): a team with its cover by day, and a person with their leave.
import type { AwayEntry } from '@backoffice/contract/modules/leave';
import Typography from '@mui/material/Typography';
import { formatDay } from '../../../core/dates';
import { stateOf } from '../lib/format';
import { type groupRows, isWeekend } from '../lib/wallchart';

const DAY_WIDTH = 28;

type Group = ReturnType<typeof groupRows>[number];
type Person = Group['people'][number];

/** A day's column's classes: today marked, weekends shaded (their looks: `wallchartSx`). */
export const dayClass = (date: string, today: string) =>
  `day${date === today ? ' today' : isWeekend(date) ? ' weekend' : ''}`;

/** The names' column, kept in sight while the days scroll. */
const nameCell = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  minWidth: { xs: 110, sm: 160 },
  maxWidth: { xs: 110, sm: 200 },
  px: 1.5,
  py: 0.75,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
} as const;

/**
 * The wallchart's looks, once for its table: a month is a cell per person and day, and an `sx` per
 * cell was worked out again for each of them on every render (docs/ui.md "Many items"). A leave
 * bar's colour is inline.
 */
export const wallchartSx = {
  borderCollapse: 'collapse',
  fontSize: 13,
  '& td, & th': { borderBottom: 1, borderColor: 'divider' },
  '& .name': nameCell,
  '& th.name': { textAlign: 'left' },
  '& .day': { width: DAY_WIDTH, minWidth: DAY_WIDTH, p: 0, textAlign: 'center', borderLeft: 1, borderColor: 'divider' },
  '& .weekend': { bgcolor: 'action.hover' },
  '& .today': { bgcolor: 'action.selected' },
  '& thead .day': { py: 0.5, fontWeight: 400 },
  '& .weekday': { fontSize: 10, color: 'text.secondary' },
  '& .date': { fontWeight: 500 },
  '& .today .date': { fontWeight: 700 },
  '& tr.team .name, & tr.team .day': { bgcolor: 'background.default' },
  '& tr.team .day': { color: 'text.secondary', fontWeight: 400, fontSize: 11 },
  '& tr.team .day.heavy': { color: 'error.main', fontWeight: 700 },
  '& td.leave': { p: '3px 1px' },
  '& .bar': {
    display: 'block',
    width: '100%',
    height: 20,
    p: 0,
    cursor: 'pointer',
    borderRadius: 0.75,
    border: 2,
    borderStyle: 'solid',
  },
} as const;

/** A team's heading row: its name and size, then how many are off (and asked) each day. */
export function TeamRow({ group, days, today }: { group: Group; days: string[]; today: string }) {
  return (
    <tr className="team" data-testid={`wallchart-team-${group.name}`}>
      <th scope="rowgroup" className="name">
        <Typography variant="subtitle2" component="span">
          {group.name}
        </Typography>
        {group.size !== null ? (
          <Typography variant="caption" color="text.secondary">
            {' '}
            · {group.size}
          </Typography>
        ) : null}
      </th>
      {days.map((date) => {
        const c = group.cover?.get(date);
        const off = c ? c.away + c.pending : 0;
        const heavy = c && c.size > 0 && c.away / c.size >= 0.5;
        return (
          <td
            key={date}
            className={`${dayClass(date, today)}${heavy ? ' heavy' : ''}`}
            title={c && off ? `${c.away} of ${c.size} off${c.pending ? `, ${c.pending} asked` : ''}` : undefined}
          >
            {c && off ? `${c.away || ''}${c.pending ? `+${c.pending}` : ''}` : ''}
          </td>
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
      <td className="name">{person.name}</td>
      {days.map((date) => {
        const r = requestOn(date);
        if (!r) return <td key={date} className={dayClass(date, today)} />;
        const waiting = r.status === 'pending';
        return (
          <td key={date} className={`${dayClass(date, today)} leave`}>
            <button
              type="button"
              className="bar"
              data-tip={`${r.typeName} · ${stateOf(r).label}`}
              aria-label={`${person.name}, ${r.typeName} on ${formatDay(date)}${waiting ? ' (waiting)' : ''}`}
              onClick={() => onOpen(r)}
              style={{ borderColor: r.color, backgroundColor: waiting ? 'transparent' : r.color }}
            />
          </td>
        );
      })}
    </tr>
  );
}

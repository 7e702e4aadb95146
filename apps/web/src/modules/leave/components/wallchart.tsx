import type { AwayEntry } from '@backoffice/contract/modules/leave';
import { addDays } from '@backoffice/contract/rules/zoned-time';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo } from 'react';
import { formatDay, localDate } from '../../../core/dates';
import { type Cover, groupRows } from '../lib/wallchart';
import { dayCell, nameCell, PersonRow, TeamRow } from './wallchart-rows';

/** The leave wallchart of `from`–`to` (docs/leave.md "Wallchart"). */
function WallchartView({
  from,
  to,
  requests,
  cover,
  onOpen,
}: {
  from: string;
  to: string;
  requests: readonly AwayEntry[];
  cover: readonly Cover[];
  onOpen: (request: AwayEntry) => void;
}) {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  const today = localDate();
  const groups = groupRows(requests, cover);
  if (!groups.length) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        Nobody is away or has asked for leave in this month.
      </Typography>
    );
  }
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        aria-label="Leave wallchart"
        sx={{ borderCollapse: 'collapse', fontSize: 13, '& td, & th': { borderBottom: 1, borderColor: 'divider' } }}
      >
        <thead>
          <tr>
            <Box component="th" sx={{ ...nameCell, textAlign: 'left' }}>
              <Typography variant="caption" color="text.secondary">
                Team · person
              </Typography>
            </Box>
            {days.map((date) => (
              <Box
                component="th"
                key={date}
                sx={{ ...dayCell(date, today), py: 0.5, fontWeight: 400 }}
                title={formatDay(date)}
              >
                <Box sx={{ fontSize: 10, color: 'text.secondary' }}>{formatDay(date).slice(0, 2)}</Box>
                <Box sx={{ fontWeight: date === today ? 700 : 500 }}>{Number(date.slice(8))}</Box>
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {groups.map((group) => [
            <TeamRow key={group.key} group={group} days={days} today={today} />,
            ...group.people.map((person) => (
              <PersonRow
                key={`${group.key}-${person.userId}`}
                person={person}
                requests={requests}
                days={days}
                today={today}
                onOpen={onOpen}
              />
            )),
          ])}
        </tbody>
      </Box>
    </Box>
  );
}

/**
 * Drawn again only when its month, data or handler change: the page hands it arrived data through
 * `useDeferredValue`, and the urgent render that comes first skips it (all-requests-page.tsx).
 */
export const Wallchart = memo(WallchartView);

import type { AwayEntry } from '@backoffice/contract/modules/leave';
import { addDays } from '@backoffice/contract/rules/zoned-time';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { memo, useRef } from 'react';
import { formatDay, localDate } from '../../../core/dates';
import { SharedTooltip } from '../../../ui/shared-tooltip';
import { type Cover, groupRows } from '../lib/wallchart';
import { dayClass, PersonRow, TeamRow, wallchartSx } from './wallchart-rows';

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
  const chart = useRef<HTMLDivElement>(null);
  if (!groups.length) {
    return (
      <Typography variant="body2" color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
        Nobody is away or has asked for leave in this month.
      </Typography>
    );
  }
  return (
    <Box ref={chart} sx={{ overflowX: 'auto' }}>
      <SharedTooltip container={chart} />
      <Box component="table" aria-label="Leave wallchart" sx={wallchartSx}>
        <thead>
          <tr>
            <th className="name">
              <Typography variant="caption" color="text.secondary">
                Team · person
              </Typography>
            </th>
            {days.map((date) => (
              <th key={date} className={dayClass(date, today)} title={formatDay(date)}>
                <div className="weekday">{formatDay(date).slice(0, 2)}</div>
                <div className="date">{Number(date.slice(8))}</div>
              </th>
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

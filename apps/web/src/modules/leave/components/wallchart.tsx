import type { LeaveRequest } from '@backoffice/contract/modules/leave';
import { addDays } from '@backoffice/contract/rules/zoned-time';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { formatDay, localDate } from '../../../core/dates';
import { stateOf } from '../lib/format';
import { type Cover, groupRows, isWeekend } from '../lib/wallchart';

const DAY_WIDTH = 28;

/** The leave wallchart of `from`–`to` (docs/leave.md "Wallchart"). */
export function Wallchart({
  from,
  to,
  requests,
  cover,
  onOpen,
}: {
  from: string;
  to: string;
  requests: readonly LeaveRequest[];
  cover: readonly Cover[];
  onOpen: (request: LeaveRequest) => void;
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
  const requestOn = (userId: number, date: string) =>
    requests
      .filter((r) => r.userId === userId && r.from <= date && r.to >= date && r.status !== 'rejected')
      .sort((a, b) => (a.status === 'approved' ? -1 : b.status === 'approved' ? 1 : 0))[0];
  const dayCell = (date: string) => ({
    width: DAY_WIDTH,
    minWidth: DAY_WIDTH,
    p: 0,
    textAlign: 'center' as const,
    borderLeft: 1,
    borderColor: 'divider',
    bgcolor: date === today ? 'action.selected' : isWeekend(date) ? 'action.hover' : undefined,
  });
  const nameCell = {
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
                sx={{ ...dayCell(date), py: 0.5, fontWeight: 400 }}
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
            <tr key={group.key} data-testid={`wallchart-team-${group.name}`}>
              <Box
                component="th"
                scope="rowgroup"
                sx={{ ...nameCell, textAlign: 'left', bgcolor: 'background.default' }}
              >
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
                      ...dayCell(date),
                      bgcolor: 'background.default',
                      color: heavy ? 'error.main' : 'text.secondary',
                      fontWeight: heavy ? 700 : 400,
                      fontSize: 11,
                    }}
                    title={
                      c && off ? `${c.away} of ${c.size} off${c.pending ? `, ${c.pending} asked` : ''}` : undefined
                    }
                  >
                    {c && off ? `${c.away || ''}${c.pending ? `+${c.pending}` : ''}` : ''}
                  </Box>
                );
              })}
            </tr>,
            ...group.people.map((person) => (
              <tr key={`${group.key}-${person.userId}`} data-testid={`wallchart-row-${person.name}`}>
                <Box component="td" sx={nameCell}>
                  {person.name}
                </Box>
                {days.map((date) => {
                  const r = requestOn(person.userId, date);
                  if (!r) return <Box component="td" key={date} sx={dayCell(date)} />;
                  const waiting = r.status === 'pending';
                  return (
                    <Box component="td" key={date} sx={{ ...dayCell(date), p: '3px 1px' }}>
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
            )),
          ])}
        </tbody>
      </Box>
    </Box>
  );
}

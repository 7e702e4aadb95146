import type { LeaveRequest } from '@backoffice/contract/modules/leave';
import { addDays, monthEnd, monthStart } from '@backoffice/contract/rules/zoned-time';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { localDate } from '../../../core/dates';
import { Calendar } from '../../../ui/calendar';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageHeader } from '../../../ui/page-header';
import { usePendingRequests } from '../api/pending-requests';
import { useRequestsByDate } from '../api/requests-by-date';
import { useTeamsAway } from '../api/teams-away';
import { DecideDialog } from '../components/decide-dialog';
import { RequestSummaryDialog } from '../components/request-summary-dialog';
import { RequestsTable } from '../components/requests-table';
import { Wallchart } from '../components/wallchart';

interface Range {
  from: string;
  to: string;
}

/** `2026-11` → its first and last day. */
const monthRange = (month: string): Range => ({ from: `${month}-01`, to: monthEnd(`${month}-01`) });
/** `2026-11`, 1 → `2026-12`. */
const addMonths = (month: string, n: number) => monthStart(`${month}-01`, n).slice(0, 7);

const monthTitle = new Intl.DateTimeFormat('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Everyone's leave on the calendar (spec §2 /leaves/all), each team's cover, and what waits for the caller. */
export default function AllRequestsPage() {
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'calendar' ? 'calendar' : 'wallchart';
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : localDate().slice(0, 7);
  const [calendarRange, setRange] = useState<Range | null>(null);
  const range = view === 'wallchart' ? monthRange(month) : calendarRange;
  const setParam = (key: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value === null) next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  };
  const [deciding, setDeciding] = useState<LeaveRequest | null>(null);
  const [shown, setShown] = useState<LeaveRequest | null>(null);
  const enabled = range !== null;
  const requests = useRequestsByDate({ query: { date: range?.from ?? '', to: range?.to ?? '' } }, { enabled });
  const away = useTeamsAway({ query: { from: range?.from ?? '', to: range?.to ?? '' } }, { enabled });
  const pending = usePendingRequests();
  const items = useMemo(
    () => [
      ...(requests.data ?? []).map((r) => ({
        id: `request-${r.id}`,
        title: `${r.userName} · ${r.typeName}${r.status === 'pending' ? ' (waiting)' : ''}`,
        start: r.from,
        end: addDays(r.to, 1),
        allDay: true,
        backgroundColor: r.status === 'pending' ? 'transparent' : r.color,
        borderColor: r.color,
        textColor: r.status === 'pending' ? r.color : undefined,
        extendedProps: { request: r },
      })),
      // Each team with someone away that day: "Night team: 2/6 off, 1 asked".
      ...(away.data ?? [])
        .filter((a) => a.away + a.pending > 0)
        .map((a) => ({
          id: `away-${a.teamId}-${a.date}`,
          title: `${a.teamName}: ${a.away}/${a.size} off${a.pending ? `, ${a.pending} asked` : ''}`,
          start: a.date,
          allDay: true,
          display: 'list-item',
          color: a.away / Math.max(1, a.size) >= 0.5 ? '#c62828' : '#757575',
          classNames: ['leave-cover'],
        })),
    ],
    [requests.data, away.data],
  );
  const waiting = pending.data ?? [];
  // The bell's "to decide" notice links here with the request it is about (`?pending=1&request=12`):
  // its decide dialog opens at once while it still waits for this reader; otherwise a notice says
  // why there is nothing to decide. Closing either drops `request`, so a reload does not bring it back.
  const linkedId = Number(params.get('request')) || null;
  const linked = linkedId === null ? undefined : pending.data?.find((r) => r.id === linkedId);
  const linkGone = linkedId !== null && pending.isSuccess && !linked;
  const dropLinked = () => setParam('request', null);
  const decidingNow = deciding ?? linked ?? null;
  return (
    <>
      <PageHeader
        title="All leave"
        subtitle="Who is away when, and how many of each shift team. Outlined: still waiting for a decision."
      />
      {linkGone ? (
        <Alert severity="info" onClose={dropLinked} sx={{ mb: 2 }} data-testid="linked-request-gone">
          This leave request no longer waits for your decision: it has been decided already, or it is not yours to
          decide.
        </Alert>
      ) : null}
      {waiting.length || params.get('pending') ? (
        <Box sx={{ mb: 3 }} id="waiting">
          <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
            Waiting for you ({waiting.length})
          </Typography>
          <RequestsTable
            label="Waiting for you"
            requests={pending.data}
            pending={pending.isPending}
            error={pending.error}
            showPerson
            empty="Nothing waits for your decision"
            actions={(r) => (
              <Button size="small" variant="outlined" onClick={() => setDeciding(r)}>
                {r.status === 'approved' ? 'Decide cancellation' : 'Decide'}
              </Button>
            )}
          />
        </Box>
      ) : null}
      <ErrorAlert error={requests.error ?? away.error} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, flexWrap: 'wrap' }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={view}
          onChange={(_, next: string | null) => next && setParam('view', next === 'calendar' ? 'calendar' : null)}
          aria-label="View"
        >
          <ToggleButton value="wallchart">Wallchart</ToggleButton>
          <ToggleButton value="calendar">Calendar</ToggleButton>
        </ToggleButtonGroup>
        {view === 'wallchart' ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto' }}>
            <IconButton aria-label="Previous month" onClick={() => setParam('month', addMonths(month, -1))}>
              <ChevronLeft />
            </IconButton>
            <Typography variant="subtitle1" component="h2" sx={{ minWidth: 140, textAlign: 'center' }}>
              {monthTitle.format(new Date(`${month}-01T12:00:00Z`))}
            </Typography>
            <IconButton aria-label="Next month" onClick={() => setParam('month', addMonths(month, 1))}>
              <ChevronRight />
            </IconButton>
            <Button size="small" onClick={() => setParam('month', null)}>
              Today
            </Button>
          </Box>
        ) : null}
      </Box>
      {view === 'wallchart' ? (
        <Paper variant="outlined">
          {requests.isPending || away.isPending ? (
            <Box sx={{ p: 2 }}>
              {[0, 1, 2, 3, 4].map((i) => (
                <Skeleton key={i} height={28} />
              ))}
            </Box>
          ) : (
            <Wallchart
              from={range!.from}
              to={range!.to}
              requests={requests.data ?? []}
              cover={away.data ?? []}
              onOpen={setShown}
            />
          )}
        </Paper>
      ) : (
        <Paper variant="outlined" sx={{ p: 2, '& .leave-cover .fc-event-title': { fontWeight: 400, fontSize: 12 } }}>
          <Calendar
            initialView="dayGridMonth"
            headerToolbar={{ left: 'prev,next today', center: 'title', right: '' }}
            buttonText={{ today: 'Today' }}
            events={items}
            dayMaxEvents={5}
            datesSet={({ startStr, endStr }) => {
              const next = { from: startStr.slice(0, 10), to: addDays(endStr.slice(0, 10), -1) };
              setRange((r) => (r?.from === next.from && r.to === next.to ? r : next));
            }}
            eventClick={({ event }) => {
              const request = event.extendedProps.request as LeaveRequest | undefined;
              if (request) setShown(request);
            }}
          />
        </Paper>
      )}
      {decidingNow ? (
        <DecideDialog
          request={decidingNow}
          onClose={() => {
            if (!deciding) dropLinked();
            setDeciding(null);
          }}
        />
      ) : null}
      {shown ? (
        <RequestSummaryDialog
          request={shown}
          onClose={() => setShown(null)}
          onDecide={
            waiting.some((w) => w.id === shown.id)
              ? () => {
                  setDeciding(shown);
                  setShown(null);
                }
              : undefined
          }
        />
      ) : null}
    </>
  );
}

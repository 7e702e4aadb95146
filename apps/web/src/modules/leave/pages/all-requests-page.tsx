import type { AwayEntry, LeaveRequest } from '@backoffice/contract/modules/leave';
import { monthEnd } from '@backoffice/contract/rules/zoned-time';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { localDate } from '../../../core/dates';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageHeader } from '../../../ui/page-header';
import { useAwayBetween } from '../api/away-between';
import { usePendingRequests } from '../api/pending-requests';
import { useTeamsAway } from '../api/teams-away';
import { LeaveCalendar, MonthNav, type Range } from '../components/all-leave-views';
import { DecideDialog } from '../components/decide-dialog';
import { RequestSummaryDialog } from '../components/request-summary-dialog';
import { RequestsTable } from '../components/requests-table';
import { Wallchart } from '../components/wallchart';
import { allLeaveHeading } from '../headings';

/** `2026-11` → its first and last day. */
const monthRange = (month: string): Range => ({ from: `${month}-01`, to: monthEnd(`${month}-01`) });

function RowsSkeleton() {
  return (
    <Box sx={{ p: 2 }}>
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} height={28} />
      ))}
    </Box>
  );
}

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
  const [shown, setShown] = useState<AwayEntry | null>(null);
  const enabled = range !== null;
  const requests = useAwayBetween({ query: { date: range?.from ?? '', to: range?.to ?? '' } }, { enabled });
  const away = useTeamsAway({ query: { from: range?.from ?? '', to: range?.to ?? '' } }, { enabled });
  // The month's wallchart once both answers are in, drawn in a background render that yields to the
  // browser: the answers' own render is urgent (TanStack Query's store) and drew every row in one task.
  const loaded = range !== null && !requests.isPending && !away.isPending;
  const wall = useMemo(
    () => (loaded ? { from: range.from, to: range.to, requests: requests.data ?? [], cover: away.data ?? [] } : null),
    [loaded, range?.from, range?.to, requests.data, away.data],
  );
  const shownWall = useDeferredValue(wall);
  const pending = usePendingRequests();
  const waiting = pending.data ?? [];
  // The bell's "to decide" notice links here with the request it is about (`?pending=1&request=12`):
  // its decide dialog opens at once while it still waits for this reader; otherwise a notice says
  // why there is nothing to decide. Closing either drops `request`, so a reload does not bring it back.
  const linkedId = Number(params.get('request')) || null;
  const linked = linkedId === null ? undefined : pending.data?.find((r) => r.id === linkedId);
  const linkGone = linkedId !== null && pending.isSuccess && !linked;
  const dropLinked = () => setParam('request', null);
  const decidingNow = deciding ?? linked ?? null;
  const shownWaiting = shown ? waiting.find((w) => w.id === shown.id) : undefined;
  return (
    <>
      <PageHeader title={allLeaveHeading.title} subtitle={allLeaveHeading.intro} />
      {linkGone ? (
        <Alert severity="info" onClose={dropLinked} sx={{ mb: 2 }} data-testid="linked-request-gone">
          This leave request no longer waits for your decision: it has been decided already, or it is not yours to
          decide.
        </Alert>
      ) : null}
      {/* What waits for the caller stands above the view: until that list is known, one placeholder
          holds the place of both, so the view is not pushed down when it arrives (layout shift). */}
      {pending.isPending ? (
        <Paper variant="outlined">
          <RowsSkeleton />
        </Paper>
      ) : (
        <>
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
            {view === 'wallchart' ? <MonthNav month={month} onMonth={(next) => setParam('month', next)} /> : null}
          </Box>
          {view === 'wallchart' ? (
            <Paper variant="outlined">
              {shownWall ? <Wallchart {...shownWall} onOpen={setShown} /> : <RowsSkeleton />}
            </Paper>
          ) : (
            <LeaveCalendar
              requests={requests.data}
              away={away.data}
              onRange={(next) => setRange((r) => (r?.from === next.from && r.to === next.to ? r : next))}
              onOpen={setShown}
            />
          )}
        </>
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
            // The waiting list holds the request in full, as the decide dialog needs it.
            shownWaiting
              ? () => {
                  setDeciding(shownWaiting);
                  setShown(null);
                }
              : undefined
          }
        />
      ) : null}
    </>
  );
}

import type { LeaveRequest } from '@backoffice/contract/modules/leave';
import { addDays } from '@backoffice/contract/rules/zoned-time';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Calendar } from '../../../ui/calendar';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageHeader } from '../../../ui/page-header';
import { usePendingRequests } from '../api/pending-requests';
import { useRequestsByDate } from '../api/requests-by-date';
import { useTeamsAway } from '../api/teams-away';
import { DecideDialog } from '../components/decide-dialog';
import { RequestsTable } from '../components/requests-table';
import { daysWords, spanWords, stateOf } from '../lib/format';

interface Range {
  from: string;
  to: string;
}

/** Everyone's leave on the calendar (spec §2 /leaves/all), each team's cover, and what waits for the caller. */
export default function AllRequestsPage() {
  const [params] = useSearchParams();
  const [range, setRange] = useState<Range | null>(null);
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
  return (
    <>
      <PageHeader
        title="All leave"
        subtitle="Who is away when, and how many of each shift team. Outlined: still waiting for a decision."
      />
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
      {deciding ? <DecideDialog request={deciding} onClose={() => setDeciding(null)} /> : null}
      {shown ? (
        <Dialog open onClose={() => setShown(null)} maxWidth="xs" fullWidth>
          <DialogTitle>
            {shown.userName} · {shown.typeName}
          </DialogTitle>
          <DialogContent>
            <Typography variant="body2">
              {spanWords(shown)} · {daysWords(shown.days)} · {stateOf(shown).label}
            </Typography>
            {shown.reason ? (
              <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                “{shown.reason}”
              </Typography>
            ) : null}
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button color="inherit" onClick={() => setShown(null)}>
              Close
            </Button>
            {waiting.some((w) => w.id === shown.id) ? (
              <Button
                variant="contained"
                onClick={() => {
                  setDeciding(shown);
                  setShown(null);
                }}
              >
                Decide
              </Button>
            ) : null}
          </DialogActions>
        </Dialog>
      ) : null}
    </>
  );
}

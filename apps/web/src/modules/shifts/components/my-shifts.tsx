import type { CalendarShift, OpenShift, ShiftTeam } from '@backoffice/contract/modules/shifts';
import { addDays } from '@backoffice/contract/rules/zoned-time';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { localDate } from '../../../core/dates';
import { useCurrentUser } from '../../../core/session';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorAlert } from '../../../ui/error-alert';
import { useNotes } from '../api/list-notes';
import { useOpenShifts } from '../api/list-open-shifts';
import { useShifts } from '../api/list-shifts';
import { agendaDays, dayLabel, nextShift, teamsOf } from '../lib/agenda';
import { formatHours, totalsByPerson } from '../lib/totals';
import { AGENDA_DAYS } from '../lib/view';
import { AgendaDay } from './agenda-day';
import { AgendaNav } from './agenda-nav';
import { ClaimDialog } from './claim-dialog';
import { SwapDialog } from './swap-dialog';

/**
 * My shifts: the coming days as a list, one's own shifts first and highlighted, then who else works
 * in one's team(s) (or the team chosen), open shifts to claim and notes.
 */
export function MyShifts({
  teamId,
  teams,
  from,
}: {
  teamId: number | undefined;
  teams: readonly ShiftTeam[];
  from: string;
}) {
  const me = useCurrentUser();
  const meId = me?.id ?? 0;
  const [claiming, setClaiming] = useState<OpenShift | null>(null);
  const [swapping, setSwapping] = useState<CalendarShift | null>(null);
  const today = localDate();
  const to = addDays(from, AGENDA_DAYS - 1);
  const myTeams = teamsOf(teams, meId);
  const shown = teamId ? teams.filter((t) => t.id === teamId) : myTeams;
  const teamIds = new Set(shown.map((t) => t.id));
  const members = new Set(shown.flatMap((t) => t.members.map((m) => m.id)));

  const mine = useShifts({ query: { from, to, userId: meId } }, { enabled: meId > 0 });
  // One team is asked for by id; several (someone in more than one team) are picked from the whole plan.
  const team = useShifts(
    { query: { from, to, teamId: shown.length === 1 ? shown[0]!.id : undefined } },
    { enabled: shown.length > 0 },
  );
  const open = useOpenShifts({ query: { from, to } });
  const notes = useNotes({ query: { from, to } });
  const days = agendaDays(
    from,
    AGENDA_DAYS,
    meId,
    {
      mine: mine.data ?? [],
      others: shown.length > 0 ? (team.data ?? []).filter((s) => members.has(s.userId)) : [],
      open: (open.data ?? []).filter((o) => teamIds.has(o.teamId)),
      notes: (notes.data ?? []).filter((n) => n.teamId === null || teamIds.has(n.teamId)),
    },
    today,
  );
  const next = nextShift(mine.data ?? [], today);
  const [totals] = totalsByPerson(mine.data ?? []);

  return (
    <>
      <AgendaNav from={from} to={to} today={today} />
      <ErrorAlert error={mine.error ?? team.error ?? open.error ?? notes.error} />
      {shown.length === 0 && teams.length > 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          You are in no team yet: choose a team above to see who works with you.
        </Alert>
      ) : null}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="my-shifts-summary">
        {next
          ? `Your next shift: ${dayLabel(next.date)}, ${next.start}–${next.end}${next.typeName ? ` (${next.typeName})` : ''}. `
          : ''}
        {totals
          ? `These ${AGENDA_DAYS} days: ${totals.shifts} ${totals.shifts === 1 ? 'shift' : 'shifts'}, ${formatHours(totals.weighted)} weighted hours.`
          : mine.isPending
            ? ''
            : `No shift for you in these ${AGENDA_DAYS} days.`}
      </Typography>
      {mine.isPending ? (
        <Skeleton variant="rounded" height={160} aria-label="Loading your shifts" />
      ) : days.length === 0 ? (
        <EmptyState icon={<EventAvailableOutlined />} title="Nothing planned for these days" />
      ) : (
        <Box sx={{ maxWidth: 760 }}>
          {days.map((day) => (
            <AgendaDay key={day.date} day={day} today={today} onSwap={setSwapping} onClaim={setClaiming} />
          ))}
        </Box>
      )}
      <ClaimDialog offer={claiming} onClose={() => setClaiming(null)} />
      {swapping ? <SwapDialog shift={swapping} teams={teams} onClose={() => setSwapping(null)} /> : null}
    </>
  );
}

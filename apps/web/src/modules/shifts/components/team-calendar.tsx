import { awayBetween } from '@backoffice/contract/modules/leave';
import { type CalendarShift, createShift, type OpenShift, type ShiftTeam } from '@backoffice/contract/modules/shifts';
import { addDays } from '@backoffice/contract/rules/zoned-time';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useMemo, useState } from 'react';
import { errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { useCurrentUser } from '../../../core/session';
import { useCanCall } from '../../../core/use-can';
import { Calendar } from '../../../ui/calendar';
import { ErrorAlert } from '../../../ui/error-alert';
import { useCreateShift } from '../api/create-shift';
import { useDeleteShift } from '../api/delete-shift';
import { useLeaveBetween } from '../api/list-leave';
import { useNotes } from '../api/list-notes';
import { useOpenShifts } from '../api/list-open-shifts';
import { useShifts } from '../api/list-shifts';
import { calendarEvents, EVENT_ORDER, MINE_CLASS } from '../lib/calendar-events';
import { ClaimDialog } from './claim-dialog';
import { CreateShiftDialog } from './create-shift-dialog';
import { SwapDialog } from './swap-dialog';
import { TotalsTable } from './totals-table';

interface Range {
  from: string;
  to: string;
}

/**
 * The team view: month and week (FullCalendar) of one team or all, with per-person totals. Planners
 * drag a shift to move it, or select a day to give one; one's own shifts come first on a day.
 */
export function TeamCalendar({ teamId, teams }: { teamId: number | undefined; teams: readonly ShiftTeam[] }) {
  const [range, setRange] = useState<Range | null>(null);
  const [newShiftDay, setNewShiftDay] = useState<string | null>(null);
  const [claiming, setClaiming] = useState<OpenShift | null>(null);
  const [swapping, setSwapping] = useState<CalendarShift | null>(null);
  const me = useCurrentUser();
  const createShiftCall = useCreateShift();
  const deleteShiftCall = useDeleteShift();
  const query = { from: range?.from ?? '', to: range?.to ?? '', teamId };
  const enabled = { enabled: range !== null };
  const shifts = useShifts({ query }, enabled);
  const open = useOpenShifts({ query }, enabled);
  const notes = useNotes({ query }, enabled);
  const canManage = useCanCall(createShift);
  // Approved leave on the plan (a shift on those days is refused): for those who may see who is away.
  const seesLeave = useCanCall(awayBetween);
  const leave = useLeaveBetween(
    { query: { date: range?.from ?? '', to: range?.to ?? '' } },
    { enabled: range !== null && seesLeave },
  );
  const team = teams.find((t) => t.id === teamId);

  /**
   * A shift dragged to another day: the new one is given first, then the old one removed, so a
   * refusal (an overlap, another team) leaves the plan as it was, with the server's message (§8).
   */
  const move = async (shift: CalendarShift, date: string, revert: () => void) => {
    const { userId, typeId, start, end, breakMinutes } = shift;
    try {
      await createShiftCall.mutateAsync({ body: { userId, date, typeId, start, end, breakMinutes } });
      await deleteShiftCall.mutateAsync({ body: { userId, date: shift.date } });
    } catch (error) {
      revert();
      notify({ level: 'error', title: 'Shift not moved', body: errorMessage(error) });
    }
  };

  const events = useMemo(
    () =>
      calendarEvents({
        shifts: shifts.data ?? [],
        open: open.data ?? [],
        leave: leave.data ?? [],
        notes: notes.data ?? [],
        team,
        meId: me?.id,
      }),
    [shifts.data, open.data, notes.data, leave.data, team, me?.id],
  );

  return (
    <>
      <ErrorAlert error={shifts.error ?? notes.error} />
      <Paper
        variant="outlined"
        sx={{
          p: { xs: 1, sm: 2 },
          mb: 3,
          // One's own shifts stand out from the team's: outlined in the text colour.
          [`& .${MINE_CLASS}`]: { outline: 2, outlineColor: 'text.primary', outlineOffset: 1, fontWeight: 600 },
        }}
      >
        <Calendar
          initialView="dayGridMonth"
          headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek' }}
          buttonText={{ today: 'Today', month: 'Month', week: 'Week' }}
          events={events}
          dayMaxEvents={4}
          eventOrder={EVENT_ORDER}
          eventOrderStrict
          // A night shift belongs to the day it starts: one ending before 09:00 is not drawn on the next day too.
          nextDayThreshold="09:00:00"
          datesSet={({ startStr, endStr }) => {
            const next = { from: startStr.slice(0, 10), to: addDays(endStr.slice(0, 10), -1) };
            setRange((r) => (r?.from === next.from && r.to === next.to ? r : next));
          }}
          editable={canManage}
          eventDurationEditable={false}
          eventDrop={({ event, revert }) => {
            const shift = event.extendedProps.shift as CalendarShift | undefined;
            if (shift && event.startStr) void move(shift, event.startStr.slice(0, 10), revert);
            else revert();
          }}
          eventClick={({ event }) => {
            const offered = event.extendedProps.open as OpenShift | undefined;
            const shift = event.extendedProps.shift as CalendarShift | undefined;
            if (offered && offered.claimedBy === null) setClaiming(offered);
            else if (shift && shift.userId === me?.id) setSwapping(shift);
          }}
          selectable={canManage && team !== undefined}
          select={({ startStr }) => setNewShiftDay(startStr.slice(0, 10))}
        />
      </Paper>
      <Box sx={{ overflowX: 'auto' }}>
        <TotalsTable shifts={shifts.data} pending={shifts.isPending} />
      </Box>
      {newShiftDay && team ? (
        <CreateShiftDialog date={newShiftDay} team={team} onClose={() => setNewShiftDay(null)} />
      ) : null}
      <ClaimDialog offer={claiming} onClose={() => setClaiming(null)} />
      {swapping ? <SwapDialog shift={swapping} teams={teams} onClose={() => setSwapping(null)} /> : null}
    </>
  );
}

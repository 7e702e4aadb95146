import { requestsByDate } from '@backoffice/contract/modules/leave';
import { createNote, createShift, type OpenShift, type Shift } from '@backoffice/contract/modules/shifts';
import { addDays } from '@backoffice/contract/rules/zoned-time';
import EditCalendarOutlined from '@mui/icons-material/EditCalendarOutlined';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useMemo, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { useCurrentUser } from '../../../core/session';
import { useCanCall } from '../../../core/use-can';
import { Calendar } from '../../../ui/calendar';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageHeader } from '../../../ui/page-header';
import { useClaimOpenShift } from '../api/claim-open-shift';
import { useCreateShift } from '../api/create-shift';
import { useDeleteShift } from '../api/delete-shift';
import { useLeaveBetween } from '../api/list-leave';
import { useNotes } from '../api/list-notes';
import { useOpenShifts } from '../api/list-open-shifts';
import { useShifts } from '../api/list-shifts';
import { useTeams } from '../api/list-teams';
import { CreateShiftDialog } from '../components/create-shift-dialog';
import { NoteDialog } from '../components/note-dialog';
import { SwapDialog } from '../components/swap-dialog';
import { TotalsTable } from '../components/totals-table';
import { shiftsPaths } from '../paths';

interface Range {
  from: string;
  to: string;
}

/** The shift calendar (spec §2 /calendar/shifts): month and week views, per team, with per-person totals. */
export default function ShiftsPage() {
  const [params, setParams] = useSearchParams();
  const teamId = Number(params.get('team')) || undefined;
  const [range, setRange] = useState<Range | null>(null);
  const [noteDay, setNoteDay] = useState<string | null>(null);
  const [newShiftDay, setNewShiftDay] = useState<string | null>(null);
  const [claiming, setClaiming] = useState<OpenShift | null>(null);
  const [swapping, setSwapping] = useState<Shift | null>(null);
  const me = useCurrentUser();
  const claim = useClaimOpenShift();
  const createShiftCall = useCreateShift();
  const deleteShiftCall = useDeleteShift();
  const teams = useTeams({ query: {} });
  const shifts = useShifts(
    { query: { from: range?.from ?? '', to: range?.to ?? '', teamId } },
    { enabled: range !== null },
  );
  const open = useOpenShifts(
    { query: { from: range?.from ?? '', to: range?.to ?? '', teamId } },
    { enabled: range !== null },
  );
  const notes = useNotes(
    { query: { from: range?.from ?? '', to: range?.to ?? '', teamId } },
    { enabled: range !== null },
  );
  const canManage = useCanCall(createShift);
  // Approved leave on the plan (a shift on those days is refused): for those who may see who is away.
  const seesLeave = useCanCall(requestsByDate);
  const leave = useLeaveBetween(
    { query: { date: range?.from ?? '', to: range?.to ?? '' } },
    { enabled: range !== null && seesLeave },
  );
  const canNote = useCanCall(createNote);
  const team = teams.data?.find((t) => t.id === teamId);

  /**
   * A shift dragged to another day: the new one is given first, then the old one removed, so a
   * refusal (an overlap, another team) leaves the plan as it was, with the server's message (§8).
   */
  const move = async (shift: Shift, date: string, revert: () => void) => {
    try {
      await createShiftCall.mutateAsync({
        body: {
          userId: shift.userId,
          date,
          typeId: shift.typeId,
          start: shift.start,
          end: shift.end,
          breakMinutes: shift.breakMinutes,
        },
      });
      await deleteShiftCall.mutateAsync({ body: { userId: shift.userId, date: shift.date } });
    } catch (error) {
      revert();
      notify({ level: 'error', title: 'Shift not moved', body: errorMessage(error) });
    }
  };

  const events = useMemo(
    () => [
      ...(shifts.data ?? []).map((s) => ({
        id: `shift-${s.id}`,
        title: `${s.userName} · ${s.typeName ?? `${s.start}–${s.end}`}${s.shortRest ? ' ⚠' : ''}`,
        // The company's wall-clock times, whatever the browser's zone (shifts are planned in TZ).
        start: `${s.date}T${s.start}`,
        end: `${s.end <= s.start ? addDays(s.date, 1) : s.date}T${s.end}`,
        backgroundColor: s.color,
        borderColor: s.color,
        extendedProps: { shift: s },
      })),
      ...(open.data ?? []).map((o) => ({
        id: `open-${o.id}`,
        title: o.claimedByName
          ? `Open · claimed by ${o.claimedByName}`
          : `Open · ${o.typeName ?? `${o.start}–${o.end}`} · ${o.teamName}`,
        start: `${o.date}T${o.start}`,
        end: `${o.end <= o.start ? addDays(o.date, 1) : o.date}T${o.end}`,
        backgroundColor: 'transparent',
        borderColor: o.color,
        textColor: o.color,
        editable: false,
        extendedProps: { open: o },
      })),
      ...(leave.data ?? [])
        .filter((r) => r.status === 'approved' && (!team || team.members.some((m) => m.id === r.userId)))
        .map((r) => ({
          id: `leave-${r.id}`,
          title: `${r.userName}: ${r.typeName}`,
          start: r.from,
          end: addDays(r.to, 1),
          allDay: true,
          backgroundColor: 'transparent',
          borderColor: r.color,
          textColor: r.color,
          editable: false,
        })),
      ...(notes.data ?? []).map((n) => ({
        id: `note-${n.id}`,
        title: `Note: ${n.text}`,
        start: n.date,
        allDay: true,
        backgroundColor: '#fff3cd',
        borderColor: '#f0c36d',
        textColor: '#5c4400',
        editable: false,
      })),
    ],
    [shifts.data, open.data, notes.data, leave.data, team],
  );

  return (
    <>
      <PageHeader
        title="Shifts"
        subtitle="Who works when. Night hours (23:00–06:59) count 8/7; ⚠ marks less than 11 hours of rest before a shift; outlined bars are approved leave. Click an open shift to claim it, or your own to ask for a swap; planners drag a shift to move it, or pick a team and select a day to add one."
        actions={
          <>
            {canNote ? <Button onClick={() => setNoteDay(range?.from ?? '')}>Add note</Button> : null}
            {canManage ? (
              <Button
                component={RouterLink}
                to={shiftsPaths.manage()}
                variant="contained"
                startIcon={<EditCalendarOutlined />}
              >
                Manage shifts
              </Button>
            ) : null}
          </>
        }
      />
      <TextField
        select
        label="Team"
        value={teamId ?? ''}
        onChange={(event) => {
          const next = new URLSearchParams(params);
          if (event.target.value) next.set('team', String(event.target.value));
          else next.delete('team');
          setParams(next, { replace: true });
        }}
        fullWidth={false}
        sx={{ minWidth: 240, mb: 2 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">All teams</MenuItem>
        {(teams.data ?? []).map((team) => (
          <MenuItem key={team.id} value={team.id}>
            {team.name} · {team.departmentName}
          </MenuItem>
        ))}
      </TextField>
      <ErrorAlert error={shifts.error ?? notes.error} />
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Calendar
          initialView="dayGridMonth"
          headerToolbar={{ left: 'prev,next today', center: 'title', right: 'dayGridMonth,timeGridWeek' }}
          buttonText={{ today: 'Today', month: 'Month', week: 'Week' }}
          events={events}
          dayMaxEvents={4}
          // A night shift belongs to the day it starts: one ending before 09:00 is not drawn on the next day too.
          nextDayThreshold="09:00:00"
          datesSet={({ startStr, endStr }) => {
            const next = { from: startStr.slice(0, 10), to: addDays(endStr.slice(0, 10), -1) };
            setRange((r) => (r?.from === next.from && r.to === next.to ? r : next));
          }}
          editable={canManage}
          eventDurationEditable={false}
          eventDrop={({ event, revert }) => {
            const shift = event.extendedProps.shift as Shift | undefined;
            if (shift && event.startStr) void move(shift, event.startStr.slice(0, 10), revert);
            else revert();
          }}
          eventClick={({ event }) => {
            const offered = event.extendedProps.open as OpenShift | undefined;
            const shift = event.extendedProps.shift as Shift | undefined;
            if (offered && offered.claimedBy === null) setClaiming(offered);
            else if (shift && shift.userId === me?.id) setSwapping(shift);
          }}
          selectable={canManage && team !== undefined}
          select={({ startStr }) => setNewShiftDay(startStr.slice(0, 10))}
        />
      </Paper>
      <TotalsTable shifts={shifts.data} pending={shifts.isPending} />
      {newShiftDay && team ? (
        <CreateShiftDialog date={newShiftDay} team={team} onClose={() => setNewShiftDay(null)} />
      ) : null}
      <ConfirmDialog
        open={claiming !== null}
        title="Claim this open shift?"
        confirmLabel="Claim"
        tone="primary"
        pending={claim.isPending}
        onClose={() => setClaiming(null)}
        onConfirm={() =>
          claim.mutate(
            { params: { id: claiming!.id } },
            {
              onSuccess: () => {
                setClaiming(null);
                notify({ level: 'success', title: 'The shift is yours' });
              },
              onError: (error) => {
                setClaiming(null);
                notify({ level: 'error', title: 'Not claimed', body: errorMessage(error) });
              },
            },
          )
        }
      >
        {claiming
          ? `${claiming.date}, ${claiming.start}–${claiming.end} (${claiming.teamName}): the first to claim it gets it.`
          : ''}
      </ConfirmDialog>
      {swapping ? <SwapDialog shift={swapping} teams={teams.data ?? []} onClose={() => setSwapping(null)} /> : null}
      {noteDay !== null ? <NoteDialog date={noteDay} teamId={teamId ?? null} onClose={() => setNoteDay(null)} /> : null}
    </>
  );
}

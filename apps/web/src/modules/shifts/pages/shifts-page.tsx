import { createNote, createShift } from '@backoffice/contract/modules/shifts';
import EditCalendarOutlined from '@mui/icons-material/EditCalendarOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { localDate } from '../../../core/dates';
import { useCanCall } from '../../../core/use-can';
import { PageHeader } from '../../../ui/page-header';
import { useTeams } from '../api/list-teams';
import { MyShifts } from '../components/my-shifts';
import { NoteDialog } from '../components/note-dialog';
import { TeamCalendar } from '../components/team-calendar';
import { TeamField } from '../components/team-field';
import { TeamWeek } from '../components/team-week';
import { ViewSwitch } from '../components/view-switch';
import { shiftsHeading } from '../headings';
import { type ShiftsView, viewOf } from '../lib/view';
import { shiftsPaths } from '../paths';

const SUBTITLES: Record<ShiftsView, string> = {
  mine: shiftsHeading.intro.others,
  grid: shiftsHeading.intro.holders,
  calendar:
    'Who works when. Night hours (23:00–06:59) count 8/7; ⚠ marks less than 11 hours of rest before a shift; outlined bars are approved leave; your own shifts come first, outlined. Click an open shift to claim it, or your own to ask for a swap; planners drag a shift to move it, or pick a team and select a day to add one.',
};

/**
 * The shift calendar (spec §2 /calendar/shifts): My shifts (the default for people who plan nothing)
 * or the team calendar, chosen in the URL (`?view=mine|calendar`), with the team (`?team=`).
 */
export default function ShiftsPage() {
  const [params, setParams] = useSearchParams();
  const canManage = useCanCall(createShift);
  const canNote = useCanCall(createNote);
  // Giving a shift needs the scopes the frame's intro is picked by (headings.ts, held by its test).
  const view = viewOf(params.get('view'), canManage);
  const teamId = Number(params.get('team')) || undefined;
  const fromParam = params.get('from');
  const from = fromParam && /^\d{4}-\d{2}-\d{2}$/.test(fromParam) ? fromParam : localDate();
  const [noteDay, setNoteDay] = useState<string | null>(null);
  const teams = useTeams({ query: {} });

  const setParam = (name: string, value: string | undefined) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <>
      <PageHeader
        title={shiftsHeading.title}
        subtitle={SUBTITLES[view]}
        actions={
          canNote || canManage ? (
            <>
              {canNote ? <Button onClick={() => setNoteDay(localDate())}>Add note</Button> : null}
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
          ) : undefined
        }
      />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 2 }}>
        <ViewSwitch value={view} onChange={(next) => setParam('view', next)} />
        <TeamField
          teams={teams.data ?? []}
          value={teamId}
          emptyLabel={view === 'mine' ? 'My team' : 'All teams'}
          onChange={(id) => setParam('team', id ? String(id) : undefined)}
        />
      </Box>
      {view === 'mine' ? (
        <MyShifts teamId={teamId} teams={teams.data ?? []} from={from} />
      ) : view === 'grid' ? (
        <TeamWeek teamId={teamId} from={from} onWeek={(monday) => setParam('from', monday)} />
      ) : (
        <TeamCalendar teamId={teamId} teams={teams.data ?? []} />
      )}
      {noteDay !== null ? <NoteDialog date={noteDay} teamId={teamId ?? null} onClose={() => setNoteDay(null)} /> : null}
    </>
  );
}

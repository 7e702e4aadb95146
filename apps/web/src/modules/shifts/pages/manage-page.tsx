import { addDays, weekStart } from '@backoffice/contract/rules/zoned-time';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../../core/api';
import { formatDayRange, localDate } from '../../../core/dates';
import { notify } from '../../../core/notifications';
import { ErrorAlert } from '../../../ui/error-alert';
import { LeaveGuard } from '../../../ui/leave-guard';
import { PageHeader } from '../../../ui/page-header';
import { useTeams } from '../api/list-teams';
import { useShiftTypes } from '../api/list-types';
import { usePublishShifts } from '../api/publish-shifts';
import { DraftBar } from '../components/draft-bar';
import { OfferDialog } from '../components/offer-dialog';
import { SwapRequests } from '../components/swap-requests';
import { WeekGrid } from '../components/week-grid';
import { cellKey, changesOf, publishBody, useShiftDraft } from '../lib/shift-draft';
import { shiftsPaths } from '../paths';

/**
 * Shift management for shift leaders (spec §2 /calendar/shifts/manage): a team's week as a grid of
 * people by days; a click gives the chosen type, "Fill weekdays" gives it to everyone Monday to Friday
 * — as a draft, published together (docs/shifts.md "Draft and publish").
 */
export default function ManagePage() {
  const [params, setParams] = useSearchParams();
  const week = weekStart(params.get('week') ?? localDate());
  const days = Array.from({ length: 7 }, (_, i) => addDays(week, i));
  const teams = useTeams({ query: { date: week } });
  const team = teams.data?.find((t) => t.id === Number(params.get('team'))) ?? teams.data?.[0];
  const types = useShiftTypes();
  const [typeId, setTypeId] = useState<number | ''>('');
  const type = types.data?.find((t) => t.id === typeId) ?? types.data?.[0];
  const [offering, setOffering] = useState(false);

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  // Changes are a draft until published: nobody is told per click (docs/shifts.md "Draft and publish").
  const { draft, give: giveDraft, remove: removeDraft, keep, discard } = useShiftDraft();
  const publish = usePublishShifts();
  const changes = changesOf(draft);
  const occupied = (userId: number, date: string) => {
    const key = cellKey(userId, date);
    if (draft.give.has(key)) return true;
    return !draft.remove.has(key) && Boolean(team?.shifts.some((s) => s.userId === userId && s.date === date));
  };
  const give = (userId: number, date: string) => {
    if (type) giveDraft({ userId, date, type });
  };
  const fillWeekdays = () => {
    if (!team || !type) return;
    for (const member of team.members) {
      for (const date of days.slice(0, 5)) if (!occupied(member.id, date)) give(member.id, date);
    }
  };
  const publishDraft = async () => {
    try {
      const done = await publish.mutateAsync({ body: publishBody(draft) });
      discard();
      notify({
        level: 'success',
        title: 'Shifts published',
        body: `${done.given} given, ${done.removed} removed; ${done.told} ${done.told === 1 ? 'person' : 'people'} told`,
      });
    } catch (error) {
      notify({ level: 'error', title: 'Shifts not published', body: errorMessage(error) });
    }
  };

  return (
    <>
      <PageHeader
        title="Manage shifts"
        subtitle="Plan a team's week: pick a shift type, then click a day, or fill the weekdays at once."
        back={{ to: shiftsPaths.calendar(), label: 'Shifts' }}
        actions={
          <>
            <Button component={RouterLink} to={shiftsPaths.types()}>
              Shift types
            </Button>
            <Button component={RouterLink} to={shiftsPaths.automations()}>
              Automations
            </Button>
          </>
        }
      />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center', mb: 2 }}>
        <TextField
          select
          label="Team"
          value={team?.id ?? ''}
          onChange={(event) => set('team', String(event.target.value))}
          fullWidth={false}
          sx={{ minWidth: 220 }}
        >
          {(teams.data ?? []).map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name} · {t.departmentName}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Shift type"
          value={type?.id ?? ''}
          onChange={(event) => setTypeId(Number(event.target.value))}
          fullWidth={false}
          sx={{ minWidth: 220 }}
        >
          {(types.data ?? []).map((t) => (
            <MenuItem key={t.id} value={t.id}>
              {t.name} · {t.start}–{t.end}
            </MenuItem>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', alignItems: 'center' }}>
          <IconButton aria-label="Previous week" onClick={() => set('week', addDays(week, -7))}>
            <ChevronLeft />
          </IconButton>
          <Typography sx={{ minWidth: 190, textAlign: 'center' }} data-testid="week-label">
            {formatDayRange(week, addDays(week, 6))}
          </Typography>
          <IconButton aria-label="Next week" onClick={() => set('week', addDays(week, 7))}>
            <ChevronRight />
          </IconButton>
        </Box>
        <Button variant="contained" onClick={fillWeekdays} disabled={!team || !type}>
          Fill weekdays
        </Button>
        <Button variant="outlined" onClick={() => setOffering(true)} disabled={!team || !type}>
          Offer open shift
        </Button>
      </Box>
      <ErrorAlert error={teams.error ?? types.error} />
      <SwapRequests />
      {teams.data && teams.data.length === 0 ? (
        <Typography color="text.secondary">No teams yet: a manager of every team creates them.</Typography>
      ) : null}
      <LeaveGuard when={changes > 0} what={`${changes} unpublished change${changes === 1 ? '' : 's'}`} />
      <DraftBar draft={draft} publishing={publish.isPending} onDiscard={discard} onPublish={publishDraft} />
      {team ? (
        <WeekGrid
          team={team}
          days={days}
          draft={draft}
          canGive={Boolean(type)}
          onGive={give}
          onRemove={removeDraft}
          onKeep={keep}
        />
      ) : null}
      {offering && team && type ? <OfferDialog team={team} type={type} onClose={() => setOffering(false)} /> : null}
    </>
  );
}

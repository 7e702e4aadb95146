import type { Shift } from '@backoffice/contract/modules/shifts';
import { addDays, weekStart } from '@backoffice/contract/rules/zoned-time';
import AddOutlined from '@mui/icons-material/AddOutlined';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { errorMessage } from '../../../core/api';
import { formatDay, formatDayRange, localDate } from '../../../core/dates';
import { notify } from '../../../core/notifications';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageHeader } from '../../../ui/page-header';
import { useUndoableRemove } from '../../../ui/undo';
import { useCreateShift } from '../api/create-shift';
import { useDeleteShift } from '../api/delete-shift';
import { useTeams } from '../api/list-teams';
import { useShiftTypes } from '../api/list-types';
import { OfferDialog } from '../components/offer-dialog';
import { SwapRequests } from '../components/swap-requests';
import { formatHours } from '../lib/totals';
import { shiftsPaths } from '../paths';

/** "Mon 23": the column of a day (the week's month and year are in the heading). */
const label = (date: string) => formatDay(date, { year: false }).split(' ').slice(0, 2).join(' ');

/**
 * Shift management for shift leaders (spec §2 /calendar/shifts/manage): a team's week as a grid of
 * people by days; a click gives the chosen type, "Fill weekdays" gives it to everyone Monday to Friday.
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
  const create = useCreateShift();
  const remove = useDeleteShift();
  const [filling, setFilling] = useState(false);
  const [offering, setOffering] = useState(false);

  const set = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    next.set(key, value);
    setParams(next, { replace: true });
  };
  // A removed shift leaves at once; it is deleted when the time to undo it has passed (ui/undo.ts).
  const removing = useUndoableRemove();
  const shiftOf = (userId: number, date: string): Shift | undefined =>
    removing.hidden.has(`${userId}:${date}`)
      ? undefined
      : team?.shifts.find((s) => s.userId === userId && s.date === date);
  const give = (userId: number, date: string) =>
    create.mutateAsync({ body: { userId, date, typeId: type!.id } }).catch((error: unknown) => {
      notify({ level: 'error', title: 'Shift not given', body: errorMessage(error) });
      return null;
    });

  const fillWeekdays = async () => {
    if (!team || !type) return;
    setFilling(true);
    let given = 0;
    for (const member of team.members) {
      for (const date of days.slice(0, 5)) {
        if (shiftOf(member.id, date)) continue;
        if (await give(member.id, date)) given += 1;
      }
    }
    setFilling(false);
    notify({
      level: 'success',
      title: `${given} shift${given === 1 ? '' : 's'} given`,
      body: `${type.name}, ${team.name}`,
    });
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
        <Button variant="contained" onClick={fillWeekdays} loading={filling} disabled={!team || !type}>
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
      {team ? (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-label={`${team.name}'s week`}>
            <TableHead>
              <TableRow>
                <TableCell>Person</TableCell>
                {days.map((d) => (
                  <TableCell key={d} align="center">
                    {label(d)}
                  </TableCell>
                ))}
                <TableCell align="right">Weighted h</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {team.members.map((member) => {
                const total = team.shifts
                  .filter((s) => s.userId === member.id)
                  .reduce((n, s) => n + s.hours.weighted, 0);
                return (
                  <TableRow key={member.id} data-testid={`week-row-${member.name}`}>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{member.name}</TableCell>
                    {days.map((date) => {
                      const shift = shiftOf(member.id, date);
                      return (
                        <TableCell key={date} align="center" sx={{ px: 0.5 }}>
                          {shift ? (
                            <Tooltip
                              title={`${shift.start}–${shift.end}${shift.shortRest ? ' · less than 11 h rest' : ''}`}
                            >
                              <Chip
                                size="small"
                                label={shift.typeName ?? `${shift.start}–${shift.end}`}
                                onDelete={() =>
                                  removing.remove(`${member.id}:${date}`, {
                                    title: 'Shift removed',
                                    body: `${member.name}, ${formatDay(date, { year: false })}`,
                                    failedTitle: 'Shift not removed',
                                    commit: () => remove.mutateAsync({ body: { userId: member.id, date } }),
                                  })
                                }
                                sx={{
                                  bgcolor: shift.color,
                                  color: '#fff',
                                  '& .MuiChip-deleteIcon': { color: '#ffffffcc' },
                                }}
                              />
                            </Tooltip>
                          ) : (
                            <IconButton
                              size="small"
                              aria-label={`Give ${member.name} a shift on ${date}`}
                              // Not while the shift removed here can still be undone (its delete would take the new one).
                              disabled={!type || removing.hidden.has(`${member.id}:${date}`)}
                              onClick={() => give(member.id, date)}
                            >
                              <AddOutlined fontSize="small" />
                            </IconButton>
                          )}
                        </TableCell>
                      );
                    })}
                    <TableCell align="right" sx={{ fontWeight: 600 }}>
                      {formatHours(total)}
                    </TableCell>
                  </TableRow>
                );
              })}
            </TableBody>
          </Table>
        </Paper>
      ) : null}
      {offering && team && type ? <OfferDialog team={team} type={type} onClose={() => setOffering(false)} /> : null}
    </>
  );
}

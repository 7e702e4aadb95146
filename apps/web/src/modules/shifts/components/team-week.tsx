import { addDays, weekStart } from '@backoffice/contract/rules/zoned-time';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useDeferredValue, useMemo } from 'react';
import { formatDayRange, localDate } from '../../../core/dates';
import { ErrorAlert } from '../../../ui/error-alert';
import { useTeams } from '../api/list-teams';
import { emptyDraft } from '../lib/shift-draft';
import { WeekGrid } from './week-grid';

/**
 * The teams' weeks (the planners' view of the shift calendar): for each team (or the one chosen), its
 * people by the days of the week, each shift a chip with its type, and each person's weighted hours.
 */
export function TeamWeek({
  teamId,
  from,
  onWeek,
}: {
  teamId: number | undefined;
  from: string;
  onWeek: (monday: string | undefined) => void;
}) {
  const week = weekStart(from);
  const days = useMemo(() => Array.from({ length: 7 }, (_, i) => addDays(week, i)), [week]);
  const teams = useTeams({ query: { date: week } });
  // The weeks drawn in a background render that yields to the browser: the answer's own render is
  // urgent (TanStack Query's store) and drew every team's grid in one long task.
  const arrived = useDeferredValue(teams.data);
  const shown = (arrived ?? []).filter((t) => teamId === undefined || t.id === teamId);
  return (
    <Stack spacing={2}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton aria-label="Previous week" onClick={() => onWeek(addDays(week, -7))}>
          <ChevronLeft />
        </IconButton>
        <Typography variant="subtitle1" component="h2" sx={{ minWidth: 170, textAlign: 'center' }}>
          {formatDayRange(week, addDays(week, 6))}
        </Typography>
        <IconButton aria-label="Next week" onClick={() => onWeek(addDays(week, 7))}>
          <ChevronRight />
        </IconButton>
        <Button size="small" onClick={() => onWeek(undefined)} disabled={week === weekStart(localDate())}>
          This week
        </Button>
      </Box>
      <ErrorAlert error={teams.error} />
      {teams.isPending || (teams.data && !arrived) ? <Skeleton variant="rounded" height={240} /> : null}
      {arrived && !shown.length ? (
        <Typography color="text.secondary">No team to show: teams are made on the manage screen.</Typography>
      ) : null}
      {shown.map((team) => (
        <Box key={team.id} component="section" aria-label={team.name}>
          <Typography variant="subtitle2" component="h3" sx={{ mb: 1 }}>
            {team.name} · {team.departmentName}
          </Typography>
          <WeekGrid team={team} days={days} draft={emptyDraft} canGive={false} />
        </Box>
      ))}
    </Stack>
  );
}

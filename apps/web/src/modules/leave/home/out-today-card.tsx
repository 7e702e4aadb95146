import EventBusyOutlined from '@mui/icons-material/EventBusyOutlined';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { localDate } from '../../../core/dates';
import { HomeCard } from '../../../ui/home-card';
import { useRequestsByDate } from '../api/requests-by-date';
import { leavePaths } from '../paths';

const SHOWN = 5;

/** Home: who is away today (approved leave), so nobody is looked for in vain. */
export default function OutTodayCard() {
  const today = localDate();
  const requests = useRequestsByDate({ query: { date: today, to: today } });
  const away = (requests.data ?? []).filter((r) => r.status === 'approved' && r.from <= today && r.to >= today);
  const names = [...new Set(away.map((r) => r.userName))].sort((a, b) => a.localeCompare(b));
  return (
    <HomeCard
      title="Out today"
      icon={EventBusyOutlined}
      pending={requests.isPending}
      error={requests.error}
      link={{ to: leavePaths.all(), label: 'Leave calendar' }}
    >
      {names.length ? (
        <Stack spacing={0.25}>
          <Typography variant="h6" component="p">
            {names.length} {names.length === 1 ? 'person' : 'people'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {names.slice(0, SHOWN).join(', ')}
            {names.length > SHOWN ? ` and ${names.length - SHOWN} more` : ''}
          </Typography>
        </Stack>
      ) : (
        <Typography variant="body2" color="text.secondary">
          Everyone is in today.
        </Typography>
      )}
    </HomeCard>
  );
}

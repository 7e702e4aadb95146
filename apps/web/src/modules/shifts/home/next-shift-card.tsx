import { addDays } from '@backoffice/contract/rules/zoned-time';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDay, localDate } from '../../../core/dates';
import { useCurrentUser } from '../../../core/session';
import { HomeCard } from '../../../ui/home-card';
import { useShifts } from '../api/list-shifts';
import { nextShift } from '../lib/agenda';
import { shiftsPaths } from '../paths';

/** Home: the person's next shift, within two weeks, and how many more they have in that time. */
export default function NextShiftCard() {
  const me = useCurrentUser();
  const today = localDate();
  const to = addDays(today, 13);
  const mine = useShifts({ query: { from: today, to, userId: me?.id ?? 0 } }, { enabled: Boolean(me) });
  const next = nextShift(mine.data ?? [], today);
  const more = (mine.data ?? []).filter((s) => s !== next && s.date >= today).length;
  return (
    <HomeCard
      title="Your next shift"
      icon={EventAvailableOutlined}
      pending={mine.isPending}
      error={mine.error}
      link={{ to: `${shiftsPaths.calendar()}?view=mine`, label: 'My shifts' }}
    >
      {next ? (
        <Box data-testid="next-shift">
          <Typography variant="h6" component="p">
            {next.date === today ? 'Today' : formatDay(next.date, { year: false })}, {next.start}–{next.end}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {next.typeName ?? 'Shift'}
            {more ? ` · ${more} more in the next two weeks` : ''}
          </Typography>
        </Box>
      ) : (
        <Typography variant="body2" color="text.secondary">
          No shift in the next two weeks.
        </Typography>
      )}
    </HomeCard>
  );
}

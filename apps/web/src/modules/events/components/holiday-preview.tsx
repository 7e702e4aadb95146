import { type HolidayRule, holidayDate } from '@backoffice/contract/rules/holidays';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { formatDay } from '../../../core/dates';
import { todayHere } from '../lib/when';

/** The dates a holiday's rule gives this year and the next four, as the calendar will show them. */
export function HolidayPreview({ rule }: { rule: HolidayRule | null }) {
  const year = Number(todayHere().slice(0, 4));
  return (
    <Box data-testid="holiday-preview">
      <Typography variant="subtitle2">Next years</Typography>
      {rule === null ? (
        <Typography variant="body2" color="text.secondary">
          The rule is not complete yet.
        </Typography>
      ) : (
        Array.from({ length: 5 }, (_, i) => year + i).map((y) => {
          const date = holidayDate(rule, y);
          return (
            <Typography key={y} variant="body2" color={date ? 'text.primary' : 'text.secondary'}>
              {date ? formatDay(date) : `${y}: does not fall`}
            </Typography>
          );
        })
      )}
    </Box>
  );
}

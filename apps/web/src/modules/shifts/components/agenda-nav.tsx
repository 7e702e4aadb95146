import { addDays } from '@backoffice/contract/rules/zoned-time';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { dayLabel } from '../lib/agenda';
import { AGENDA_DAYS } from '../lib/view';

/** Earlier and later days of My shifts; the first day is the page's `?from=` (today when left out). */
export function AgendaNav({ from, to, today }: { from: string; to: string; today: string }) {
  const [params, setParams] = useSearchParams();
  const go = (date: string) => {
    const next = new URLSearchParams(params);
    if (date === today) next.delete('from');
    else next.set('from', date);
    setParams(next, { replace: true });
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 1.5, flexWrap: 'wrap' }}>
      <IconButton aria-label="Earlier days" onClick={() => go(addDays(from, -AGENDA_DAYS))}>
        <ChevronLeft />
      </IconButton>
      <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
        {dayLabel(from)} – {dayLabel(to)}
      </Typography>
      <IconButton aria-label="Later days" onClick={() => go(addDays(from, AGENDA_DAYS))}>
        <ChevronRight />
      </IconButton>
      {from !== today ? (
        <Button size="small" onClick={() => go(today)}>
          Today
        </Button>
      ) : null}
    </Box>
  );
}

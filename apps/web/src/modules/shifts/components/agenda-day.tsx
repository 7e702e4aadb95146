import type { CalendarShift, OpenShift } from '@backoffice/contract/modules/shifts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { type AgendaDay as Day, dayLabel } from '../lib/agenda';
import { MyShiftCard } from './my-shift-card';

/** Colleagues shown before "Show all". */
const FIRST_OTHERS = 6;

/** A line of the day: a colour mark, who or what, and when. */
function Line({
  color,
  label,
  when,
  outlined = false,
}: {
  color: string;
  label: string;
  when: string;
  outlined?: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1, minWidth: 0, flexWrap: 'wrap' }}>
      <Box
        sx={{
          width: 10,
          height: 10,
          borderRadius: '50%',
          flexShrink: 0,
          alignSelf: 'center',
          ...(outlined ? { border: `2px solid ${color}` } : { bgcolor: color }),
        }}
      />
      <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {when}
      </Typography>
    </Box>
  );
}

const shiftWhen = (s: CalendarShift | OpenShift) =>
  `${s.typeName ? `${s.typeName} · ` : ''}${s.start}–${s.end}${'shortRest' in s && s.shortRest ? ' ⚠' : ''}`;

/** One day of My shifts: one's own shift first and highlighted, then notes, open shifts and who else works. */
export function AgendaDay({
  day,
  today,
  onSwap,
  onClaim,
}: {
  day: Day;
  today: string;
  onSwap: (shift: CalendarShift) => void;
  onClaim: (offer: OpenShift) => void;
}) {
  const headingId = useId();
  const [allOthers, setAllOthers] = useState(false);
  const others = allOthers ? day.others : day.others.slice(0, FIRST_OTHERS);
  return (
    <Box component="section" aria-labelledby={headingId} data-testid={`agenda-day-${day.date}`} sx={{ mb: 3 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {dayLabel(day.date)}
        </Typography>
        {day.date === today ? <Chip size="small" color="primary" variant="outlined" label="Today" /> : null}
      </Box>
      <Stack spacing={1}>
        {day.mine.map((s) => (
          <MyShiftCard key={s.id} shift={s} onSwap={() => onSwap(s)} />
        ))}
        {day.mine.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            No shift for you.
          </Typography>
        ) : null}
        {day.notes.map((n) => (
          <Box key={n.id} sx={{ px: 1.5, py: 0.75, borderRadius: 1, bgcolor: '#fff3cd', color: '#5c4400' }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              Note: {n.text}
            </Typography>
          </Box>
        ))}
        {day.open.map((o) => (
          <Box key={o.id} sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Line color={o.color} outlined label={`Open shift · ${o.teamName}`} when={shiftWhen(o)} />
            </Box>
            {o.claimedBy === null ? (
              <Button size="small" variant="outlined" onClick={() => onClaim(o)}>
                Claim
              </Button>
            ) : (
              <Typography variant="body2" color="text.secondary">
                claimed by {o.claimedByName}
              </Typography>
            )}
          </Box>
        ))}
        {day.others.length ? (
          <Box component="ul" aria-label="Also working" sx={{ listStyle: 'none', m: 0, p: 0, pl: 0.5 }}>
            {others.map((s) => (
              <Box component="li" key={s.id} data-testid="agenda-shift" data-mine="false" sx={{ py: 0.5 }}>
                <Line color={s.color} label={s.userName} when={shiftWhen(s)} />
              </Box>
            ))}
          </Box>
        ) : null}
        {day.others.length > FIRST_OTHERS ? (
          <Button size="small" sx={{ alignSelf: 'flex-start' }} onClick={() => setAllOthers((v) => !v)}>
            {allOthers ? 'Show fewer' : `Show all ${day.others.length} working`}
          </Button>
        ) : null}
      </Stack>
    </Box>
  );
}

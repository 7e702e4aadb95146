// The scorecard's criteria, each with its grades as buttons (the grade's key on it); the criterion in
// focus is outlined, the keys act on it.
import type { ScoreGrade, ScoreType } from '@backoffice/contract/modules/qa';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import type { Score } from '../lib/scorecard-form';

interface Props {
  criteria: ScoreType[];
  grades: ScoreGrade[];
  scores: Score[];
  focus: number;
  onFocus: (index: number) => void;
  /** A grade given by a click: the focus then moves on, as with a key. */
  onGrade: (index: number, gradeId: number) => void;
}

export function ScorecardCriteria({ criteria, grades, scores, focus, onFocus, onGrade }: Props) {
  const rows = useRef<(HTMLDivElement | null)[]>([]);
  // The focus moved by a key or a click is kept in view; the first criterion's focus as the scorecard opens is
  // not scrolled to: on a phone the scorecard stands below the conversation, and the page opened halfway down
  // the transcript instead of at its start.
  const shown = useRef(focus);
  useEffect(() => {
    if (shown.current === focus) return;
    shown.current = focus;
    rows.current[focus]?.scrollIntoView?.({ block: 'nearest' });
  }, [focus]);
  const given = new Map(scores.map((s) => [s.scoreTypeId, s.gradeId]));
  if (criteria.length === 0) {
    return <Typography color="text.secondary">No active criteria: a QC manager sets them up under Scores.</Typography>;
  }
  return (
    <Stack spacing={1}>
      {criteria.map((c, i) => (
        <Box
          key={c.id}
          ref={(el: HTMLDivElement | null) => {
            rows.current[i] = el;
          }}
          // A click on the row brings the focus to it; one on a grade moves it on (onGrade).
          onClick={(event) => {
            if (!(event.target as HTMLElement).closest('button')) onFocus(i);
          }}
          data-focused={i === focus || undefined}
          role="group"
          aria-label={c.name}
          sx={{
            p: 1,
            borderRadius: 1,
            border: 2,
            borderColor: i === focus ? 'primary.main' : 'transparent',
            bgcolor: i === focus ? 'action.hover' : undefined,
          }}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 0.5 }}>
            <Typography variant="subtitle2" component="p">
              {c.name}
            </Typography>
            {c.critical ? <Chip size="small" color="error" variant="outlined" label="Critical" /> : null}
            <Box sx={{ flex: 1 }} />
            <Typography variant="caption" color="text.secondary">
              weight {c.weight}
            </Typography>
          </Stack>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={given.get(c.id) ?? null}
            onChange={(_, gradeId: number | null) => {
              if (gradeId !== null) onGrade(i, gradeId);
              else onFocus(Math.min(i + 1, criteria.length - 1));
            }}
            sx={{ flexWrap: 'wrap' }}
          >
            {grades.map((g) => (
              <ToggleButton
                key={g.id}
                value={g.id}
                aria-label={`${c.name}: ${g.name}`}
                sx={{
                  textTransform: 'none',
                  '&.Mui-selected, &.Mui-selected:hover': { bgcolor: g.color, color: '#fff' },
                }}
              >
                {g.shortcut !== null ? (
                  <Box component="kbd" sx={{ mr: 0.5, opacity: 0.7, fontFamily: 'inherit', fontSize: 11 }}>
                    {g.shortcut}
                  </Box>
                ) : null}
                {g.name}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
      ))}
    </Stack>
  );
}

import { PASS_MARK } from '@backoffice/contract/rules/qa-score';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { scoreColor, scoreText } from '../lib/score';

/** "Scorecard" with the score as it will be kept (null while nothing is graded), and why it is 0. */
export function ScorecardHeading({ score, criticalFails }: { score: number | null; criticalFails: number }) {
  return (
    <>
      <Stack direction="row" sx={{ alignItems: 'center', mb: 1.5 }}>
        <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
          Scorecard
        </Typography>
        <Chip
          label={score === null ? 'Score –' : `Score ${scoreText(score)}`}
          color={score === null ? 'default' : scoreColor(score)}
          aria-label="Score"
        />
      </Stack>
      {criticalFails > 0 ? (
        <Typography variant="body2" color="error" sx={{ mb: 1 }}>
          A critical criterion is below {PASS_MARK}: the score is 0.
        </Typography>
      ) : null}
    </>
  );
}

interface ActionsProps {
  submitLabel: string;
  canSubmit: boolean;
  onSubmit: () => void;
  onSkip?: () => void;
  graded: number;
  total: number;
  /** The grades' keys, and whether "review later" has one (chats). */
  keys: { grades: number[]; later: boolean };
}

/** Submit and skip, how many criteria are graded, and the keys that work here. */
export function ScorecardActions({ submitLabel, canSubmit, onSubmit, onSkip, graded, total, keys }: ActionsProps) {
  return (
    <>
      {/* Each on one line: on a phone the count goes under the buttons rather than squeezing all three into two lines each. */}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="contained" disabled={!canSubmit} onClick={onSubmit} sx={{ whiteSpace: 'nowrap' }}>
          {submitLabel}
        </Button>
        {onSkip ? (
          <Button color="inherit" onClick={onSkip} sx={{ whiteSpace: 'nowrap' }}>
            Skip (S)
          </Button>
        ) : null}
        <Typography variant="caption" color="text.secondary" sx={{ ml: 'auto', whiteSpace: 'nowrap' }}>
          {graded}/{total} graded
        </Typography>
      </Stack>
      {/* On a line of its own: beside the buttons it squeezed them into three lines. */}
      <Typography variant="caption" color="text.secondary" aria-label="Keys" sx={{ display: 'block', mt: 1 }}>
        Keys: {keys.grades.length ? `${keys.grades[0]}–${keys.grades.at(-1)} grade · ` : ''}↑/↓ criterion · T tags
        (Enter picks, Esc leaves) · C comment{keys.later ? ' · L later' : ''}
        {onSkip ? ' · S skip' : ''} · Enter submits
      </Typography>
    </>
  );
}

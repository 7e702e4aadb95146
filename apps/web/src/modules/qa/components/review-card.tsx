// One review, drawn the same way wherever it is shown (issue 26 item 6): the conversation screen, a
// feedback, an escalation. Its score, who made it and when, the grades as coloured chips (a critical
// criterion failed is marked), the tags, the comment; the screen adds its actions and anything below.
import type { Review } from '@backoffice/contract/modules/qa';
import { PASS_MARK } from '@backoffice/contract/rules/qa-score';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { alpha } from '@mui/material/styles';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { RelativeTime } from '../../../ui/relative-time';
import { scoreColor, scoreText } from '../lib/score';

export type ShownReview = Omit<Review, 'comments'>;

interface Props {
  review: ShownReview;
  /** The card's heading and accessible name; "Review by <reviewer>" by default. */
  title?: string;
  /** Buttons on the heading's line (Give feedback, Delete). */
  actions?: ReactNode;
  /** Under the card's content: comments, a link. */
  children?: ReactNode;
  /** The review the screen was opened for: outlined in the primary colour. */
  highlighted?: boolean;
}

export function ReviewCard({ review, title, actions, children, highlighted = false }: Props) {
  const deleted = review.deletedAt !== null;
  const heading = title ?? `Review by ${review.reviewer.name}`;
  const notes = [
    review.agents.length ? `for ${review.agents.map((a) => a.name).join(', ')}` : '',
    review.reviewLater ? 'deferred' : '',
    review.sendStats ? '' : 'not in statistics',
  ].filter(Boolean);
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={heading}
      sx={{
        p: 1.5,
        ...(highlighted ? { borderColor: 'primary.main', borderWidth: 2 } : {}),
        opacity: deleted ? 0.6 : 1,
      }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Chip
          size="small"
          label={scoreText(review.score)}
          color={deleted ? 'default' : scoreColor(review.score)}
          variant={deleted ? 'outlined' : 'filled'}
          aria-label={`Review score ${scoreText(review.score)}`}
          sx={{ fontWeight: 600, mt: 0.25 }}
        />
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <Typography variant="subtitle2" component="h3" sx={deleted ? { textDecoration: 'line-through' } : undefined}>
            {heading}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            <RelativeTime iso={review.createdAt} />
            {notes.length ? ` · ${notes.join(' · ')}` : ''}
          </Typography>
        </Stack>
        {deleted ? <Chip size="small" label="Deleted" variant="outlined" /> : null}
        {actions ? (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            {actions}
          </Stack>
        ) : null}
      </Stack>
      <Stack direction="row" sx={{ mt: 1, flexWrap: 'wrap', gap: 0.5 }} aria-label="Grades" role="list">
        {review.scores.map((s) => {
          const failed = s.critical && s.value < PASS_MARK;
          const chip = (
            <Chip
              size="small"
              role="listitem"
              variant="outlined"
              label={`${s.scoreTypeName}: ${s.gradeName}`}
              sx={{
                borderColor: s.color,
                bgcolor: alpha(s.color, 0.12),
                ...(failed ? { borderWidth: 2, fontWeight: 600 } : {}),
              }}
            />
          );
          return (
            <Tooltip
              key={s.scoreTypeId}
              title={`${s.value} of 100 · weight ${s.weight}${s.critical ? ' · critical' : ''}${failed ? ': failed, the score is 0' : ''}`}
            >
              {chip}
            </Tooltip>
          );
        })}
      </Stack>
      {review.tags.length ? (
        <Stack direction="row" sx={{ mt: 0.75, flexWrap: 'wrap', gap: 0.5 }} aria-label="Tags">
          {review.tags.map((t) => (
            <Chip key={t.id} size="small" label={t.name} sx={{ bgcolor: t.color, color: '#fff' }} />
          ))}
        </Stack>
      ) : null}
      {review.comment ? (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {review.comment}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}

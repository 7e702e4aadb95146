// The right side of a feedback: the review it is about, and the conversation to read beside it (the
// agent may not open the conversation itself; a reviewer gets a link to it).
import type { Feedback } from '@backoffice/contract/modules/qa';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { formatInstant } from '../../../core/dates';
import { scoreColor, scoreText } from '../lib/score';

function TranscriptLines({ kind, feedback }: { kind: 'chat' | 'ticket'; feedback: Feedback }) {
  return (
    <Stack
      spacing={1}
      aria-label={kind === 'chat' ? 'Transcript' : 'Thread'}
      sx={{ maxHeight: 480, overflowY: 'auto' }}
    >
      {feedback.transcript.map((line) => (
        <Box
          key={line.id}
          sx={{
            alignSelf: line.authorKind === 'agent' ? 'flex-end' : 'flex-start',
            maxWidth: '90%',
            px: 1.25,
            py: 0.75,
            borderRadius: 2,
            bgcolor: line.authorKind === 'agent' ? 'primary.main' : 'action.hover',
            color: line.authorKind === 'agent' ? 'primary.contrastText' : 'text.primary',
          }}
        >
          <Typography variant="caption" sx={{ opacity: 0.8, display: 'block' }}>
            {line.author} · {formatInstant(line.sentAt)}
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {line.text}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

export function FeedbackReview({
  kind,
  feedback,
  conversationLink,
}: {
  kind: 'chat' | 'ticket';
  feedback: Feedback;
  /** The conversation's screen, for who may open it. */
  conversationLink: string | null;
}) {
  const { review } = feedback;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="The review">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="subtitle2" sx={{ flex: 1 }}>
          Review by {review.reviewer.name}
        </Typography>
        <Chip color={scoreColor(review.score)} label={scoreText(review.score)} aria-label="Review score" />
      </Stack>
      <Stack spacing={0.5}>
        {review.scores.map((s) => (
          <Stack key={s.scoreTypeId} direction="row" sx={{ justifyContent: 'space-between' }}>
            <Typography variant="body2">
              {s.scoreTypeName}
              {s.critical ? ' (critical)' : ''}
            </Typography>
            <Typography variant="body2" sx={{ color: s.color, fontWeight: 600 }}>
              {s.gradeName}
            </Typography>
          </Stack>
        ))}
      </Stack>
      {review.comment ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
          {review.comment}
        </Typography>
      ) : null}
      {conversationLink ? (
        <Link component={RouterLink} to={conversationLink} sx={{ display: 'inline-block', mt: 2 }}>
          Open the {kind}
        </Link>
      ) : null}
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        The {kind}
      </Typography>
      <TranscriptLines kind={kind} feedback={feedback} />
    </Paper>
  );
}

// The right side of a feedback: the review it is about, and the conversation to read beside it (the
// agent may not open the conversation itself; a reviewer gets a link to it).
import type { Feedback } from '@backoffice/contract/modules/qa';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ReviewCard } from './review-card';
import { TranscriptLines } from './transcript-lines';

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
  return (
    <Paper variant="outlined" sx={{ p: 2 }} aria-label="The review">
      <ReviewCard review={feedback.review} />
      {conversationLink ? (
        <Link component={RouterLink} to={conversationLink} sx={{ display: 'inline-block', mt: 2 }}>
          Open the {kind}
        </Link>
      ) : null}
      <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
        The {kind}
      </Typography>
      <TranscriptLines kind={kind} lines={feedback.transcript} />
    </Paper>
  );
}

// The left side of a feedback: the reviewer's words, the agent's dispute, the resolution and the talk
// about it.
import type { Feedback } from '@backoffice/contract/modules/qa';
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatInstant } from '../../../core/dates';
import { scoreText } from '../lib/score';
import { Comments } from './comments';

function Dispute({ feedback }: { feedback: Feedback }) {
  const { dispute } = feedback;
  if (!dispute) return null;
  const proposed = dispute.proposedScores.map((p) => {
    const line = feedback.review.scores.find((s) => s.scoreTypeId === p.scoreTypeId);
    const grade = feedback.grades.find((g) => g.id === p.gradeId);
    return `${line?.scoreTypeName ?? '?'}: ${grade?.name ?? '?'}`;
  });
  return (
    <Alert severity="warning">
      <Typography variant="subtitle2">
        Disputed by {feedback.agent.name} · {formatInstant(dispute.at)}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {dispute.reason}
      </Typography>
      {proposed.length ? (
        <Typography variant="body2" sx={{ mt: 1 }}>
          Proposed: {proposed.join(', ')}
        </Typography>
      ) : null}
    </Alert>
  );
}

function Resolution({ feedback }: { feedback: Feedback }) {
  const { resolution } = feedback;
  if (!resolution) return null;
  return (
    <Alert severity="success">
      <Typography variant="subtitle2">
        Resolved by {resolution.by.name} · {formatInstant(resolution.at)}
      </Typography>
      <Typography variant="body2">
        {resolution.scoreAfter !== resolution.scoreBefore
          ? `The review was regraded: ${scoreText(resolution.scoreBefore)} → ${scoreText(resolution.scoreAfter)}.`
          : 'The review stays as it was.'}
      </Typography>
      {resolution.note ? (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
          {resolution.note}
        </Typography>
      ) : null}
    </Alert>
  );
}

export function FeedbackStory({ kind, feedback }: { kind: 'chat' | 'ticket'; feedback: Feedback }) {
  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="caption" color="text.secondary">
          {feedback.author.name} · {formatInstant(feedback.createdAt)}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>{feedback.content}</Typography>
      </Paper>
      <Dispute feedback={feedback} />
      <Resolution feedback={feedback} />
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Typography variant="subtitle2">Comments</Typography>
        <Comments
          target={{ on: kind === 'chat' ? 'chatFeedback' : 'ticketFeedback', id: feedback.id }}
          comments={feedback.comments}
          people={[feedback.agent, feedback.author]}
        />
      </Paper>
    </Stack>
  );
}

// One feedback (spec §2 /qc-v2/chat-feedbacks/{id}, /ticket-feedbacks/{id}): the words, the review
// they are about, and the next move — the agent accepts or disputes (reason, proposed grades); a
// reviewer or QC manager resolves a dispute, keeping the review or regrading it. Opening a new feedback
// as its agent marks it seen.
import type { Feedback } from '@backoffice/contract/modules/qa';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { notify } from '../../../core/notifications';
import { useSession } from '../../../core/session';
import { useCan } from '../../../core/use-can';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageHeader } from '../../../ui/page-header';
import {
  useChatFeedback,
  useSetChatFeedbackStatus,
  useSetTicketFeedbackStatus,
  useTicketFeedback,
} from '../api/feedback';
import { Comments } from '../components/comments';
import { scoreColor, scoreText } from '../lib/score';
import { qaPaths } from '../paths';
import { STATUS_WORDS } from './feedbacks-page';

type Grades = Record<number, number>;

function GradeSelects({
  feedback,
  value,
  onChange,
}: {
  feedback: Feedback;
  value: Grades;
  onChange: (v: Grades) => void;
}) {
  return (
    <Stack spacing={1.5} sx={{ mt: 1 }}>
      {feedback.review.scores.map((s) => (
        <TextField
          key={s.scoreTypeId}
          select
          size="small"
          label={`${s.scoreTypeName}${s.critical ? ' (critical)' : ''}`}
          value={value[s.scoreTypeId] ?? s.gradeId}
          onChange={(e) => onChange({ ...value, [s.scoreTypeId]: Number(e.target.value) })}
        >
          {feedback.grades.map((g) => (
            <MenuItem key={g.id} value={g.id}>
              {g.name} ({g.value}){g.id === s.gradeId ? ' — given' : ''}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Stack>
  );
}

const asScores = (feedback: Feedback, grades: Grades) =>
  feedback.review.scores.map((s) => ({ scoreTypeId: s.scoreTypeId, gradeId: grades[s.scoreTypeId] ?? s.gradeId }));

export function FeedbackPage({ kind }: { kind: 'chat' | 'ticket' }) {
  const id = Number(useParams().id);
  const me = useSession((s) => s.user?.id);
  const chat = useChatFeedback({ params: { id } }, { enabled: kind === 'chat' });
  const ticket = useTicketFeedback({ params: { id } }, { enabled: kind === 'ticket' });
  const query = kind === 'chat' ? chat : ticket;
  const setChat = useSetChatFeedbackStatus();
  const setTicket = useSetTicketFeedbackStatus();
  const reviews = useCan(kind === 'chat' ? 'qa:chat:review' : 'qa:ticket:review');
  const manages = useCan('qa:manager');
  const [dialog, setDialog] = useState<'dispute' | 'resolve' | null>(null);
  const [reason, setReason] = useState('');
  const [grades, setGrades] = useState<Grades>({});
  const [regrade, setRegrade] = useState(false);
  const marked = useRef(false);
  const feedback = query.data;
  const isAgent = feedback?.agent.id === me;
  const pending = setChat.isPending || setTicket.isPending;

  const move = (body: Parameters<typeof setChat.mutate>[0]['body'], done?: () => void, quiet = false) => {
    const options = {
      onSuccess: () => {
        if (!quiet) notify({ level: 'success', title: `Feedback ${STATUS_WORDS[body.status].label.toLowerCase()}` });
        done?.();
      },
      onError: (e: unknown) => notify({ level: 'error', title: 'Not changed', body: errorMessage(e) }),
    };
    if (kind === 'chat') setChat.mutate({ params: { id }, body }, options);
    else setTicket.mutate({ params: { id }, body }, options);
  };

  // The agent opening a new feedback has seen it.
  useEffect(() => {
    if (feedback && isAgent && feedback.status === 'new' && !marked.current) {
      marked.current = true;
      move({ status: 'seen' }, undefined, true);
    }
  });

  if (!feedback) {
    return (
      <>
        <PageHeader title="Feedback" back={{ to: qaPaths.feedbacks(kind), label: 'Feedbacks' }} />
        <ErrorAlert error={query.error} />
        {query.isPending ? <Skeleton variant="rounded" height={320} /> : null}
      </>
    );
  }
  const words = STATUS_WORDS[feedback.status];
  const canResolve = feedback.status === 'disputed' && (manages || (reviews && !isAgent));
  const conversationLink =
    kind === 'chat' ? qaPaths.chatArchive(feedback.conversationId) : qaPaths.ticket(feedback.conversationId);
  return (
    <>
      <PageHeader
        title={`Feedback for ${feedback.agent.name}`}
        back={{ to: qaPaths.feedbacks(kind), label: 'Feedbacks' }}
        chips={<Chip label={words.label} color={words.color} variant="outlined" aria-label="Status" />}
        actions={
          <Stack direction="row" spacing={1}>
            {isAgent && (feedback.status === 'new' || feedback.status === 'seen') ? (
              <>
                <Button variant="contained" disabled={pending} onClick={() => move({ status: 'accepted' })}>
                  Accept
                </Button>
                <Button
                  variant="outlined"
                  color="warning"
                  onClick={() => {
                    setReason('');
                    setGrades({});
                    setDialog('dispute');
                  }}
                >
                  Dispute
                </Button>
              </>
            ) : null}
            {canResolve ? (
              <Button
                variant="contained"
                onClick={() => {
                  setReason('');
                  setGrades(
                    Object.fromEntries((feedback.dispute?.proposedScores ?? []).map((s) => [s.scoreTypeId, s.gradeId])),
                  );
                  setRegrade(Boolean(feedback.dispute?.proposedScores.length));
                  setDialog('resolve');
                }}
              >
                Resolve
              </Button>
            ) : null}
          </Stack>
        }
      />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(300px, 2fr)' } }}
      >
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="caption" color="text.secondary">
              {feedback.author.name} · {formatInstant(feedback.createdAt)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>{feedback.content}</Typography>
          </Paper>
          {feedback.dispute ? (
            <Alert severity="warning">
              <Typography variant="subtitle2">
                Disputed by {feedback.agent.name} · {formatInstant(feedback.dispute.at)}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
                {feedback.dispute.reason}
              </Typography>
              {feedback.dispute.proposedScores.length ? (
                <Typography variant="body2" sx={{ mt: 1 }}>
                  Proposed:{' '}
                  {feedback.dispute.proposedScores
                    .map((p) => {
                      const line = feedback.review.scores.find((s) => s.scoreTypeId === p.scoreTypeId);
                      const grade = feedback.grades.find((g) => g.id === p.gradeId);
                      return `${line?.scoreTypeName ?? '?'}: ${grade?.name ?? '?'}`;
                    })
                    .join(', ')}
                </Typography>
              ) : null}
            </Alert>
          ) : null}
          {feedback.resolution ? (
            <Alert severity="success">
              <Typography variant="subtitle2">
                Resolved by {feedback.resolution.by.name} · {formatInstant(feedback.resolution.at)}
              </Typography>
              <Typography variant="body2">
                {feedback.resolution.scoreAfter !== feedback.resolution.scoreBefore
                  ? `The review was regraded: ${scoreText(feedback.resolution.scoreBefore)} → ${scoreText(feedback.resolution.scoreAfter)}.`
                  : 'The review stays as it was.'}
              </Typography>
              {feedback.resolution.note ? (
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
                  {feedback.resolution.note}
                </Typography>
              ) : null}
            </Alert>
          ) : null}
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle2">Comments</Typography>
            <Comments
              target={{ on: kind === 'chat' ? 'chatFeedback' : 'ticketFeedback', id: feedback.id }}
              comments={feedback.comments}
              people={[feedback.agent, feedback.author]}
            />
          </Paper>
        </Stack>
        <Paper variant="outlined" sx={{ p: 2 }} aria-label="The review">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle2" sx={{ flex: 1 }}>
              Review by {feedback.review.reviewer.name}
            </Typography>
            <Chip
              color={scoreColor(feedback.review.score)}
              label={scoreText(feedback.review.score)}
              aria-label="Review score"
            />
          </Stack>
          <Stack spacing={0.5}>
            {feedback.review.scores.map((s) => (
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
          {feedback.review.comment ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1, whiteSpace: 'pre-wrap' }}>
              {feedback.review.comment}
            </Typography>
          ) : null}
          {reviews ? (
            <Link component={RouterLink} to={conversationLink} sx={{ display: 'inline-block', mt: 2 }}>
              Open the {kind}
            </Link>
          ) : null}
          <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
            The {kind}
          </Typography>
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
        </Paper>
      </Box>
      <Dialog open={dialog !== null} onClose={() => setDialog(null)} maxWidth="sm" fullWidth>
        <DialogTitle>{dialog === 'dispute' ? 'Dispute this feedback' : 'Resolve the dispute'}</DialogTitle>
        <DialogContent>
          <TextField
            label={dialog === 'dispute' ? 'Why you disagree' : 'Note to the agent'}
            required={dialog === 'dispute'}
            multiline
            minRows={3}
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
          {dialog === 'dispute' ? (
            <>
              <Typography variant="subtitle2" sx={{ mt: 2 }}>
                The grades you propose
              </Typography>
              <GradeSelects feedback={feedback} value={grades} onChange={setGrades} />
            </>
          ) : (
            <>
              <FormControlLabel
                sx={{ mt: 1 }}
                control={<Switch checked={regrade} onChange={(e) => setRegrade(e.target.checked)} />}
                label="Change the review’s grades"
              />
              {regrade ? <GradeSelects feedback={feedback} value={grades} onChange={setGrades} /> : null}
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={() => setDialog(null)}>
            Cancel
          </Button>
          <Button
            variant="contained"
            disabled={pending || (dialog === 'dispute' && !reason.trim())}
            onClick={() => {
              const close = () => setDialog(null);
              if (dialog === 'dispute') {
                const proposed = asScores(feedback, grades).filter(
                  (p) => feedback.review.scores.find((s) => s.scoreTypeId === p.scoreTypeId)?.gradeId !== p.gradeId,
                );
                move({ status: 'disputed', reason: reason.trim(), proposedScores: proposed }, close);
              } else {
                move(
                  {
                    status: 'resolved',
                    reason: reason.trim(),
                    ...(regrade ? { scores: asScores(feedback, grades) } : {}),
                  },
                  close,
                );
              }
            }}
          >
            {dialog === 'dispute' ? 'Send dispute' : 'Resolve'}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

export default function ChatFeedbackPage() {
  return <FeedbackPage kind="chat" />;
}

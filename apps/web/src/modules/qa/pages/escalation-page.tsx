// One escalation (spec §2 /qc-v2/chat-escalations/{id}, /ticket-escalations/{id}): why it was raised,
// the reviews escalated, the conversation to read (as a feedback shows it), and for a QC manager the status flow (take it, put it back) and the scorecard
// whose review closes it.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { notify } from '../../../core/notifications';
import { useCan } from '../../../core/use-can';
import { PageHeader } from '../../../ui/page-header';
import {
  useChatEscalation,
  useReviewChatEscalation,
  useReviewTicketEscalation,
  useSetEscalationStatus,
  useTicketEscalation,
} from '../api/feedback';
import { useAllTags } from '../api/list-all-tags';
import { useScoreGrades } from '../api/list-score-grades';
import { useScoreTypes } from '../api/list-score-types';
import { RecordLoading, type RecordScreenProps, useRecordId } from '../components/record-loading';
import { ReviewCard } from '../components/review-card';
import { Scorecard } from '../components/scorecard';
import { TranscriptLines } from '../components/transcript-lines';
import { qaPaths } from '../paths';
import { ESCALATION_WORDS } from './escalations-page';

export function EscalationPage({ kind, id: given, back: backTo }: RecordScreenProps) {
  const id = useRecordId(given);
  const back = backTo ?? { to: qaPaths.escalations(kind), label: 'Escalations' };
  const chat = useChatEscalation({ params: { id } }, { enabled: kind === 'chat' });
  const ticket = useTicketEscalation({ params: { id } }, { enabled: kind === 'ticket' });
  const query = kind === 'chat' ? chat : ticket;
  const manages = useCan('qa:manager');
  const setStatus = useSetEscalationStatus();
  const reviewChat = useReviewChatEscalation();
  const reviewTicket = useReviewTicketEscalation();
  const types = useScoreTypes(undefined, { enabled: manages });
  const grades = useScoreGrades(undefined, { enabled: manages });
  const tags = useAllTags(undefined, { enabled: manages });
  const escalation = query.data;
  if (!escalation) {
    return <RecordLoading title="Escalation" back={back} query={query} />;
  }
  const words = ESCALATION_WORDS[escalation.status];
  const move = (status: 'open' | 'in-progress') =>
    setStatus.mutate(
      { params: { id }, body: { status } },
      { onError: (e) => notify({ level: 'error', title: 'Not changed', body: errorMessage(e) }) },
    );
  const conversationLink =
    kind === 'chat' ? qaPaths.chatArchive(escalation.conversationId) : qaPaths.ticket(escalation.conversationId);
  return (
    <>
      <PageHeader
        title={`Escalation: ${escalation.conversationTitle || `#${escalation.conversationId}`}`}
        back={back}
        chips={
          <Chip
            label={`${words.label}${escalation.handledBy ? ` · ${escalation.handledBy.name}` : ''}`}
            color={words.color}
            variant="outlined"
            aria-label="Status"
          />
        }
        actions={
          manages ? (
            <Stack direction="row" spacing={1}>
              {escalation.status === 'open' ? (
                <Button variant="contained" disabled={setStatus.isPending} onClick={() => move('in-progress')}>
                  Take it
                </Button>
              ) : null}
              {escalation.status === 'in-progress' ? (
                <Button variant="outlined" disabled={setStatus.isPending} onClick={() => move('open')}>
                  Put back
                </Button>
              ) : null}
            </Stack>
          ) : null
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) minmax(360px, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="caption" color="text.secondary">
              Raised by {escalation.raisedBy.name} · {formatInstant(escalation.createdAt)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>{escalation.reason}</Typography>
            <Link component={RouterLink} to={conversationLink} sx={{ display: 'inline-block', mt: 1.5 }}>
              Open the {kind}
            </Link>
          </Paper>
          {escalation.reviews.length ? (
            <Stack spacing={1}>
              <Typography variant="subtitle2">Reviews escalated</Typography>
              {escalation.reviews.map((r) => (
                <ReviewCard key={r.id} review={r} />
              ))}
            </Stack>
          ) : null}
          {escalation.outcome ? (
            <Stack spacing={1}>
              <Typography variant="subtitle2">Outcome</Typography>
              <ReviewCard review={escalation.outcome} title={`Reviewed by ${escalation.outcome.reviewer.name}`} />
            </Stack>
          ) : null}
        </Stack>
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
              The {kind}
            </Typography>
            <TranscriptLines kind={kind} lines={escalation.transcript} />
          </Paper>
          {manages && escalation.status !== 'reviewed' && types.data && grades.data && tags.data ? (
            <Scorecard
              kind="ticket"
              types={types.data}
              grades={grades.data}
              tags={tags.data}
              initial={null}
              submitLabel="Review and close"
              under="body.reviews"
              onSubmit={(value) => {
                const body = { reviews: value.data };
                return kind === 'chat'
                  ? reviewChat.mutateAsync({ params: { id }, body })
                  : reviewTicket.mutateAsync({ params: { id }, body });
              }}
              onSaved={() => notify({ level: 'success', title: 'Escalation reviewed' })}
            />
          ) : null}
        </Stack>
      </Box>
    </>
  );
}

export default function ChatEscalationPage() {
  return <EscalationPage kind="chat" />;
}

// One feedback (spec §2 /qc-v2/chat-feedbacks/{id}, /ticket-feedbacks/{id}): the words, the review
// they are about, and the next move — the agent accepts or disputes (reason, proposed grades); a
// reviewer or QC manager resolves a dispute, keeping the review or regrading it. Opening a new feedback
// as its agent marks it seen.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import { useSession } from '../../../core/session';
import { useCan } from '../../../core/use-can';
import { PageHeader } from '../../../ui/page-header';
import {
  useChatFeedback,
  useSetChatFeedbackStatus,
  useSetTicketFeedbackStatus,
  useTicketFeedback,
} from '../api/feedback';
import { FeedbackReview } from '../components/feedback-review';
import { type FeedbackMove, FeedbackStatusDialog } from '../components/feedback-status-dialog';
import { FeedbackStory } from '../components/feedback-story';
import { RecordLoading, type RecordScreenProps, useRecordId } from '../components/record-loading';
import { qaPaths } from '../paths';
import { STATUS_WORDS } from './feedbacks-page';

export function FeedbackPage({ kind, id: given, back: backTo }: RecordScreenProps) {
  const id = useRecordId(given);
  const back = backTo ?? { to: qaPaths.feedbacks(kind), label: 'Feedbacks' };
  const me = useSession((s) => s.user?.id);
  const chat = useChatFeedback({ params: { id } }, { enabled: kind === 'chat' });
  const ticket = useTicketFeedback({ params: { id } }, { enabled: kind === 'ticket' });
  const query = kind === 'chat' ? chat : ticket;
  const setChat = useSetChatFeedbackStatus();
  const setTicket = useSetTicketFeedbackStatus();
  const reviews = useCan(kind === 'chat' ? 'qa:chat:review' : 'qa:ticket:review');
  const manages = useCan('qa:manager');
  const [dialog, setDialog] = useState<'dispute' | 'resolve' | null>(null);
  const marked = useRef(false);
  const feedback = query.data;
  const isAgent = feedback?.agent.id === me;
  const pending = setChat.isPending || setTicket.isPending;

  const told = (moved: FeedbackMove) =>
    notify({ level: 'success', title: `Feedback ${STATUS_WORDS[moved.status].label.toLowerCase()}` });
  // The agent's moves without a form: seen (quietly) and accepted.
  const move = (body: FeedbackMove, quiet = false) => {
    const options = {
      onSuccess: () => {
        if (!quiet) told(body);
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
      move({ status: 'seen' }, true);
    }
  });

  if (!feedback) {
    return <RecordLoading title="Feedback" back={back} query={query} />;
  }
  const words = STATUS_WORDS[feedback.status];
  const canAnswer = isAgent && (feedback.status === 'new' || feedback.status === 'seen');
  const canResolve = feedback.status === 'disputed' && (manages || (reviews && !isAgent));
  const conversationLink =
    kind === 'chat' ? qaPaths.chatArchive(feedback.conversationId) : qaPaths.ticket(feedback.conversationId);
  return (
    <>
      <PageHeader
        title={`Feedback for ${feedback.agent.name}`}
        back={back}
        chips={<Chip label={words.label} color={words.color} variant="outlined" aria-label="Status" />}
        actions={
          <Stack direction="row" spacing={1}>
            {canAnswer ? (
              <>
                <Button variant="contained" disabled={pending} onClick={() => move({ status: 'accepted' })}>
                  Accept
                </Button>
                <Button variant="outlined" color="warning" onClick={() => setDialog('dispute')}>
                  Dispute
                </Button>
              </>
            ) : null}
            {canResolve ? (
              <Button variant="contained" onClick={() => setDialog('resolve')}>
                Resolve
              </Button>
            ) : null}
          </Stack>
        }
      />
      <Box
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(300px, 2fr)' } }}
      >
        <FeedbackStory kind={kind} feedback={feedback} />
        <FeedbackReview kind={kind} feedback={feedback} conversationLink={reviews ? conversationLink : null} />
      </Box>
      {dialog ? (
        <FeedbackStatusDialog
          kind={kind}
          mode={dialog}
          feedback={feedback}
          onClose={() => setDialog(null)}
          onMoved={(moved) => {
            told(moved);
            setDialog(null);
          }}
        />
      ) : null}
    </>
  );
}

export default function ChatFeedbackPage() {
  return <FeedbackPage kind="chat" />;
}

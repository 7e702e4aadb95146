// The review queue (spec §2 /qc-v2/chats/queue/{chatId?}, /qc-v2/tickets/queue): the next waiting
// conversation, claimed for the reviewer, with the scorecard beside it. "Submit and next" (Enter)
// reviews it and brings the next one, its card naming what was saved with Undo; S skips. A chat opened
// by its id is reviewed first. The reviewer's count of today against the daily goal stands above.
import type { ChatDetail, TicketDetail } from '@backoffice/contract/modules/qa';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { formatNumber } from '../../../core/numbers';
import { EmptyState } from '../../../ui/empty-state';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageHeader } from '../../../ui/page-header';
import { useChat, useChatQueue, useTicketQueue } from '../api/conversations';
import { useReviewProgress } from '../api/daily-goal';
import { ConversationReview, usePrefetchScorecard } from '../components/conversation-review';
import { DailyGoal } from '../components/daily-goal';
import { QueueFilters, useQueueFilters } from '../components/queue-filters';
import { qaPaths } from '../paths';

function QueuePage({ kind }: { kind: 'chat' | 'ticket' }) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const urlId = Number(useParams().chatId) || null;
  const [direct, setDirect] = useState<number | null>(kind === 'chat' ? urlId : null);
  const [skip, setSkip] = useState<number[]>([]);
  const filters = useQueueFilters();
  const query = { skip, ...filters };
  const chats = useChatQueue({ query }, { enabled: kind === 'chat' && direct === null });
  const tickets = useTicketQueue({ query }, { enabled: kind === 'ticket' });
  const queue = kind === 'chat' ? chats : tickets;
  const opened = useChat({ params: { id: direct ?? 0 } }, { enabled: direct !== null });
  const next = direct !== null ? (opened.data ?? null) : (queue.data?.next ?? null);
  const detail = next
    ? ({ kind, ...next } as ({ kind: 'chat' } & ChatDetail) | ({ kind: 'ticket' } & TicketDetail))
    : null;

  // The chat under review is in the address, so a reload or a shared link opens it.
  useEffect(() => {
    if (kind === 'chat' && direct === null && queue.data) {
      const id = queue.data.next?.id;
      // The filters (the query string) stay.
      if (id !== urlId) navigate({ pathname: qaPaths.chatQueue(id ?? undefined), search }, { replace: true });
    }
  }, [kind, direct, queue.data, urlId, navigate, search]);

  usePrefetchScorecard();
  const progress = useReviewProgress();
  // The count after the save, for its card: read again, since a save may count once or not at all.
  const progressAfterSave = async () => {
    const fresh = (await progress.refetch()).data;
    return fresh ? `${fresh.reviewed} of ${fresh.goal} reviewed today` : null;
  };
  const reopen = (id: number) => {
    if (kind === 'chat') setDirect(id);
    else void queue.refetch();
  };
  // A chat opened by id (a deferred one, one whose review was undone) goes into the address too; set after
  // `direct` has rendered, so the effect above never sees the new address with the queue's chat.
  useEffect(() => {
    if (kind === 'chat' && direct !== null && direct !== urlId) {
      navigate({ pathname: qaPaths.chatQueue(direct), search }, { replace: true });
    }
  }, [kind, direct, urlId, navigate, search]);

  const advance = () => {
    setDirect(null);
    void queue.refetch();
  };
  const data = queue.data;
  const loading = direct !== null ? opened.isPending : queue.isPending;
  const noun = kind === 'chat' ? 'chat' : 'ticket';
  return (
    <>
      <PageHeader
        title={kind === 'chat' ? 'Chat queue' : 'Ticket queue'}
        subtitle={
          data
            ? `${data.waitingCapped ? `${formatNumber(data.waiting)}+` : formatNumber(data.waiting)} waiting · keys: 1–9 grade, ↑/↓ criterion, Enter submit, S skip`
            : 'In the queue’s order; each one is held for you while you review it.'
        }
      />
      <Stack useFlexGap direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <QueueFilters kind={kind} onChange={() => setSkip([])} />
        <DailyGoal />
        {skip.length ? (
          <Chip label={`${skip.length} skipped`} onDelete={() => setSkip([])} aria-label="Skipped, clear" />
        ) : null}
        {data?.deferred.length ? (
          <Typography variant="body2" color="text.secondary">
            Saved for later:{' '}
            {data.deferred.map((d, i) => (
              <Box component="span" key={d.id}>
                {i ? ', ' : ''}
                <Link component="button" type="button" onClick={() => setDirect(d.id)}>
                  {'customerName' in d ? d.customerName || `#${d.id}` : `#${d.id}`}
                </Link>
              </Box>
            ))}
          </Typography>
        ) : null}
      </Stack>
      <ErrorAlert error={queue.error ?? opened.error} />
      {loading ? <Skeleton variant="rounded" height={420} /> : null}
      {!loading && detail ? (
        <ConversationReview
          detail={detail}
          submitLabel="Submit and next"
          onReviewed={advance}
          progressAfterSave={progressAfterSave}
          onUndone={reopen}
          onSkip={() => {
            setSkip((s) => [...s, detail.id]);
            setDirect(null);
          }}
        />
      ) : null}
      {!loading && !detail && !queue.error ? (
        <Paper variant="outlined">
          <EmptyState
            icon={<InboxOutlined />}
            title={`No ${noun} waits for review`}
            description={
              skip.length
                ? `You skipped ${skip.length}; clear the skipped ones to see them again.`
                : `New ${noun}s arrive from the ${noun} system${kind === 'ticket' ? ' when a ticket cron filter pulls them in' : ''}.`
            }
            action={
              <Link component={RouterLink} to={kind === 'chat' ? qaPaths.chatArchive() : qaPaths.ticketArchive()}>
                Open the archive
              </Link>
            }
          />
        </Paper>
      ) : null}
    </>
  );
}

export default function ChatQueuePage() {
  return <QueuePage kind="chat" />;
}

export function TicketQueuePage() {
  return <QueuePage kind="ticket" />;
}

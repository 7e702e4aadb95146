// QC v1's review screen (spec §2 /qc/chats/review, qa:chat:review): v1's `chat/last` claims the next chat
// from QC v2's queue (`?id=` claims that chat first) and QC v2's transcript and scorecard, with its keys,
// review it; the review is sent through v1's `PATCH chat/{id}`, then the next chat is claimed.
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { formatNumber } from '../../../../core/numbers';
import { EmptyState } from '../../../../ui/empty-state';
import { ErrorAlert } from '../../../../ui/error-alert';
import { PageHeader } from '../../../../ui/page-header';
import { useReviewProgress } from '../../api/daily-goal';
import { useV1LastChat, useV1ReviewChat } from '../../api/v1-chats';
import { ConversationReview } from '../../components/conversation-review';
import { DailyGoal } from '../../components/daily-goal';
import { qcPaths } from '../../paths';

export default function V1ChatReviewPage() {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const id = Number(search.get('id')) || undefined;
  const last = useV1LastChat({ query: id ? { id } : {} });
  const review = useV1ReviewChat();
  const progress = useReviewProgress();
  const progressAfterSave = async () => {
    const fresh = (await progress.refetch()).data;
    return fresh ? `${fresh.reviewed} of ${fresh.goal} reviewed today` : null;
  };
  const next = () => {
    if (id) navigate(qcPaths.chatReview(), { replace: true });
    else void last.refetch();
  };
  const data = last.data;
  return (
    <>
      <PageHeader
        title="Chat review"
        subtitle={
          data
            ? `${data.waitingCapped ? `${formatNumber(data.waiting)}+` : formatNumber(data.waiting)} waiting · keys: 1–9 grade, ↑/↓ criterion, Enter submit`
            : 'Each chat is held for you while you review it.'
        }
        back={{ to: qcPaths.chatQueue(), label: 'Chat queue' }}
      />
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center' }}>
        <DailyGoal />
      </Stack>
      <ErrorAlert error={last.error} />
      {last.isPending ? <Skeleton variant="rounded" height={420} /> : null}
      {data?.next ? (
        <ConversationReview
          detail={{ kind: 'chat', ...data.next }}
          submitLabel="Submit and next"
          sendReview={(chatId, value) => review.mutateAsync({ params: { id: chatId }, body: value })}
          onReviewed={next}
          progressAfterSave={progressAfterSave}
          onUndone={(chatId) => navigate(qcPaths.chatReview(chatId), { replace: true })}
        />
      ) : null}
      {data && !data.next ? (
        <Paper variant="outlined">
          <EmptyState
            icon={<InboxOutlined />}
            title="No chat waits for review"
            description="New chats arrive from the chat system."
            action={
              <Link component={RouterLink} to={qcPaths.chats()}>
                Open the chat archive
              </Link>
            }
          />
        </Paper>
      ) : null}
    </>
  );
}

// One chat in QC v1 (spec §2 /qc/chats/{chatId}): QC v2's conversation and its reviews, read-only for a
// reader (qa:chat:read); a reviewer reviews it on the review screen (`/qc/chats/review?id=`).
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { Link as RouterLink, useParams } from 'react-router';
import { useCan } from '../../../../core/use-can';
import { ErrorAlert } from '../../../../ui/error-alert';
import { PageHeader } from '../../../../ui/page-header';
import { useV1Chat } from '../../api/v1-chats';
import { ConversationReview } from '../../components/conversation-review';
import { qcPaths } from '../../paths';

export default function V1ChatPage() {
  const id = Number(useParams().chatId);
  const chat = useV1Chat({ params: { id } });
  const reviewer = useCan('qa:chat:review');
  return (
    <>
      <PageHeader
        title={`Chat #${id}`}
        back={{ to: qcPaths.chats(), label: 'Chat archive' }}
        actions={
          reviewer && chat.data?.queueState === 'waiting' ? (
            <Button variant="contained" component={RouterLink} to={qcPaths.chatReview(id)}>
              Review
            </Button>
          ) : null
        }
      />
      <ErrorAlert error={chat.error} />
      {chat.isPending ? <Skeleton variant="rounded" height={420} /> : null}
      {chat.data ? (
        <ConversationReview
          detail={{ kind: 'chat', ...chat.data }}
          submitLabel="Submit review"
          archive={{ reviewId: null }}
          readOnly
        />
      ) : null}
    </>
  );
}

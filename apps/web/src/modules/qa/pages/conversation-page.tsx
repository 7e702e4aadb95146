// One chat or ticket opened from the archive (spec §2 /qc-v2/chats/archive/{chatId},
// /qc-v2/tickets/{ticketId}): the conversation and its reviews first (`?review=` the one opened, at the top),
// then one's own to make or change.
import type { ChatDetail, TicketDetail } from '@backoffice/contract/modules/qa';
import Skeleton from '@mui/material/Skeleton';
import { useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../ui/error-alert';
import { PageHeader } from '../../../ui/page-header';
import { useChat, useTicket } from '../api/conversations';
import { ConversationReview } from '../components/conversation-review';
import { ReportBugAction } from '../components/report-bug-action';
import { qaPaths } from '../paths';

export function ConversationPage({ kind }: { kind: 'chat' | 'ticket' }) {
  const params = useParams();
  const [search] = useSearchParams();
  const reviewId = Number(search.get('review')) || null;
  const id = Number(kind === 'chat' ? params.chatId : params.ticketId);
  const chat = useChat({ params: { id } }, { enabled: kind === 'chat' });
  const ticket = useTicket({ params: { id } }, { enabled: kind === 'ticket' });
  const query = kind === 'chat' ? chat : ticket;
  const detail = query.data
    ? ({ kind, ...query.data } as ({ kind: 'chat' } & ChatDetail) | ({ kind: 'ticket' } & TicketDetail))
    : null;
  return (
    <>
      <PageHeader
        title={kind === 'chat' ? `Chat #${id}` : `Ticket #${id}`}
        back={
          kind === 'chat'
            ? { to: qaPaths.chatArchive(), label: 'Chat archive' }
            : { to: qaPaths.ticketArchive(), label: 'Ticket archive' }
        }
        // The tracker's hook (components/report-bug-action.tsx): file a bug from this conversation.
        actions={detail ? <ReportBugAction kind={kind} id={id} /> : null}
      />
      <ErrorAlert error={query.error} />
      {query.isPending ? <Skeleton variant="rounded" height={420} /> : null}
      {detail ? <ConversationReview detail={detail} submitLabel="Submit review" archive={{ reviewId }} /> : null}
    </>
  );
}

export default function TicketPage() {
  return <ConversationPage kind="ticket" />;
}

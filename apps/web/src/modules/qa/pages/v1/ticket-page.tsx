// One ticket on the QC v1 screens (spec §2 /qc/tickets/{ticketId}): through the v1 call, QC v2's ticket
// screen — its reviews first (`?review=` the one opened), and one's own to make or change for a reviewer;
// a reader (qa:ticket:read) sees the thread and the reviews.
import { v1ReviewTicket } from '@backoffice/contract/modules/qa';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useParams, useSearchParams } from 'react-router';
import { useCanCall } from '../../../../core/use-can';
import { ErrorAlert } from '../../../../ui/error-alert';
import { PageHeader } from '../../../../ui/page-header';
import { useV1ReviewTicket, useV1Ticket } from '../../api/v1-tickets';
import { ConversationPane } from '../../components/conversation-pane';
import { ConversationReview } from '../../components/conversation-review';
import { ReviewCard } from '../../components/review-card';
import { qcPaths } from '../../paths';

export default function V1TicketPage() {
  const id = Number(useParams().ticketId);
  const reviewId = Number(useSearchParams()[0].get('review')) || null;
  const canReview = useCanCall(v1ReviewTicket);
  const ticket = useV1Ticket({ params: { id } });
  const review = useV1ReviewTicket();
  const detail = ticket.data ? { kind: 'ticket' as const, ...ticket.data } : null;
  return (
    <>
      <PageHeader title={`Ticket #${id}`} back={{ to: qcPaths.tickets(), label: 'Ticket list' }} />
      <ErrorAlert error={ticket.error} />
      {ticket.isPending ? <Skeleton variant="rounded" height={420} /> : null}
      {detail && canReview ? (
        <ConversationReview
          detail={detail}
          submitLabel="Submit review"
          archive={{ reviewId }}
          sendReview={(ticketId, value) =>
            review.mutateAsync({ params: { id: ticketId }, body: { sendStats: value.sendStats, data: value.data } })
          }
        />
      ) : null}
      {detail && !canReview ? (
        <Box
          sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(360px, 5fr)' } }}
        >
          <ConversationPane detail={detail} people={detail.agents} />
          <Stack spacing={1} sx={{ order: { xs: -1, lg: 0 } }}>
            {detail.reviews.map((r) => (
              <ReviewCard key={r.id} review={r} highlighted={r.id === reviewId} />
            ))}
          </Stack>
        </Box>
      ) : null}
    </>
  );
}

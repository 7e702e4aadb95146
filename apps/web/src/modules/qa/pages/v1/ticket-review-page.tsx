// The QC v1 review screen of a ticket (spec §2 /qc/tickets/review/{ticketId}, qa:ticket:review): the
// ticket is taken through the queue's claim (v1 `tickets/unreviewed/{id}`), then QC v2's review screen —
// thread, scorecard and its keyboard — reviews it; saved, the list of waiting tickets comes back.
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../../../core/session';
import { ErrorAlert } from '../../../../ui/error-alert';
import { PageHeader } from '../../../../ui/page-header';
import { useV1ReviewTicket, useV1TakeTicket } from '../../api/v1-tickets';
import { ConversationReview } from '../../components/conversation-review';
import { qcPaths } from '../../paths';

export default function V1TicketReviewPage() {
  const id = Number(useParams().ticketId);
  const navigate = useNavigate();
  const me = useSession((s) => s.user?.id);
  const taken = useV1TakeTicket({ params: { id } });
  const review = useV1ReviewTicket();
  const ticket = taken.data;
  const heldBy = ticket?.claim && ticket.claim.reviewerId !== me ? ticket.claim.reviewerName : null;
  return (
    <>
      <PageHeader title={`Review ticket #${id}`} back={{ to: qcPaths.tickets(), label: 'Ticket list' }} />
      <ErrorAlert error={taken.error} />
      {heldBy ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {heldBy} has this ticket in their queue; your review still counts.
        </Alert>
      ) : null}
      {taken.isPending ? <Skeleton variant="rounded" height={420} /> : null}
      {ticket ? (
        <ConversationReview
          detail={{ kind: 'ticket', ...ticket }}
          submitLabel="Submit review"
          onReviewed={() => navigate(qcPaths.tickets())}
          sendReview={(ticketId, value) =>
            review.mutateAsync({ params: { id: ticketId }, body: { sendStats: value.sendStats, data: value.data } })
          }
        />
      ) : null}
    </>
  );
}

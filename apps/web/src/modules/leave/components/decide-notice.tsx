import { reviewRequest } from '@backoffice/contract/modules/leave';
import Button from '@mui/material/Button';
import type { NotificationActionProps } from '../../../core/notification-actions';
import { useCanCall } from '../../../core/use-can';
import { usePendingRequests } from '../api/pending-requests';
import { useReviewCancellation } from '../api/review-cancellation';
import { useReviewRequest } from '../api/review-request';
import { spanWords } from '../lib/format';

/**
 * Approve or Reject on an approver's "to decide" notification, whose link names the request
 * (`/leaves/all?pending=1&request=12`): shown while it still waits for this reader, for a request or
 * for the cancellation of an approved one. A comment, the cover and the document are the dialog's
 * on the screen the notice links to.
 */
export default function DecideNotice({ query, act, busy }: NotificationActionProps) {
  const id = Number(query.get('request'));
  const mayDecide = useCanCall(reviewRequest);
  const pending = usePendingRequests(undefined, { enabled: mayDecide && id > 0 });
  const review = useReviewRequest();
  const reviewCancellation = useReviewCancellation();
  const request = pending.data?.find((r) => r.id === id);
  if (!mayDecide || !request) return null;
  const cancelling = request.status === 'approved' && request.cancellation?.status === 'pending';
  const decide = (isApproved: boolean) =>
    act(
      () =>
        cancelling
          ? reviewCancellation.mutateAsync({ params: { id: request.cancellation!.id }, body: { isApproved } })
          : review.mutateAsync({ params: { id: request.id }, body: { isApproved } }),
      {
        title: cancelling
          ? isApproved
            ? 'Cancellation approved'
            : 'Cancellation refused'
          : isApproved
            ? 'Approved'
            : 'Rejected',
        body: `${request.userName}, ${spanWords(request)}`,
      },
    );
  return (
    <>
      <Button size="small" variant="contained" disableElevation disabled={busy} onClick={() => decide(true)}>
        {cancelling ? 'Approve cancellation' : 'Approve'}
      </Button>
      <Button size="small" variant="outlined" color="error" disabled={busy} onClick={() => decide(false)}>
        {cancelling ? 'Refuse' : 'Reject'}
      </Button>
    </>
  );
}

// A review shown beside the conversation it is of.
import type { Review } from '@backoffice/contract/modules/qa';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Suspense, useState } from 'react';
import { errorMessage } from '../../../core/api';
import { lazyPart } from '../../../core/lazy';
import { notify } from '../../../core/notifications';
import { useSession } from '../../../core/session';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useDeleteChatReview, useDeleteTicketReview } from '../api/conversations';
import type { Person } from './comment-forms';
import { Comments } from './comments';
import { ReviewCard } from './review-card';

// Its form loads when it is opened (react-hook-form stays out of the conversation's first paint).
const FeedbackDialog = lazyPart(() => import('./feedback-dialogs').then((m) => m.FeedbackDialog));

/** A review of the conversation with what may be done to it: feedback, deletion (one's own), comments. */
export function ConversationReviewCard({
  review,
  kind,
  people,
  highlighted,
}: {
  review: Review;
  kind: 'chat' | 'ticket';
  people: Person[];
  highlighted: boolean;
}) {
  const me = useSession((s) => s.user?.id);
  const removeChat = useDeleteChatReview();
  const removeTicket = useDeleteTicketReview();
  const [confirming, setConfirming] = useState(false);
  const [giving, setGiving] = useState(false);
  const deleted = review.deletedAt !== null;
  return (
    <ReviewCard
      review={review}
      highlighted={highlighted}
      actions={
        <>
          {!deleted && !review.reviewLater && review.agents.length ? (
            <Button size="small" onClick={() => setGiving(true)}>
              Give feedback
            </Button>
          ) : null}
          {!deleted && review.reviewer.id === me ? (
            <Tooltip title="Delete this review">
              <IconButton size="small" aria-label="Delete review" onClick={() => setConfirming(true)}>
                <DeleteOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </>
      }
    >
      <Comments
        target={{ on: kind === 'chat' ? 'chatReview' : 'ticketReview', id: review.id }}
        comments={review.comments}
        people={people}
      />
      {giving ? (
        <Suspense fallback={null}>
          <FeedbackDialog kind={kind} review={review} onClose={() => setGiving(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title="Delete this review?"
        confirmLabel="Delete"
        pending={removeChat.isPending || removeTicket.isPending}
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          const done = {
            onSuccess: () => {
              setConfirming(false);
              notify({ level: 'success', title: 'Review deleted' });
            },
            onError: (error: unknown) => notify({ level: 'error', title: 'Not deleted', body: errorMessage(error) }),
          };
          if (kind === 'chat') removeChat.mutate({ params: { id: review.id } }, done);
          else removeTicket.mutate({ params: { id: review.id } }, done);
        }}
      >
        It will count nowhere and show as deleted in the archive. If no other review is left, the {kind} waits in the
        queue again.
      </ConfirmDialog>
    </ReviewCard>
  );
}

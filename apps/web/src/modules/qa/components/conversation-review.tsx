// One conversation under review: its header, transcript or thread, comments and notes on the left;
// the scorecard and the reviews already made on the right.
import type { ChatDetail, Review, TicketDetail } from '@backoffice/contract/modules/qa';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { errorMessage } from '../../../core/api';
import { formatInstant } from '../../../core/dates';
import { notify } from '../../../core/notifications';
import { useSession } from '../../../core/session';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ErrorAlert } from '../../../ui/error-alert';
import { UNDO_MS } from '../../../ui/undo';
import {
  useCreateChatReview,
  useCreateTicketReview,
  useDeleteChatReview,
  useDeleteTicketReview,
  useUpdateChatReview,
} from '../api/conversations';
import { useAllTags } from '../api/list-all-tags';
import { useScoreGrades } from '../api/list-score-grades';
import { useScoreTypes } from '../api/list-score-types';
import { scoreText } from '../lib/score';
import type { Person } from './comment-forms';
import { Comments } from './comments';
import { EscalateDialog, FeedbackDialog } from './feedback-dialogs';
import { ReviewCard } from './review-card';
import { Scorecard, type ScorecardValue } from './scorecard';
import { Thread, Transcript } from './transcript';

type Detail = ({ kind: 'chat' } & ChatDetail) | ({ kind: 'ticket' } & TicketDetail);

interface Props {
  detail: Detail;
  submitLabel: string;
  onReviewed?: (review: Review) => void;
  onSkip?: (() => void) | undefined;
  /**
   * Opened from the archive: the reviews come first, the one opened (`reviewId`) at the top and outlined,
   * and the scorecard only when asked for (or when there is no review yet).
   */
  archive?: { reviewId: number | null };
  /** After a save, what to add to its card ("13 of 20 reviewed today"). */
  progressAfterSave?: () => Promise<string | null>;
  /** After "Undo" took a save back: the queue opens the conversation again. */
  onUndone?: (conversationId: number) => void;
}

/** The review as it was, to send again (chats: PATCH; tickets: POST, which replaces one's own in place). */
const asBody = (r: Review) => ({
  agents: r.agents.map((a) => a.id),
  sendStats: r.sendStats,
  data: {
    scores: r.scores.map((s) => ({ scoreTypeId: s.scoreTypeId, gradeId: s.gradeId })),
    tags: r.tags.map((t) => t.id),
    comment: r.comment,
  },
});

function Header({ detail }: { detail: Detail }) {
  const me = useSession((s) => s.user?.id);
  const claim = detail.claim;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h6" component="h2">
        {detail.kind === 'chat' ? `Chat with ${detail.customerName || 'a customer'}` : detail.subject}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 0.5, flexWrap: 'wrap', alignItems: 'center', rowGap: 0.5 }}>
        <Typography variant="body2" color="text.secondary">
          {detail.kind === 'chat'
            ? `${formatInstant(detail.startedAt)} · ${detail.channel} · ${detail.messageCount} messages`
            : `${formatInstant(detail.openedAt)} · ${detail.status} · ${detail.clientName || detail.clientEmail || 'client'} (${detail.clientKind})`}
          {detail.department ? ` · ${detail.department}` : ''}
        </Typography>
        {detail.kind === 'ticket' ? (
          <Chip
            size="small"
            label={detail.clientLogin}
            color={detail.clientLogin === 'Logged In' ? 'success' : 'default'}
            variant="outlined"
          />
        ) : null}
        {detail.agents.map((a) => (
          <Chip key={a.id} size="small" label={a.name} />
        ))}
        {detail.unknownAgents.map((e) => (
          <Tooltip key={e} title="This email names nobody in the back office">
            <Chip size="small" variant="outlined" label={e} />
          </Tooltip>
        ))}
        {detail.tags.map((t) => (
          <Chip key={t.id} size="small" label={t.name} sx={{ bgcolor: t.color, color: '#fff' }} />
        ))}
      </Stack>
      {claim && claim.reviewerId !== me ? (
        <Alert severity="info" sx={{ mt: 1 }}>
          {claim.reviewerName} has it in their queue until {formatInstant(claim.until)}.
        </Alert>
      ) : null}
    </Box>
  );
}

/** A review of the conversation with what may be done to it: feedback, deletion (one's own), comments. */
function ConversationReviewCard({
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
      {giving ? <FeedbackDialog kind={kind} review={review} onClose={() => setGiving(false)} /> : null}
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

export function ConversationReview({
  detail,
  submitLabel,
  onReviewed,
  onSkip,
  archive,
  progressAfterSave,
  onUndone,
}: Props) {
  const me = useSession((s) => s.user?.id);
  const types = useScoreTypes();
  const grades = useScoreGrades();
  const tags = useAllTags();
  const createChat = useCreateChatReview();
  const updateChat = useUpdateChatReview();
  const createTicket = useCreateTicketReview();
  const removeChat = useDeleteChatReview();
  const removeTicket = useDeleteTicketReview();
  // One's own review as it was before the save being made: what "Undo" puts back (none: Undo deletes).
  const before = useRef<Review | null>(null);
  const [escalating, setEscalating] = useState(false);
  const [scoring, setScoring] = useState(!archive || !detail.reviews.length);
  const own = detail.reviews.find((r) => r.reviewer.id === me && r.deletedAt === null) ?? null;
  const people: Person[] = [
    ...new Map(
      [...detail.agents, ...detail.reviews.map((r) => r.reviewer)].map((p) => [p.id, { id: p.id, name: p.name }]),
    ).values(),
  ];
  const submit = (value: ScorecardValue): Promise<Review> => {
    before.current = own;
    if (detail.kind === 'chat') {
      return own
        ? updateChat.mutateAsync({ params: { id: own.id }, body: value })
        : createChat.mutateAsync({ body: { chatId: detail.id, ...value } });
    }
    return createTicket.mutateAsync({ body: { ticketId: detail.id, sendStats: value.sendStats, data: value.data } });
  };
  const what =
    detail.kind === 'chat'
      ? `Chat with ${detail.customerName || 'a customer'} (#${detail.id})`
      : `Ticket “${detail.subject}” (#${detail.id})`;
  // The save is kept at once (the queue needs it to serve the next one); Undo sends the way back:
  // one's earlier review as it was, or the new one deleted (soft: the archive shows it as deleted).
  const undo = async (review: Review, previous: Review | null) => {
    try {
      if (previous && detail.kind === 'chat') {
        await updateChat.mutateAsync({
          params: { id: review.id },
          body: { ...asBody(previous), reviewLater: previous.reviewLater },
        });
      } else if (previous) {
        await createTicket.mutateAsync({ body: { ticketId: detail.id, ...asBody(previous) } });
      } else if (detail.kind === 'chat') {
        await removeChat.mutateAsync({ params: { id: review.id } });
      } else {
        await removeTicket.mutateAsync({ params: { id: review.id } });
      }
      notify({
        level: 'info',
        title: 'Review undone',
        body: previous
          ? `${what}: your review is back as it was.`
          : `${what} waits for review again; the undone review shows as deleted in the archive.`,
      });
      onUndone?.(detail.id);
    } catch (error) {
      notify({ level: 'error', title: 'Not undone', body: errorMessage(error) });
    }
  };
  const reviewed = (value: ScorecardValue, review: Review) => {
    const previous = before.current;
    const score = value.reviewLater ? 'saved for later' : `reviewed, score ${scoreText(review.score)}`;
    void (progressAfterSave?.() ?? Promise.resolve(null))
      .catch(() => null)
      .then((progress) =>
        notify({
          level: 'success',
          title: `${what}: ${score}`,
          ...(progress ? { body: progress } : {}),
          duration: UNDO_MS,
          action: { label: 'Undo', run: () => void undo(review, previous) },
        }),
      );
    onReviewed?.(review);
  };
  const opened = archive?.reviewId ?? null;
  const reviews = opened
    ? [...detail.reviews.filter((r) => r.id === opened), ...detail.reviews.filter((r) => r.id !== opened)]
    : detail.reviews;
  const reviewCards = reviews.length ? (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="h2">
        Reviews ({reviews.length})
      </Typography>
      {reviews.map((r) => (
        <ConversationReviewCard
          key={r.id}
          review={r}
          kind={detail.kind}
          people={people}
          highlighted={r.id === opened}
        />
      ))}
    </Stack>
  ) : null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 7fr) minmax(360px, 5fr)' },
        alignItems: 'start',
      }}
    >
      <Paper variant="outlined" sx={{ p: 2, minWidth: 0 }}>
        <Header detail={detail} />
        {detail.kind === 'chat' ? (
          <Transcript chat={detail} people={people} />
        ) : (
          <Thread ticket={detail} people={people} />
        )}
        <Typography variant="subtitle2" sx={{ mt: 3 }}>
          Comments on the {detail.kind}
        </Typography>
        <Comments target={{ on: detail.kind, id: detail.id }} comments={detail.comments} people={people} />
        <Typography variant="subtitle2" sx={{ mt: 3 }}>
          Notes
        </Typography>
        <Comments
          target={{ on: detail.kind, id: detail.id, note: true }}
          comments={detail.notes}
          people={people}
          placeholder="Add a note"
        />
      </Paper>
      <Stack
        spacing={2}
        sx={{ position: { lg: 'sticky' }, top: { lg: 80 }, order: archive ? { xs: -1, lg: 0 } : undefined }}
      >
        {archive ? reviewCards : null}
        {scoring ? <ErrorAlert error={types.error ?? grades.error ?? tags.error} sx={{}} /> : null}
        {scoring && types.data && grades.data && tags.data ? (
          <Scorecard
            key={`${detail.kind}-${detail.id}-${own?.id ?? 'new'}`}
            kind={detail.kind}
            types={types.data}
            grades={grades.data}
            tags={tags.data}
            initial={own}
            submitLabel={own && !own.reviewLater ? 'Save changes' : submitLabel}
            onSubmit={submit}
            onSaved={reviewed}
            onSkip={onSkip}
          />
        ) : null}
        <Stack direction="row" spacing={1} sx={{ justifyContent: scoring ? 'flex-end' : 'space-between' }}>
          {!scoring ? (
            <Button variant="outlined" size="small" onClick={() => setScoring(true)}>
              {own ? 'Change your review' : `Review this ${detail.kind} yourself`}
            </Button>
          ) : null}
          <Button size="small" color="warning" startIcon={<ReportOutlined />} onClick={() => setEscalating(true)}>
            Escalate
          </Button>
        </Stack>
        {escalating ? (
          <EscalateDialog
            kind={detail.kind}
            conversationId={detail.id}
            reviews={detail.reviews}
            onClose={() => setEscalating(false)}
          />
        ) : null}
        {archive ? null : reviewCards}
      </Stack>
    </Box>
  );
}

// One conversation under review: its header, transcript or thread, comments and notes on the left;
// the scorecard and the reviews already made on the right.
import type { Review } from '@backoffice/contract/modules/qa';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { errorMessage } from '../../../core/api';
import { lazyPart } from '../../../core/lazy';
import { notify } from '../../../core/notifications';
import { useSession } from '../../../core/session';
import { ErrorAlert } from '../../../ui/error-alert';
import { UNDO_MS } from '../../../ui/undo';
import {
  useCreateChatReview,
  useCreateTicketReview,
  useDeleteChatReview,
  useDeleteTicketReview,
  useUpdateChatReview,
} from '../api/conversations';
import { allTagsQuery, useAllTags } from '../api/list-all-tags';
import { scoreGradesQuery, useScoreGrades } from '../api/list-score-grades';
import { scoreTypesQuery, useScoreTypes } from '../api/list-score-types';
import { scoreText } from '../lib/score';
import type { Person } from './comment-forms';
import { type ConversationDetail, ConversationPane } from './conversation-pane';
import { ConversationReviewCard } from './conversation-review-card';
import type { ScorecardValue } from './scorecard';

/**
 * The scorecard and the escalation dialog load apart from the conversation (their forms bring react-hook-form
 * and the contract's resolver: files the screen's first paint would wait for): the claimed chat is drawn as
 * soon as its own code and data are here, the scorecard's place held by its placeholder until it follows.
 */
const Scorecard = lazyPart(() => import('./scorecard').then((m) => m.Scorecard<Review>));
const EscalateDialog = lazyPart(() => import('./feedback-dialogs').then((m) => m.EscalateDialog));

interface Props {
  detail: ConversationDetail;
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
  /**
   * How the review is sent instead of QC v2's calls: QC v1's `PATCH chat/{id}` or `PATCH tickets/{id}`,
   * which replace one's own.
   */
  sendReview?: (conversationId: number, value: ScorecardValue) => Promise<Review>;
  /** Only the conversation and its reviews: no scorecard, no escalation (a reader's screen). */
  readOnly?: boolean;
}

/**
 * Asks for what the scorecard needs (score types, grades, tags) as a queue opens, beside the conversation:
 * the scorecard's own reads start only once the conversation has come and is drawn, which on a phone was a
 * second later. A failed read here is only a missed head start: the scorecard reads (and reports) it again.
 */
export function usePrefetchScorecard() {
  const client = useQueryClient();
  useEffect(() => {
    void client.prefetchQuery(scoreTypesQuery.options());
    void client.prefetchQuery(scoreGradesQuery.options());
    void client.prefetchQuery(allTagsQuery.options());
  }, [client]);
}

const scorecardPlaceholder = <Skeleton variant="rounded" height={320} />;

export function ConversationReview({
  detail,
  submitLabel,
  onReviewed,
  onSkip,
  archive,
  progressAfterSave,
  onUndone,
  sendReview,
  readOnly = false,
}: Props) {
  const me = useSession((s) => s.user?.id);
  const types = useScoreTypes();
  const grades = useScoreGrades();
  const tags = useAllTags();
  const [escalating, setEscalating] = useState(false);
  const [scoring, setScoring] = useState(!readOnly && (!archive || !detail.reviews.length));
  const own = detail.reviews.find((r) => r.reviewer.id === me && r.deletedAt === null) ?? null;
  const people: Person[] = [
    ...new Map(
      [...detail.agents, ...detail.reviews.map((r) => r.reviewer)].map((p) => [p.id, { id: p.id, name: p.name }]),
    ).values(),
  ];
  const { submit, reviewed } = useReviewSave(detail, own, {
    progressAfterSave,
    onUndone,
    onReviewed,
    sendReview,
  });
  const opened = archive?.reviewId ?? null;
  const reviews = opened
    ? [...detail.reviews.filter((r) => r.id === opened), ...detail.reviews.filter((r) => r.id !== opened)]
    : detail.reviews;
  // The scorecard needs its score types, grades and tags; until they are here, one placeholder
  // stands for the column, so that the buttons and reviews below it are not pushed down when it
  // arrives (layout shift). A failed read shows its error and the rest as before.
  // Arrived, they are drawn in a background render that yields to the browser every few milliseconds
  // (as the statistics are): their arrival's own render is urgent (TanStack Query's store), and the
  // form with every criterion's grades and the tags was one task of 1.2 s on a phone (CPU ×4), right
  // after the transcript's first paint.
  const shownTypes = useDeferredValue(types.data);
  const shownGrades = useDeferredValue(grades.data);
  const shownTags = useDeferredValue(tags.data);
  const failed = types.error ?? grades.error ?? tags.error;
  const scorecardLoading = scoring && !failed && !(shownTypes && shownGrades && shownTags);
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
      <ConversationPane detail={detail} people={people} />
      <Stack
        spacing={2}
        sx={{ position: { lg: 'sticky' }, top: { lg: 80 }, order: archive ? { xs: -1, lg: 0 } : undefined }}
      >
        {archive ? reviewCards : null}
        {scorecardLoading ? scorecardPlaceholder : null}
        {scorecardLoading ? null : (
          <>
            {scoring ? <ErrorAlert error={failed} sx={{}} /> : null}
            {scoring && shownTypes && shownGrades && shownTags ? (
              <Suspense fallback={scorecardPlaceholder}>
                <Scorecard
                  key={`${detail.kind}-${detail.id}-${own?.id ?? 'new'}`}
                  kind={detail.kind}
                  types={shownTypes}
                  grades={shownGrades}
                  tags={shownTags}
                  initial={own}
                  submitLabel={own && !own.reviewLater ? 'Save changes' : submitLabel}
                  onSubmit={submit}
                  onSaved={reviewed}
                  onSkip={onSkip}
                />
              </Suspense>
            ) : null}
            {readOnly ? null : (
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
            )}
            {escalating ? (
              <Suspense fallback={null}>
                <EscalateDialog
                  kind={detail.kind}
                  conversationId={detail.id}
                  reviews={detail.reviews}
                  onClose={() => setEscalating(false)}
                />
              </Suspense>
            ) : null}
            {archive ? null : reviewCards}
          </>
        )}
      </Stack>
    </Box>
  );
}

/**
 * Saving one's review: `submit` sends it (chats: create or update; tickets: POST, which replaces one's own),
 * `reviewed` tells of the save with an Undo that sends it back.
 */
function useReviewSave(
  detail: ConversationDetail,
  own: Review | null,
  {
    progressAfterSave,
    onUndone,
    onReviewed,
    sendReview,
  }: Pick<Props, 'progressAfterSave' | 'onUndone' | 'onReviewed' | 'sendReview'>,
) {
  const createChat = useCreateChatReview();
  const updateChat = useUpdateChatReview();
  const createTicket = useCreateTicketReview();
  const removeChat = useDeleteChatReview();
  const removeTicket = useDeleteTicketReview();
  // One's own review as it was before the save being made: what "Undo" puts back (none: Undo deletes).
  const before = useRef<Review | null>(null);
  const submit = (value: ScorecardValue): Promise<Review> => {
    before.current = own;
    if (sendReview) return sendReview(detail.id, value);
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
  return { submit, reviewed };
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

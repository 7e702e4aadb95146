// From a review screen: give feedback on a review to one of its agents, or escalate the conversation
// (and reviews of it) to the QC managers. Both are forms on the contract's bodies.
import { createEscalationBody, createFeedbackBody, type Review } from '@backoffice/contract/modules/qa';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { type Control, useController } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { notify } from '../../../core/notifications';
import { FormDialog } from '../../../ui/form-dialog';
import { FormNumberField, FormTextField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import {
  useCreateChatEscalation,
  useCreateChatFeedback,
  useCreateTicketEscalation,
  useCreateTicketFeedback,
} from '../api/feedback';
import { scoreText } from '../lib/score';
import { qaPaths } from '../paths';

interface FeedbackValues {
  feedback: { content: string; agentId: number | null };
  review: { id: number };
}

const feedbackBody = ({ feedback: { content, agentId }, review }: FeedbackValues) => ({
  feedback: { content: content.trim(), ...(agentId === null ? {} : { agentId }) },
  review,
});

export function FeedbackDialog({
  kind,
  review,
  onClose,
}: {
  kind: 'chat' | 'ticket';
  review: Review;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const chat = useCreateChatFeedback();
  const ticket = useCreateTicketFeedback();
  const { form, onSubmit, formError, pending } = useRecordForm<FeedbackValues, { id: number }>({
    schema: createFeedbackBody,
    prepare: feedbackBody,
    defaultValues: {
      feedback: { content: '', agentId: review.agents.length === 1 ? review.agents[0]!.id : null },
      review: { id: review.id },
    },
    fields: [],
    under: 'body.feedback',
    shownAs: { content: 'feedback.content', agentId: 'feedback.agentId' },
    submit: (values) =>
      kind === 'chat'
        ? chat.mutateAsync({ body: feedbackBody(values) })
        : ticket.mutateAsync({ body: feedbackBody(values) }),
    onSaved: (sent) => {
      notify({ level: 'success', title: 'Feedback sent' });
      onClose();
      navigate(qaPaths.feedback(kind, sent.id));
    },
  });
  return (
    <FormDialog
      open
      width={560}
      title={`Feedback on the review (${scoreText(review.score)})`}
      submitLabel="Send feedback"
      error={formError}
      pending={pending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormNumberField
        control={form.control}
        name="feedback.agentId"
        select
        label="For"
        required
        helperText={review.agents.length ? 'The agent is notified.' : 'The review names no agent.'}
      >
        {review.agents.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {a.name}
          </MenuItem>
        ))}
      </FormNumberField>
      <FormTextField
        control={form.control}
        name="feedback.content"
        label="Feedback"
        required
        multiline
        minRows={4}
        autoFocus
      />
    </FormDialog>
  );
}

interface EscalationValues {
  escalation: { conversationId: number; reason: string };
  reviews: number[];
}

function ReviewPicks({ reviews, control }: { reviews: Review[]; control: Control<EscalationValues> }) {
  const { field } = useController({ control, name: 'reviews' });
  if (!reviews.length) return null;
  return (
    <div>
      <Typography variant="subtitle2">Reviews to look at again</Typography>
      {reviews.map((r) => (
        <FormControlLabel
          key={r.id}
          sx={{ display: 'flex' }}
          control={
            <Checkbox
              checked={field.value.includes(r.id)}
              onChange={(e) =>
                field.onChange(e.target.checked ? [...field.value, r.id] : field.value.filter((id) => id !== r.id))
              }
            />
          }
          label={`${r.reviewer.name}: ${scoreText(r.score)}`}
        />
      ))}
    </div>
  );
}

export function EscalateDialog({
  kind,
  conversationId,
  reviews,
  onClose,
}: {
  kind: 'chat' | 'ticket';
  conversationId: number;
  reviews: Review[];
  onClose: () => void;
}) {
  const navigate = useNavigate();
  const chat = useCreateChatEscalation();
  const ticket = useCreateTicketEscalation();
  const live = reviews.filter((r) => r.deletedAt === null && !r.reviewLater);
  const { form, onSubmit, formError, pending } = useRecordForm<EscalationValues, { id: number }>({
    schema: createEscalationBody,
    defaultValues: { escalation: { conversationId, reason: '' }, reviews: live.map((r) => r.id) },
    fields: [],
    under: 'body.escalation',
    shownAs: { reason: 'escalation.reason' },
    submit: ({ escalation, reviews }) => {
      const body = { escalation: { ...escalation, reason: escalation.reason.trim() }, reviews };
      return kind === 'chat' ? chat.mutateAsync({ body }) : ticket.mutateAsync({ body });
    },
    onSaved: (sent) => {
      notify({ level: 'success', title: 'Escalated to the QC managers' });
      onClose();
      navigate(qaPaths.escalation(kind, sent.id));
    },
  });
  return (
    <FormDialog
      open
      width={560}
      title={`Escalate this ${kind}`}
      submitLabel="Escalate"
      error={formError}
      pending={pending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormTextField
        control={form.control}
        name="escalation.reason"
        label="What needs a second look"
        required
        multiline
        minRows={3}
        fullWidth
        autoFocus
      />
      <ReviewPicks reviews={live} control={form.control} />
    </FormDialog>
  );
}

// The agent's dispute (why, and the grades they propose) and a reviewer's or QC manager's resolution
// (a note, and the review kept or regraded) of a feedback: one form on the contract's status body.
import { type Feedback, feedbackStatusBody } from '@backoffice/contract/modules/qa';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type Control, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { FormDialog } from '../../../ui/form-dialog';
import { FormSwitch } from '../../../ui/form-switch';
import { FormNumberField, FormTextField } from '../../../ui/form-text-field';
import { useRecordForm } from '../../../ui/record-form';
import { useSetChatFeedbackStatus, useSetTicketFeedbackStatus } from '../api/feedback';

/** A status change as it is sent (the contract's body, defaults left out). */
export type FeedbackMove = z.input<typeof feedbackStatusBody>;

interface MoveValues {
  reason: string;
  /** One per graded criterion of the review, in its order. */
  grades: { scoreTypeId: number; gradeId: number }[];
  regrade: boolean;
}

// The server refuses a dispute without a reason (services/feedbacks.ts); the contract's body leaves the
// reason optional for the other moves, so the rule is added here in the server's words.
const disputeSchema = feedbackStatusBody.refine((b) => b.status !== 'disputed' || b.reason !== '', {
  path: ['reason'],
  message: 'is required to dispute: say why',
});

/** The body of a dispute (the grades that differ from the review's) or of a resolution. */
function moveBody(mode: 'dispute' | 'resolve', feedback: Feedback, values: MoveValues): FeedbackMove {
  const reason = values.reason.trim();
  if (mode === 'dispute') {
    const given = new Map(feedback.review.scores.map((s) => [s.scoreTypeId, s.gradeId]));
    const proposedScores = values.grades.filter((g) => given.get(g.scoreTypeId) !== g.gradeId);
    return { status: 'disputed', reason, proposedScores };
  }
  return { status: 'resolved', reason, ...(values.regrade ? { scores: values.grades } : {}) };
}

function GradeSelects({ feedback, control }: { feedback: Feedback; control: Control<MoveValues> }) {
  return (
    <Stack spacing={1.5}>
      {feedback.review.scores.map((s, i) => (
        <FormNumberField
          key={s.scoreTypeId}
          control={control}
          name={`grades.${i}.gradeId`}
          select
          size="small"
          label={`${s.scoreTypeName}${s.critical ? ' (critical)' : ''}`}
        >
          {feedback.grades.map((g) => (
            <MenuItem key={g.id} value={g.id}>
              {g.name} ({g.value}){g.id === s.gradeId ? ' — given' : ''}
            </MenuItem>
          ))}
        </FormNumberField>
      ))}
    </Stack>
  );
}

function useMoveForm(
  kind: 'chat' | 'ticket',
  mode: 'dispute' | 'resolve',
  feedback: Feedback,
  onMoved: (move: FeedbackMove) => void,
) {
  const chat = useSetChatFeedbackStatus();
  const ticket = useSetTicketFeedbackStatus();
  // Resolving starts from the agent's proposal; disputing from the grades given.
  const proposal = new Map(
    (mode === 'resolve' ? (feedback.dispute?.proposedScores ?? []) : []).map((p) => [p.scoreTypeId, p.gradeId]),
  );
  return useRecordForm<MoveValues>({
    schema: disputeSchema,
    prepare: (values) => moveBody(mode, feedback, values),
    defaultValues: {
      reason: '',
      grades: feedback.review.scores.map((s) => ({
        scoreTypeId: s.scoreTypeId,
        gradeId: proposal.get(s.scoreTypeId) ?? s.gradeId,
      })),
      regrade: proposal.size > 0,
    },
    shownAs: { proposedScores: 'grades', scores: 'grades' },
    submit: (values) => {
      const body = moveBody(mode, feedback, values);
      const params = { id: feedback.id };
      return kind === 'chat' ? chat.mutateAsync({ params, body }) : ticket.mutateAsync({ params, body });
    },
    onSaved: (_, values) => onMoved(moveBody(mode, feedback, values)),
  });
}

export function FeedbackStatusDialog({
  kind,
  mode,
  feedback,
  onClose,
  onMoved,
}: {
  kind: 'chat' | 'ticket';
  mode: 'dispute' | 'resolve';
  feedback: Feedback;
  onClose: () => void;
  /** After the move is kept. */
  onMoved: (move: FeedbackMove) => void;
}) {
  const { form, onSubmit, formError, pending } = useMoveForm(kind, mode, feedback, onMoved);
  const regrade = useWatch({ control: form.control, name: 'regrade' });
  const dispute = mode === 'dispute';
  return (
    <FormDialog
      open
      width={560}
      title={dispute ? 'Dispute this feedback' : 'Resolve the dispute'}
      submitLabel={dispute ? 'Send dispute' : 'Resolve'}
      error={formError}
      pending={pending}
      onClose={onClose}
      onSubmit={onSubmit}
    >
      <FormTextField
        control={form.control}
        name="reason"
        label={dispute ? 'Why you disagree' : 'Note to the agent'}
        required={dispute}
        multiline
        minRows={3}
        fullWidth
        autoFocus
      />
      {dispute ? (
        <Typography variant="subtitle2">The grades you propose</Typography>
      ) : (
        <FormSwitch control={form.control} name="regrade" label="Change the review’s grades" />
      )}
      {dispute || regrade ? <GradeSelects feedback={feedback} control={form.control} /> : null}
    </FormDialog>
  );
}

// The agent's dispute (why, and the grades they propose) and a reviewer's or QC manager's resolution
// (a note, and the review kept or regraded) of a feedback.
import type { Feedback, feedbackStatusBody } from '@backoffice/contract/modules/qa';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { z } from 'zod';

/** A status change as it is sent (the contract's body, defaults left out). */
export type FeedbackMove = z.input<typeof feedbackStatusBody>;

type Grades = Record<number, number>;

function GradeSelects({
  feedback,
  value,
  onChange,
}: {
  feedback: Feedback;
  value: Grades;
  onChange: (v: Grades) => void;
}) {
  return (
    <Stack spacing={1.5} sx={{ mt: 1 }}>
      {feedback.review.scores.map((s) => (
        <TextField
          key={s.scoreTypeId}
          select
          size="small"
          label={`${s.scoreTypeName}${s.critical ? ' (critical)' : ''}`}
          value={value[s.scoreTypeId] ?? s.gradeId}
          onChange={(e) => onChange({ ...value, [s.scoreTypeId]: Number(e.target.value) })}
        >
          {feedback.grades.map((g) => (
            <MenuItem key={g.id} value={g.id}>
              {g.name} ({g.value}){g.id === s.gradeId ? ' — given' : ''}
            </MenuItem>
          ))}
        </TextField>
      ))}
    </Stack>
  );
}

const asScores = (feedback: Feedback, grades: Grades) =>
  feedback.review.scores.map((s) => ({ scoreTypeId: s.scoreTypeId, gradeId: grades[s.scoreTypeId] ?? s.gradeId }));

export function FeedbackStatusDialog({
  mode,
  feedback,
  pending,
  onClose,
  onMove,
}: {
  mode: 'dispute' | 'resolve';
  feedback: Feedback;
  pending: boolean;
  onClose: () => void;
  /** Sends the move; `done` runs once it is kept. */
  onMove: (body: FeedbackMove, done: () => void) => void;
}) {
  const proposal = feedback.dispute?.proposedScores ?? [];
  const [reason, setReason] = useState('');
  const [grades, setGrades] = useState<Grades>(() =>
    mode === 'resolve' ? Object.fromEntries(proposal.map((s) => [s.scoreTypeId, s.gradeId])) : {},
  );
  const [regrade, setRegrade] = useState(mode === 'resolve' && proposal.length > 0);
  const dispute = mode === 'dispute';
  const send = () => {
    if (dispute) {
      const proposed = asScores(feedback, grades).filter(
        (p) => feedback.review.scores.find((s) => s.scoreTypeId === p.scoreTypeId)?.gradeId !== p.gradeId,
      );
      onMove({ status: 'disputed', reason: reason.trim(), proposedScores: proposed }, onClose);
    } else {
      onMove(
        {
          status: 'resolved',
          reason: reason.trim(),
          ...(regrade ? { scores: asScores(feedback, grades) } : {}),
        },
        onClose,
      );
    }
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>{dispute ? 'Dispute this feedback' : 'Resolve the dispute'}</DialogTitle>
      <DialogContent>
        <TextField
          label={dispute ? 'Why you disagree' : 'Note to the agent'}
          required={dispute}
          multiline
          minRows={3}
          fullWidth
          autoFocus
          sx={{ mt: 1 }}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        {dispute ? (
          <>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              The grades you propose
            </Typography>
            <GradeSelects feedback={feedback} value={grades} onChange={setGrades} />
          </>
        ) : (
          <>
            <FormControlLabel
              sx={{ mt: 1 }}
              control={<Switch checked={regrade} onChange={(e) => setRegrade(e.target.checked)} />}
              label="Change the review’s grades"
            />
            {regrade ? <GradeSelects feedback={feedback} value={grades} onChange={setGrades} /> : null}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="contained" disabled={pending || (dispute && !reason.trim())} onClick={send}>
          {dispute ? 'Send dispute' : 'Resolve'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

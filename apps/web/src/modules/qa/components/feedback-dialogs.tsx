// From a review screen: give feedback on a review to one of its agents, or escalate the conversation
// (and reviews of it) to the QC managers.
import type { Review } from '@backoffice/contract/modules/qa';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../core/api';
import { notify } from '../../../core/notifications';
import {
  useCreateChatEscalation,
  useCreateChatFeedback,
  useCreateTicketEscalation,
  useCreateTicketFeedback,
} from '../api/feedback';
import { scoreText } from '../lib/score';
import { qaPaths } from '../paths';

const failed = (e: unknown) => notify({ level: 'error', title: 'Not sent', body: errorMessage(e) });

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
  const [agentId, setAgentId] = useState<number | ''>(review.agents.length === 1 ? review.agents[0]!.id : '');
  const [content, setContent] = useState('');
  const send = () => {
    const body = {
      feedback: { content: content.trim(), ...(agentId === '' ? {} : { agentId }) },
      review: { id: review.id },
    };
    const done = {
      onSuccess: (f: { id: number }) => {
        notify({ level: 'success', title: 'Feedback sent' });
        onClose();
        navigate(qaPaths.feedback(kind, f.id));
      },
      onError: failed,
    };
    if (kind === 'chat') chat.mutate({ body }, done);
    else ticket.mutate({ body }, done);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Feedback on the review ({scoreText(review.score)})</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            label="For"
            required
            value={agentId}
            onChange={(e) => setAgentId(Number(e.target.value))}
            helperText={review.agents.length ? 'The agent is notified.' : 'The review names no agent.'}
          >
            {review.agents.map((a) => (
              <MenuItem key={a.id} value={a.id}>
                {a.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label="Feedback"
            required
            multiline
            minRows={4}
            autoFocus
            value={content}
            onChange={(e) => setContent(e.target.value)}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={!content.trim() || agentId === '' || chat.isPending || ticket.isPending}
          onClick={send}
        >
          Send feedback
        </Button>
      </DialogActions>
    </Dialog>
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
  const [reason, setReason] = useState('');
  const [picked, setPicked] = useState<number[]>(live.map((r) => r.id));
  const send = () => {
    const body = { escalation: { conversationId, reason: reason.trim() }, reviews: picked };
    const done = {
      onSuccess: (e: { id: number }) => {
        notify({ level: 'success', title: 'Escalated to the QC managers' });
        onClose();
        navigate(qaPaths.escalation(kind, e.id));
      },
      onError: failed,
    };
    if (kind === 'chat') chat.mutate({ body }, done);
    else ticket.mutate({ body }, done);
  };
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Escalate this {kind}</DialogTitle>
      <DialogContent>
        <TextField
          label="What needs a second look"
          required
          multiline
          minRows={3}
          fullWidth
          autoFocus
          sx={{ mt: 1 }}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        {live.length ? (
          <>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              Reviews to look at again
            </Typography>
            {live.map((r) => (
              <FormControlLabel
                key={r.id}
                sx={{ display: 'flex' }}
                control={
                  <Checkbox
                    checked={picked.includes(r.id)}
                    onChange={(e) =>
                      setPicked(e.target.checked ? [...picked, r.id] : picked.filter((id) => id !== r.id))
                    }
                  />
                }
                label={`${r.reviewer.name}: ${scoreText(r.score)}`}
              />
            ))}
          </>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button color="inherit" onClick={onClose}>
          Cancel
        </Button>
        <Button variant="contained" disabled={!reason.trim() || chat.isPending || ticket.isPending} onClick={send}>
          Escalate
        </Button>
      </DialogActions>
    </Dialog>
  );
}

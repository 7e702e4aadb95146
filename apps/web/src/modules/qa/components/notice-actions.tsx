// The decisions QC notifications offer in the bell (module.tsx `notificationActions`): the agent
// accepts a feedback given to them, a QC manager takes an open escalation. Each reads the record the
// link names, so a button shows only while the record still waits for this reader.
import * as qa from '@backoffice/contract/modules/qa';
import Button from '@mui/material/Button';
import type { NotificationActionProps } from '../../../core/notification-actions';
import { useCurrentUser } from '../../../core/session';
import { useCanCall } from '../../../core/use-can';
import {
  useChatEscalation,
  useChatFeedback,
  useSetChatFeedbackStatus,
  useSetEscalationStatus,
  useSetTicketFeedbackStatus,
  useTicketEscalation,
  useTicketFeedback,
} from '../api/feedback';

type Kind = 'chat' | 'ticket';
const WAITS_FOR_AGENT: readonly qa.FeedbackStatus[] = ['new', 'seen'];

function AcceptFeedback({ kind, params, act, busy }: NotificationActionProps & { kind: Kind }) {
  const id = Number(params.id);
  const me = useCurrentUser();
  const mayAnswer = useCanCall(kind === 'chat' ? qa.setChatFeedbackStatus : qa.setTicketFeedbackStatus);
  const enabled = mayAnswer && id > 0;
  const chat = useChatFeedback({ params: { id } }, { enabled: enabled && kind === 'chat' });
  const ticket = useTicketFeedback({ params: { id } }, { enabled: enabled && kind === 'ticket' });
  const setChat = useSetChatFeedbackStatus();
  const setTicket = useSetTicketFeedbackStatus();
  const feedback = kind === 'chat' ? chat.data : ticket.data;
  if (!enabled || !feedback || feedback.agent.id !== me?.id || !WAITS_FOR_AGENT.includes(feedback.status)) return null;
  const accept = () =>
    act(() => (kind === 'chat' ? setChat : setTicket).mutateAsync({ params: { id }, body: { status: 'accepted' } }), {
      title: 'Feedback accepted',
      body: `${feedback.author.name}’s feedback on ${feedback.conversationTitle}`,
    });
  return (
    <Button size="small" variant="outlined" disabled={busy} onClick={accept}>
      Accept
    </Button>
  );
}

function TakeEscalation({ kind, params, act, busy }: NotificationActionProps & { kind: Kind }) {
  const id = Number(params.id);
  const mayTake = useCanCall(qa.setEscalationStatus);
  const enabled = mayTake && id > 0;
  const chat = useChatEscalation({ params: { id } }, { enabled: enabled && kind === 'chat' });
  const ticket = useTicketEscalation({ params: { id } }, { enabled: enabled && kind === 'ticket' });
  const take = useSetEscalationStatus();
  const escalation = kind === 'chat' ? chat.data : ticket.data;
  if (!enabled || escalation?.status !== 'open') return null;
  const takeIt = () =>
    act(() => take.mutateAsync({ params: { id }, body: { status: 'in-progress' } }), {
      title: 'Escalation taken',
      body: `${escalation.raisedBy.name}’s ${kind} escalation on ${escalation.conversationTitle} is yours now`,
    });
  return (
    <Button size="small" variant="outlined" disabled={busy} onClick={takeIt}>
      Take
    </Button>
  );
}

export const ChatFeedbackNotice = (props: NotificationActionProps) => <AcceptFeedback kind="chat" {...props} />;
export const TicketFeedbackNotice = (props: NotificationActionProps) => <AcceptFeedback kind="ticket" {...props} />;
export const ChatEscalationNotice = (props: NotificationActionProps) => <TakeEscalation kind="chat" {...props} />;
export const TicketEscalationNotice = (props: NotificationActionProps) => <TakeEscalation kind="ticket" {...props} />;

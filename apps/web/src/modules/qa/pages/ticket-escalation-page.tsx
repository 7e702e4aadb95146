import { EscalationPage } from './escalation-page';

/** A ticket escalation (spec §2 /qc-v2/ticket-escalations/{id}). */
export default function TicketEscalationPage() {
  return <EscalationPage kind="ticket" />;
}

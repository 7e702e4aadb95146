import { FeedbackPage } from './feedback-page';

/** A ticket feedback (spec §2 /qc-v2/ticket-feedbacks/{id}). */
export default function TicketFeedbackPage() {
  return <FeedbackPage kind="ticket" />;
}

import { TicketQueuePage } from './queue-page';

/** The ticket queue (spec §2 /qc-v2/tickets/queue). */
export default TicketQueuePage;

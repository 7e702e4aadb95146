import { TicketArchivePage } from './archive-page';

/** The ticket archive (spec §2 /qc-v2/tickets/archive). */
export default TicketArchivePage;

import { TicketArchivePage } from './archive-page';

/** The ticket archive (spec §2 /qc-v2/tickets/archive): the chat archive's page for tickets (archive-page.tsx). */
export default TicketArchivePage;

import { z } from 'zod';
import { defineServerModule } from '../../core/module.js';
import './bus.js';
import { qaDemo } from './demo.js';
import { policies } from './policy.js';
import { handlers } from './routes.js';
import { cronRecords, runCronConfig } from './services/cron.js';
import { agentAverages, agentStatistics, conversation } from './services/provided.js';
import { handlers as v1Chats } from './v1/chats.routes.js';
import { handlers as v1Comments } from './v1/comments.routes.js';
import { handlers as v1Escalations } from './v1/escalations.routes.js';
import { handlers as v1Feedback } from './v1/feedback.routes.js';
import { handlers as v1QueueSettings } from './v1/queue-settings.routes.js';
import { handlers as v1Settings } from './v1/settings.routes.js';
import { handlers as v1Statistics } from './v1/statistics.routes.js';
import { handlers as v1Tickets } from './v1/tickets.routes.js';

export default defineServerModule({
  name: 'qa',
  // QC v2's calls, then QC v1's: the older calls over the same services (v1/, docs/qa.md "QC v1").
  handlers: [
    ...handlers,
    ...v1Chats,
    ...v1Tickets,
    ...v1Settings,
    ...v1Comments,
    ...v1Feedback,
    ...v1Escalations,
    ...v1Statistics,
    ...v1QueueSettings,
  ],
  policies,
  jobs: [
    {
      name: 'qa.ticketCron',
      description:
        'Pulls the new tickets each ticket cron filter matches into the ticket queue, on the filter’s schedule.',
      records: cronRecords,
      refreshOn: ['qa.cron-changed'],
      async run(ctx, run) {
        await runCronConfig(ctx, Number(run.record.id));
      },
    },
  ],
  demo: qaDemo,
  // Spec §3: the profile's "show reviewed escalations" (its profileConfig and the session user carry it).
  preferences: { showReviewedEscalations: { schema: z.boolean(), default: false } },
  // The dossiers' QC figures: QC's statistics, read live; the tracker's link to a conversation.
  provides: {
    'qa.agentStatistics': agentStatistics,
    'qa.agentAverages': agentAverages,
    'qa.conversation': conversation,
  },
  // Without shifts the statistics have no teams.
  uses: ['shifts.plan?'],
  // Free text about an agent's work, for QC and the agent only: audit rows say that it was written
  // or changed, never what it says (core/audit.ts `PersonalFields`).
  personalFields: {
    'qa-chat-feedback': ['content', 'reason'],
    'qa-ticket-feedback': ['content', 'reason'],
    'qa-comment': ['content'],
    'qa-note': ['content'],
    'qa-chat-escalation': ['reason'],
    'qa-ticket-escalation': ['reason'],
    'qa-chat-review': ['comment'],
    'qa-ticket-review': ['comment'],
    'qa-queue-settings': [],
  },
});

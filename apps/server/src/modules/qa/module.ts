import { z } from 'zod';
import { defineServerModule } from '../../core/module.js';
import './bus.js';
import { qaDemo } from './demo.js';
import { policies } from './policy.js';
import { handlers } from './routes.js';
import { cronRecords, runCronConfig } from './services/cron.js';

export default defineServerModule({
  name: 'qa',
  handlers,
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
  },
});

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
});

import { defineServerModule } from '../../core/module.js';
import { shiftsDemo } from './demo.js';
import { policies } from './policy.js';
import { handlers } from './routes.js';
import { runAllAutomations } from './services/automations.js';
import { teamPlan } from './services/provided.js';

export default defineServerModule({
  name: 'shifts',
  handlers,
  policies,
  jobs: [
    {
      name: 'shifts.automations',
      description:
        'Gives the shifts of every active shift automation for the weeks it looks ahead (never over a shift already planned).',
      cron: '30 2 * * *',
      async run(ctx) {
        await runAllAutomations(ctx);
      },
    },
  ],
  demo: shiftsDemo,
  provides: { 'shifts.plan': teamPlan },
  // Without leave no shift is refused for approved leave.
  uses: ['leave.away?'],
});

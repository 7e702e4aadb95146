import { birthdayVisibility } from '@backoffice/contract/modules/employees';
import { defineServerModule } from '../../core/module.js';
import { eventsDemo } from './demo.js';
import { policies } from './policy.js';
import { handlers } from './routes.js';
import { daysOff } from './services/days-off.js';
import { remindAttendants } from './services/reminders.js';

export default defineServerModule({
  name: 'events',
  handlers,
  policies,
  jobs: [
    {
      name: 'events.reminders',
      description: 'Reminds the attendants of every event taking place tomorrow (a bell notification each).',
      cron: '0 9 * * *',
      async run(ctx) {
        await remindAttendants(ctx);
      },
    },
  ],
  demo: eventsDemo,
  // How the calendar shows the person's birthday (spec §3 profileConfig): full | no-year | hidden.
  preferences: { birthdayVisibility: { schema: birthdayVisibility, default: 'no-year' } },
  provides: { 'events.daysOff': daysOff },
});

import { defineServerModule } from '../../core/module.js';
import { smsDemo } from './demo.js';
import { handlers } from './routes.js';
import { deliverDue } from './services/delivery.js';
import { smsSettings } from './settings.js';

export default defineServerModule({
  name: 'sms',
  handlers,
  config: smsSettings,
  jobs: [
    {
      name: 'sms.deliver',
      description:
        'Delivers queued SMS through the provider (the outbox, or SMS_API_URL), retrying failed ones after 1, 5, 25 minutes until SMS_MAX_ATTEMPTS',
      cron: '* * * * *',
      // Each message has its own retries (next_attempt_at); a failed run is not retried as a whole.
      retryDelays: [],
      timeout: 10 * 60_000,
      run: async (ctx, run) => {
        await deliverDue(ctx, { signal: run.signal });
      },
    },
  ],
  demo: smsDemo,
  // A message's text and a template's variables say things about people: audit rows never show them
  // (the send's own row keeps masked numbers and the variables' names only; docs/sms.md).
  personalFields: {
    'sms-message': ['text', 'variables'],
    'sms-template': [],
  },
});

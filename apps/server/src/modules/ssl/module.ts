import { defineServerModule } from '../../core/module.js';
import { sslDemo } from './demo.js';
import { handlers } from './routes.js';
import { coveringCertificate, forgetWebsite, renewDue } from './services/certificates.js';
import { sslSettings } from './settings.js';

export default defineServerModule({
  name: 'ssl',
  handlers,
  config: sslSettings,
  jobs: [
    {
      name: 'ssl.renew',
      description: "Renews certificates expiring within 30 days (Let's Encrypt and self-signed); warns of custom ones",
      cron: '30 3 * * *',
      timeout: 30 * 60_000,
      run: async (ctx) => {
        await renewDue(ctx);
      },
    },
  ],
  events: {
    'hosting.website-deleted': (event, ctx) => {
      forgetWebsite(ctx, event.websiteId).catch((error: unknown) =>
        ctx.log.warn({ err: error }, 'ssl: certificates of a deleted website were not updated'),
      );
    },
  },
  demo: sslDemo,
  provides: { 'ssl.coveringCertificate': coveringCertificate },
});

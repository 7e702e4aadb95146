import { defineServerModule } from '../../core/module.js';
import { hostingDemo } from './demo.js';
import { handlers } from './routes.js';
import { checkServers } from './services/checks.js';
import { serverSummaries } from './services/servers.js';
import { websiteDomains } from './services/websites.js';
import { hostingSettings } from './settings.js';

export default defineServerModule({
  name: 'hosting',
  handlers,
  config: hostingSettings,
  jobs: [
    {
      name: 'hosting.checkServers',
      description: 'Probes every server that has a check (TCP or HTTP) and sets it Up or Down (two failures in a row)',
      cron: '* * * * *',
      retryDelays: [],
      timeout: 5 * 60_000,
      run: async (ctx, run) => {
        await checkServers(ctx, run.signal);
      },
    },
  ],
  demo: hostingDemo,
  provides: { 'hosting.websites': websiteDomains, 'hosting.servers': serverSummaries },
  // Without SSL a website's nginx block has no TLS.
  uses: ['ssl.coveringCertificate?'],
});

import { defineServerModule } from '../../core/module.js';
import { sslDemo } from './demo.js';
import { handlers } from './routes.js';
import { sslCertificates } from './schema.js';
import { coveringCertificate } from './services/certificates.js';
import { renewDue } from './services/renewal.js';
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
  demo: sslDemo,
  provides: { 'ssl.coveringCertificate': coveringCertificate },
  // Without DNS only Let's Encrypt is refused (SSL_NO_DNS_ZONE); without hosting no certificate names a website.
  uses: ['dns.zoneOf?', 'dns.challenge?', 'hosting.websites?'],
  // A certificate made for a website stays when the website is deleted, naming none, in the deleting transaction.
  references: [
    {
      to: 'hosting.website',
      column: sslCertificates.websiteId,
      onDelete: 'detach',
      holders: 'SSL certificates',
      label: sslCertificates.domain,
    },
  ],
});

// Demo data of SSL certificates (`npm run demo`): self-signed certificates for some websites, a
// custom one, one expiring in twelve days and one whose renewal failed — made through the module's
// own code, so every certificate and key is real.
import { eq } from 'drizzle-orm';
import type { ModuleDemo } from '../../core/module.js';
import { makeSelfSigned } from './certs.js';
import { sslCertificates } from './schema.js';
import { createCustom, createSelfSigned } from './services/certificates.js';

export const sslDemo: ModuleDemo = {
  order: 61,
  roles: { Developer: ['ssl:cert:*'] },
  async seed(ctx, { actor }) {
    const websites = (await ctx.services['hosting.websites']?.(ctx, { first: 8 })) ?? [];
    for (const w of websites.slice(0, 5)) {
      await createSelfSigned(ctx, actor, { altNames: [`www.${w.domain}`], email: 'ops@example.com', websiteId: w.id });
    }
    const intranet = await makeSelfSigned(['intranet.example.com', 'wiki.intranet.example.com'], { days: 730 });
    await createCustom(ctx, actor, { certificate: intranet.certificatePem, key: intranet.keyPem, ca: '' });

    await createSelfSigned(ctx, actor, { altNames: ['staging.example.com'], email: 'ops@example.com' }, 12);

    if (websites[5]) {
      const failed = await createSelfSigned(ctx, actor, { altNames: [], websiteId: websites[5].id });
      await ctx.db
        .update(sslCertificates)
        .set({
          kind: 'lets-encrypt',
          email: 'ops@example.com',
          notAfter: new Date(Date.now() + 9 * 86_400_000),
          renewalError:
            "Let's Encrypt: The DNS-01 challenge of " +
            `${websites[5].domain} failed: Incorrect TXT record "x3Xc…" found at _acme-challenge.${websites[5].domain}`,
        })
        .where(eq(sslCertificates.id, failed.id));
    }
  },
};

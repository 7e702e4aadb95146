import { defineCommands, recordSearch } from '../../core/palette/commands';
import { sslPaths } from './paths';

export default defineCommands({
  actions: [{ label: 'New certificate', path: sslPaths.create(), scopes: ['ssl:cert:create'], keywords: ['ssl'] }],
  records: [
    {
      group: 'SSL certificates',
      order: 60,
      scopes: ['ssl:cert:read'],
      search: () =>
        import('@backoffice/contract/modules/ssl').then(({ listCertificates }) =>
          recordSearch(listCertificates, {
            input: (search) => ({ body: { search, take: 5 } }),
            hits: (page) =>
              page.items.map((certificate) => ({
                id: certificate.id,
                label: certificate.displayDomain,
                detail: certificate.daysLeft < 0 ? 'expired' : `${certificate.daysLeft} days left`,
                paths: [sslPaths.certificate(certificate.id)],
              })),
          }),
        ),
    },
  ],
});

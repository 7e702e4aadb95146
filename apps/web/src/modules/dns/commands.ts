import { formatNumber } from '../../core/numbers';
import { defineCommands, recordSearch } from '../../core/palette/commands';
import { dnsPaths } from './paths';

export default defineCommands({
  actions: [
    { label: 'New DNS zone', path: dnsPaths.createZone(), scopes: ['dns:zone:create'], keywords: ['domain'] },
    {
      label: 'Import a DNS zone',
      path: dnsPaths.createZone('import'),
      scopes: ['dns:zone:create'],
      keywords: ['zone file'],
    },
  ],
  records: [
    {
      group: 'DNS zones',
      order: 20,
      scopes: ['dns:zone:read'],
      search: () =>
        import('@backoffice/contract/modules/dns').then(({ listZones }) =>
          recordSearch(listZones, {
            input: (search) => ({ query: { search, take: 5 } }),
            hits: (page) =>
              page.items.map((zone) => ({
                id: zone.id,
                label: zone.displayName,
                detail: `${formatNumber(zone.recordCount)} ${zone.recordCount === 1 ? 'record' : 'records'}`,
                paths: [dnsPaths.zone(zone.id)],
              })),
          }),
        ),
    },
  ],
});

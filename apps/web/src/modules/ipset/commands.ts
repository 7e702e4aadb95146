import { formatNumber } from '../../core/numbers';
import { defineCommands, recordSearch } from '../../core/palette/commands';
import { ipsetPaths } from './paths';

export default defineCommands({
  actions: [{ label: 'New IP set', path: ipsetPaths.createSet(), scopes: ['ipset:ipset:create'] }],
  records: [
    {
      group: 'IP sets',
      order: 30,
      scopes: ['ipset:ipset:read'],
      search: () =>
        import('@backoffice/contract/modules/ipset').then(({ listSets }) =>
          recordSearch(listSets, {
            input: (search) => ({ query: { search, take: 5 } }),
            hits: (page) =>
              page.items.map((set) => ({
                id: set.id,
                label: set.name,
                detail: set.description || `${formatNumber(set.entryCount)} entries`,
                paths: [ipsetPaths.set(set)],
              })),
          }),
        ),
    },
  ],
});

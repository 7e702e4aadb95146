import { ipsetScreens } from '@backoffice/contract/modules/ipset.paths';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { defineModule } from '../../core/module';
import { recordSearch } from '../../core/palette/commands';
import { ipsetPaths } from './paths';

// Spec §2: all three screens need ipset:ipset:read; saving needs ipset:ipset:create (docs/ipset.md).
const READ = ['ipset:ipset:read'] as const;

export default defineModule({
  routes: [
    { path: ipsetScreens.sets.pattern, scopes: READ, title: 'IP sets', component: () => import('./pages/sets-page') },
    {
      path: ipsetScreens.createSet.pattern,
      scopes: READ,
      title: 'New IP set',
      component: () => import('./pages/set-create-page'),
    },
    { path: ipsetScreens.set.pattern, scopes: READ, title: 'IP set', component: () => import('./pages/set-page') },
  ],
  menu: [
    {
      group: 'Infrastructure',
      order: 20,
      items: [{ order: 30, label: 'IPSet', path: ipsetPaths.sets(), scopes: READ, icon: ShieldOutlined }],
    },
  ],
  commands: [
    { actions: [{ label: 'New IP set', path: ipsetPaths.createSet(), scopes: ['ipset:ipset:create'] }] },
    {
      group: 'IP sets',
      order: 30,
      scopes: READ,
      icon: ShieldOutlined,
      search: () =>
        import('@backoffice/contract/modules/ipset').then(({ listSets }) =>
          recordSearch(listSets, {
            input: (search) => ({ query: { search, take: 5 } }),
            hits: (page) =>
              page.items.map((set) => ({
                id: set.id,
                label: set.name,
                detail: set.description || `${set.entryCount.toLocaleString('en')} entries`,
                paths: [ipsetPaths.set(set)],
              })),
          }),
        ),
    },
  ],
});

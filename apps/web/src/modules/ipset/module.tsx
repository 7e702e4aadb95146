import { ipsetScreens } from '@backoffice/contract/modules/ipset.paths';
import ShieldOutlined from '@mui/icons-material/ShieldOutlined';
import { defineModule } from '../../core/module';
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
  commands: () => import('./commands'),
});

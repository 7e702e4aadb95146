import DnsOutlined from '@mui/icons-material/DnsOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { defineModule } from '../../core/module';
import { dnsPaths } from './paths';

// Spec §2: /dns ; zone/create ; zone/{id} ; zone/{id}/create ; departments.
const READ = ['dns:zone:read'] as const;
const CREATE = ['dns:zone:create'] as const;
const DEPARTMENTS = ['dns:department'] as const;

export default defineModule({
  routes: [
    { path: '/dns', scopes: READ, title: 'DNS zones', component: () => import('./pages/zones-page') },
    {
      path: '/dns/zone/create',
      scopes: CREATE,
      title: 'New DNS zone',
      component: () => import('./pages/zone-create-page'),
    },
    { path: '/dns/zone/:id', scopes: READ, title: 'DNS zone', component: () => import('./pages/zone-page') },
    {
      path: '/dns/zone/:id/create',
      scopes: CREATE,
      title: 'New DNS record',
      component: () => import('./pages/record-create-page'),
    },
    {
      path: '/dns/departments',
      scopes: DEPARTMENTS,
      title: 'DNS departments',
      component: () => import('./pages/departments-page'),
    },
  ],
  // The second group of the side menu; IP sets follow (ipset module).
  menu: [
    {
      group: 'Infrastructure',
      order: 20,
      items: [
        { order: 10, label: 'DNS zones', path: dnsPaths.zones(), scopes: READ, icon: DnsOutlined },
        {
          order: 20,
          label: 'DNS departments',
          path: dnsPaths.departments(),
          scopes: DEPARTMENTS,
          icon: GroupsOutlined,
        },
      ],
    },
  ],
});

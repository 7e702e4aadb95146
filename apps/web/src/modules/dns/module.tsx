import DnsOutlined from '@mui/icons-material/DnsOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import { defineModule } from '../../core/module';

// Spec §2: /dns ; zone/create ; zone/{id} ; zone/{id}/create ; departments.
const READ = ['dns:zone:read'];
const CREATE = ['dns:zone:create'];
const DEPARTMENTS = ['dns:department'];

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
  menu: [
    { group: 'Infrastructure', label: 'DNS zones', path: '/dns', scopes: READ, icon: DnsOutlined },
    {
      group: 'Infrastructure',
      label: 'DNS departments',
      path: '/dns/departments',
      scopes: DEPARTMENTS,
      icon: GroupsOutlined,
    },
  ],
});

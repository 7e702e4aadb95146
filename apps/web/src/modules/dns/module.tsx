import { dnsScreens } from '@backoffice/contract/modules/dns.paths';
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
    { path: dnsScreens.zones.pattern, scopes: READ, title: 'DNS zones', component: () => import('./pages/zones-page') },
    {
      path: dnsScreens.createZone.pattern,
      scopes: CREATE,
      title: 'New DNS zone',
      component: () => import('./pages/zone-create-page'),
    },
    { path: dnsScreens.zone.pattern, scopes: READ, title: 'DNS zone', component: () => import('./pages/zone-page') },
    {
      path: dnsScreens.createRecord.pattern,
      scopes: CREATE,
      title: 'New DNS record',
      component: () => import('./pages/record-create-page'),
    },
    {
      path: dnsScreens.departments.pattern,
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
  commands: () => import('./commands'),
});

import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import { defineModule } from '../../core/module';
import { systemPaths } from './paths';

const AUDIT_READ = ['audit:log:read'] as const;

export default defineModule({
  routes: [
    {
      path: '/audit-log',
      scopes: AUDIT_READ,
      title: 'Audit log',
      component: () => import('./pages/audit-log-page'),
    },
  ],
  // After the administration module's items in the same group.
  menu: [
    {
      group: 'Administration',
      order: 10,
      items: [
        {
          order: 40,
          label: 'Audit log',
          path: systemPaths.auditLog(),
          scopes: AUDIT_READ,
          icon: ManageSearchOutlined,
        },
      ],
    },
  ],
});

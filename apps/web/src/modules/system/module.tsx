import { systemScreens } from '@backoffice/contract/modules/system.paths';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import { defineModule } from '../../core/module';
import { systemPaths } from './paths';

const AUDIT_READ = ['audit:log:read'] as const;
const KEYS = ['integration:keys:manage'] as const;

export default defineModule({
  routes: [
    {
      path: systemScreens.auditLog.pattern,
      scopes: AUDIT_READ,
      title: 'Audit log',
      component: () => import('./pages/audit-log-page'),
    },
    {
      path: systemScreens.integrationKeys.pattern,
      scopes: KEYS,
      title: 'Integration keys',
      component: () => import('./pages/integration-keys-page'),
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
        {
          order: 60,
          label: 'Integration keys',
          path: systemPaths.integrationKeys(),
          scopes: KEYS,
          icon: KeyOutlined,
        },
      ],
    },
  ],
});

import ManageSearchOutlined from '@mui/icons-material/ManageSearchOutlined';
import { defineModule } from '../../core/module';

const AUDIT_READ = ['audit:log:read'];

export default defineModule({
  routes: [
    {
      path: '/audit-log',
      scopes: AUDIT_READ,
      title: 'Audit log',
      component: () => import('./pages/audit-log-page'),
    },
  ],
  menu: [
    { group: 'Administration', label: 'Audit log', path: '/audit-log', scopes: AUDIT_READ, icon: ManageSearchOutlined },
  ],
});

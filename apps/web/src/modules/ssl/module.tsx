import HttpsOutlined from '@mui/icons-material/HttpsOutlined';
import { defineModule } from '../../core/module';
import { sslPaths } from './paths';

const READ = ['ssl:cert:read'] as const;

export default defineModule({
  routes: [
    { path: '/ssl', scopes: READ, title: 'SSL certificates', component: () => import('./pages/certificates-page') },
    {
      path: '/ssl/create',
      scopes: ['ssl:cert:create'],
      title: 'New certificate',
      component: () => import('./pages/certificate-create-page'),
    },
    // Beyond the spec's routes: one certificate (docs/ssl.md).
    { path: '/ssl/:id', scopes: READ, title: 'Certificate', component: () => import('./pages/certificate-page') },
  ],
  menu: [
    {
      group: 'Infrastructure',
      order: 20,
      items: [{ order: 60, label: 'SSL certificates', path: sslPaths.list(), scopes: READ, icon: HttpsOutlined }],
    },
  ],
});

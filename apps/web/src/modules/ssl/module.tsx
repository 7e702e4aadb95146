import { sslScreens } from '@backoffice/contract/modules/ssl.paths';
import HttpsOutlined from '@mui/icons-material/HttpsOutlined';
import { defineModule } from '../../core/module';
import { sslPaths } from './paths';

const READ = ['ssl:cert:read'] as const;

export default defineModule({
  routes: [
    {
      path: sslScreens.list.pattern,
      scopes: READ,
      title: 'SSL certificates',
      component: () => import('./pages/certificates-page'),
    },
    {
      path: sslScreens.create.pattern,
      scopes: ['ssl:cert:create'],
      title: 'New certificate',
      component: () => import('./pages/certificate-create-page'),
    },
    // Beyond the spec's routes: one certificate (docs/ssl.md).
    {
      path: sslScreens.certificate.pattern,
      scopes: READ,
      title: 'Certificate',
      component: () => import('./pages/certificate-page'),
    },
  ],
  menu: [
    {
      group: 'Infrastructure',
      order: 20,
      items: [{ order: 60, label: 'SSL certificates', path: sslPaths.list(), scopes: READ, icon: HttpsOutlined }],
    },
  ],
  commands: () => import('./commands'),
  home: [{ order: 60, scopes: ['ssl:cert:read'], component: () => import('./home/expiring-card') }],
});

import { employeesScreens } from '@backoffice/contract/modules/employees.paths';
import { defineModule } from '../../core/module';

// The signed-in user's own profile: no scope (docs/administration.md), reached from the app bar, where
// this module also puts the theme switch and the notification bell (spec §4).
export default defineModule({
  routes: [
    {
      path: employeesScreens.profile.pattern,
      scopes: [],
      title: 'Your profile',
      component: () => import('./pages/profile-page'),
    },
  ],
  appBar: [
    { area: 'actions', order: 10, component: () => import('./components/dark-theme-switch') },
    { area: 'actions', order: 20, component: () => import('./components/notification-bell') },
    { area: 'account', order: 10, component: () => import('./components/profile-link') },
  ],
  commands: () => import('./commands'),
});

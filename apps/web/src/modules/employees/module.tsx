import { defineModule } from '../../core/module';

// The signed-in user's own profile: no scope (docs/administration.md), reached from the app bar.
export default defineModule({
  routes: [{ path: '/profile', scopes: [], title: 'Your profile', component: () => import('./pages/profile-page') }],
  menu: [],
});

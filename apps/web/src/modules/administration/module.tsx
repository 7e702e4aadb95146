import { administrationScreens } from '@backoffice/contract/modules/administration.paths';
import ApartmentOutlined from '@mui/icons-material/ApartmentOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import { defineModule } from '../../core/module';
import { administrationPaths } from './paths';

// Spec §2: a list needs read; create needs create; edit needs update (users, departments) or read (roles, as
// the spec writes it: saving a role still needs users:roles:update, and the screen is read-only without it).

export default defineModule({
  routes: [
    {
      path: administrationScreens.users.pattern,
      scopes: ['users:users:read'],
      component: () => import('./pages/users-page'),
    },
    {
      path: administrationScreens.createUser.pattern,
      scopes: ['users:users:create'],
      title: 'New user',
      component: () => import('./pages/user-form-page'),
    },
    {
      path: administrationScreens.editUser.pattern,
      scopes: ['users:users:update'],
      title: 'Edit user',
      component: () => import('./pages/user-form-page'),
    },
    {
      path: administrationScreens.roles.pattern,
      scopes: ['users:roles:read'],
      component: () => import('./pages/roles-page'),
    },
    {
      path: administrationScreens.createRole.pattern,
      scopes: ['users:roles:create'],
      title: 'New role',
      component: () => import('./pages/role-form-page'),
    },
    {
      path: administrationScreens.editRole.pattern,
      scopes: ['users:roles:read'],
      title: 'Edit role',
      component: () => import('./pages/role-form-page'),
    },
    {
      path: administrationScreens.departments.pattern,
      scopes: ['users:departments:read'],
      component: () => import('./pages/departments-page'),
    },
    {
      path: administrationScreens.createDepartment.pattern,
      scopes: ['users:departments:create'],
      title: 'New department',
      component: () => import('./pages/department-form-page'),
    },
    {
      path: administrationScreens.editDepartment.pattern,
      scopes: ['users:departments:update'],
      title: 'Edit department',
      component: () => import('./pages/department-form-page'),
    },
    {
      path: administrationScreens.permissions.pattern,
      scopes: ['users:roles:read'],
      component: () => import('./pages/permissions-page'),
    },
    {
      path: administrationScreens.permissionHistory.pattern,
      scopes: ['users:roles:read'],
      component: () => import('./pages/permission-history-page'),
    },
  ],
  // First group of the side menu; the system module adds the audit log after these.
  menu: [
    {
      group: 'Administration',
      order: 10,
      items: [
        {
          order: 10,
          label: 'Users',
          path: administrationPaths.users(),
          scopes: ['users:users:read'],
          icon: PeopleAltOutlined,
        },
        {
          order: 20,
          label: 'User Roles',
          path: administrationPaths.roles(),
          scopes: ['users:roles:read'],
          icon: VpnKeyOutlined,
        },
        {
          order: 30,
          label: 'Departments',
          path: administrationPaths.departments(),
          scopes: ['users:departments:read'],
          icon: ApartmentOutlined,
        },
        {
          order: 42,
          label: 'Who can do what',
          path: administrationPaths.permissions(),
          scopes: ['users:roles:read'],
          icon: PolicyOutlined,
        },
        {
          order: 45,
          label: 'Who could, when',
          path: administrationPaths.permissionHistory(),
          scopes: ['users:roles:read'],
          icon: HistoryOutlined,
        },
      ],
    },
  ],
  commands: () => import('./commands'),
});

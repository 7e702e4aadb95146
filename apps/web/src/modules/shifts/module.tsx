import { shiftsScreens } from '@backoffice/contract/modules/shifts.paths';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import EditCalendarOutlined from '@mui/icons-material/EditCalendarOutlined';
import { defineModule } from '../../core/module';
import { shiftsHeading } from './headings';
import { shiftsPaths } from './paths';

// Spec §2: the calendar needs calendar:shifts:read; every other screen calendar:shifts:create.
const READ = ['calendar:shifts:read'] as const;
const MANAGE = ['calendar:shifts:create'] as const;

export default defineModule({
  routes: [
    {
      path: shiftsScreens.calendar.pattern,
      scopes: READ,
      ...shiftsHeading,
      component: () => import('./pages/shifts-page'),
    },
    {
      path: shiftsScreens.manage.pattern,
      scopes: MANAGE,
      title: 'Manage shifts',
      component: () => import('./pages/manage-page'),
    },
    {
      path: shiftsScreens.types.pattern,
      scopes: MANAGE,
      title: 'Shift types',
      component: () => import('./pages/types-page'),
    },
    {
      path: shiftsScreens.type.pattern,
      scopes: MANAGE,
      title: 'Shift type',
      component: () => import('./pages/type-page'),
    },
    {
      path: shiftsScreens.automations.pattern,
      scopes: MANAGE,
      title: 'Shift automations',
      component: () => import('./pages/automations-page'),
    },
    {
      path: shiftsScreens.automation.pattern,
      scopes: MANAGE,
      title: 'Shift automation',
      component: () => import('./pages/automation-page'),
    },
  ],
  menu: [
    {
      group: 'Calendar',
      order: 50,
      items: [
        { order: 10, label: 'Shifts', path: shiftsPaths.calendar(), scopes: READ, icon: CalendarMonthOutlined },
        {
          order: 20,
          label: 'Manage shifts',
          path: shiftsPaths.manage(),
          scopes: MANAGE,
          icon: EditCalendarOutlined,
          activeOn: [shiftsPaths.types(), shiftsPaths.automations()],
        },
      ],
    },
  ],
  home: [{ order: 10, scopes: ['calendar:shifts:read'], component: () => import('./home/next-shift-card') }],
});

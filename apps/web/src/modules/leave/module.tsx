import { leaveScreens } from '@backoffice/contract/modules/leave.paths';
import AddCircleOutline from '@mui/icons-material/AddCircleOutlineOutlined';
import BeachAccessOutlined from '@mui/icons-material/BeachAccessOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HowToRegOutlined from '@mui/icons-material/HowToRegOutlined';
import ViewTimelineOutlined from '@mui/icons-material/ViewTimelineOutlined';
import { defineModule } from '../../core/module';
import { allLeaveHeading } from './headings';
import { leavePaths } from './paths';

// Spec §2: /leaves/* need calendar:leave:create; approvers calendar:request:approvers.
const LEAVE = ['calendar:leave:create'] as const;
const APPROVERS = ['calendar:request:approvers'] as const;

export default defineModule({
  routes: [
    {
      path: leaveScreens.new.pattern,
      scopes: LEAVE,
      title: 'New leave request',
      component: () => import('./pages/new-request-page'),
    },
    {
      path: leaveScreens.my.pattern,
      scopes: LEAVE,
      title: 'My leave',
      component: () => import('./pages/my-requests-page'),
    },
    {
      path: leaveScreens.all.pattern,
      scopes: LEAVE,
      ...allLeaveHeading,
      component: () => import('./pages/all-requests-page'),
    },
    {
      path: leaveScreens.employees.pattern,
      scopes: LEAVE,
      title: 'Employees’ leave',
      component: () => import('./pages/employees-page'),
    },
    {
      path: leaveScreens.employee.pattern,
      scopes: LEAVE,
      title: 'Employee’s leave',
      component: () => import('./pages/employee-page'),
    },
    {
      path: leaveScreens.archive.pattern,
      scopes: LEAVE,
      title: 'Leave archive',
      component: () => import('./pages/archive-page'),
    },
    {
      path: leaveScreens.approvers.pattern,
      scopes: APPROVERS,
      title: 'Leave approvers',
      component: () => import('./pages/approvers-page'),
    },
  ],
  menu: [
    {
      group: 'Leave Requests',
      order: 60,
      items: [
        { order: 10, label: 'New request', path: leavePaths.new(), scopes: LEAVE, icon: AddCircleOutline },
        {
          order: 20,
          label: 'My requests',
          path: leavePaths.my(),
          scopes: LEAVE,
          icon: BeachAccessOutlined,
          activeOn: [leavePaths.archive()],
        },
        { order: 30, label: 'All requests', path: leavePaths.all(), scopes: LEAVE, icon: ViewTimelineOutlined },
        { order: 40, label: 'Approvers', path: leavePaths.approvers(), scopes: APPROVERS, icon: HowToRegOutlined },
        {
          order: 50,
          label: 'Employees’ leave',
          path: leavePaths.employees(),
          scopes: LEAVE,
          icon: GroupsOutlined,
          activeOn: ['/leaves/employee'],
        },
      ],
    },
  ],
  commands: () => import('./commands'),
  home: [
    { order: 20, scopes: ['calendar:leave:create'], component: () => import('./home/leave-left-card') },
    { order: 30, scopes: ['calendar:request:approvers'], component: () => import('./home/to-decide-card') },
    { order: 40, scopes: ['calendar:leave:create'], component: () => import('./home/out-today-card') },
  ],
  // Approve or Reject on "Leave request to decide", whose link names the request.
  notificationActions: [
    { screen: leaveScreens.all.pattern, scopes: LEAVE, component: () => import('./components/decide-notice') },
  ],
});

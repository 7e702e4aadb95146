import { jobsScreens } from '@backoffice/contract/modules/jobs.paths';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import { defineModule } from '../../core/module';
import { jobsPaths } from './paths';

const JOBS_READ = ['jobs:schedule:read'] as const;

export default defineModule({
  routes: [
    {
      path: jobsScreens.jobs.pattern,
      scopes: JOBS_READ,
      title: 'Scheduled jobs',
      component: () => import('./pages/jobs-page'),
    },
  ],
  // After the audit log in the administration group.
  menu: [
    {
      group: 'Administration',
      order: 10,
      items: [
        { order: 50, label: 'Scheduled jobs', path: jobsPaths.jobs(), scopes: JOBS_READ, icon: ScheduleOutlined },
      ],
    },
  ],
});

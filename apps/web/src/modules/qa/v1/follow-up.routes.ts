// QC v1 screens (spec §2 /qc, /qc-settings): QC v2's components under the older routes (docs/qa.md "QC v1").
// Feedbacks and escalations: v1's lists (both kinds together), each one opened on QC v2's screen.
import { qaScreens } from '@backoffice/contract/modules/qa.paths';
import RateReviewOutlined from '@mui/icons-material/RateReviewOutlined';
import ReportOutlined from '@mui/icons-material/ReportOutlined';
import type { MenuItem, ModuleRoute } from '../../../core/module';
import { qcPaths } from '../paths';

export const routes: ModuleRoute[] = [
  {
    path: qaScreens.qcEscalations.pattern,
    scopes: ['qa:escalation:read'],
    title: 'Escalations',
    component: () => import('../pages/v1/escalations-page'),
  },
  {
    path: qaScreens.qcEscalation.pattern,
    scopes: ['qa:escalation:read'],
    title: 'Escalation',
    component: () => import('../pages/v1/escalation-page'),
  },
  {
    path: qaScreens.qcFeedbacks.pattern,
    scopes: ['qa:feedback:read'],
    title: 'Feedbacks',
    component: () => import('../pages/v1/feedbacks-page'),
  },
  {
    path: qaScreens.qcFeedback.pattern,
    scopes: ['qa:feedback:read'],
    title: 'Feedback',
    component: () => import('../pages/v1/feedback-page'),
  },
];
/** Items of the side menu's "QC" group. */
export const menu: MenuItem[] = [
  {
    order: 30,
    label: 'Escalations',
    path: qcPaths.escalations(),
    scopes: ['qa:escalation:read'],
    icon: ReportOutlined,
  },
  {
    order: 40,
    label: 'Feedbacks',
    path: qcPaths.feedbacks(),
    scopes: ['qa:feedback:read'],
    icon: RateReviewOutlined,
  },
];

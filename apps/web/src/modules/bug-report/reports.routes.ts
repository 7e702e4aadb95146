// The reports' screens of both kinds (spec §2 "/bug-feature"; docs/tracker.md "Web") and their menu items.
import { bugReportScreens as screens } from '@backoffice/contract/modules/bug-report.paths';
import BugReportOutlined from '@mui/icons-material/BugReportOutlined';
import LightbulbOutlined from '@mui/icons-material/LightbulbOutlined';
import type { MenuItem, ModuleRoute } from '../../core/module';
import { bugReportPaths } from './paths';

export const routes: ModuleRoute[] = [
  // Spec §2: the lists and pages need the kind's read scope; creating, its create scope too.
  {
    path: screens.bugReports.pattern,
    scopes: ['bug-report:bugs:read'],
    component: () => import('./pages/bug-reports-page'),
  },
  {
    path: screens.newBugReport.pattern,
    scopes: ['bug-report:bugs:read', 'bug-report:bugs:create'],
    title: 'Report a bug',
    component: () => import('./pages/new-bug-report-page'),
  },
  {
    path: screens.bugReport.pattern,
    scopes: ['bug-report:bugs:read'],
    title: 'Bug report',
    component: () => import('./pages/bug-report-page'),
  },
  {
    path: screens.featureRequests.pattern,
    scopes: ['feature-request:features:read'],
    component: () => import('./pages/feature-requests-page'),
  },
  {
    path: screens.newFeatureRequest.pattern,
    scopes: ['feature-request:features:read', 'feature-request:features:create'],
    title: 'Request a feature',
    component: () => import('./pages/new-feature-request-page'),
  },
  {
    path: screens.featureRequest.pattern,
    scopes: ['feature-request:features:read'],
    title: 'Feature request',
    component: () => import('./pages/feature-request-page'),
  },
  // Spec §2: archive (bug-report:archive:read); `?kind=feature` shows feature requests to who holds theirs too.
  {
    path: screens.archive.pattern,
    scopes: ['bug-report:archive:read'],
    title: 'Archive',
    component: () => import('./pages/archive-page'),
  },
];

/** Items of the side menu's "Bug/Features" group, orders 10–29. */
export const menu: MenuItem[] = [
  {
    order: 10,
    label: 'Reports',
    path: bugReportPaths.list('bug'),
    scopes: ['bug-report:bugs:read'],
    icon: BugReportOutlined,
    activeOn: [screens.archive.pattern],
  },
  {
    order: 20,
    label: 'Feature requests',
    path: bugReportPaths.list('feature'),
    scopes: ['feature-request:features:read'],
    icon: LightbulbOutlined,
  },
];

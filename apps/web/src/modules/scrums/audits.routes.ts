// Dev Scrum (spec §2 "/scrums", docs/scrum.md): the audits screens and their menu items. Static segments
// (`/scrums/create`, `/scrums/settings`, `/scrums/components`, `/scrums/audits/all`) win over the
// developer's `/scrums/:userId` and the audit's `/scrums/audits/:auditId` in the router.
import { scrumsScreens } from '@backoffice/contract/modules/scrums.paths';
import AddTaskOutlined from '@mui/icons-material/AddTaskOutlined';
import FactCheckOutlined from '@mui/icons-material/FactCheckOutlined';
import type { MenuItem, ModuleRoute } from '../../core/module';

export const routes: ModuleRoute[] = [
  {
    path: scrumsScreens.audits.pattern,
    scopes: ['scrums:audits:read'],
    title: 'Dev audits',
    component: () => import('./pages/audits-page'),
  },
  {
    path: scrumsScreens.newAudit.pattern,
    scopes: ['scrums:audits:create'],
    title: 'New dev audit',
    component: () => import('./pages/audit-form-page'),
  },
  {
    path: scrumsScreens.editAudit.pattern,
    scopes: ['scrums:audits:update'],
    title: 'Edit dev audit',
    component: () => import('./pages/audit-form-page'),
  },
  {
    // Any signed-in user: the developer and follow-up owners open their audit here (from the
    // notification); the server decides who sees it.
    path: scrumsScreens.audit.pattern,
    scopes: [],
    title: 'Dev audit',
    component: () => import('./pages/audit-page'),
  },
  {
    // The developer reads their own audits without any scope; the server decides.
    path: scrumsScreens.developer.pattern,
    scopes: [],
    title: 'Developer audits',
    component: () => import('./pages/developer-page'),
  },
];

/** Items of the side menu's "Dev Scrum" group (spec §2: list scrums, create audit, settings). */
export const menu: MenuItem[] = [
  {
    order: 10,
    label: 'Audits',
    path: scrumsScreens.audits.href(),
    scopes: ['scrums:audits:read'],
    icon: FactCheckOutlined,
    // A developer's page and an audit lie below /scrums; editing an audit belongs here too.
    activeOn: ['/scrums', '/scrums/edit/audits'],
  },
  {
    order: 20,
    label: 'Create audit',
    path: scrumsScreens.newAudit.href(),
    scopes: ['scrums:audits:create'],
    icon: AddTaskOutlined,
  },
];

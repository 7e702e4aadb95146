// Agent dossiers (spec §2 "Dossiers", docs/dossier.md): the agents screens and their menu items.

import { dossierScreens as screens } from '@backoffice/contract/modules/dossier.paths';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import GroupAddOutlined from '@mui/icons-material/GroupAddOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import PersonAddOutlined from '@mui/icons-material/PersonAddOutlined';
import type { MenuItem, ModuleRoute } from '../../core/module';

export const routes: ModuleRoute[] = [
  { path: screens.agents.pattern, scopes: ['dossier:user:read'], component: () => import('./pages/agents-page') },
  {
    path: screens.addAgent.pattern,
    scopes: ['dossier:user:create'],
    title: 'Add agent',
    component: () => import('./pages/add-agent-page'),
  },
  // Spec §2: the teams screens need dossier:user:create; their calls, the team scopes.
  {
    path: screens.teams.pattern,
    scopes: ['dossier:user:create', 'dossier:team:read'],
    component: () => import('./pages/teams-page'),
  },
  {
    path: screens.newTeam.pattern,
    scopes: ['dossier:user:create', 'dossier:team:create'],
    title: 'Create team',
    component: () => import('./pages/new-team-page'),
  },
  // Signed in: one's own dossier, or anyone's with dossier:user:read (the server decides).
  { path: screens.agent.pattern, scopes: [], title: 'Agent profile', component: () => import('./pages/agent-page') },
  {
    path: screens.updateAgent.pattern,
    scopes: ['dossier:user:update'],
    title: 'Update agent',
    component: () => import('./pages/update-agent-page'),
  },
  {
    path: screens.qcDossiers.pattern,
    // Spec §2 QC v1: both comment scopes; the agents list they show reads with dossier:user:read.
    scopes: ['dossier:comment:create', 'dossier:comment:read', 'dossier:user:read'],
    title: 'Dossiers',
    component: () => import('./pages/qc-dossiers-page'),
  },
  {
    path: screens.qcDossier.pattern,
    scopes: ['dossier:comment:create', 'dossier:comment:read', 'dossier:user:read'],
    title: 'Dossier',
    component: () => import('./pages/qc-dossier-page'),
  },
];

/** Items of the side menu's "QC V2" group (spec §2 side menu), orders 50–59. */
export const menu: MenuItem[] = [
  {
    order: 50,
    label: 'Agent profiles',
    path: screens.agents.href(),
    scopes: ['dossier:user:read'],
    icon: BadgeOutlined,
  },
  {
    order: 51,
    label: 'Add agent',
    path: screens.addAgent.href(),
    scopes: ['dossier:user:create'],
    icon: PersonAddOutlined,
  },
  {
    order: 52,
    label: 'All teams',
    path: screens.teams.href(),
    scopes: ['dossier:user:create', 'dossier:team:read'],
    icon: GroupsOutlined,
  },
  {
    order: 53,
    label: 'Create team',
    path: screens.newTeam.href(),
    scopes: ['dossier:user:create', 'dossier:team:create'],
    icon: GroupAddOutlined,
  },
];
/** Items of the side menu's "QC" group (QC v1), order 100. */
export const qcMenu: MenuItem[] = [
  {
    order: 100,
    label: 'Dossiers',
    path: screens.qcDossiers.href(),
    scopes: ['dossier:comment:create', 'dossier:comment:read', 'dossier:user:read'],
    icon: BadgeOutlined,
  },
];

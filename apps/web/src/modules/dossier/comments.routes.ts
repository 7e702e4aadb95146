// Agent dossiers (spec §2 "Dossiers", docs/dossier.md): the comments screens and their menu items. QC v1's
// /qc/dossiers screens, which show the comments among the rest of a dossier, are in agents.routes.ts.
import { dossierScreens } from '@backoffice/contract/modules/dossier.paths';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import type { MenuItem, ModuleRoute } from '../../core/module';
import { dossierPaths } from './paths';

export const routes: ModuleRoute[] = [
  {
    path: dossierScreens.reviewCategories.pattern,
    scopes: ['dossier:feedback:read'],
    title: 'Review categories',
    component: () => import('./pages/review-categories-page'),
  },
];
/** Items of the side menu's "QC V2" group (spec §2 side menu), orders 50–59. */
export const menu: MenuItem[] = [
  {
    order: 54,
    label: 'Review categories',
    path: dossierPaths.reviewCategories(),
    scopes: ['dossier:feedback:read'],
    icon: CategoryOutlined,
  },
];
/** Items of the side menu's "QC" group (QC v1): none of its own. */
export const qcMenu: MenuItem[] = [];

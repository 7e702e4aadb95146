// Agent dossiers (spec §2 "Dossiers", docs/dossier.md): the comments screens and their menu items.
import { dossierScreens } from '@backoffice/contract/modules/dossier.paths';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';
import type { MenuItem, ModuleRoute } from '../../core/module';
import { dossierPaths } from './paths';

/** QC v1's dossier screens need both comment scopes (spec §2 "QC v1"). */
const QC_DOSSIER_SCOPES = ['dossier:comment:create', 'dossier:comment:read'] as const;

export const routes: ModuleRoute[] = [
  {
    path: dossierScreens.reviewCategories.pattern,
    scopes: ['dossier:feedback:read'],
    title: 'Review categories',
    component: () => import('./pages/review-categories-page'),
  },
  {
    path: dossierScreens.qcDossiers.pattern,
    scopes: [...QC_DOSSIER_SCOPES],
    title: 'Dossiers',
    component: () => import('./pages/qc-dossiers-page'),
  },
  {
    path: dossierScreens.qcDossier.pattern,
    scopes: [...QC_DOSSIER_SCOPES],
    title: 'Dossier',
    component: () => import('./pages/qc-dossier-page'),
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
/** Items of the side menu's "QC" group (QC v1), order 100. */
export const qcMenu: MenuItem[] = [
  {
    order: 100,
    label: 'Dossiers',
    path: dossierPaths.qcDossiers(),
    scopes: [...QC_DOSSIER_SCOPES],
    icon: FolderSharedOutlined,
  },
];

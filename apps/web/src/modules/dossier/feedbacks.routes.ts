// Agent dossiers (spec §2 "Dossiers", docs/dossier.md): the feedbacks screens and their menu items.
import { dossierScreens } from '@backoffice/contract/modules/dossier.paths';
import type { MenuItem, ModuleRoute } from '../../core/module';

export const routes: ModuleRoute[] = [
  {
    path: dossierScreens.newFeedback.pattern,
    scopes: ['dossier:feedback:create'],
    title: 'Give feedback',
    component: () => import('./pages/feedback-form-page'),
  },
  {
    path: dossierScreens.updateFeedback.pattern,
    scopes: ['dossier:feedback:update'],
    title: 'Edit feedback',
    component: () => import('./pages/feedback-form-page'),
  },
  // The vocabulary: read with dossier:feedback:read, changed with update (the forms) — the server decides.
  {
    path: dossierScreens.feedbackCategories.pattern,
    scopes: ['dossier:feedback:read'],
    title: 'Feedback categories',
    component: () => import('./pages/feedback-categories-page'),
  },
  {
    path: dossierScreens.newFeedbackCategory.pattern,
    scopes: ['dossier:feedback:update'],
    title: 'New feedback category',
    component: () => import('./pages/feedback-category-page'),
  },
  {
    path: dossierScreens.feedbackCategory.pattern,
    scopes: ['dossier:feedback:read'],
    title: 'Feedback category',
    component: () => import('./pages/feedback-category-page'),
  },
  {
    path: dossierScreens.feedbackTypes.pattern,
    scopes: ['dossier:feedback:read'],
    title: 'Feedback types',
    component: () => import('./pages/feedback-types-page'),
  },
  {
    path: dossierScreens.newFeedbackType.pattern,
    scopes: ['dossier:feedback:update'],
    title: 'New feedback type',
    component: () => import('./pages/feedback-type-page'),
  },
  {
    path: dossierScreens.feedbackType.pattern,
    scopes: ['dossier:feedback:read'],
    title: 'Feedback type',
    component: () => import('./pages/feedback-type-page'),
  },
  {
    // Any signed-in user: the agent opens their shared feedback here; the server decides what they see.
    path: dossierScreens.feedback.pattern,
    scopes: [],
    title: 'Feedback',
    component: () => import('./pages/feedback-page'),
  },
];
/** Items of the side menu's "QC V2" group (spec §2 side menu), orders 50–59. */
export const menu: MenuItem[] = [];
/** Items of the side menu's "QC" group (QC v1), order 100. */
export const qcMenu: MenuItem[] = [];

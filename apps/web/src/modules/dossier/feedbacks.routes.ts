// Agent dossiers (spec §2 "Dossiers", docs/dossier.md): the feedbacks screens and their menu items.
import type { MenuItem, ModuleRoute } from '../../core/module';

export const routes: ModuleRoute[] = [];
/** Items of the side menu's "QC V2" group (spec §2 side menu), orders 50–59. */
export const menu: MenuItem[] = [];
/** Items of the side menu's "QC" group (QC v1), order 100. */
export const qcMenu: MenuItem[] = [];

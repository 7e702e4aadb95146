// QC v1 screens (spec §2 /qc, /qc-settings): QC v2's components under the older routes (docs/qa.md "QC v1").
import type { MenuItem, ModuleRoute } from '../../../core/module';

export const routes: ModuleRoute[] = [];
/** Items of the side menu's "QC" group. */
export const menu: MenuItem[] = [];

import type { AppModule, MenuEntry, ModuleRoute } from '../core/module';

// Every `modules/<m>/module.tsx` registers itself by existing (STYLE.md habit 2).
const found = import.meta.glob<{ default: AppModule }>('../modules/*/module.tsx', { eager: true });

export const appModules: readonly AppModule[] = Object.keys(found)
  .sort()
  .map((file) => found[file]!.default);

export const moduleRoutes: readonly ModuleRoute[] = appModules.flatMap((m) => m.routes);
export const menuEntries: readonly MenuEntry[] = appModules.flatMap((m) => m.menu);

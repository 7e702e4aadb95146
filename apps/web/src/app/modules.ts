import type { AppBarItem, AppModule, HomeCard, MenuItem, ModuleRoute } from '../core/module';
import { collectMenu, type MenuGroup } from './layout/menu';

// Every `modules/<m>/module.tsx` registers itself by existing (docs/adding-a-module.md). The shell reads
// modules only through what they declare here, never their folders.
const found = import.meta.glob<{ default: AppModule }>('../modules/*/module.tsx', { eager: true });

export const appModules: readonly AppModule[] = Object.keys(found)
  .sort()
  .map((file) => found[file]!.default);

export const moduleRoutes: readonly ModuleRoute[] = appModules.flatMap((m) => m.routes);
/** The side menu, in the order the modules declare. */
export const menuGroups: readonly MenuGroup[] = collectMenu(appModules);
export const menuItems: readonly MenuItem[] = menuGroups.flatMap((g) => g.items);

/** What modules add to one area of the app bar, left to right. */
export function appBarItems(area: AppBarItem['area']): AppBarItem[] {
  return appModules
    .flatMap((m) => m.appBar ?? [])
    .filter((item) => item.area === area)
    .sort((a, b) => a.order - b.order);
}

/** The home page's cards of every module, in their order (home-page.tsx shows those the user may see). */
export const homeCards: readonly HomeCard[] = appModules.flatMap((m) => m.home ?? []).sort((a, b) => a.order - b.order);

import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { ScreenLoader } from './lazy';

/** One screen of a module: its path (the specification's), the scopes it needs, its lazy component. */
export interface ModuleRoute {
  path: string;
  /** Every listed scope is needed (spec §2); `[]` means any signed-in user. */
  scopes: readonly string[];
  component: ScreenLoader;
  /** Browser tab title; the menu label of the same path when absent. */
  title?: string;
}

export interface MenuEntry {
  group: string;
  label: string;
  path: string;
  scopes: readonly string[];
  icon?: ComponentType<SvgIconProps>;
}

export interface AppModule {
  routes: readonly ModuleRoute[];
  menu: readonly MenuEntry[];
}

/** `src/modules/<m>/module.tsx` default-exports `defineModule({...})`; `app/modules.ts` finds it. */
export function defineModule(module: AppModule): AppModule {
  return module;
}

import type { ScopeRequirement } from '@backoffice/contract/scope-catalogue';
import type { ScopedIntro } from '@backoffice/contract/screens';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import type { ScreenLoader } from './lazy';
import type { NotificationAction } from './notification-actions';
import type { ModuleCommands } from './palette/commands';

/** One screen of a module: its path (the specification's), the scopes it needs, its lazy component. */
export interface ModuleRoute {
  path: string;
  /** Every listed scope is needed (spec §2); `[]` means any signed-in user. Declared scopes only. */
  scopes: readonly ScopeRequirement[];
  component: ScreenLoader;
  /** Browser tab title; the menu label of the same path when absent. */
  title?: string;
  /**
   * The line under the screen's title, for a screen whose title and intro never change (the same for
   * everyone, whatever the data and the query): the server paints both in the shell's frame before the
   * app has loaded (a deep link with a stored session, docs/performance.md "The first frame"), so the
   * screen's PageHeader must show exactly `title` and `intro` (one constant for both). An intro that
   * depends only on the person's scopes names both lines and the scopes (the frame picks by the stored
   * session's scopes, the screen by the same ones).
   */
  intro?: string | (ScopedIntro & { scopes: readonly ScopeRequirement[] });
  /**
   * The call the screen makes first at its plain address (no query, no optional segment), by the
   * contract endpoint's name (`qa.chatQueue`; a name, so the menu's code loads no schemas): the page's
   * own script starts it for a stored session while the app's scripts load, and the app takes that
   * answer (core/early.ts; docs/performance.md "A screen's first call starts with the page"). A GET
   * without path parameters that the screen sends with no query there; one with an effect only if
   * opening the screen always has it and a repeat changes nothing more (the QC queue's claim, which a
   * repeat keeps).
   */
  early?: `${string}.${string}`;
}

/**
 * One link of the side menu. It is highlighted on its own path and on every path below it (a list
 * on its create, edit and `{id}` screens, spec §2), unless another item's path is a closer match.
 */
export interface MenuItem {
  label: string;
  path: string;
  /** Declared scopes (or wildcards over them), all needed, as for a route. */
  scopes: readonly ScopeRequirement[];
  /** Position in its group, ascending (across every module that adds to the group). */
  order: number;
  icon?: ComponentType<SvgIconProps>;
  /**
   * Paths that lie elsewhere but belong to this item: it is highlighted on them and below them
   * (spec §2: the chat queue on `/qc/chats/review`, shift management on `/calendar/shifts/type`).
   */
  activeOn?: readonly string[];
}

/** What a module adds to one group of the side menu; several modules may add to one group. */
export interface MenuSection {
  /** The group's heading; sections with the same heading form one group. */
  group: string;
  /** The group's position in the side menu, ascending; every section of a group declares the same. */
  order: number;
  items: readonly MenuItem[];
}

/**
 * A piece of the signed-in app bar, loaded with the shell: `actions` sit left of the user's area
 * (the theme switch, the notification bell), `account` inside it, before "Sign out".
 */
export interface AppBarItem {
  area: 'actions' | 'account';
  /** Left to right within its area, ascending. */
  order: number;
  component: ScreenLoader;
}

/**
 * A card of the home page ("your day"): what waits for the signed-in person in this module — their
 * next shift, their leave left, requests to decide. Shown to whoever holds its scopes, lazily.
 */
export interface HomeCard {
  /** Left to right, top to bottom, ascending (across every module). */
  order: number;
  /** Declared scopes, all needed, as for a route; `[]`: everyone signed in. */
  scopes: readonly ScopeRequirement[];
  component: ScreenLoader;
}

export interface AppModule {
  routes: readonly ModuleRoute[];
  menu?: readonly MenuSection[];
  appBar?: readonly AppBarItem[];
  /**
   * What the command palette (Ctrl+K) and the shortcuts sheet (`?`) find in this module (its actions,
   * record searches and keys), loaded when the palette or the sheet first opens.
   */
  commands?: () => Promise<{ default: ModuleCommands }>;
  /** Its cards on the home page. */
  home?: readonly HomeCard[];
  /**
   * Decisions its notifications' readers take in the bell (approve, accept, take), each for the
   * notices that link to one of its screens (core/notification-actions.ts).
   */
  notificationActions?: readonly NotificationAction[];
}

/** `src/modules/<m>/module.tsx` default-exports `defineModule({...})`; `app/modules.ts` finds it. */
export function defineModule(module: AppModule): AppModule {
  return module;
}

import type { SessionUser } from '@backoffice/contract/modules/auth';
import { hasAnyScope, hasScopes } from '@backoffice/contract/scopes';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { matchRoutes } from 'react-router';
import type { MenuItem, ModuleRoute } from '../../core/module';
import type { KeyGroup, ModuleCommands, PaletteHit, RecordSource } from '../../core/palette/commands';
import { activeMenuPath } from '../active-menu';
import { type MenuGroup, visibleMenu } from '../layout/menu';

export type Holder = Pick<SessionUser, 'scopes' | 'isAdmin'>;

/** One line of the palette: a screen, an action or a record; Enter follows `path` or runs `run`. */
export interface PaletteEntry {
  key: string;
  label: string;
  detail?: string;
  path?: string;
  run?: () => void;
  icon?: ComponentType<SvgIconProps>;
}

export interface PaletteGroup {
  label: string;
  entries: PaletteEntry[];
}

/** At most this many screens and actions are listed for a search (all of them before one). */
const LISTED = 8;

/**
 * May the user open this link? The module route that the router would pick for it must exist and
 * the user must hold all its scopes (spec §2), so the palette lists nothing that would answer 403.
 */
export function canOpen(path: string, routes: readonly ModuleRoute[], user: Holder): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  const match = matchRoutes(
    routes.map((route) => ({ path: route.path, route })),
    pathname,
  )?.at(-1);
  return match ? hasScopes(user.scopes, match.route.route.scopes, user.isAdmin) : false;
}

/** The first of a hit's links the user may open, or null (the hit is then not shown). */
export function hitPath(hit: PaletteHit, routes: readonly ModuleRoute[], user: Holder): string | null {
  return hit.paths.find((path) => canOpen(path, routes, user)) ?? null;
}

/** The icon of the menu item a link belongs to (the one highlighted there): servers', users'… */
export function iconOf(path: string, items: readonly MenuItem[]): PaletteEntry['icon'] {
  const active = activeMenuPath(path.split(/[?#]/)[0] ?? path, items);
  return items.find((item) => item.path === active)?.icon;
}

const words = (text: string) => text.toLowerCase().split(/\s+/).filter(Boolean);

/**
 * How well `text` answers the search: null when some searched word is in none of the texts;
 * otherwise lower is better (the label starts with the search, then a word of the label does).
 */
export function matchScore(search: string, label: string, ...more: readonly string[]): number | null {
  const wanted = words(search);
  if (wanted.length === 0) return 0;
  const haystack = [label, ...more].join(' ').toLowerCase();
  if (!wanted.every((word) => haystack.includes(word))) return null;
  const name = label.toLowerCase();
  if (name.startsWith(search.trim().toLowerCase())) return 0;
  if (wanted.every((word) => words(name).some((w) => w.startsWith(word)))) return 1;
  return 2;
}

/** Entries that match the search, best first (equal ones in their declared order), at most `LISTED`. */
function ranked<T extends PaletteEntry>(search: string, entries: T[], texts: (entry: T) => string[]): T[] {
  if (!search.trim()) return entries;
  return entries
    .map((entry, index) => ({ entry, index, score: matchScore(search, entry.label, ...texts(entry)) }))
    .filter((e): e is { entry: T; index: number; score: number } => e.score !== null)
    .sort((a, b) => a.score - b.score || a.index - b.index)
    .slice(0, LISTED)
    .map((e) => e.entry);
}

/** The side menu's items the user sees (same scope rule), as the "Screens" the palette jumps to. */
export function screenEntries(groups: readonly MenuGroup[], user: Holder, search: string): PaletteEntry[] {
  const screens = visibleMenu(groups, user).flatMap((group) =>
    group.items.map((item) => ({
      key: `screen:${item.path}`,
      label: item.label,
      detail: group.label,
      path: item.path,
      icon: item.icon,
    })),
  );
  return ranked(search, screens, (entry) => [entry.detail]);
}

/** Every module's actions the user may take (their scopes and their screen's), matching the search. */
export function actionEntries(
  commands: readonly ModuleCommands[],
  routes: readonly ModuleRoute[],
  items: readonly MenuItem[],
  user: Holder,
  search: string,
): PaletteEntry[] {
  const actions = commands
    .flatMap((c) => c.actions ?? [])
    .filter((action) => hasScopes(user.scopes, action.scopes, user.isAdmin) && canOpen(action.path, routes, user))
    .map((action) => ({
      key: `action:${action.path}`,
      label: action.label,
      path: action.path,
      icon: iconOf(action.path, items),
      keywords: action.keywords ?? [],
    }));
  return ranked(search, actions, (entry) => [...entry.keywords]).map(({ keywords: _, ...entry }) => entry);
}

/** The record searches of every module whose scopes the user holds, in their declared order. */
export function recordSources(commands: readonly ModuleCommands[], user: Holder): RecordSource[] {
  return commands
    .flatMap((c) => c.records ?? [])
    .filter((source) => hasScopes(user.scopes, source.scopes, user.isAdmin))
    .sort((a, b) => a.order - b.order || a.group.localeCompare(b.group));
}

/** The modules' key groups the user may use (holding at least one of each group's scopes). */
export function keyGroups(commands: readonly ModuleCommands[], user: Holder): KeyGroup[] {
  return commands.flatMap((c) => c.keys ?? []).filter((group) => hasAnyScope(user.scopes, group.anyOf, user.isAdmin));
}

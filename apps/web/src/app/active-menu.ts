import type { MenuItem } from '../core/module';

/** What the rule reads of a menu item: its path and the other paths it declares (`activeOn`). */
export type ActiveMenuCandidate = Pick<MenuItem, 'path' | 'activeOn'>;

function normalise(path: string): string {
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function isWithin(pathname: string, parent: string): boolean {
  return pathname === parent || pathname.startsWith(`${parent}/`);
}

/**
 * The menu path to highlight for the current location, or null (spec §2, "active menu tab"), among
 * the items the user sees:
 * 1. an item whose path equals the location;
 * 2. an item that declares the location, or a path above it, in `activeOn` (the chat review screen
 *    belongs to the chat queue, shift types to shift management…); the longest declaration wins;
 * 3. the item with the longest path that the location lies below: `/users/edit/5` and `/users/create`
 *    → `/users`, `/qc-settings/tags/update/3` → `/qc-settings/tags`, `/dns/zone/7` → `/dns`.
 * The home path `/` is only ever matched exactly.
 */
export function activeMenuPath(pathname: string, items: readonly ActiveMenuCandidate[]): string | null {
  const path = normalise(pathname);
  const candidates = items.map((item) => ({
    path: normalise(item.path),
    activeOn: (item.activeOn ?? []).map(normalise),
  }));
  if (candidates.some((c) => c.path === path)) return path;

  let alias: { via: string; path: string } | null = null;
  for (const candidate of candidates) {
    for (const via of candidate.activeOn) {
      if (isWithin(path, via) && (!alias || via.length > alias.via.length)) alias = { via, path: candidate.path };
    }
  }
  if (alias) return alias.path;

  let best: string | null = null;
  for (const { path: candidate } of candidates) {
    if (candidate === '/' || !isWithin(path, candidate)) continue;
    if (!best || candidate.length > best.length) best = candidate;
  }
  return best;
}

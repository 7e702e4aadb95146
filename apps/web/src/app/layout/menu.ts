import type { SessionUser } from '@backoffice/contract/modules/auth';
import { hasScopes } from '@backoffice/contract/scopes';
import type { AppModule, MenuItem } from '../../core/module';

export interface MenuGroup {
  label: string;
  order: number;
  items: MenuItem[];
}

// Ties by label in code-unit order, not `localeCompare`: the menu is collected while the app loads, and
// the first `localeCompare` sets up ICU's collator, 15–20 ms of the main thread on a fast machine
// (bench/screen-profile.ts, the router's chunk), for labels that are plain English words.
const byLabel = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byOrder = (a: { order: number; label: string }, b: { order: number; label: string }) =>
  a.order - b.order || byLabel(a.label, b.label);

/**
 * The side menu as the modules declare it: sections with the same heading form one group; groups and
 * the items in each are sorted by their declared `order` (equal orders by label), never by folder name.
 * Should two sections of a group disagree on its order, the smaller wins (a test keeps them equal).
 */
export function collectMenu(modules: readonly Pick<AppModule, 'menu'>[]): MenuGroup[] {
  const groups = new Map<string, MenuGroup>();
  for (const section of modules.flatMap((m) => m.menu ?? [])) {
    const group = groups.get(section.group);
    if (group) {
      group.order = Math.min(group.order, section.order);
      group.items.push(...section.items);
    } else {
      groups.set(section.group, { label: section.group, order: section.order, items: [...section.items] });
    }
  }
  return [...groups.values()].sort(byOrder).map((group) => ({ ...group, items: group.items.sort(byOrder) }));
}

/**
 * Spec §2, side menu: an item shows when the user holds all its scopes (admins see all); a group
 * shows when at least one of its items does. Order is kept.
 */
export function visibleMenu(groups: readonly MenuGroup[], user: Pick<SessionUser, 'scopes' | 'isAdmin'>): MenuGroup[] {
  return groups
    .map((group) => ({ ...group, items: group.items.filter((i) => hasScopes(user.scopes, i.scopes, user.isAdmin)) }))
    .filter((group) => group.items.length > 0);
}

import type { SessionUser } from '@backoffice/contract/modules/auth';
import { hasScopes } from '@backoffice/contract/scopes';
import type { MenuEntry } from '../../core/module';

export interface MenuGroup {
  label: string;
  items: MenuEntry[];
}

/**
 * Spec §2, side menu: an item shows when the user holds all its scopes (admins see all); a group
 * shows when at least one of its items does. Groups keep the order in which modules declare them.
 */
export function visibleMenu(entries: readonly MenuEntry[], user: Pick<SessionUser, 'scopes' | 'isAdmin'>): MenuGroup[] {
  const groups = new Map<string, MenuEntry[]>();
  for (const entry of entries) {
    if (!hasScopes(user.scopes, entry.scopes, user.isAdmin)) continue;
    const items = groups.get(entry.group) ?? [];
    items.push(entry);
    groups.set(entry.group, items);
  }
  return [...groups].map(([label, items]) => ({ label, items }));
}

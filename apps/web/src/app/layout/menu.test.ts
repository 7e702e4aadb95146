import { describe, expect, it } from 'vitest';
import type { MenuEntry } from '../../core/module';
import { visibleMenu } from './menu';

const entries: MenuEntry[] = [
  { group: 'Administration', label: 'Users', path: '/users', scopes: ['users:users:read'] },
  { group: 'Administration', label: 'Audit log', path: '/audit-log', scopes: ['audit:log:read'] },
  { group: 'QC', label: 'Chats', path: '/qc/chats', scopes: ['qa:chat:read'] },
  { group: 'QC', label: 'Dossiers', path: '/qc/dossiers', scopes: ['dossier:comment:create', 'dossier:comment:read'] },
];

describe('visibleMenu', () => {
  it('shows admins every group and item', () => {
    const groups = visibleMenu(entries, { scopes: [], isAdmin: true });
    expect(groups.map((g) => g.label)).toEqual(['Administration', 'QC']);
    expect(groups.flatMap((g) => g.items).length).toBe(4);
  });

  it('shows an item only when the user holds all its scopes, and a group only with an item', () => {
    const groups = visibleMenu(entries, { scopes: ['qa:chat:read', 'dossier:comment:read'], isAdmin: false });
    expect(groups).toEqual([{ label: 'QC', items: [entries[2]] }]);
  });

  it('honours wildcard scopes', () => {
    const groups = visibleMenu(entries, { scopes: ['users:*', 'dossier:comment:*'], isAdmin: false });
    expect(groups.map((g) => g.items.map((i) => i.label))).toEqual([['Users'], ['Dossiers']]);
  });

  it('shows nothing to a user without scopes', () => {
    expect(visibleMenu(entries, { scopes: [], isAdmin: false })).toEqual([]);
  });
});

import type { ScopeRequirement } from '@backoffice/contract/scope-catalogue';
import { describe, expect, it } from 'vitest';
import type { MenuItem, MenuSection } from '../../core/module';
import { collectMenu, visibleMenu } from './menu';

const item = (label: string, order: number, path: string, scopes: ScopeRequirement[] = []): MenuItem => ({
  label,
  order,
  path,
  scopes,
});

describe('collectMenu', () => {
  it('orders groups and their items by the declared orders, not by module or declaration order', () => {
    // Listed as the registry finds them: by folder name (a-…, b-…, c-…).
    const modules: { menu: MenuSection[] }[] = [
      { menu: [{ group: 'Later', order: 20, items: [item('Two', 2, '/two'), item('One', 1, '/one')] }] },
      {
        menu: [
          { group: 'First', order: 10, items: [item('Beta', 20, '/beta')] },
          { group: 'Later', order: 20, items: [item('One and a half', 1.5, '/one-half')] },
        ],
      },
      { menu: [{ group: 'First', order: 10, items: [item('Alpha', 10, '/alpha'), item('Gamma', 30, '/gamma')] }] },
    ];
    const groups = collectMenu(modules);
    expect(groups.map((g) => [g.label, g.items.map((i) => i.label)])).toEqual([
      ['First', ['Alpha', 'Beta', 'Gamma']],
      ['Later', ['One', 'One and a half', 'Two']],
    ]);
  });

  it('breaks a tie by label and skips modules without a menu', () => {
    const groups = collectMenu([
      { menu: [{ group: 'G', order: 1, items: [item('b', 1, '/b'), item('a', 1, '/a')] }] },
      {},
      { menu: [{ group: 'F', order: 1, items: [item('c', 1, '/c')] }] },
    ]);
    expect(groups.map((g) => g.label)).toEqual(['F', 'G']);
    expect(groups[1]?.items.map((i) => i.label)).toEqual(['a', 'b']);
  });
});

describe('visibleMenu', () => {
  const groups = collectMenu([
    {
      menu: [
        {
          group: 'Administration',
          order: 10,
          items: [
            item('Users', 10, '/users', ['users:users:read']),
            item('Audit log', 20, '/audit-log', ['audit:log:read']),
          ],
        },
        {
          group: 'QC',
          order: 20,
          items: [
            item('Chats', 10, '/qc/chats', ['qa:chat:read']),
            item('Dossiers', 20, '/qc/dossiers', ['dossier:comment:create', 'dossier:comment:read']),
          ],
        },
      ],
    },
  ]);
  const labels = (list: ReturnType<typeof visibleMenu>) => list.map((g) => [g.label, g.items.map((i) => i.label)]);

  it('shows admins every group and item', () => {
    expect(labels(visibleMenu(groups, { scopes: [], isAdmin: true }))).toEqual([
      ['Administration', ['Users', 'Audit log']],
      ['QC', ['Chats', 'Dossiers']],
    ]);
  });

  it('shows an item only when the user holds all its scopes, and a group only with an item', () => {
    const visible = visibleMenu(groups, { scopes: ['qa:chat:read', 'dossier:comment:read'], isAdmin: false });
    expect(labels(visible)).toEqual([['QC', ['Chats']]]);
  });

  it('honours wildcard scopes', () => {
    const visible = visibleMenu(groups, { scopes: ['users:*', 'dossier:comment:*'], isAdmin: false });
    expect(labels(visible)).toEqual([
      ['Administration', ['Users']],
      ['QC', ['Dossiers']],
    ]);
  });

  it('shows nothing to a user without scopes', () => {
    expect(visibleMenu(groups, { scopes: [], isAdmin: false })).toEqual([]);
  });
});

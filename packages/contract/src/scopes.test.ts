import { describe, expect, it } from 'vitest';
import { SCOPE_CATALOGUE } from './scope-catalogue.js';
import {
  cachedPatternCount,
  hasAnyScope,
  hasScopes,
  PATTERN_CACHE_MAX,
  scopeCovers,
  scopeMatches,
  scopesBeyond,
  scopeTree,
} from './scopes.js';
import { framedSessionHolds } from './screens.js';

describe('scopeMatches', () => {
  it('matches identical scopes only', () => {
    expect(scopeMatches('users:users:read', 'users:users:read')).toBe(true);
    expect(scopeMatches('users:users:read', 'users:users:update')).toBe(false);
    expect(scopeMatches('users:users:read', 'users:users:read:extra')).toBe(false);
    expect(scopeMatches('users:users:read', 'users:users')).toBe(false);
  });

  it('reads a wildcard in the required scope as a pattern over the held ones', () => {
    expect(scopeMatches('users:roles:*', 'users:roles:read')).toBe(true);
    expect(scopeMatches('users:roles:*', 'users:roles:delete')).toBe(true);
    expect(scopeMatches('users:roles:*', 'users:users:read')).toBe(false);
    expect(scopeMatches('qa:*:read', 'qa:chat:read')).toBe(true);
    expect(scopeMatches('qa:*:read', 'qa:chat:review')).toBe(false);
  });

  it('lets a held wildcard grant every scope of its pattern', () => {
    expect(scopeMatches('qa:tag:create', 'qa:tag:*')).toBe(true);
    expect(scopeMatches('qa:score:type:read', 'qa:score:*')).toBe(true);
    expect(scopeMatches('qa:chat:read', 'qa:tag:*')).toBe(false);
  });

  it('lets * span several segments', () => {
    expect(scopeMatches('users:*', 'users:roles:read')).toBe(true);
    expect(scopeMatches('dossier:user:read', '*')).toBe(true);
  });

  it('takes regular-expression characters literally', () => {
    expect(scopeMatches('a.b:*', 'axb:read')).toBe(false);
    expect(scopeMatches('a.b:*', 'a.b:read')).toBe(true);
    expect(scopeMatches('a+:read', 'aa:read')).toBe(false);
    expect(scopeMatches('(x)|y:*', 'y:read')).toBe(false);
  });

  it('anchors patterns at both ends', () => {
    expect(scopeMatches('roles:*', 'users:roles:read')).toBe(false);
    expect(scopeMatches('*:read', 'users:roles:read:all')).toBe(false);
  });
});

describe('hasScopes', () => {
  const held = ['users:users:read', 'qa:tag:*', 'calendar:shifts:read'];

  it('needs every required scope', () => {
    expect(hasScopes(held, ['users:users:read', 'qa:tag:update'])).toBe(true);
    expect(hasScopes(held, ['users:users:read', 'users:users:update'])).toBe(false);
  });

  it('passes with nothing required', () => {
    expect(hasScopes([], [])).toBe(true);
  });

  it('fails with nothing held', () => {
    expect(hasScopes([], ['users:users:read'])).toBe(false);
  });

  it('lets an admin through everything', () => {
    expect(hasScopes([], ['users:users:delete', 'audit:log:read'], true)).toBe(true);
  });
});

describe('hasAnyScope', () => {
  const held = ['dns:zone:read'];

  it('needs at least one required scope', () => {
    expect(hasAnyScope(held, ['ssl:cert:read', 'dns:zone:read'])).toBe(true);
    expect(hasAnyScope(held, ['ssl:cert:read', 'dns:zone:create'])).toBe(false);
    expect(hasAnyScope(held, ['dns:*'])).toBe(true);
  });

  it('passes with nothing required, and for an admin', () => {
    expect(hasAnyScope([], [])).toBe(true);
    expect(hasAnyScope([], ['ssl:cert:read'], true)).toBe(true);
  });
});

describe('scopeTree', () => {
  it('groups scopes as service → resource → action, sorted', () => {
    expect(scopeTree(['users:users:read', 'dns:zone:read', 'users:roles:read', 'users:users:create'])).toEqual([
      {
        key: 'dns',
        label: 'dns',
        children: [
          { key: 'dns:zone', label: 'zone', children: [{ key: 'dns:zone:read', label: 'read', children: [] }] },
        ],
      },
      {
        key: 'users',
        label: 'users',
        children: [
          { key: 'users:roles', label: 'roles', children: [{ key: 'users:roles:read', label: 'read', children: [] }] },
          {
            key: 'users:users',
            label: 'users',
            children: [
              { key: 'users:users:create', label: 'create', children: [] },
              { key: 'users:users:read', label: 'read', children: [] },
            ],
          },
        ],
      },
    ]);
  });

  it('keeps scopes of uneven depth and ignores duplicates', () => {
    const tree = scopeTree(['qa:manager', 'qa:score:type:read', 'qa:manager']);
    expect(tree).toHaveLength(1);
    const qa = tree[0]!;
    expect(qa.children.map((c) => c.key)).toEqual(['qa:manager', 'qa:score']);
    expect(qa.children[1]!.children[0]!.children[0]!.key).toBe('qa:score:type:read');
  });

  it('does not reorder its input', () => {
    const all = ['b:x:y', 'a:x:y'];
    scopeTree(all);
    expect(all).toEqual(['b:x:y', 'a:x:y']);
  });

  it('has one leaf per scope of the catalogue', () => {
    const leaves: string[] = [];
    const walk = (nodes: ReturnType<typeof scopeTree>) => {
      for (const node of nodes) node.children.length === 0 ? leaves.push(node.key) : walk(node.children);
    };
    walk(scopeTree(SCOPE_CATALOGUE));
    expect(leaves.sort()).toEqual([...new Set(SCOPE_CATALOGUE)].sort());
  });
});

describe('scopeCovers and scopesBeyond (the granting rule)', () => {
  it('lets a scope cover itself and a wildcard cover what it grants', () => {
    expect(scopeCovers('users:users:read', 'users:users:read')).toBe(true);
    expect(scopeCovers('qa:*', 'qa:chat:read')).toBe(true);
    expect(scopeCovers('qa:*', 'qa:chat:*')).toBe(true);
    expect(scopeCovers('*', '*')).toBe(true);
    expect(scopeCovers('*', 'qa:*')).toBe(true);
  });

  it('never lets a narrower scope cover a wider one', () => {
    expect(scopeCovers('qa:chat:*', 'qa:*')).toBe(false);
    expect(scopeCovers('users:users:update', '*')).toBe(false);
    expect(scopeCovers('users:*', '*')).toBe(false);
    expect(scopeCovers('qa:chat:read', 'qa:chat:*')).toBe(false);
    expect(scopeCovers('*:read', 'qa:*')).toBe(false);
    expect(scopeCovers('users:users:read', 'users:users:update')).toBe(false);
  });

  it('lists what a holder may not grant; an administrator may grant anything', () => {
    const held = ['users:*', 'qa:chat:read'];
    expect(scopesBeyond(held, ['users:roles:update', 'qa:chat:read'])).toEqual([]);
    expect(scopesBeyond(held, ['*', 'qa:*', 'qa:chat:review', 'users:users:read'])).toEqual([
      '*',
      'qa:*',
      'qa:chat:review',
    ]);
    expect(scopesBeyond([], ['*'], true)).toEqual([]);
  });
});

describe('the compiled-pattern cache', () => {
  it('stays bounded however many distinct patterns callers send', () => {
    for (let i = 0; i < PATTERN_CACHE_MAX * 5; i++) scopeMatches(`probe:${i}:*`, 'users:users:read');
    expect(cachedPatternCount()).toBeLessThanOrEqual(PATTERN_CACHE_MAX);
    // Patterns past the bound still match correctly.
    expect(scopeMatches('probe:x:*', 'probe:x:read')).toBe(true);
  });
});

describe("index.html's copy of hasScopes (screens.ts, framedSessionHolds)", () => {
  const held = [
    [],
    ['calendar:shifts:create'],
    ['calendar:shifts:read'],
    ['calendar:shifts:*'],
    ['calendar:*'],
    ['*'],
    ['*:create'],
    ['calendar:shifts:create:extra'],
    ['calendar.shifts:create'],
    ['qa:chat:read', 'users:(roles)+:read'],
  ];
  const required = [
    [],
    ['calendar:shifts:create'],
    ['calendar:shifts:*'],
    ['calendar:*:create'],
    ['calendar:shifts:create', 'qa:chat:read'],
    ['users:(roles)+:read'],
  ];

  it('decides as hasScopes for every pair of held and required scopes, wildcards both ways', () => {
    for (const h of held)
      for (const r of required)
        for (const isAdmin of [false, true])
          expect(framedSessionHolds({ isAdmin, scopes: h }, r), `${h} for ${r}, admin ${isAdmin}`).toBe(
            hasScopes(h, r, isAdmin),
          );
  });

  it('holds nothing for a stored user that is not one', () => {
    for (const user of [null, undefined, 'admin', { isAdmin: 'true', scopes: ['*'].join() }, { scopes: [1, 2] }])
      expect(framedSessionHolds(user, ['calendar:shifts:create']), JSON.stringify(user)).toBe(false);
  });

  it('runs with nothing around it, as pasted into the page', () => {
    const pasted = new Function(
      `${String(framedSessionHolds)}; return framedSessionHolds;`,
    )() as typeof framedSessionHolds;
    expect(pasted({ isAdmin: false, scopes: ['calendar:*'] }, ['calendar:shifts:create'])).toBe(true);
    expect(pasted({ isAdmin: false, scopes: ['calendar:leave:create'] }, ['calendar:shifts:create'])).toBe(false);
  });
});

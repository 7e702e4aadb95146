import { describe, expect, it } from 'vitest';
import {
  addNeeds,
  buildScopeTree,
  checkState,
  extraScopes,
  filterScopeTree,
  grantedTotal,
  grantingWildcard,
  hasOnlyLeaves,
  missingNeeds,
  type ScopeNode,
  scopeList,
  scopeSummary,
  toggleNode,
} from './scope-selection';

const catalogue = [
  'users:users:read',
  'users:users:create',
  'users:roles:read',
  'users:roles:update',
  'qa:manager',
  'qa:score:type:read',
  'qa:score:grade:read',
  'audit:log:read',
];

const tree = buildScopeTree(catalogue);

function node(key: string, nodes: readonly ScopeNode[] = tree): ScopeNode {
  for (const n of nodes) {
    if (n.key === key) return n;
    const found = key.startsWith(`${n.key}:`) ? node(key, n.children) : null;
    if (found) return found;
  }
  throw new Error(`no node ${key}`);
}

describe('buildScopeTree', () => {
  it('groups scopes as group → child → leaf, sorted as shown, with the scopes under each node', () => {
    // Administration (users), Audit log, QC.
    expect(tree.map((n) => n.key)).toEqual(['users', 'audit', 'qa']);
    expect(node('users').children.map((n) => n.label)).toEqual(['roles', 'users']);
    expect(node('users:roles').scopes).toEqual(['users:roles:read', 'users:roles:update']);
    expect(node('qa').scopes).toEqual(['qa:manager', 'qa:score:grade:read', 'qa:score:type:read']);
    expect(node('qa:manager').scopes).toEqual(['qa:manager']);
  });

  it('names each node as its module declares it, and a scope with its description', () => {
    expect(node('users').title).toBe('Administration');
    expect(node('users:roles').title).toBe('User roles');
    expect(node('qa:score:type').title).toBe('Score types');
    expect(node('users:roles:read')).toMatchObject({ label: 'read', title: 'Read roles' });
    expect(node('users:roles:read').description).toMatch(/\w/);
    expect(node('users:roles').description).toBeUndefined();
    // A scope no module declares (retired, until the next sync) keeps the last part of its key.
    const gone = buildScopeTree(['gone:thing:read'])[0]!.children[0]!.children[0]!;
    expect(gone).toMatchObject({ key: 'gone:thing:read', title: 'read' });
    expect(gone.description).toBeUndefined();
  });

  it('tells a node whose children are all leaves from a deeper one', () => {
    expect(hasOnlyLeaves(node('users:roles'))).toBe(true);
    expect(hasOnlyLeaves(node('qa:score'))).toBe(false);
    expect(hasOnlyLeaves(node('qa:manager'))).toBe(false);
  });
});

describe('checkState', () => {
  it('is checked, indeterminate or unchecked by the scopes granted below the node', () => {
    const selected = ['users:roles:read', 'users:roles:update', 'users:users:read'];
    expect(checkState(node('users:roles'), selected)).toBe('checked');
    expect(checkState(node('users:users'), selected)).toBe('indeterminate');
    expect(checkState(node('users'), selected)).toBe('indeterminate');
    expect(checkState(node('qa'), selected)).toBe('unchecked');
  });

  it('counts scopes granted by a wildcard', () => {
    expect(checkState(node('users'), ['users:*'])).toBe('checked');
    expect(checkState(node('qa:score'), ['qa:score:*:read'])).toBe('checked');
    expect(grantingWildcard('users:roles:read', ['users:*'])).toBe('users:*');
    expect(grantingWildcard('users:roles:read', ['users:*', 'users:roles:read'])).toBeNull();
    expect(grantedTotal(['users:*', 'audit:log:read'], catalogue)).toBe(5);
  });
});

describe('toggleNode', () => {
  it('fills a node that is unchecked or indeterminate', () => {
    expect(toggleNode(node('users:users'), ['users:users:read'], catalogue)).toEqual([
      'users:users:create',
      'users:users:read',
    ]);
    expect(toggleNode(node('audit:log:read'), [], catalogue)).toEqual(['audit:log:read']);
  });

  it('clears a checked node and leaves the rest alone', () => {
    const selected = ['audit:log:read', 'users:roles:read', 'users:roles:update'];
    expect(toggleNode(node('users:roles'), selected, catalogue)).toEqual(['audit:log:read']);
    expect(toggleNode(node('users:roles:read'), selected, catalogue)).toEqual(['audit:log:read', 'users:roles:update']);
  });

  it('replaces a wildcard by the scopes it still grants when one of them is cleared', () => {
    expect(toggleNode(node('users:roles:update'), ['users:*'], catalogue)).toEqual([
      'users:roles:read',
      'users:users:create',
      'users:users:read',
    ]);
    expect(toggleNode(node('users'), ['audit:*', 'users:*'], catalogue)).toEqual(['audit:*']);
  });

  it('keeps unknown scopes and wildcards that grant nothing under the node', () => {
    expect(toggleNode(node('users:users:read'), ['legacy:thing', 'qa:*', 'users:users:read'], catalogue)).toEqual([
      'legacy:thing',
      'qa:*',
    ]);
  });
});

describe('filterScopeTree', () => {
  it('keeps a matching node with its whole subtree', () => {
    const filtered = filterScopeTree(tree, 'QA');
    expect(filtered.map((n) => n.key)).toEqual(['qa']);
    expect(filtered[0]!.scopes).toHaveLength(3);
  });

  it('keeps only the matching leaves under their parents, and narrows the scopes of each node', () => {
    const filtered = filterScopeTree(tree, 'update');
    expect(filtered.map((n) => n.key)).toEqual(['users']);
    expect(filtered[0]!.scopes).toEqual(['users:roles:update']);
    // A group checkbox then acts on what is shown only.
    expect(toggleNode(filtered[0]!, ['users:users:read'], catalogue)).toEqual([
      'users:roles:update',
      'users:users:read',
    ]);
  });

  it('finds nodes by their declared names too', () => {
    const filtered = filterScopeTree(tree, 'user roles');
    expect(filtered.map((n) => n.key)).toEqual(['users']);
    expect(filtered[0]!.scopes).toEqual(['users:roles:read', 'users:roles:update']);
  });

  it('returns everything for an empty search and nothing for a miss', () => {
    expect(filterScopeTree(tree, '  ')).toHaveLength(3);
    expect(filterScopeTree(tree, 'nothing-like-this')).toEqual([]);
  });
});

describe('extraScopes', () => {
  it('lists wildcards with what they grant, and scopes that the catalogue does not know', () => {
    expect(extraScopes(['users:*', 'users:users:read', 'gone:scope', 'nope:*'], catalogue)).toEqual({
      wildcards: [{ scope: 'users:*', grants: 4 }],
      unknown: ['gone:scope', 'nope:*'],
    });
  });
});

describe('scopeSummary', () => {
  it('counts scopes per service and names a service-wide wildcard "all"', () => {
    expect(scopeSummary(['users:*', 'qa:chat:read', 'audit:log:read', 'qa:manager']).map((g) => g.label)).toEqual([
      'audit · 1',
      'qa · 2',
      'users · all',
    ]);
  });
});

describe('what scopes need (issue 25)', () => {
  const qa = ['qa:chat:read', 'qa:chat:review', 'qa:score:type:read', 'qa:score:grade:read', 'qa:tag:read'];

  it('shows each scope with the titles of what it needs', () => {
    const review = buildScopeTree(qa)[0]!.children.find((n) => n.key === 'qa:chat')!.children;
    expect(review.find((n) => n.key === 'qa:chat:review')?.needs).toEqual([
      'Read score types',
      'Read score grades',
      'Read tags',
    ]);
    expect(review.find((n) => n.key === 'qa:chat:read')?.needs).toBeUndefined();
  });

  it('adds what a newly ticked scope needs, and says for which', () => {
    const outcome = addNeeds(['qa:chat:read'], ['qa:chat:read', 'qa:chat:review'], qa);
    expect(outcome.scopes).toEqual([...qa].sort());
    expect(outcome.added).toEqual([
      { scope: 'qa:score:type:read', for: ['qa:chat:review'] },
      { scope: 'qa:score:grade:read', for: ['qa:chat:review'] },
      { scope: 'qa:tag:read', for: ['qa:chat:review'] },
    ]);
    expect(outcome.refused).toEqual([]);
  });

  it('leaves out what the editor may not grant, and reports it', () => {
    const outcome = addNeeds([], ['qa:chat:review'], qa, (scope) => scope !== 'qa:tag:read');
    expect(outcome.scopes).toEqual(['qa:chat:review', 'qa:score:grade:read', 'qa:score:type:read']);
    expect(outcome.refused).toEqual([{ scope: 'qa:tag:read', for: ['qa:chat:review'] }]);
  });

  it('counts a wildcard as granting a need, and adds nothing for scopes granted before', () => {
    expect(addNeeds([], ['qa:chat:review', 'qa:*'], qa).added).toEqual([]);
    // Clearing a need on purpose is not undone by ticking something else.
    const cleared = ['qa:chat:review', 'qa:score:type:read', 'qa:score:grade:read'];
    expect(addNeeds(cleared, [...cleared, 'qa:chat:read'], qa).added).toEqual([]);
  });

  it('finds granted scopes whose needs the role lacks, through wildcards too', () => {
    expect(missingNeeds(['qa:chat:review', 'qa:score:type:read'], qa)).toEqual([
      { scope: 'qa:chat:review', missing: ['qa:score:grade:read', 'qa:tag:read'] },
    ]);
    expect(missingNeeds(['qa:chat:*', 'qa:score:*', 'qa:tag:read'], qa)).toEqual([]);
    expect(missingNeeds(['qa:chat:*'], qa)).toEqual([
      { scope: 'qa:chat:review', missing: ['qa:score:type:read', 'qa:score:grade:read', 'qa:tag:read'] },
    ]);
  });

  it('writes a list of scopes for a sentence', () => {
    expect(scopeList(['qa:tag:read'])).toBe('Read tags');
    expect(scopeList(['qa:tag:read', 'qa:score:type:read', 'qa:score:grade:read'])).toBe(
      'Read tags, Read score types and Read score grades',
    );
  });
});
